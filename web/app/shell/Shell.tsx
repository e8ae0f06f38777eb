import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import { AppShell, Box, Burger, Container } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { Me } from '../../../common/profile';
import { BrandMark } from '../../components/BrandMark';
import { useTranslation } from '../../i18n/i18n';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { type MenuContext, type MenuRole, menuEntries, tabEntries } from '../menu';
import { isRouteHandle } from '../routeHandle';
import { BottomMenuLinks, MainMenuLinks } from './MenuLinks';
import { TabBar } from './TabBar';

// Mantine's Drawer and Modal (with the floating-ui code they bring) are not needed to show a page: they load after it.
const MenuDrawer = lazyWithPreload(async () => (await import('./MenuDrawer')).MenuDrawer);
const ContactUsDialog = lazyWithPreload(async () => (await import('../../components/ContactUsDialog')).ContactUsDialog);

interface ShellProps {
  me: Me;
  role: MenuRole;
  context: MenuContext;
  children: ReactNode;
}

// Mantine's `sm` breakpoint (48em = 768 px): below it is a phone.
const PHONE_QUERY = '(max-width: 47.99em)';
const NAVBAR_WIDTH = 240;

export function Shell({ me, role, context, children }: ShellProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [drawerOpened, drawer] = useDisclosure(false);
  const [contactOpened, contact] = useDisclosure(false);
  // The contact dialog is mounted from its first opening on, so it can animate closed.
  const [hasContacted, setHasContacted] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  if (drawerOpened && !hasOpenedDrawer) setHasOpenedDrawer(true);
  const { pathname } = useLocation();
  const matches = useMatches();

  // Until the password is changed the profile is the only page, so there is nothing to navigate to.
  const entries = me.mustChangePassword ? [] : menuEntries(role, context);
  const tabs = me.mustChangePassword ? [] : tabEntries(role, context);
  const hasBackButton = matches.some((match) => isRouteHandle(match.handle) && match.handle.hasBackButton === true);
  // A bar holding only the profile tab would just repeat the menu, so it waits for a second page to exist.
  const showTabs = isPhone && tabs.length > 1 && !hasBackButton;

  const closeDrawer = drawer.close;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path means the user picked a page in the drawer
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  useEffect(() => {
    if (!isPhone) return;
    const timer = setTimeout(() => void MenuDrawer.preload(), 1500);
    return () => clearTimeout(timer);
  }, [isPhone]);

  const openContact = () => {
    drawer.close();
    setHasContacted(true);
    contact.open();
  };

  return (
    <AppShell
      header={{ height: 56, collapsed: !isPhone }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: 64, collapsed: !showTabs }}
      padding={{ base: 'md', sm: 'xl' }}
      bg="gray.0"
    >
      <AppShell.Header hiddenFrom="sm" px="sm">
        <Box display="flex" h="100%" style={{ alignItems: 'center', gap: 8 }}>
          <Burger opened={drawerOpened} onClick={drawer.toggle} size="sm" aria-label={t('shell.menu.open')} />
          <BrandMark size={26} />
        </Box>
      </AppShell.Header>

      <AppShell.Navbar visibleFrom="sm" p="sm" aria-label={t('shell.menu.label')}>
        <AppShell.Section px="xs" pt="xs" pb="md">
          <BrandMark size={30} />
        </AppShell.Section>
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <MainMenuLinks entries={entries} />
        </AppShell.Section>
        <AppShell.Section>
          <BottomMenuLinks badge={me.badge} onContact={openContact} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Container size="md" px={0}>
          {children}
        </Container>
      </AppShell.Main>

      {showTabs && (
        <AppShell.Footer style={{ paddingBottom: 'env(safe-area-inset-bottom)' }}>
          <TabBar tabs={tabs} badge={me.badge} />
        </AppShell.Footer>
      )}

      {isPhone && hasOpenedDrawer && (
        <Suspense fallback={null}>
          <MenuDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            entries={entries}
            badge={me.badge}
            onContact={openContact}
          />
        </Suspense>
      )}

      {hasContacted && (
        <Suspense fallback={null}>
          <ContactUsDialog opened={contactOpened} onClose={contact.close} defaultEmail={me.email} />
        </Suspense>
      )}
    </AppShell>
  );
}
