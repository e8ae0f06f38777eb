import type { z } from 'zod';
import type { ErrorCode } from '../../common/errors';
import { ApiError, isErrorCode } from './api';

export type FieldErrors<Field extends string> = Partial<Record<Field, ErrorCode>>;

export type Validation<Output, Field extends string> =
  | { ok: true; data: Output }
  | { ok: false; errors: FieldErrors<Field> };

/**
 * Runs a schema from common/ over a form's values. The schemas' issue messages are error codes, so each field gets
 * the same `errors.<code>` text the server would answer; the first issue of a field wins.
 */
export function validateForm<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  values: Record<Field, unknown>,
): Validation<z.output<Schema>, Field> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in values)) continue;
    const key = field as Field; // checked just above: the field is one of the form's own
    if (errors[key] === undefined) errors[key] = isErrorCode(issue.message) ? issue.message : 'invalid_request';
  }
  return { ok: false, errors };
}

/**
 * Puts a server's answer on the field it is about (`email_existed` on the e-mail field, …). Returns null when the
 * error belongs to no field, so the form shows it as a whole.
 */
export function fieldErrorFromServer<Field extends string>(
  error: unknown,
  fieldOfCode: Partial<Record<ErrorCode, Field>>,
): FieldErrors<Field> | null {
  if (!(error instanceof ApiError)) return null;
  const field = fieldOfCode[error.code];
  if (field === undefined) return null;
  const errors: FieldErrors<Field> = {};
  errors[field] = error.code;
  return errors;
}

/**
 * zod skips an object's refinements when a field fails outright (a role not chosen yet, say), so the shared schemas
 * would report a mismatched confirmation only after that is fixed. Forms add it at once, with the same code.
 */
export function withConfirmation<Field extends string>(
  errors: FieldErrors<Field>,
  field: Field,
  password: string,
  confirmation: string,
): FieldErrors<Field> {
  if (errors[field] !== undefined || password === confirmation) return errors;
  return { ...errors, [field]: 'mismatch_password' };
}
