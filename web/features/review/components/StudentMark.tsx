import { Stack, Text } from '@mantine/core';
import type { PracticeQuestionView, PracticeView } from '../../../../common/practice';
import { useTranslation } from '../../../i18n/i18n';
import { ScoreControl } from './ScoreControl';

/**
 * The student's side of a question's mark (docs/product-rules.md, "Who marks"): an MC mark is automatic; their
 * teacher's mark and comment stand; on an assignment the teacher marks written answers, so the student waits for it;
 * on their own practice they self-mark against the solution, or, where the AI marked it, keep their own view beside
 * the AI's, which counts.
 */
export function StudentMark({ practice, question }: { practice: PracticeView; question: PracticeQuestionView }) {
  const { t } = useTranslation();
  const total = question.totalScore;
  if (question.markedBy === 'teacher') {
    return (
      <Stack gap={4}>
        <Text>{t('solution.teacher.markedBy', { score: question.score ?? 0, total })}</Text>
        {question.comment && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="teacher-comment">
            {question.comment}
          </Text>
        )}
      </Stack>
    );
  }
  if (question.type === 'mc') return <Text>{t('solution.mark.auto', { score: question.score ?? 0, total })}</Text>;
  if (practice.assignmentId !== null) {
    return (
      <Text data-testid="teacher-will-mark">
        {question.markedBy === 'ai'
          ? t('solution.mark.aiOnAssignment', { score: question.score ?? 0, total })
          : t('solution.mark.teacherWillMark')}
      </Text>
    );
  }
  if (question.markedBy === 'ai') {
    return (
      <Stack gap="xs">
        <Text>{t('solution.mark.aiCounts', { score: question.score ?? 0, total })}</Text>
        <ScoreControl
          key={`${question.questionNo}-${question.disputeScore}`}
          practiceId={practice.id}
          question={question}
          dispute
        />
      </Stack>
    );
  }
  return <ScoreControl key={`${question.questionNo}-${question.score}`} practiceId={practice.id} question={question} />;
}
