import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { PracticeQuestionView } from '../../../../common/practice';
import { useTranslation } from '../../../i18n/i18n';
import { isApiError, useErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useSetScore } from '../api';
import { clampSelfMark } from '../review';

/**
 * Marking an answer: 0 to the question's total (up to 13) in half marks, clamped as it is typed, so the server never
 * sees one out of range. The student self-marks a short or long answer of their own practice against the model
 * solution, or, when the AI marked it, records their own view beside the AI's (`dispute`: the AI's mark counts);
 * their teacher marks any answer and may leave a comment.
 */
export function ScoreControl({
  practiceId,
  question,
  asTeacher = false,
  dispute = false,
}: {
  practiceId: string;
  question: PracticeQuestionView;
  asTeacher?: boolean;
  dispute?: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const setScore = useSetScore(practiceId);
  const saved = dispute ? question.disputeScore : question.score;
  const [value, setValue] = useState<number | string>(saved ?? '');
  const [comment, setComment] = useState(question.comment ?? '');
  const score = value === '' ? null : clampSelfMark(Number(value), question.totalScore);
  const isChanged = score !== null && (score !== saved || comment.trim() !== (question.comment ?? ''));
  const texts = asTeacher
    ? ({ label: 'solution.teacher.markLabel', hint: 'solution.teacher.markHint', save: 'solution.mark.save' } as const)
    : dispute
      ? ({
          label: 'solution.mark.disputeLabel',
          hint: 'solution.mark.disputeHint',
          save: 'solution.mark.disputeSave',
        } as const)
      : ({ label: 'solution.mark.label', hint: 'solution.mark.hint', save: 'solution.mark.save' } as const);

  return (
    <form
      onSubmit={(event) => {
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
              if (!isApiError(error, 'mark_changed')) return;
              const newer = error.params ?? {};
              setValue(newer.score === '' || newer.score === undefined ? '' : Number(newer.score));
              setComment(String(newer.comment ?? ''));
            },
          },
        );
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t(texts.label, { total: question.totalScore })}
            min={0}
            max={question.totalScore}
            step={0.5}
            decimalScale={1}
            allowNegative={false}
            clampBehavior="strict"
            value={value}
            onChange={setValue}
            onBlur={() => {
              if (score !== null) setValue(score);
            }}
            w={160}
          />
          {!asTeacher && (
            <Button type="submit" disabled={!isChanged} loading={setScore.isPending}>
              {t(texts.save)}
            </Button>
          )}
        </Group>
        {asTeacher && (
          <>
            <Textarea
              label={t('solution.teacher.comment')}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={2000}
            />
            <Group>
              <Button type="submit" disabled={!isChanged} loading={setScore.isPending}>
                {t('solution.mark.save')}
              </Button>
            </Group>
          </>
        )}
        <Text size="xs" c="dimmed">
          {t(texts.hint)}
        </Text>
        {setScore.isError && (
          <Text size="sm" c="red.8" role="alert">
            {errorText(setScore.error)}
          </Text>
        )}
      </Stack>
    </form>
  );
}
