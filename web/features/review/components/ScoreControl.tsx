import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PracticeQuestionView } from '../../../../common/practice';
import { MarkCommentInput, MarkInput, newerMarkOf } from '../../../components/paper/MarkInput';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useSetScore } from '../api';
import { clampSelfMark } from '../review';

interface ScoreControlProps {
  practiceId: string;
  question: PracticeQuestionView;
  asTeacher?: boolean;
  dispute?: boolean;
}

const teacherTexts = {
  label: 'solution.teacher.markLabel',
  hint: 'solution.teacher.markHint',
  save: 'solution.mark.save',
} as const;
const disputeTexts = {
  label: 'solution.mark.disputeLabel',
  hint: 'solution.mark.disputeHint',
  save: 'solution.mark.disputeSave',
} as const;
const selfTexts = { label: 'solution.mark.label', hint: 'solution.mark.hint', save: 'solution.mark.save' } as const;

/**
 * Marking an answer: 0 to the question's total (up to 13) in half marks, clamped as it is typed, so the server never
 * sees one out of range. The student self-marks a short or long answer of their own practice against the model
 * solution, or, when the AI marked it, records their own view beside the AI's (`dispute`: the AI's mark counts);
 * their teacher marks any answer and may leave a comment.
 */
export function ScoreControl({ practiceId, question, asTeacher = false, dispute = false }: ScoreControlProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useScoreForm({ practiceId, question, asTeacher, dispute });
  const texts = asTeacher ? teacherTexts : dispute ? disputeTexts : selfTexts;
  const saveButton = (label: string) => (
    <Button type="submit" disabled={!form.isChanged} loading={form.isPending}>
      {label}
    </Button>
  );
  return (
    <form onSubmit={form.handleSubmit}>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm">
          <MarkInput
            label={t(texts.label, { total: question.totalScore })}
            total={question.totalScore}
            value={form.value}
            onChange={form.setValue}
            onBlur={form.settle}
            w={160}
          />
          {!asTeacher && saveButton(t(texts.save))}
        </Group>
        {asTeacher && (
          <>
            <MarkCommentInput label={t('solution.teacher.comment')} value={form.comment} onChange={form.setComment} />
            <Group>{saveButton(t('solution.mark.save'))}</Group>
          </>
        )}
        <Text size="xs" c="dimmed">
          {t(texts.hint)}
        </Text>
        {form.error !== null && (
          <Text size="sm" c="red.8" role="alert">
            {errorText(form.error)}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** The mark (and a teacher's comment) as typed, saved with the form's button. */
function useScoreForm({ practiceId, question, asTeacher, dispute }: Required<ScoreControlProps>) {
  const { t } = useTranslation();
  const setScore = useSetScore(practiceId);
  const saved = dispute ? question.disputeScore : question.score;
  const [value, setValue] = useState<number | string>(saved ?? '');
  const [comment, setComment] = useState(question.comment ?? '');
  const score = value === '' ? null : clampSelfMark(Number(value), question.totalScore);
  const isChanged = score !== null && (score !== saved || comment.trim() !== (question.comment ?? ''));

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (score === null) return;
    setScore.mutate(
      {
        questionNo: question.questionNo,
        score,
        markVersion: question.markVersion,
        ...(asTeacher ? { comment: comment.trim() } : {}),
      },
      {
        onSuccess: () => notifySuccess(t(dispute ? 'solution.mark.disputeSaved' : 'solution.mark.saved')),
        onError: (error) => {
          // Marking together: show the newer mark another teacher saved; saving again overwrites it knowingly.
          const newer = newerMarkOf(error);
          if (!newer) return;
          setValue(newer.score);
          setComment(newer.comment);
        },
      },
    );
  }

  const settle = () => {
    if (score !== null) setValue(score);
  };
  const error = setScore.isError ? setScore.error : null;
  return {
    value,
    setValue,
    comment,
    setComment,
    settle,
    isChanged,
    isPending: setScore.isPending,
    error,
    handleSubmit,
  };
}
