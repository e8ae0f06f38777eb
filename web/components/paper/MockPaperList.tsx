import '@mantine/core/styles/Skeleton.css';
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { pickText } from '../../../common/i18n';
import type { MockPaperSummary } from '../../../common/mock-papers';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { mockPapersQuery, paperDurationText } from '../../lib/catalog';
import { QueryError } from '../QueryError';

interface MockPaperListProps {
  /** null: no subject chosen yet, the card shows its title and intro only */
  subjectId: string | null;
  title: string;
  intro: string;
  /**
   * What the card says for a subject without papers. Without it the list is not shown at all then, and so it waits
   * (and fails) bare, outside a card it may never show.
   */
  emptyText?: string;
  /** the subject's papers, once loaded (never empty), stacked; `titleId` labels a choice among them */
  children: (papers: MockPaperSummary[], titleId: string) => ReactNode;
}

/**
 * A subject's full-length mock papers (docs/product-rules.md, "Mock papers") in a titled card: the student's practice
 * form starts one, the teacher's "full mock paper" tab chooses one. Each row's text is `MockPaperDetails`.
 */
export function MockPaperList({ subjectId, title, intro, emptyText, children }: MockPaperListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const papers = useQuery({ ...mockPapersQuery(subjectId ?? ''), enabled: Boolean(subjectId) });
  const isHidden = emptyText === undefined;
  let body: ReactNode = null;
  if (!subjectId) body = null;
  else if (papers.isPending)
    body = <Skeleton h={120} radius="md" role="status" aria-label={t('practice.mock.loading')} />;
  else if (papers.isError) body = <QueryError query={papers} />;
  else if (papers.data.length > 0) body = <Stack gap="sm">{children(papers.data, titleId)}</Stack>;
  else if (isHidden) return null;
  else
    body = (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  if (isHidden && (papers.isPending || papers.isError)) return body;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Group gap="xs" mb={4}>
        <IconFileCertificate size={20} stroke={1.6} aria-hidden />
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {intro}
      </Text>
      {body}
    </Card>
  );
}

/** One mock paper: its title, time and marks (with `extraMeta` after them), and a badge for each section. */
export function MockPaperDetails({ paper, extraMeta }: { paper: MockPaperSummary; extraMeta?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack gap={4} miw={0} style={{ flex: 1 }}>
      <Text fw={700}>{pickText(paper.title, language)}</Text>
      <Text size="sm" c="dimmed">
        {t('practice.mock.meta', {
          duration: paperDurationText(t, paper.durationMinutes),
          marks: paper.totalMarks,
        })}
        {extraMeta !== undefined && ` · ${extraMeta}`}
      </Text>
      <Group gap={6}>
        {paper.sections.map((section) => (
          <Badge key={section.id} variant="light" color="gray" tt="none" fw={500}>
            {t('practice.mock.section', { title: pickText(section.title, language), marks: section.marks })}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
