import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import { Badge, Button, Card, Group, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AdminUserView, UsersQuery } from '../../../../common/billing';
import { OpenableRow } from '../../../components/ListTable';
import { QueryError } from '../../../components/QueryError';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { formatDay } from '../../../lib/dates';
import { usersQuery } from '../api';

export type SortKey = UsersQuery['sort'];
export type UserSort = { sort: SortKey; order: 'asc' | 'desc' };

function relative(at: number | null, language: string): string {
  if (at === null) return '-';
  const minutes = Math.round((at - Date.now()) / 60_000);
  const format = new Intl.RelativeTimeFormat(language === 'zh' ? 'zh-HK' : 'en', { numeric: 'auto' });
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  if (Math.abs(minutes) < 60 * 24) return format.format(Math.round(minutes / 60), 'hour');
  return format.format(Math.round(minutes / 1440), 'day');
}

const day = (at: number | null, language: string) => (at === null ? '-' : formatDay(at, language));

interface UsersTableProps {
  filter: Omit<UsersQuery, 'sort' | 'order' | 'cursor'>;
  sorting: UserSort;
  onSortBy: (key: SortKey) => void;
  onOpen: (user: AdminUserView) => void;
}

/** The users matching the filter, 100 at a time: the next page loads when the end of the table comes into view. */
export function UsersTable({ filter, sorting, onSortBy, onOpen }: UsersTableProps) {
  const { t } = useTranslation();
  const users = useInfiniteQuery(usersQuery({ ...filter, ...sorting }));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = users;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  if (users.isPending) return <Skeleton h={320} />;
  if (users.isError) return <QueryError query={users} />;
  if (rows.length === 0) return <Text c="dimmed">{t('billing.users.empty')}</Text>;
  const header = (key: SortKey, label: string) => (
    <SortHeader label={label} sortKey={key} sorting={sorting} onSortBy={onSortBy} />
  );
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {header('displayName', t('billing.users.name'))}
              {header('role', t('billing.users.role'))}
              {header('lastSeenAt', t('billing.users.lastSeen'))}
              {header('createdAt', t('billing.users.created'))}
              {header('premiumExpiry', t('billing.users.premium'))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => (
              <UserRow key={user.id} user={user} onOpen={() => onOpen(user)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <div ref={sentinel} />
      {users.hasNextPage && (
        <Group justify="center" p="sm">
          <Button variant="subtle" loading={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
            {t('billing.users.more')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

interface SortHeaderProps {
  label: string;
  sortKey: SortKey;
  sorting: UserSort;
  onSortBy: (key: SortKey) => void;
}

/** A column heading that sorts by its column, and again the other way round. */
function SortHeader({ label, sortKey, sorting, onSortBy }: SortHeaderProps) {
  const isSorted = sorting.sort === sortKey;
  return (
    <Table.Th aria-sort={isSorted ? (sorting.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton onClick={() => onSortBy(sortKey)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          {isSorted && (sorting.order === 'asc' ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />)}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function UserRow({ user, onOpen }: { user: AdminUserView; onOpen: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <OpenableRow onOpen={onOpen} label={`${t('billing.users.premiumTitle')}${t('common.colon')}${user.email}`}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {user.displayName}
        </Text>
        <Text size="xs" c="dimmed">
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td>{t(`billing.users.roles.${user.isSchool ? 'school' : user.role}`)}</Table.Td>
      <Table.Td>{relative(user.lastSeenAt, language)}</Table.Td>
      <Table.Td>{day(user.createdAt, language)}</Table.Td>
      <Table.Td>
        {user.premium.state === 'active' && (
          <Badge color="teal" variant="light">
            {t('billing.users.premiumBadge')}
          </Badge>
        )}
        {user.premium.state === 'expired' && (
          <Text size="sm" c="dimmed">
            {t('billing.users.expiredAt', { date: day(user.premium.expiry, language) })}
          </Text>
        )}
      </Table.Td>
    </OpenableRow>
  );
}
