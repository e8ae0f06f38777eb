import '@mantine/core/styles/RadioCard.css';
import { Alert, Group, Radio, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { MockPaperSummary } from '../../../../../common/mock-papers';
import { MockPaperDetails, MockPaperList } from '../../../../components/paper/MockPaperList';
import { useTranslation } from '../../../../i18n/i18n';
import { leastMockQuestions } from '../../../../lib/catalog';
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
  return (
    <MockPaperList
      subjectId={subjectId}
      title={t('create.mock.title')}
      intro={t('create.mock.intro')}
      emptyText={t('create.mock.empty')}
    >
      {(papers, titleId) => {
        const chosen = papers.find((paper) => paper.id === value);
        const least = Math.min(...(chosen ? [chosen] : papers).map(leastMockQuestions));
        return (
          <>
            {questionsLimit !== null && least > questionsLimit && (
              <FreePlanNotice count={least} limit={questionsLimit} />
            )}
            <Radio.Group
              value={value}
              onChange={onChange}
              aria-labelledby={titleId}
              error={error}
              data-testid="mock-paper-choice"
            >
              <Stack gap="sm">
                {papers.map((paper) => (
                  <PaperCard key={paper.id} paper={paper} isChecked={paper.id === value} />
                ))}
              </Stack>
            </Radio.Group>
          </>
        );
      }}
    </MockPaperList>
  );
}

function PaperCard({ paper, isChecked }: { paper: MockPaperSummary; isChecked: boolean }) {
  const { t } = useTranslation();
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
        <MockPaperDetails paper={paper} extraMeta={t('create.mock.questions', { count: leastMockQuestions(paper) })} />
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
