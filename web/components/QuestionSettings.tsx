import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Group, NumberInput, SegmentedControl, type SegmentedControlProps, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { clampTotalScore } from '../../common/admin-questions';
import { NON_MC_SCORE, type OptionKey, optionKeys, type QuestionType, questionTypes } from '../../common/catalog';

export interface QuestionSettingsValue {
  type: QuestionType;
  level: number;
  totalScore: number;
  correctAns: OptionKey | null;
}

export interface QuestionSettingsProps {
  value: QuestionSettingsValue;
  /** one setting changed; the page saves it at once */
  onChange: (change: Partial<QuestionSettingsValue>) => void;
  disabled?: boolean;
  /** the texts, from the text part the page loads (the admin's and the teacher's editors load different ones) */
  labels: {
    type: string;
    types: Record<QuestionType, string>;
    level: string;
    /** each level's word (the practice form's Easy, Medium, Hard), where the editor's readers know the levels so */
    levels?: Record<1 | 2 | 3, string>;
    totalScore: string;
    /** under the total score of an MC question, which is always 1 */
    mcScore: string;
    /** under the total score of a written question */
    scoreRange?: string;
    correctAns: string;
    /** offer "no answer yet" (a bank question being written); without it an answer must be picked */
    noAnswer?: string;
  };
}

/**
 * A question's type, level, total score and (for MC) correct answer, as both question editors show them: the bank's
 * (admins) and a practice's copy (teachers). The total score is clamped by the rule the server applies (MC 1, others
 * 1 to 13) and sent when the field is left.
 */
export function QuestionSettings({ value, onChange, disabled = false, labels }: QuestionSettingsProps) {
  const id = useId();
  const isMc = value.type === 'mc';
  return (
    <Group wrap="wrap" align="flex-end">
      <LabelledSegments
        id={`${id}-type`}
        label={labels.type}
        value={value.type}
        disabled={disabled}
        onChange={(type) => onChange({ type: type as QuestionType })}
        data={questionTypes.map((type) => ({ value: type, label: labels.types[type] }))}
      />
      <LabelledSegments
        id={`${id}-level`}
        label={labels.level}
        value={String(value.level)}
        disabled={disabled}
        onChange={(level) => onChange({ level: Number(level) })}
        data={([1, 2, 3] as const).map((level) => ({
          value: String(level),
          label: labels.levels?.[level] ?? String(level),
        }))}
      />
      <NumberInput
        // A saved score (or a type change) resets the field to what the server holds.
        key={`${value.type}-${value.totalScore}`}
        label={labels.totalScore}
        defaultValue={value.totalScore}
        min={1}
        max={isMc ? 1 : NON_MC_SCORE.max}
        disabled={isMc || disabled}
        description={isMc ? labels.mcScore : labels.scoreRange}
        onBlur={(event) => {
          const score = clampTotalScore(value.type, Number(event.currentTarget.value));
          if (score !== value.totalScore) onChange({ totalScore: score });
        }}
        w={160}
      />
      {isMc && (
        <LabelledSegments
          id={`${id}-answer`}
          label={labels.correctAns}
          value={value.correctAns ?? 'none'}
          disabled={disabled}
          onChange={(answer) => onChange({ correctAns: answer === 'none' ? null : (answer as OptionKey) })}
          data={[
            ...(labels.noAnswer ? [{ value: 'none', label: labels.noAnswer }] : []),
            ...optionKeys.map((key) => ({ value: key, label: key.toUpperCase() })),
          ]}
        />
      )}
    </Group>
  );
}

/** A segmented control under its label (named by it for screen readers). */
function LabelledSegments({ id, label, ...control }: { id: string; label: string } & SegmentedControlProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} {...control} />
    </Stack>
  );
}
