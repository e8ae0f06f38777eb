import { Badge, Box, Divider, UnstyledButton } from '@mantine/core';
import { IconLogout, IconMail } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ReportList } from '../../../common/admins';
import type { AssignmentListResponse } from '../../../common/assignments';
import { useTranslation } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { useMe } from '../../lib/me';
import { Link, useLocation } from '../../lib/router';
import { profileIcon, type ShownEntry } from '../menu';
import { badgeLabel } from './badge';
import classes from './MenuLinks.module.css';

// The same key and request as the reports page's query, so the badge and the page share one list, which LiveReports
// (mounted by the shell for admins) keeps fresh.
const reportCountQuery = queryOptions({
  queryKey: ['admin', 'reports'],
  queryFn: () => api.get<ReportList>('/api/admin/reports'),
});

// The assignments page's list (features/assignments/resultsApi.ts, same key and request): a teacher's badge counts
// the assignments overdue for checking, a student's the published ones not yet submitted.
const assignmentCountQuery = queryOptions({
  queryKey: ['assignments', 'list'],
  queryFn: () => api.get<AssignmentListResponse>('/api/assignments'),
});

function assignmentBadge(list: AssignmentListResponse | undefined): number {
  if (!list) return 0;
  return list.role === 'teacher' ? list.toCheck : list.unsubmitted;
}

interface MenuLinksProps {
  entries: ShownEntry[];
  badge: number;
  onContact: () => void;
}

interface MenuLinkProps {
  icon: ReactNode;
  label: string;
  badge?: ReactNode;
  /** a page of the app, or a button when there is `onClick` instead */
  to?: string;
  onClick?: () => void;
  active?: boolean;
}

function MenuLink({ icon, label, badge, to, onClick, active = false }: MenuLinkProps) {
  const content = (
    <>
      {icon}
      <span className={classes.label}>{label}</span>
      {badge}
    </>
  );
  if (to === undefined) {
    return (
      <UnstyledButton className={classes.link} onClick={onClick}>
        {content}
      </UnstyledButton>
    );
  }
  return (
    <Link className={classes.link} to={to} aria-current={active ? 'page' : undefined}>
      {content}
    </Link>
  );
}

function isActive(pathname: string, path: string): boolean {
  return pathname === `/app/${path}` || pathname.startsWith(`/app/${path}/`);
}

/** The role's pages, then the bottom entries every role has: profile (with its badge), contact us, sign out. */
export function MainMenuLinks({ entries }: { entries: ShownEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Admins' reports entry carries the report count.
  const hasReports = entries.some((entry) => entry.path === 'reports');
  const reports = useQuery({ ...reportCountQuery, enabled: hasReports });
  const reportCount = hasReports ? (reports.data?.count ?? 0) : 0;
  const hasAssignments = entries.some((entry) => entry.path === 'assignments');
  const assignments = useQuery({ ...assignmentCountQuery, enabled: hasAssignments });
  // A student's my-teachers entry carries the invitations waiting for an answer (zero for other roles).
  const { data: me } = useMe();
  const badgeCounts: Record<string, number> = {
    reports: reportCount,
    assignments: hasAssignments ? assignmentBadge(assignments.data) : 0,
    'my-teachers': me?.teacherLinks.pending ?? 0,
    // A teacher's my-schools entry carries the schools' invitations waiting for an answer.
    'my-schools': me?.schoolLinks.pending ?? 0,
  };
  return (
    <>
      {entries.map((entry) => {
        const Icon = entry.icon;
        const active = isActive(pathname, entry.path);
        return (
          <MenuLink
            key={entry.path}
            to={`/app/${entry.path}`}
            label={t(`shell.entries.${entry.label}`)}
            icon={<Icon size={20} stroke={1.7} />}
            badge={<EntryBadge count={badgeCounts[entry.path] ?? 0} />}
            active={active}
          />
        );
      })}
    </>
  );
}

function EntryBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <Badge size="sm" color="red" aria-label={t('shell.menu.badge', { count })}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

export function BottomMenuLinks({ badge, onContact }: Omit<MenuLinksProps, 'entries'>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const ProfileIcon = profileIcon;
  const label = badgeLabel(badge);
  const profileActive = isActive(pathname, 'profile') || isActive(pathname, 'more');
  return (
    <Box>
      <Divider mb="xs" />
      <MenuLink
        to="/app/profile"
        label={t('shell.menu.profile')}
        icon={<ProfileIcon size={20} stroke={1.7} />}
        badge={
          label && (
            <Badge size="sm" circle color="red" aria-label={t('shell.menu.badge', { count: badge })}>
              {label}
            </Badge>
          )
        }
        active={profileActive}
      />
      <MenuLink label={t('shell.menu.contact')} icon={<IconMail size={20} stroke={1.7} />} onClick={onContact} />
      <MenuLink to="/logout" label={t('shell.menu.signOut')} icon={<IconLogout size={20} stroke={1.7} />} />
    </Box>
  );
}
