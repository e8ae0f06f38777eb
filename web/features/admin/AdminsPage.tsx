import '@mantine/core/styles/Code.css';
import '../../components/admin/styles';
import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { AdminView, CreatedAdmin } from '../../../common/admins';
import { useDeleteRow } from '../../components/admin/useDeleteRow';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/i18n';
import { useMe } from '../../lib/me';
import { adminKeys } from './api';
import { AdminAccountForm } from './components/AdminAccountForm';
import { AdminListPage, deletingOf } from './components/AdminListPage';
import { AdminsTable } from './components/AdminsTable';

/** `/app/admins` (super-admin): admins and super-admins; add, edit, delete; a new admin's password shown once. */
export function AdminsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [editing, setEditing] = useState<AdminView | 'new' | null>(null);
  const [created, setCreated] = useState<CreatedAdmin | null>(null);
  const remove = useDeleteRow<AdminView>({
    path: '/api/admin/admins',
    deletedText: t('admin.admins.deleted'),
    invalidates: adminKeys.admins,
  });
  return (
    <AdminListPage
      title={t('admin.admins.title')}
      add={{ label: t('admin.admins.add'), onClick: () => setEditing('new') }}
      editor={{
        opened: editing !== null,
        title: t(editing === 'new' ? 'admin.admins.addTitle' : 'admin.admins.editTitle'),
        onClose: () => setEditing(null),
        form: editing !== null && (
          <AdminAccountForm
            admin={editing === 'new' ? null : editing}
            isSelf={editing !== 'new' && editing.id === me?.id}
            onDone={(result) => {
              setEditing(null);
              if (result) setCreated(result);
            }}
          />
        ),
      }}
      deleting={deletingOf(remove, (admin) => admin.email)}
    >
      <AdminsTable onEdit={setEditing} onDelete={remove.ask} />
      <CreatedPasswordDialog created={created} onClose={() => setCreated(null)} />
    </AdminListPage>
  );
}

/** A new admin's first password, shown this once: a stray click beside the dialog does not close it. */
function CreatedPasswordDialog({ created, onClose }: { created: CreatedAdmin | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={created !== null}
      onClose={onClose}
      title={t('admin.admins.passwordTitle')}
      closeOnClickOutside={false}
    >
      {created && (
        <Stack>
          <Alert color="orange" variant="light">
            {t('admin.admins.passwordBody', { email: created.admin.email })}
          </Alert>
          <Group justify="space-between" wrap="nowrap">
            <Code fz="lg" data-testid="initial-password">
              {created.initialPassword}
            </Code>
            <CopyButton value={created.initialPassword}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                  {t(copied ? 'admin.admins.copied' : 'admin.admins.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
