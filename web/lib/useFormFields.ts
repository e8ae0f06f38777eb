import { type ChangeEvent, useState } from 'react';
import type { z } from 'zod';
import type { ErrorCode } from '../../common/errors';
import { useTranslation } from '../i18n/i18n';
import { useErrorText } from './api';
import { type FieldErrors, fieldErrorFromServer, validateForm, withConfirmation } from './formErrors';

/**
 * A form's text fields checked by a schema from common/ (sign-in, sign-up, passwords, names): their values, each
 * field's error code, and what the inputs and the form show of them. `Extra` names fields that are not text (a role
 * chosen from cards) but can still carry an error.
 */
export function useFormFields<Values extends Record<string, string>, Extra extends string = never>(initial: Values) {
  type Field = Extract<keyof Values, string> | Extra;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const message = (name: Field) => {
    const code: ErrorCode | undefined = errors[name];
    return code && t(`errors.${code}`);
  };
  return {
    values,
    setValues,
    setErrors,
    message,
    /** a text input's value, change handler and translated error */
    input: (name: Extract<keyof Values, string>) => ({
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [name]: value }));
      },
      error: message(name),
    }),
    /**
     * Checks `input` (the values, or the body they make) with the schema: the parsed body, or null with each field's
     * error shown. `confirm` names a confirmation field and the password it must repeat (see withConfirmation).
     */
    check: <Schema extends z.ZodType>(
      schema: Schema,
      input: Record<Field, unknown> & Record<string, unknown>,
      confirm?: { field: Field; password: string; confirmation: string },
    ): z.output<Schema> | null => {
      const result = validateForm(schema, input);
      if (result.ok) {
        setErrors({});
        return result.data;
      }
      setErrors(
        confirm
          ? withConfirmation(result.errors, confirm.field, confirm.password, confirm.confirmation)
          : result.errors,
      );
      return null;
    },
    /** Puts the server's refusal on its field; false when it belongs to none (the form shows it as a whole). */
    placeServerError: (error: unknown, fieldOfCode: Partial<Record<ErrorCode, Field>>): boolean => {
      const onField = fieldErrorFromServer<Field>(error, fieldOfCode);
      setErrors(onField ?? {});
      return onField !== null;
    },
    /** A failed request's text when no field took it. */
    formError: (request: { isError: boolean; error: unknown }): string | null =>
      request.isError && Object.keys(errors).length === 0 ? errorText(request.error) : null,
  };
}
