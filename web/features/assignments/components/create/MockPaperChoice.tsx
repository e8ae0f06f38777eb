import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Badge, Card, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileCertificate, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { pickText } from '../../../../../common/i18n';
import type { MockPaperSummary } from '../../../../../common/mock-papers';
import { QueryError } from '../../../../components/QueryError';
import { currentLanguage, useTranslation } from '../../../../i18n/i18n';
import { leastMockQuestions, mockPapersQuery, paperDurationText } from '../../../../lib/catalog';
import { UpgradeLink } from './UpgradeLink';

interface MockPaperChoiceProps {
  subjectId: string | null;
  value: string | null;
  onChange: (mockPaperId: string) => void;
  error: string | null;
  /** a free plan's questions per assignment; null: no limit */
  questionsLimit: number | null;
}

/**
 * The "full mock paper" tab's choice (issue 28.8): the subject's HKDSE papers, each with its time, marks and
 * sections, as their blueprints give them. The paper is drawn section by section from the chapters ticked below, or
 * the whole syllabus, and students get the paper's own time. A free plan whose questions per assignment are fewer
 * than a paper holds is told so before it asks (the server refuses it too).
 */
export function MockPaperChoice({ subjectId, value, onChange, error, questionsLimit }: MockPaperChoiceProps) {
  const { t } = useTranslation();
  const papers = useQuery({ ...mockPapersQuery(subjectId ?? ''), enabled: Boolean(subjectId) });
  let body: React.ReactNode;
  if (!subjectId) body = null;
  else if (papers.isPending) body = <Skeleton h={120} radius="md" aria-label={t('practice.mock.loading')} />;
  else if (papers.isError) body = <QueryError query={papers} />;
  else if (papers.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('create.mock.empty')}
      </Text>
    );
  else {
    const chosen = papers.data.find((paper) => paper.id === value);
    const least = Math.min(...(chosen ? [chosen] : papers.data).map(leastMockQuestions));
    body = (
      <Stack gap="sm">
        {questionsLimit !== null && least > questionsLimit && <FreePlanNotice count={least} limit={questionsLimit} />}
        <Radio.Group
          value={value}
          onChange={onChange}
          aria-labelledby="mock-paper-title"
          error={error}
          data-testid="mock-paper-choice"
        >
          <Stack gap="sm">
            {papers.data.map((paper) => (
              <PaperCard key={paper.id} paper={paper} isChecked={paper.id === value} />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
    );
  }
  return (
    <Card component="section" aria-labelledby="mock-paper-title">
      <Group gap="xs" mb={4}>
        <IconFileCertificate size={20} stroke={1.6} aria-hidden />
        <Title order={2} fz="lg" id="mock-paper-title">
          {t('create.mock.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('create.mock.intro')}
      </Text>
      {body}
    </Card>
  );
}

function PaperCard({ paper, isChecked }: { paper: MockPaperSummary; isChecked: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const least = leastMockQuestions(paper);
  return (
    <Radio.Card
      value={paper.id}
      radius="md"
      p="sm"
      data-testid={`mock-paper-${paper.id}`}
      style={{
        borderColor: isChecked ? 'var(--mantine-color-lagoon-6)' : undefined,
        background: isChecked ? 'var(--mantine-color-lagoon-0)' : undefined,
        borderWidth: isChecked ? 2 : 1,
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={3} />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Text fw={700}>{pickText(paper.title, language)}</Text>
          <Text size="sm" c="dimmed">
            {t('practice.mock.meta', {
              duration: paperDurationText(t, paper.durationMinutes),
              marks: paper.totalMarks,
            })}
            {' · '}
            {t('create.mock.questions', { count: least })}
          </Text>
          <Group gap={6}>
            {paper.sections.map((section) => (
              <Badge key={section.id} variant="light" color="gray" tt="none" fw={500}>
                {t('practice.mock.section', { title: pickText(section.title, language), marks: section.marks })}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/** A free plan cannot hold a full paper: say so, and where to upgrade, before the teacher asks. */
function FreePlanNotice({ count, limit }: { count: number; limit: number }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<IconLock size={18} />} data-testid="mock-plan-limit">
      <Text size="sm">{t('create.mock.planLimit', { count, limit })}</Text>
      <UpgradeLink />
    </Alert>
  );
}
