import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminUserView } from '../../../common/billing';
import { AiUsageLink } from '../../components/ai/AiUsageLink';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../i18n/i18n';
import { type SortKey, type UserSort, UsersTable } from './components/UsersTable';
import { UserPremiumDialog } from './UserPremiumDialog';
import { UserStatCards } from './UserStatCards';

type Role = 'student' | 'teacher';
type Premium = 'yes' | 'no';

/** `/app/users` (super-admin): the figures, then students and teachers 100 at a time; a row opens its premium. */
export function UsersPage() {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role | null>(null);
  const [premium, setPremium] = useState<Premium | null>(null);
  const [search, setSearch] = useState('');
  const [email] = useDebouncedValue(search.trim(), 400);
  const [sorting, setSorting] = useState<UserSort>({ sort: 'lastSeenAt', order: 'desc' });
  const [editing, setEditing] = useState<AdminUserView | null>(null);
  const sortBy = (key: SortKey) =>
    setSorting((current) =>
      key === current.sort
        ? { sort: key, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { sort: key, order: 'desc' },
    );
  return (
    <Stack>
      <PageHeader title={t('billing.users.title')} right={<AiUsageLink />} />
      <UserStatCards />
      <UserFilters
        role={role}
        onRole={setRole}
        premium={premium}
        onPremium={setPremium}
        search={search}
        onSearch={setSearch}
      />
      <UsersTable
        filter={{ role: role ?? undefined, premium: premium ?? undefined, email: email || undefined }}
        sorting={sorting}
        onSortBy={sortBy}
        onOpen={setEditing}
      />
      {editing && <UserPremiumDialog user={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

interface UserFiltersProps {
  role: Role | null;
  onRole: (role: Role | null) => void;
  premium: Premium | null;
  onPremium: (premium: Premium | null) => void;
  search: string;
  onSearch: (search: string) => void;
}

/** Role, premium or not, and part of an e-mail address (searched as typing pauses). */
function UserFilters({ role, onRole, premium, onPremium, search, onSearch }: UserFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={t('billing.users.role')}
        placeholder={t('billing.users.all')}
        clearable
        value={role}
        onChange={(value) => onRole(value as Role | null)}
        data={[
          { value: 'student', label: t('billing.users.roles.student') },
          { value: 'teacher', label: t('billing.users.roles.teacher') },
        ]}
        w={160}
      />
      <Select
        label={t('billing.users.premium')}
        placeholder={t('billing.users.all')}
        clearable
        value={premium}
        onChange={(value) => onPremium(value as Premium | null)}
        data={[
          { value: 'yes', label: t('billing.users.yes') },
          { value: 'no', label: t('billing.users.no') },
        ]}
        w={140}
      />
      <TextInput
        label={t('billing.users.searchEmail')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        type="email"
        style={{ flex: 1, minWidth: 200 }}
      />
    </Group>
  );
}
