import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Drawer.css';
import { AppShell, Box, Burger, Container, Drawer, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import type { Me } from '../../../common/profile';
import { BrandMark } from '../../components/BrandMark';
import { ContactUsDialog } from '../../components/ContactUsDialog';
import { type MenuContext, type MenuRole, menuEntries, tabEntries } from '../menu';
import { isRouteHandle } from '../routeHandle';
import { BottomMenuLinks, MainMenuLinks } from './MenuLinks';
import { TabBar } from './TabBar';

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

  const openContact = () => {
    drawer.close();
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
        <AppShell.Section grow component={ScrollArea} type="auto">
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

      {isPhone && (
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          size={280}
          padding="sm"
          title={<BrandMark size={26} />}
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <nav aria-label={t('shell.menu.label')}>
            <MainMenuLinks entries={entries} />
            <Box mt="md">
              <BottomMenuLinks badge={me.badge} onContact={openContact} />
            </Box>
          </nav>
        </Drawer>
      )}

      <ContactUsDialog opened={contactOpened} onClose={contact.close} defaultEmail={me.email} />
    </AppShell>
  );
}
