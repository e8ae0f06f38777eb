import '@mantine/core/styles/Progress.css';
import { Card, Group, Progress, Stack, Text } from '@mantine/core';
import { pickText } from '../../../../common/i18n';
import { type PracticeView, timeBarColor } from '../../../../common/practice';
import { useTranslation } from '../../../i18n/i18n';
import { chapterStats } from '../review';

const barColor = { red: 'red.7', amber: 'yellow.6', green: 'teal.6' } as const;

/** The Chapters tab: per chapter its questions, score, percent and a bar. */
export function ResultChapters({ practice }: { practice: PracticeView }) {
  const { t } = useTranslation();
  const stats = chapterStats(practice);
  return (
    <Stack gap="sm">
      {stats.map((entry) => {
        const chapter = practice.chapters.find((item) => item.id === entry.chapterId);
        const title = chapter ? `${chapter.chapterNo}. ${pickText(chapter.title, practice.locale)}` : entry.chapterId;
        return (
          <Card key={entry.chapterId} padding="md" radius="md">
            <Group justify="space-between" wrap="nowrap" gap="sm" mb={6}>
              <Text fw={600} miw={0} lineClamp={2}>
                {title}
              </Text>
              <Text fw={800} style={{ flexShrink: 0 }}>
                {t('result.percent', { value: entry.percent })}
              </Text>
            </Group>
            <Progress
              value={entry.percent}
              color={barColor[timeBarColor(entry.percent / 100)]}
              size="lg"
              radius="xl"
              aria-label={t('result.chapterBar', { title, value: entry.percent })}
            />
            <Group gap="md" mt={6}>
              <Text size="sm" c="dimmed">
                {t('result.chapterQuestions', { count: entry.questions })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('result.scoreValue', { score: entry.score, total: entry.outOf })}
              </Text>
              {entry.awaiting > 0 && (
                <Text size="sm" c="orange.9">
                  {t('result.chapterAwaiting', { count: entry.awaiting })}
                </Text>
              )}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
