import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { pickText } from '../../../../common/i18n';
import type { ChapterStatistics, MasteryLevel } from '../../../../common/statistics';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { Link } from '../../../lib/router';

const levelColor: Record<MasteryLevel, string> = {
  attempted: 'gray',
  familiar: 'yellow',
  proficient: 'blue',
  mastered: 'teal',
};

interface ChapterMasteryProps {
  subjectId: string;
  chapters: ChapterStatistics[];
  /** a student can practise a chapter; a teacher only reads */
  canPractise: boolean;
}

/** By chapter: questions answered and accuracy in the range, mastery from recent accuracy, and a way to practise. */
export function ChapterMastery({ subjectId, chapters, canPractise }: ChapterMasteryProps) {
  const { t } = useTranslation();
  if (chapters.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('statistics.chapters.empty')}
      </Text>
    );
  }
  // The chapters worked on come first, in syllabus order; the rest follow to be picked up.
  const ordered = [...chapters.filter((c) => c.attempted > 0), ...chapters.filter((c) => c.attempted === 0)];
  return (
    <Stack gap="sm">
      {ordered.map((chapter) => (
        <ChapterCard key={chapter.chapterId} subjectId={subjectId} chapter={chapter} canPractise={canPractise} />
      ))}
    </Stack>
  );
}

interface ChapterCardProps {
  subjectId: string;
  chapter: ChapterStatistics;
  canPractise: boolean;
}

function ChapterCard({ subjectId, chapter, canPractise }: ChapterCardProps) {
  const { t } = useTranslation();
  const title = pickText({ en: chapter.titleEn, zh: chapter.titleZh }, currentLanguage());
  return (
    <Card padding="sm" data-testid="chapter-row">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
          <Text fw={700}>
            {chapter.chapterNo}. {title}
          </Text>
          <Text size="sm" c="dimmed">
            {chapter.attempted === 0
              ? t('statistics.chapters.notAttempted')
              : chapter.accuracy === null
                ? t('statistics.chapters.awaitingMark', { count: chapter.attempted })
                : t('statistics.chapters.summary', { count: chapter.attempted, accuracy: chapter.accuracy })}
          </Text>
          {chapter.accuracy !== null && (
            <Progress
              value={chapter.accuracy}
              size="sm"
              maw={320}
              aria-label={t('statistics.chapters.accuracy', { accuracy: chapter.accuracy })}
            />
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {chapter.level && (
            <Badge color={levelColor[chapter.level]} variant="light">
              {t(`statistics.mastery.${chapter.level}`)}
            </Badge>
          )}
          {canPractise && (
            <Button
              component={Link}
              to={`/app/free-practice?subject=${encodeURIComponent(subjectId)}&chapter=${encodeURIComponent(chapter.chapterId)}`}
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} />}
              aria-label={t('statistics.chapters.practiseChapter', { chapter: title })}
            >
              {t('statistics.chapters.practise')}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
