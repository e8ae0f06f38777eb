import '@mantine/core/styles/NumberInput.css';
import { NumberInput, Textarea } from '@mantine/core';
import type { FocusEventHandler } from 'react';
import { isApiError } from '../../lib/api';

// A teacher marks an answer on the solution screen (features/review) and on an assignment's submissions
// (features/assignments); a student self-marks on the solution screen. The fields and the "someone marked it
// meanwhile" answer are the same everywhere; when the mark is saved (a button, or a second after typing) differs.

interface MarkInputProps {
  label: string;
  /** the question's total: marks go from 0 to it in half marks */
  total: number;
  /** as typed: '' while the field is being cleared */
  value: number | string;
  onChange: (value: number | string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  w: number;
}

/** A mark from 0 to the question's total in half marks, clamped as it is typed, so the server never sees one out of range. */
export function MarkInput({ label, total, value, onChange, onBlur, w }: MarkInputProps) {
  return (
    <NumberInput
      label={label}
      min={0}
      max={total}
      step={0.5}
      decimalScale={1}
      allowNegative={false}
      clampBehavior="strict"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      w={w}
    />
  );
}

/** The teacher's comment on an answer (2000 characters at most, as the server allows). */
export function MarkCommentInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Textarea
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autosize
      minRows={2}
      maxLength={2000}
    />
  );
}

/** The mark another teacher saved in between (409 mark_changed), to show in the fields; undefined for other errors. */
export function newerMarkOf(error: unknown): { score: number | ''; comment: string; markVersion?: number } | undefined {
  if (!isApiError(error, 'mark_changed')) return undefined;
  const newer = error.params ?? {};
  return {
    score: newer.score === '' || newer.score === undefined ? '' : Number(newer.score),
    comment: String(newer.comment ?? ''),
    markVersion: newer.markVersion === undefined ? undefined : Number(newer.markVersion),
  };
}
