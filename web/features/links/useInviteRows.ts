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
import { useInviteWords } from './inviteWords';

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
  const schools = useJoinedSchools();
  const [rows, setRows] = useState<InviteRow[]>(() => [newRow(defaultClassName)]);
  const [createAccount, setCreateAccount] = useState(false);
  const [pickedSchool, setPickedSchool] = useState<string | null | undefined>(undefined);
  const [errors, setErrors] = useState<RowErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const schoolId = pickedSchool === undefined ? schools.defaultSchool : pickedSchool;
  const { send, isPending } = useSendInvites({ onUpsell, onInvited, setErrors, setFormError });

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
    setErrors(withoutAnsweredEmails);
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const sent = rows;
    const { rowErrors, body } = readRows(sent, createAccount, schoolId);
    setErrors(rowErrors);
    if (!body) return;
    send(body, sent);
  }

  const message = (key: number, field: RowField) => {
    const code = errors[key]?.[field];
    return code ? t(`errors.${code}`) : null;
  };
  return {
    ...{ rows, addRow, removeRow, setValue, message, canAdd: rows.length < INVITE_ROWS_MAX },
    ...{ createAccount, chooseCreateAccount, formError, handleSubmit },
    school: { joined: schools.joined, value: schoolId, choose: setPickedSchool },
    isPending,
  };
}

export type InviteRowsState = ReturnType<typeof useInviteRows>;

type RowErrors = Record<number, FieldErrors<RowField>>;

interface SendOptions extends Pick<InviteRowsOptions, 'onUpsell' | 'onInvited'> {
  setErrors: (errors: RowErrors) => void;
  setFormError: (message: string | null) => void;
}

/**
 * Sends the checked rows in one request. A refusal that names a row asks the server to check every row (writing
 * nothing) and shows each row's error; a plan's limit opens the upsell; anything else is the form's error.
 */
function useSendInvites({ onUpsell, onInvited, setErrors, setFormError }: SendOptions) {
  const { word } = useInviteWords();
  const errorText = useErrorText();
  const invite = useInviteStudents();
  const check = useCheckInvites();
  const showRowErrors = (body: InviteRowsInput, sent: InviteRow[], error: unknown) =>
    check.mutate(body, {
      onSuccess: (preview) => {
        const fromCheck = rowErrorsOf(preview, sent);
        setErrors(fromCheck);
        if (Object.keys(fromCheck).length === 0) setFormError(errorText(error));
      },
      onError: () => setFormError(errorText(error)),
    });
  const send = (body: InviteRowsInput, sent: InviteRow[]) =>
    invite.mutate(body, {
      onSuccess: (result) => {
        const made = result.students.filter((student) => student.initialPassword).length;
        if (result.students.length > 1) notifySuccess(word('many', { count: result.students.length }));
        // An account made here is the teacher's student at once; an existing one accepts first.
        else notifySuccess(word(made > 0 ? 'added' : 'sent'));
        onInvited(result);
      },
      onError: (error) => {
        const reason = upsellReasonOf(error);
        if (reason) onUpsell(reason);
        else if (error instanceof ApiError && error.params?.row !== undefined) showRowErrors(body, sent, error);
        else setFormError(errorText(error));
      },
    });
  return { send, isPending: invite.isPending || check.isPending };
}

/**
 * Every row checked by the shared schema: each bad row's errors by its key, and the request's body when none is bad.
 * Names go only with accounts made here.
 */
function readRows(rows: InviteRow[], createAccount: boolean, schoolId: string | null) {
  const checked = rows.map((row) =>
    validateForm(InviteStudentBody, {
      email: row.email,
      name: row.name,
      className: row.className,
      classNumber: row.classNumber,
      createAccount,
    }),
  );
  const rowErrors: RowErrors = {};
  const valid: InviteRowsInput['rows'] = [];
  checked.forEach((result, index) => {
    if (!result.ok) rowErrors[rows[index]!.key] = result.errors;
    else {
      const { email, name, className, classNumber } = result.data;
      valid.push({ email, name: createAccount ? name : '', className, classNumber });
    }
  });
  const body: InviteRowsInput | null =
    Object.keys(rowErrors).length > 0 ? null : { schoolId, createAccount, rows: valid };
  return { rowErrors, body };
}

/** Each row's errors from the server's check, by the row's place (1-based) in the request `sent`. */
function rowErrorsOf(preview: { rows: Array<{ row: number; error: ErrorCode | null }> }, sent: InviteRow[]) {
  const next: RowErrors = {};
  for (const checked of preview.rows) {
    const row = sent[checked.row - 1];
    if (row && checked.error) next[row.key] = { [fieldOfCode[checked.error] ?? 'email']: checked.error };
  }
  return next;
}

/** The errors left once "create a new account" is switched: "not registered yet" and "already registered" are answered. */
function withoutAnsweredEmails(current: RowErrors): RowErrors {
  return Object.fromEntries(
    Object.entries(current).map(([key, rowErrors]) => {
      const { email, ...rest } = rowErrors;
      const answered = email === 'student_not_registered_yet' || email === 'email_existed';
      return [key, answered ? rest : rowErrors];
    }),
  );
}
