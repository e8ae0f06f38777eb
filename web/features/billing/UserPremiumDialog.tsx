import '@mantine/core/styles/NumberInput.css';
import { CloseButton, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AdminUserView } from '../../../common/billing';
import { Dialog, DialogActions } from '../../components/Dialog';
import { useTranslation } from '../../i18n/i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSetPremium } from './api';

/** A datetime-local value (local time) for an epoch, and back. */
function toLocalInput(at: number | null): string {
  if (at === null) return '';
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A number field's value as the spec reads it: anything not a number is 0. */
function toQuantity(value: string | number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** The users page's premium dialog: seats and a clearable expiry; it stays open when saving fails. */
export function UserPremiumDialog({ user, onClose }: { user: AdminUserView; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetPremium();
  const [students, setStudents] = useState<string | number>(user.premium.studentQuantity);
  const [teachers, setTeachers] = useState<string | number>(user.premium.teacherQuantity);
  const [expiry, setExpiry] = useState(toLocalInput(user.premium.expiry));
  const studentCount = toQuantity(students);
  const teacherCount = toQuantity(teachers);
  const invalid = studentCount < 0 || teacherCount < 0;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    save.mutate(
      {
        id: user.id,
        body: {
          studentQuantity: studentCount,
          teacherQuantity: teacherCount,
          expiry: expiry ? new Date(expiry).getTime() : null,
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t('billing.users.updated'));
          onClose();
        },
        onError: () => notifyError(t('billing.users.updateFailed')),
      },
    );
  };

  return (
    <Dialog opened onClose={onClose} title={t('billing.users.premiumTitle')} centered={false}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {user.displayName} · {user.email}
          </Text>
          <SeatCountInput label={t('billing.users.studentSeats')} value={students} onChange={setStudents} />
          <SeatCountInput label={t('billing.users.teacherSeats')} value={teachers} onChange={setTeachers} />
          <ExpiryInput value={expiry} onChange={setExpiry} />
          <DialogActions
            onCancel={onClose}
            submitLabel={t('billing.users.save')}
            isPending={save.isPending}
            isDisabled={invalid}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

/** The premium's end, in local time; cleared, the premium does not end. */
function ExpiryInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="datetime-local"
      label={t('billing.users.expiry')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label={t('billing.users.clearExpiry')} onClick={() => onChange('')} />
        ) : null
      }
    />
  );
}

interface SeatCountInputProps {
  label: string;
  value: string | number;
  onChange: (value: string | number) => void;
}

/** A number of seats: whole, and not below zero. */
function SeatCountInput({ label, value, onChange }: SeatCountInputProps) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      step={1}
      allowDecimal={false}
      error={toQuantity(value) < 0 ? t('billing.users.mustBeZeroOrMore') : undefined}
    />
  );
}
