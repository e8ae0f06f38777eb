import { Badge, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n';
import { Link, useLocation } from '../../lib/router';
import type { ShownEntry } from '../menu';
import { badgeLabel } from './badge';
import { menuIcons, profileIcon } from './menuIcons';

interface TabBarProps {
  tabs: Array<ShownEntry | 'profile'>;
  badge: number;
}

/** The phone's bottom tabs (students and teachers, on pages without a back button). */
export function TabBar({ tabs, badge }: TabBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = badgeLabel(badge);
  // Six tabs (a school's, a linked student's) share 390 px: 11 px names, as phones' own tab bars use, hold them.
  const tabText = tabs.length > 5 ? 11 : 'xs';

  return (
    <Group component="nav" aria-label={t('shell.menu.tabs')} grow gap={0} h="100%" wrap="nowrap" px={4}>
      {tabs.map((tab) => {
        const path = tab === 'profile' ? 'profile' : tab.path;
        const Icon = tab === 'profile' ? profileIcon : menuIcons[tab.path];
        const name = tab === 'profile' ? t('shell.entries.profile') : t(`shell.entries.${tab.label}`);
        // A shorter text where the full name does not fit a tab; the link keeps the full name.
        const text = tab !== 'profile' && tab.tabLabel ? t(`shell.tabs.${tab.tabLabel}`) : name;
        const active = pathname.startsWith(`/app/${path}`) || (tab === 'profile' && pathname.startsWith('/app/more'));
        const icon = Icon ? <Icon size={24} stroke={active ? 2.2 : 1.6} /> : null;
        return (
          <UnstyledButton
            key={path}
            component={Link}
            to={`/app/${path}`}
            aria-current={active ? 'page' : undefined}
            aria-label={text === name ? undefined : name}
            h="100%"
            c={active ? 'lagoon.7' : 'gray.7'}
            style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
          >
            {tab === 'profile' && label ? (
              <Box pos="relative" display="inline-flex">
                {icon}
                <Badge
                  size="xs"
                  circle
                  color="red"
                  pos="absolute"
                  top={-6}
                  style={{ insetInlineEnd: -10 }}
                  aria-label={t('shell.menu.badge', { count: badge })}
                >
                  {label}
                </Badge>
              </Box>
            ) : (
              icon
            )}
            <Text fz={tabText} fw={active ? 700 : 500} lh={1.2} ta="center" lineClamp={1}>
              {text}
            </Text>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
