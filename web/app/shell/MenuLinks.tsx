import '@mantine/core/styles/NavLink.css';
import { Badge, Box, Divider, NavLink } from '@mantine/core';
import { IconLogout, IconMail } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import type { ReportList } from '../../../common/admins';
import { useTranslation } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { type MenuEntry, profileIcon } from '../menu';
import { badgeLabel } from './badge';

// The same key as the reports page's query, so the badge and the page share one list.
const reportCountQuery = queryOptions({
  queryKey: ['admin', 'reports'],
  queryFn: () => api.get<ReportList>('/api/admin/reports'),
  refetchInterval: 30_000,
});

interface MenuLinksProps {
  entries: MenuEntry[];
  badge: number;
  onContact: () => void;
}

function isActive(pathname: string, path: string): boolean {
  return pathname === `/app/${path}` || pathname.startsWith(`/app/${path}/`);
}

/** The role's pages, then the bottom entries every role has: profile (with its badge), contact us, sign out. */
export function MainMenuLinks({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Admins' reports entry carries the report count, refreshed every 30 s.
  const hasReports = entries.some((entry) => entry.path === 'reports');
  const reports = useQuery({ ...reportCountQuery, enabled: hasReports });
  const reportCount = hasReports ? (reports.data?.count ?? 0) : 0;
  return (
    <>
      {entries.map((entry) => {
        const Icon = entry.icon;
        const active = isActive(pathname, entry.path);
        return (
          <NavLink
            key={entry.path}
            component={Link}
            to={`/app/${entry.path}`}
            label={t(`shell.entries.${entry.label}`)}
            leftSection={<Icon size={20} stroke={1.7} />}
            rightSection={
              entry.path === 'reports' && reportCount > 0 ? (
                <Badge size="sm" color="red" aria-label={t('shell.menu.badge', { count: reportCount })}>
                  {reportCount > 99 ? '99+' : reportCount}
                </Badge>
              ) : undefined
            }
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
            fw={500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </>
  );
}

export function BottomMenuLinks({ badge, onContact }: Omit<MenuLinksProps, 'entries'>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const ProfileIcon = profileIcon;
  const label = badgeLabel(badge);
  const profileActive = isActive(pathname, 'profile') || isActive(pathname, 'more');
  const linkStyle = { borderRadius: 'var(--mantine-radius-md)' };
  return (
    <Box>
      <Divider mb="xs" />
      <NavLink
        component={Link}
        to="/app/profile"
        label={t('shell.menu.profile')}
        leftSection={<ProfileIcon size={20} stroke={1.7} />}
        rightSection={
          label && (
            <Badge size="sm" circle color="red" aria-label={t('shell.menu.badge', { count: badge })}>
              {label}
            </Badge>
          )
        }
        active={profileActive}
        aria-current={profileActive ? 'page' : undefined}
        variant="light"
        fw={500}
        style={linkStyle}
      />
      <NavLink
        component="button"
        type="button"
        label={t('shell.menu.contact')}
        leftSection={<IconMail size={20} stroke={1.7} />}
        onClick={onContact}
        fw={500}
        style={linkStyle}
      />
      <NavLink
        component={Link}
        to="/logout"
        label={t('shell.menu.signOut')}
        leftSection={<IconLogout size={20} stroke={1.7} />}
        fw={500}
        style={linkStyle}
      />
    </Box>
  );
}
