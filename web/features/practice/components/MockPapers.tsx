import { Button, Card, Flex } from '@mantine/core';
import { pickText } from '../../../../common/i18n';
import type { MockPaperSummary } from '../../../../common/mock-papers';
import { MockPaperDetails, MockPaperList } from '../../../components/paper/MockPaperList';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';

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
  return (
    <MockPaperList
      subjectId={subjectId}
      title={t('practice.mock.title')}
      intro={chapterCount === 0 ? t('practice.mock.intro') : t('practice.mock.introChapters', { count: chapterCount })}
    >
      {(papers) =>
        papers.map((paper) => (
          <MockPaperRow
            key={paper.id}
            paper={paper}
            isStarting={pendingId === paper.id}
            isDisabled={pendingId !== undefined}
            onStart={() => onStart(paper.id)}
          />
        ))
      }
    </MockPaperList>
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
  return (
    <Card withBorder padding="sm" radius="md" data-testid={`mock-paper-${paper.id}`}>
      <Flex
        direction={{ base: 'column', xs: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', xs: 'flex-start' }}
        gap="sm"
      >
        <MockPaperDetails paper={paper} />
        <Button
          variant="light"
          onClick={onStart}
          loading={isStarting}
          disabled={isDisabled && !isStarting}
          aria-label={t('practice.mock.startLabel', { title: pickText(paper.title, currentLanguage()) })}
        >
          {t('practice.mock.start')}
        </Button>
      </Flex>
    </Card>
  );
}
