import {
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AdminUserView, UsersQuery } from '../../../common/billing';
import { AiUsageLink } from '../../components/ai/AiUsageLink';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { usersQuery } from './api';
import { UserPremiumDialog } from './UserPremiumDialog';
import { UserStatCards } from './UserStatCards';

type SortKey = UsersQuery['sort'];

function relative(at: number | null, language: string): string {
  if (at === null) return '-';
  const minutes = Math.round((at - Date.now()) / 60_000);
  const format = new Intl.RelativeTimeFormat(language === 'zh' ? 'zh-HK' : 'en', { numeric: 'auto' });
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  if (Math.abs(minutes) < 60 * 24) return format.format(Math.round(minutes / 60), 'hour');
  return format.format(Math.round(minutes / 1440), 'day');
}

function day(at: number | null, language: string): string {
  if (at === null) return '-';
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', { dateStyle: 'medium' }).format(at);
}

/** `/app/users` (super-admin): the figures, then students and teachers 100 at a time; a row opens its premium. */
export function UsersPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [role, setRole] = useState<'student' | 'teacher' | null>(null);
  const [premium, setPremium] = useState<'yes' | 'no' | null>(null);
  const [search, setSearch] = useState('');
  const [email] = useDebouncedValue(search.trim(), 400);
  const [sort, setSort] = useState<SortKey>('lastSeenAt');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [editing, setEditing] = useState<AdminUserView | null>(null);
  const users = useInfiniteQuery(
    usersQuery({ role: role ?? undefined, premium: premium ?? undefined, email: email || undefined, sort, order }),
  );
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = users;

  // Infinite scroll: the next page loads when the end of the table comes into view.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const sortBy = (key: SortKey) => {
    if (key === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(key);
      setOrder('desc');
    }
  };
  const header = (key: SortKey, label: string) => (
    <Table.Th aria-sort={sort === key ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton onClick={() => sortBy(key)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          {sort === key && (order === 'asc' ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />)}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );

  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  let body: React.ReactNode;
  if (users.isPending) body = <Skeleton h={320} />;
  else if (users.isError) body = <QueryError query={users} />;
  else if (rows.length === 0) body = <Text c="dimmed">{t('billing.users.empty')}</Text>;
  else {
    body = (
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
                <Table.Tr
                  key={user.id}
                  style={{ cursor: 'pointer' }}
                  tabIndex={0}
                  onClick={() => setEditing(user)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      setEditing(user);
                    }
                  }}
                  aria-label={`${t('billing.users.premiumTitle')}: ${user.email}`}
                >
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
                </Table.Tr>
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

  return (
    <Stack>
      <PageHeader title={t('billing.users.title')} right={<AiUsageLink />} />
      <UserStatCards />
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('billing.users.role')}
          placeholder={t('billing.users.all')}
          clearable
          value={role}
          onChange={(value) => setRole(value as 'student' | 'teacher' | null)}
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
          onChange={(value) => setPremium(value as 'yes' | 'no' | null)}
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
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="email"
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
      {body}
      {editing && <UserPremiumDialog user={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
