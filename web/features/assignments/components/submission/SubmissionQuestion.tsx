import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { PracticeQuestionView } from '../../../../../common/practice';
import { AnswerReview } from '../../../../components/AnswerReview';
import { RichHtml } from '../../../../components/RichHtml';
import { useTranslation } from '../../../../i18n/i18n';
import { Link } from '../../../../lib/router';
import { formatScore } from '../results/figures';
import { MarkField } from './MarkField';

/** One question of the student's paper: the question, their answer, the solution and the teacher's mark. */
export function SubmissionQuestion({
  practiceId,
  assignmentId,
  question,
  total,
  chapterName,
  pathOf,
  isHandedIn = false,
}: {
  /** a paper handed in on paper: its teacher marks the MC answers by hand too, from its pages */
  isHandedIn?: boolean;
  practiceId: string;
  assignmentId: string;
  question: PracticeQuestionView;
  total: number;
  chapterName: string;
  pathOf: (questionNo: number) => string;
}) {
  const { t } = useTranslation();
  const no = question.questionNo;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" component="article" aria-labelledby="submission-question">
        <Group justify="space-between" gap="xs" mb="xs">
          <Title order={2} fz="lg" id="submission-question">
            {t('assignments.submission.questionOf', { no, total })}
          </Title>
          <Text size="sm" fw={700} data-testid="question-score">
            {question.score === null ? '–' : formatScore(question.score)} / {formatScore(question.totalScore)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" mb="sm">
          {t(`assignments.results.types.${question.type}`)} · {chapterName}
        </Text>
        <RichHtml html={question.questionHtml} style={{ marginBottom: 'var(--mantine-spacing-md)' }} />
        <AnswerReview
          question={question}
          texts={{
            choice: t('assignments.submission.studentChoice'),
            answer: t('assignments.submission.studentAnswer'),
            notAnswered: t('assignments.submission.notAnswered'),
            correct: t('assignments.submission.correct'),
            wrong: t('assignments.submission.wrong'),
            options: t('assignments.submission.options'),
          }}
        />
      </Card>
      <Card withBorder radius="md" component="section">
        {question.type === 'mc' && !isHandedIn ? (
          <Text size="sm">
            {t('assignments.submission.autoMarked', {
              score: formatScore(question.score ?? 0),
              total: formatScore(question.totalScore),
            })}
          </Text>
        ) : (
          <MarkField
            key={`${practiceId}-${no}`}
            practiceId={practiceId}
            assignmentId={assignmentId}
            question={question}
          />
        )}
      </Card>
      {question.solutionHtml && (
        <Card withBorder radius="md" component="section" aria-labelledby="submission-solution">
          <Title order={3} fz="md" mb="sm" id="submission-solution">
            {t('assignments.submission.solution')}
          </Title>
          <RichHtml html={question.solutionHtml} />
        </Card>
      )}
      <Group justify="space-between">
        {no > 1 ? (
          <Button component={Link} to={pathOf(no - 1)} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {t('assignments.submission.previousQuestion')}
          </Button>
        ) : (
          <span />
        )}
        {no < total && (
          <Button component={Link} to={pathOf(no + 1)} variant="default" rightSection={<IconArrowRight size={16} />}>
            {t('assignments.submission.nextQuestion')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
