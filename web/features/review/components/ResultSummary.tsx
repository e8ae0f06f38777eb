import '@mantine/core/styles/RingProgress.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Card, Group, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PracticeView } from '../../../../common/practice';
import { GradeBadge } from '../../../components/GradeBadge';
import { useTranslation } from '../../../i18n/i18n';
import { formatDuration, percent, timeUsedMs } from '../review';
import { useTeacherView } from '../useTeacherView';

/**
 * The summary panel: score, percent, grade in its colour, time used and how many answers await a mark. While written
 * answers wait, the score is the one so far (out of the marks already given) and there is no grade yet: a final-looking
 * 'U, 0 / 13' with 10 marks waiting told students they had failed.
 */
export function ResultSummary({ practice }: { practice: PracticeView }) {
  const { t } = useTranslation();
  const asTeacher = useTeacherView(practice);
  const score = practice.score ?? 0;
  const isAwaiting = practice.pendingMarking > 0;
  const outOf = isAwaiting ? practice.totalScore - practice.pendingMarks : practice.totalScore;
  const value = percent(score, outOf);
  return (
    <Card data-testid="result-summary">
      <Group gap="lg" wrap="wrap" align="center">
        <RingProgress
          size={120}
          thickness={12}
          roundCaps
          sections={[{ value, color: practice.grade?.color ?? 'lagoon' }]}
          label={
            <Text ta="center" fw={800} fz={22}>
              {t('result.percent', { value })}
            </Text>
          }
          aria-hidden
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" style={{ flex: 1, minWidth: 240 }}>
          <Stat label={t(isAwaiting ? 'result.scoreSoFar' : 'result.score')}>
            <Text fw={800} fz={24} lh={1.2} data-testid="result-score">
              {t('result.scoreValue', { score, total: outOf })}
            </Text>
            {isAwaiting && (
              <Text size="xs" c="urgent.8" fw={600} data-testid="result-awaiting">
                {t('result.marksAwaiting', { count: practice.pendingMarks })}
              </Text>
            )}
          </Stat>
          <Stat label={t('result.grade')}>
            {practice.grade ? (
              <GradeBadge grade={practice.grade} />
            ) : (
              <Text fw={700}>{isAwaiting ? t('result.gradeAfterMarking') : '–'}</Text>
            )}
          </Stat>
          <Stat label={t('result.timeUsed')}>
            <Text fw={700} fz="lg">
              {formatDuration(timeUsedMs(practice))}
            </Text>
            <Text size="xs" c="dimmed">
              {t('result.timeLimit', { count: practice.timeLimit })}
            </Text>
          </Stat>
          <Stat label={t('result.pending')}>
            <Text fw={700} fz="lg" c={practice.pendingMarking > 0 ? 'orange.9' : undefined}>
              {practice.pendingMarking}
            </Text>
            {practice.pendingMarking > 0 && (
              <Text size="xs" c="dimmed">
                {t(
                  asTeacher
                    ? 'result.pendingHintTeacher'
                    : practice.assignmentId !== null
                      ? 'result.pendingHintAssignment'
                      : 'result.pendingHint',
                )}
              </Text>
            )}
          </Stat>
        </SimpleGrid>
      </Group>
    </Card>
  );
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
