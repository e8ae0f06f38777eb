import { useState } from 'react';
import { type ImportCommitResult, INVITE_ROWS_MAX, type InviteRowsInput } from '../../../common/class-import';
import type { ErrorCode } from '../../../common/errors';
import { InviteStudentBody } from '../../../common/links';
import { type UpsellReason, upsellReasonOf } from '../../components/PremiumDialog';
import { useTranslation } from '../../i18n/i18n';
import { ApiError, useErrorText } from '../../lib/api';
import { type FieldErrors, validateForm } from '../../lib/formErrors';
import { notifySuccess } from '../../lib/notify';
import { useJoinedSchools } from '../../lib/roster';
import { useCheckInvites, useInviteStudents } from './api';

export type RowField = 'email' | 'name' | 'className' | 'classNumber';

export interface InviteRow extends Record<RowField, string> {
  /** stable among the rows while they are added and removed */
  key: number;
}

export interface InviteRowsOptions {
  defaultClassName: string;
  onUpsell: (reason: UpsellReason) => void;
  onInvited: (result: ImportCommitResult) => void;
}

// A row's refusal shows on the field it is about; anything else about the row, on its e-mail.
const fieldOfCode: Partial<Record<ErrorCode, RowField>> = {
  invalid_name: 'name',
  invalid_class_name: 'className',
  invalid_class_number: 'classNumber',
};

let nextKey = 1;
const newRow = (className: string): InviteRow => ({ key: nextKey++, email: '', name: '', className, classNumber: '' });

/**
 * The invite dialog's rows (spec: rows added and removed, each an e-mail, the class optional) and how they are sent:
 * every row checked by the shared schema first, then all invited in one request. A refused request names its first
 * bad row; the dialog then asks for every row's error at once (writing nothing) and shows each on its row. A message
 * goes as soon as its field is changed.
 */
export function useInviteRows({ defaultClassName, onUpsell, onInvited }: InviteRowsOptions) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invite = useInviteStudents();
  const check = useCheckInvites();
  const schools = useJoinedSchools();
  const [rows, setRows] = useState<InviteRow[]>(() => [newRow(defaultClassName)]);
  const [createAccount, setCreateAccount] = useState(false);
  const [pickedSchool, setPickedSchool] = useState<string | null | undefined>(undefined);
  const [errors, setErrors] = useState<Record<number, FieldErrors<RowField>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const schoolId = pickedSchool === undefined ? schools.defaultSchool : pickedSchool;

  function clearError(key: number, field: RowField) {
    setErrors((current) => {
      const { [field]: _fixed, ...rest } = current[key] ?? {};
      return { ...current, [key]: rest };
    });
  }

  function setValue(key: number, field: RowField) {
    return (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
      // A field being corrected is no longer wrong: its message goes now, not at the next send.
      clearError(key, field);
      setFormError(null);
    };
  }

  function addRow() {
    // The next student is most often in the same class as the one before.
    setRows((current) =>
      current.length >= INVITE_ROWS_MAX ? current : [...current, newRow(current.at(-1)?.className ?? '')],
    );
  }

  function removeRow(key: number) {
    setRows((current) => (current.length > 1 ? current.filter((row) => row.key !== key) : current));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  }

  function chooseCreateAccount(isChecked: boolean) {
    setCreateAccount(isChecked);
    // Switching it is the answer to "not registered yet" (or "already registered"): that message no longer applies.
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).map(([key, rowErrors]) => {
          const { email, ...rest } = rowErrors;
          const answered = email === 'student_not_registered_yet' || email === 'email_existed';
          return [key, answered ? rest : rowErrors];
        }),
      ),
    );
  }

  /** Each row's errors from the server's check, by the row's place (1-based) in the request. */
  function showRowErrors(preview: { rows: Array<{ row: number; error: ErrorCode | null }> }, sent: InviteRow[]) {
    const next: Record<number, FieldErrors<RowField>> = {};
    for (const checked of preview.rows) {
      const row = sent[checked.row - 1];
      if (row && checked.error) next[row.key] = { [fieldOfCode[checked.error] ?? 'email']: checked.error };
    }
    setErrors(next);
    return Object.keys(next).length > 0;
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const sent = rows;
    const checked = sent.map((row) =>
      validateForm(InviteStudentBody, {
        email: row.email,
        name: row.name,
        className: row.className,
        classNumber: row.classNumber,
        createAccount,
      }),
    );
    const rowErrors: Record<number, FieldErrors<RowField>> = {};
    checked.forEach((result, index) => {
      if (!result.ok) rowErrors[sent[index]!.key] = result.errors;
    });
    setErrors(rowErrors);
    if (Object.keys(rowErrors).length > 0) return;
    const body: InviteRowsInput = {
      schoolId,
      createAccount,
      rows: checked.flatMap((result) =>
        result.ok
          ? [
              {
                email: result.data.email,
                name: createAccount ? result.data.name : '',
                className: result.data.className,
                classNumber: result.data.classNumber,
              },
            ]
          : [],
      ),
    };
    invite.mutate(body, {
      onSuccess: (result) => {
        const made = result.students.filter((student) => student.initialPassword).length;
        if (result.students.length > 1) notifySuccess(t('links.invite.many', { count: result.students.length }));
        // An account made here is the teacher's student at once; an existing one accepts first.
        else notifySuccess(t(made > 0 ? 'links.invite.added' : 'links.invite.sent'));
        onInvited(result);
      },
      onError: (error) => {
        const reason = upsellReasonOf(error);
        if (reason) onUpsell(reason);
        else if (error instanceof ApiError && error.params?.row !== undefined)
          check.mutate(body, {
            onSuccess: (preview) => {
              if (!showRowErrors(preview, sent)) setFormError(errorText(error));
            },
            onError: () => setFormError(errorText(error)),
          });
        else setFormError(errorText(error));
      },
    });
  }

  const message = (key: number, field: RowField) => {
    const code = errors[key]?.[field];
    return code ? t(`errors.${code}`) : null;
  };
  return {
    ...{ rows, addRow, removeRow, setValue, message, canAdd: rows.length < INVITE_ROWS_MAX },
    ...{ createAccount, chooseCreateAccount, formError, handleSubmit },
    school: { joined: schools.joined, value: schoolId, choose: setPickedSchool },
    isPending: invite.isPending || check.isPending,
  };
}

export type InviteRowsState = ReturnType<typeof useInviteRows>;
