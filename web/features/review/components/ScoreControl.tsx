import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PracticeQuestionView } from '../../../../common/practice';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useSetScore } from '../api';
import { clampSelfMark } from '../review';

/**
 * Self-marking a short or long answer against the model solution: 0 to the question's total in half marks. The
 * value is clamped as it is typed, so the server never sees one out of range.
 */
export function ScoreControl({ practiceId, question }: { practiceId: string; question: PracticeQuestionView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const setScore = useSetScore(practiceId);
  const [value, setValue] = useState<number | string>(question.score ?? '');
  const score = value === '' ? null : clampSelfMark(Number(value), question.totalScore);
  const isChanged = score !== null && score !== question.score;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (score === null) return;
        setScore.mutate(
          { questionNo: question.questionNo, score },
          { onSuccess: () => notifySuccess(t('solution.mark.saved')) },
        );
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('solution.mark.label', { total: question.totalScore })}
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
          <Button type="submit" disabled={!isChanged} loading={setScore.isPending}>
            {t('solution.mark.save')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('solution.mark.hint')}
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
