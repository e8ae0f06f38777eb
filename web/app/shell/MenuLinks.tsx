import { Badge, Box, Divider, UnstyledButton } from '@mantine/core';
import { IconLogout, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link, useLocation } from '../../lib/router';
import type { ShownEntry } from '../menu';
import { badgeLabel } from './badge';
import classes from './MenuLinks.module.css';
import { useMenuCounts } from './menuCounts';
import { menuIcons, profileIcon } from './menuIcons';
import '@mantine/core/styles/Divider.css';

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
  const badgeCounts = useMenuCounts(entries);
  return (
    <>
      {entries.map((entry) => {
        const Icon = menuIcons[entry.path];
        const active = isActive(pathname, entry.path);
        return (
          <MenuLink
            key={entry.path}
            to={`/app/${entry.path}`}
            label={t(`shell.entries.${entry.label}`)}
            icon={Icon ? <Icon size={20} stroke={1.7} /> : null}
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
