import '@mantine/core/styles/Skeleton.css';
import { Badge, Button, Card, Flex, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { pickText } from '../../../../common/i18n';
import type { MockPaperSummary } from '../../../../common/mock-papers';
import { QueryError } from '../../../components/QueryError';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { mockPapersQuery, paperDurationText } from '../../../lib/catalog';

/**
 * The subject's full-length mock papers (docs/product-rules.md, "Mock papers"): each HKDSE paper with its time,
 * marks and sections, started from the chapters ticked above or the whole syllabus. Nothing shows for a subject
 * without a blueprint.
 */
export function MockPapers({
  subjectId,
  chapterCount,
  pendingId,
  onStart,
}: {
  subjectId: string;
  chapterCount: number;
  /** the paper being started, if any */
  pendingId: string | undefined;
  onStart: (mockPaperId: string) => void;
}) {
  const { t } = useTranslation();
  const papers = useQuery(mockPapersQuery(subjectId));
  if (papers.isPending) return <Skeleton h={120} radius="md" aria-label={t('practice.mock.loading')} />;
  if (papers.isError) return <QueryError query={papers} />;
  if (papers.data.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="mock-papers-title">
      <Group gap="xs" mb={4}>
        <IconFileCertificate size={20} stroke={1.6} aria-hidden />
        <Title order={2} fz="lg" id="mock-papers-title">
          {t('practice.mock.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {chapterCount === 0 ? t('practice.mock.intro') : t('practice.mock.introChapters', { count: chapterCount })}
      </Text>
      <Stack gap="sm">
        {papers.data.map((paper) => (
          <MockPaperRow
            key={paper.id}
            paper={paper}
            isStarting={pendingId === paper.id}
            isDisabled={pendingId !== undefined}
            onStart={() => onStart(paper.id)}
          />
        ))}
      </Stack>
    </Card>
  );
}

function MockPaperRow({
  paper,
  isStarting,
  isDisabled,
  onStart,
}: {
  paper: MockPaperSummary;
  isStarting: boolean;
  isDisabled: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const title = pickText(paper.title, language);
  return (
    <Card withBorder padding="sm" radius="md" data-testid={`mock-paper-${paper.id}`}>
      <Flex
        direction={{ base: 'column', xs: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', xs: 'flex-start' }}
        gap="sm"
      >
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {t('practice.mock.meta', {
              duration: paperDurationText(t, paper.durationMinutes),
              marks: paper.totalMarks,
            })}
          </Text>
          <Group gap={6}>
            {paper.sections.map((section) => (
              <Badge key={section.id} variant="light" color="gray" tt="none" fw={500}>
                {t('practice.mock.section', { title: pickText(section.title, language), marks: section.marks })}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Button
          variant="light"
          onClick={onStart}
          loading={isStarting}
          disabled={isDisabled && !isStarting}
          aria-label={t('practice.mock.startLabel', { title })}
        >
          {t('practice.mock.start')}
        </Button>
      </Flex>
    </Card>
  );
}
