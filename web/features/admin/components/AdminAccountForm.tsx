import { Switch, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminView, CreatedAdmin } from '../../../../common/admins';
import { useTranslation } from '../../../i18n/i18n';
import { api, isApiError, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys, useInvalidateAdmin } from '../api';
import { AdminForm } from './AdminForm';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface AdminAccountFormProps {
  admin: AdminView | null;
  /** your own account keeps its role */
  isSelf: boolean;
  /** a new admin comes back with the password to show once */
  onDone: (created?: CreatedAdmin) => void;
}

/** An admin's e-mail (set once, at creation), name and role. */
export function AdminAccountForm({ admin, isSelf, onDone }: AdminAccountFormProps) {
  const { t } = useTranslation();
  const form = useAdminAccountForm(admin, isSelf, onDone);
  const { fields, set, touched } = form;
  return (
    <AdminForm isNew={admin === null} isPending={form.isPending} onCancel={() => onDone()} onSubmit={form.submit}>
      <TextInput
        label={t('admin.admins.email')}
        type="email"
        value={fields.email}
        disabled={admin !== null}
        onChange={(event) => set({ email: event.currentTarget.value })}
        error={form.emailError ?? (touched && !admin && form.emailBad ? t('admin.admins.invalidEmail') : undefined)}
        data-autofocus
      />
      <TextInput
        label={t('admin.admins.name')}
        value={fields.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
        error={touched && form.nameBad ? t('admin.admins.nameRequired') : undefined}
      />
      <Switch
        label={t('admin.admins.superAdmin')}
        checked={fields.isSuperAdmin}
        disabled={isSelf}
        onChange={(event) => set({ isSuperAdmin: event.currentTarget.checked })}
      />
    </AdminForm>
  );
}

/** The admin form's fields and checks, the server's answer about the e-mail, and the save. */
function useAdminAccountForm(admin: AdminView | null, isSelf: boolean, onDone: AdminAccountFormProps['onDone']) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  const [fields, setFields] = useState({
    email: admin?.email ?? '',
    name: admin?.displayName ?? '',
    isSuperAdmin: admin?.isSuperAdmin ?? false,
  });
  const [touched, setTouched] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailBad = !EMAIL.test(fields.email.trim());
  const nameBad = fields.name.trim() === '';
  const save = useMutation({
    mutationFn: async () => {
      const displayName = fields.name.trim();
      if (admin) {
        const role = isSelf ? {} : { isSuperAdmin: fields.isSuperAdmin };
        await api.patch<AdminView>(`/api/admin/admins/${encodeURIComponent(admin.id)}`, { displayName, ...role });
        return undefined;
      }
      const body = { email: fields.email.trim(), displayName, isSuperAdmin: fields.isSuperAdmin };
      return api.post<CreatedAdmin>('/api/admin/admins', body);
    },
    onSuccess: (result) => {
      notifySuccess(t(admin ? 'admin.admins.updated' : 'admin.admins.created'));
      void invalidate(adminKeys.admins);
      onDone(result);
    },
    onError: (error) => {
      if (isApiError(error, 'email_existed')) setEmailError(t('errors.email_existed'));
      else if (isApiError(error, 'invalid_email')) setEmailError(t('admin.admins.invalidEmail'));
      notifyError(errorText(error));
    },
  });
  return {
    fields,
    set: (change: Partial<typeof fields>) => setFields((current) => ({ ...current, ...change })),
    touched,
    emailError,
    emailBad,
    nameBad,
    isPending: save.isPending,
    submit: () => {
      setTouched(true);
      setEmailError(null);
      if ((admin || !emailBad) && !nameBad) save.mutate();
    },
  };
}
