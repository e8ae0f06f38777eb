import { ActionIcon, Badge, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AdminView } from '../../../../common/admins';
import { QueryError } from '../../../components/QueryError';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/dates';
import { useMe } from '../../../lib/me';
import { adminsQuery } from '../api';
import { AdminTable } from './AdminTable';

interface AdminsTableProps {
  onEdit: (admin: AdminView) => void;
  onDelete: (admin: AdminView) => void;
}

/** Every admin and super-admin: name and e-mail, role, last seen, and the buttons to edit or delete them. */
export function AdminsTable({ onEdit, onDelete }: AdminsTableProps) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const admins = useQuery(adminsQuery);
  if (admins.isPending) return <Skeleton h={240} />;
  if (admins.isError) return <QueryError query={admins} />;
  return (
    <AdminTable minWidth={640} headings={[t('admin.admins.name'), t('admin.admins.role'), t('admin.admins.lastSeen')]}>
      {admins.data.map((admin) => (
        <AdminRow
          key={admin.id}
          admin={admin}
          isSelf={admin.id === me?.id}
          onEdit={() => onEdit(admin)}
          onDelete={() => onDelete(admin)}
        />
      ))}
    </AdminTable>
  );
}

interface AdminRowProps {
  admin: AdminView;
  /** you cannot delete yourself */
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function AdminRow({ admin, isSelf, onEdit, onDelete }: AdminRowProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Table.Tr>
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
      <Table.Td>{admin.lastSeenAt === null ? '-' : formatDateTime(admin.lastSeenAt, language)}</Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            onClick={onEdit}
            aria-label={`${t('admin.common.edit')}${t('common.colon')}${admin.email}`}
          >
            <IconPencil size={18} />
          </ActionIcon>
          {!isSelf && (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={`${t('admin.common.delete')}${t('common.colon')}${admin.email}`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
