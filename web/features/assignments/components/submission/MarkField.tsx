import '@mantine/core/styles/NumberInput.css';
import { Alert, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import type { PracticeQuestionView } from '../../../../../common/practice';
import { SaveStatus } from '../../../../components/SaveStatus';
import { useTranslation } from '../../../../i18n/i18n';
import { isApiError } from '../../../../lib/api';
import { useAutosave } from '../../../../lib/useAutosave';
import { useMarkAnswer } from '../../resultsApi';
import { toMark } from './marks';

/**
 * The teacher's mark and comment for one written answer, saved a second after the last keystroke through the
 * practice score route. Each save names the mark's version it started from; when another teacher saved in between
 * (409 mark_changed) the box shows their mark and the next change overwrites it knowingly.
 */
export function MarkField({
  practiceId,
  assignmentId,
  question,
}: {
  practiceId: string;
  assignmentId: string;
  question: PracticeQuestionView;
}) {
  const { t } = useTranslation();
  const mark = useMarkAnswer(practiceId, assignmentId);
  const [value, setValue] = useState<number | string>(question.score ?? '');
  const [comment, setComment] = useState(question.comment ?? '');
  const [isOverwritten, setIsOverwritten] = useState(false);
  const version = useRef(question.markVersion);

  const autosave = useAutosave(async (next: { score: number; comment: string }) => {
    try {
      const practice = await mark.mutateAsync({
        questionNo: question.questionNo,
        score: next.score,
        comment: next.comment,
        markVersion: version.current,
      });
      const saved = practice.questions.find((item) => item.questionNo === question.questionNo);
      if (saved) version.current = saved.markVersion;
      setIsOverwritten(false);
    } catch (error) {
      if (isApiError(error, 'mark_changed')) {
        const newer = error.params ?? {};
        version.current = Number(newer.markVersion ?? version.current);
        setValue(newer.score === '' || newer.score === undefined ? '' : Number(newer.score));
        setComment(String(newer.comment ?? ''));
        setIsOverwritten(true);
      }
      throw error;
    }
  });

  function handleChange(nextValue: number | string, nextComment: string) {
    const score = toMark(nextValue, question.totalScore);
    if (score !== null) autosave.change({ score, comment: nextComment.trim() });
  }

  return (
    <Stack gap="xs">
      <NumberInput
        label={t('assignments.submission.mark', { total: question.totalScore })}
        min={0}
        max={question.totalScore}
        step={0.5}
        decimalScale={1}
        allowNegative={false}
        clampBehavior="strict"
        value={value}
        onChange={(next) => {
          setValue(next);
          handleChange(next, comment);
        }}
        w={180}
      />
      <Textarea
        label={t('assignments.submission.comment')}
        value={comment}
        onChange={(event) => {
          setComment(event.currentTarget.value);
          handleChange(value, event.currentTarget.value);
        }}
        autosize
        minRows={2}
        maxLength={2000}
      />
      {isOverwritten && (
        <Alert color="orange" variant="light" role="alert">
          {t('assignments.submission.markChanged')}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('assignments.submission.markHint')}
      </Text>
      <SaveStatus state={autosave.state} />
    </Stack>
  );
}
