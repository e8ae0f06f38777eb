import '@mantine/core/styles/Code.css';
import '../../components/admin/styles';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Modal,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminView, CreatedAdmin } from '../../../common/admins';
import { ConfirmDelete } from '../../components/admin/ConfirmDelete';
import { useDeleteRow } from '../../components/admin/useDeleteRow';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { api, isApiError, useErrorText } from '../../lib/api';
import { useMe } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { adminKeys, adminsQuery, useInvalidateAdmin } from './api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function formatDate(at: number | null, language: string): string {
  if (at === null) return '-';
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}

/** `/app/admins` (super-admin): admins and super-admins; add, edit, delete; a new admin's password shown once. */
export function AdminsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { data: me } = useMe();
  const admins = useQuery(adminsQuery);
  const [editing, setEditing] = useState<AdminView | 'new' | null>(null);
  const [created, setCreated] = useState<CreatedAdmin | null>(null);
  const remove = useDeleteRow<AdminView>({
    path: '/api/admin/admins',
    deletedText: t('admin.admins.deleted'),
    invalidates: adminKeys.admins,
  });

  let body: React.ReactNode;
  if (admins.isPending) body = <Skeleton h={240} />;
  else if (admins.isError) {
    body = <QueryError query={admins} />;
  } else {
    body = (
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.admins.name')}</Table.Th>
                <Table.Th>{t('admin.admins.role')}</Table.Th>
                <Table.Th>{t('admin.admins.lastSeen')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {admins.data.map((admin) => {
                const isSelf = admin.id === me?.id;
                return (
                  <Table.Tr key={admin.id}>
                    <Table.Td>
                      <Group gap={6}>
                        <Text size="sm" fw={500}>
                          {admin.displayName}
                        </Text>
                        {isSelf && (
                          <Badge size="xs" variant="light">
                            {t('admin.admins.you')}
                          </Badge>
                        )}
                        {admin.mustChangePassword && (
                          <Badge size="xs" color="orange" variant="light">
                            {t('admin.admins.mustChange')}
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {admin.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={admin.isSuperAdmin ? 'grape' : 'blue'} variant="light">
                        {t(admin.isSuperAdmin ? 'admin.admins.roleSuper' : 'admin.admins.roleAdmin')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDate(admin.lastSeenAt, language)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          onClick={() => setEditing(admin)}
                          aria-label={`${t('admin.common.edit')}: ${admin.email}`}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                        {!isSelf && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => remove.ask(admin)}
                            aria-label={`${t('admin.common.delete')}: ${admin.email}`}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );
  }

  return (
    <>
      <PageHeader
        title={t('admin.admins.title')}
        right={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            {t('admin.admins.add')}
          </Button>
        }
      />
      {body}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'admin.admins.addTitle' : 'admin.admins.editTitle')}
        centered
      >
        {editing !== null && (
          <AdminForm
            admin={editing === 'new' ? null : editing}
            isSelf={editing !== 'new' && editing.id === me?.id}
            onDone={(result) => {
              setEditing(null);
              if (result) setCreated(result);
            }}
          />
        )}
      </Modal>
      <Modal
        opened={created !== null}
        onClose={() => setCreated(null)}
        title={t('admin.admins.passwordTitle')}
        centered
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
              <Button onClick={() => setCreated(null)}>{t('common.close')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <ConfirmDelete
        name={remove.deleting?.email ?? null}
        onCancel={remove.cancel}
        onConfirm={remove.confirm}
        loading={remove.isPending}
      />
    </>
  );
}

interface AdminFormProps {
  admin: AdminView | null;
  isSelf: boolean;
  onDone: (created?: CreatedAdmin) => void;
}

function AdminForm({ admin, isSelf, onDone }: AdminFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  const [email, setEmail] = useState(admin?.email ?? '');
  const [name, setName] = useState(admin?.displayName ?? '');
  const [isSuperAdmin, setIsSuperAdmin] = useState(admin?.isSuperAdmin ?? false);
  const [touched, setTouched] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailBad = !EMAIL.test(email.trim());
  const nameBad = name.trim() === '';
  const save = useMutation({
    mutationFn: async () => {
      if (admin) {
        await api.patch<AdminView>(`/api/admin/admins/${encodeURIComponent(admin.id)}`, {
          displayName: name.trim(),
          ...(isSelf ? {} : { isSuperAdmin }),
        });
        return undefined;
      }
      return api.post<CreatedAdmin>('/api/admin/admins', {
        email: email.trim(),
        displayName: name.trim(),
        isSuperAdmin,
      });
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
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        setEmailError(null);
        if ((admin || !emailBad) && !nameBad) save.mutate();
      }}
    >
      <Stack>
        <TextInput
          label={t('admin.admins.email')}
          type="email"
          value={email}
          disabled={admin !== null}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailError ?? (touched && !admin && emailBad ? t('admin.admins.invalidEmail') : undefined)}
          data-autofocus
        />
        <TextInput
          label={t('admin.admins.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={touched && nameBad ? t('admin.admins.nameRequired') : undefined}
        />
        <Switch
          label={t('admin.admins.superAdmin')}
          checked={isSuperAdmin}
          disabled={isSelf}
          onChange={(event) => setIsSuperAdmin(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone()}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(admin ? 'admin.common.update' : 'admin.common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
