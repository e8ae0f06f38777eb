import { Alert, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { PracticeQuestionView } from '../../../../../common/practice';
import { MarkCommentInput, MarkInput, newerMarkOf } from '../../../../components/paper/MarkInput';
import { SaveStatus } from '../../../../components/SaveStatus';
import { useTranslation } from '../../../../i18n/i18n';
import { useAutosave } from '../../../../lib/useAutosave';
import { useMarkAnswer } from '../../resultsApi';
import { toMark } from './marks';

interface MarkFieldProps {
  practiceId: string;
  assignmentId: string;
  question: PracticeQuestionView;
}

/**
 * The teacher's mark and comment for one written answer, saved a second after the last keystroke through the
 * practice score route. Each save names the mark's version it started from; when another teacher saved in between
 * (409 mark_changed) the box shows their mark and the next change overwrites it knowingly.
 */
export function MarkField(props: MarkFieldProps) {
  const { t } = useTranslation();
  const { question } = props;
  const mark = useMarkAutosave(props);
  return (
    <Stack gap="xs">
      <MarkInput
        label={t('assignments.submission.mark', { total: question.totalScore })}
        total={question.totalScore}
        value={mark.value}
        onChange={mark.changeValue}
        w={180}
      />
      <MarkCommentInput
        label={t('assignments.submission.comment')}
        value={mark.comment}
        onChange={mark.changeComment}
      />
      {mark.isOverwritten && (
        <Alert color="orange" variant="light" role="alert">
          {t('assignments.submission.markChanged')}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('assignments.submission.markHint')}
      </Text>
      <SaveStatus state={mark.saveState} />
    </Stack>
  );
}

/** The mark and comment as typed, saved a second after the last change, naming the version they started from. */
function useMarkAutosave({ practiceId, assignmentId, question }: MarkFieldProps) {
  const mark = useMarkAnswer(practiceId, assignmentId);
  const [value, setValue] = useState<number | string>(question.score ?? '');
  const [comment, setComment] = useState(question.comment ?? '');
  const [isOverwritten, setIsOverwritten] = useState(false);
  const version = useRef(question.markVersion);

  const autosave = useAutosave(async (next: { score: number; comment: string }) => {
    try {
      const practice = await mark.mutateAsync({
        questionNo: question.questionNo,
        ...next,
        markVersion: version.current,
      });
      const saved = practice.questions.find((item) => item.questionNo === question.questionNo);
      if (saved) version.current = saved.markVersion;
      setIsOverwritten(false);
    } catch (error) {
      const newer = newerMarkOf(error);
      if (newer) {
        version.current = newer.markVersion ?? version.current;
        setValue(newer.score);
        setComment(newer.comment);
        setIsOverwritten(true);
      }
      throw error;
    }
  });

  function save(nextValue: number | string, nextComment: string) {
    const score = toMark(nextValue, question.totalScore);
    if (score !== null) autosave.change({ score, comment: nextComment.trim() });
  }

  return {
    value,
    comment,
    isOverwritten,
    saveState: autosave.state,
    changeValue: (next: number | string) => {
      setValue(next);
      save(next, comment);
    },
    changeComment: (next: string) => {
      setComment(next);
      save(value, next);
    },
  };
}
