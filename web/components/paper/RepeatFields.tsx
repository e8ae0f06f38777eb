import '@mantine/core/styles/NumberInput.css';
import { Alert, NumberInput } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import {
  ASSIGNMENT_LIMITS,
  REPEAT_ASSIGNMENT_DEFAULTS,
  REPEAT_ASSIGNMENT_LIMITS,
} from '../../../common/assignment-rules';
import { useTranslation } from '../../i18n/i18n';
import { validateForm } from '../../lib/formErrors';
import { TimeLimitInput } from '../TimeLimitInput';

// The two "more questions like this one" forms, a student's AI practice (components/ai) and a teacher's repeat
// assignment (components/assignments), ask the same count and time limit, and check them with their own schema;
// what differs (due date, students, AI or bank) stays in each form.

/**
 * A repeat form's count and time limit (5 questions, 30 minutes at first), its fields' errors in the reader's words,
 * and a notice the form may show instead of sending (no AI on the server).
 */
export function useRepeatForm() {
  const { t } = useTranslation();
  const [noq, setNoq] = useState<number | string>(REPEAT_ASSIGNMENT_DEFAULTS.noOfQuestions);
  const [timeLimit, setTimeLimit] = useState<number | string>(REPEAT_ASSIGNMENT_DEFAULTS.timeLimit);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);

  /** Checks the form with its schema (count, time limit and the form's other `values`): the body, or null. */
  function check<Schema extends z.ZodType>(schema: Schema, values: Record<string, unknown>): z.output<Schema> | null {
    setNotice(null);
    const result = validateForm(schema, {
      ...values,
      noq: noq === '' ? Number.NaN : noq,
      timeLimit: timeLimit === '' ? Number.NaN : timeLimit,
    });
    if (!result.ok) {
      setErrors(Object.fromEntries(Object.entries(result.errors).map(([field, code]) => [field, t(`errors.${code}`)])));
      return null;
    }
    setErrors({});
    return result.data;
  }

  return { noq, setNoq, timeLimit, setTimeLimit, errors, notice, setNotice, check };
}

export type RepeatForm = ReturnType<typeof useRepeatForm>;

interface RepeatCountFieldsProps {
  form: RepeatForm;
  countLabel: string;
  /** the count takes the focus as the dialog opens */
  isAutoFocus?: boolean;
}

/** How many questions (1-10) and the time limit, as two cells of the caller's grid. */
export function RepeatCountFields({ form, countLabel, isAutoFocus = false }: RepeatCountFieldsProps) {
  return (
    <>
      <NumberInput
        label={countLabel}
        min={REPEAT_ASSIGNMENT_LIMITS.questions.min}
        max={REPEAT_ASSIGNMENT_LIMITS.questions.max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={form.noq}
        onChange={form.setNoq}
        error={form.errors.noq}
        data-autofocus={isAutoFocus || undefined}
      />
      <TimeLimitInput
        min={ASSIGNMENT_LIMITS.timeLimit.min}
        max={ASSIGNMENT_LIMITS.timeLimit.max}
        value={form.timeLimit}
        onChange={form.setTimeLimit}
        error={form.errors.timeLimit}
      />
    </>
  );
}

/** Why the form did not send (grey: a notice such as "no AI here"; red: the server refused). */
export function RepeatAlert({ text, isNotice }: { text: string | null; isNotice: boolean }) {
  if (!text) return null;
  return (
    <Alert color={isNotice ? 'gray' : 'red'} variant="light" role="alert">
      {text}
    </Alert>
  );
}
