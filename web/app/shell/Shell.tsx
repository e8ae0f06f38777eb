import '@mantine/core/styles/Burger.css';
import { Burger, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import type { Me } from '../../../common/profile';
import { BrandMark } from '../../components/BrandMark';
import { loadTexts, useTranslation } from '../../i18n/i18n';
import { useLoadOnFirstUse } from '../../lib/firstUse';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { useLocation } from '../../lib/router';
import { useEvents } from '../../lib/useEvents';
import { useIsPhone } from '../../lib/useIsPhone';
import { type MenuContext, type MenuRole, menuEntries, tabEntries } from '../menu';
import { hasBackButton } from '../pages';
import { useMenuBadge } from './menuCounts';
import classes from './Shell.module.css';
import { WrapperBridge } from './WrapperBridge';

// Mantine's Drawer and Modal (with the floating-ui code they bring) are not needed to show a page: they load after it.
const MenuDrawer = lazyWithPreload(async () => (await import('./MenuDrawer')).MenuDrawer);
// The desktop menu and the phone's tabs, with their icons, load beside the shell where they are shown: a paper on a
// phone shows neither, so its first load carries no menu icon.
const MainMenuLinks = lazyWithPreload(async () => (await import('./MenuLinks')).MainMenuLinks);
const BottomMenuLinks = lazyWithPreload(async () => (await import('./MenuLinks')).BottomMenuLinks);
const TabBar = lazyWithPreload(async () => (await import('./TabBar')).TabBar);
const preloadMenuLinks = () => Promise.all([MainMenuLinks.preload(), BottomMenuLinks.preload()]);
const LiveReports = lazyWithPreload(async () => (await import('./LiveReports')).LiveReports);
const InvitePrompt = lazyWithPreload(
  async () => (await import('../../features/classes/components/InvitePrompt')).InvitePrompt,
);
// The contact form's texts are in `pages` (the More page shows it too), out of every screen's first load.
const ContactUsDialog = lazyWithPreload(async () => {
  const [module] = await Promise.all([import('../../components/ContactUsDialog'), loadTexts(['pages'])]);
  return module.ContactUsDialog;
});

interface ShellProps {
  me: Me;
  role: MenuRole;
  context: MenuContext;
  children: ReactNode;
}

// Mantine's `sm` breakpoint (48em = 768 px): below it is a phone.
export function Shell({ me, role, context, children }: ShellProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [contactOpened, contact] = useDisclosure(false);
  // The contact dialog is mounted from its first opening on, so it can animate closed.
  const [hasContacted, setHasContacted] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  if (drawerOpened && !hasOpenedDrawer) setHasOpenedDrawer(true);
  const { pathname } = useLocation();
  // One event stream per tab for every signed-in page: badges and lists refresh without a reload.
  useEvents();

  // Until the password is changed the profile is the only page, so there is nothing to navigate to.
  const entries = me.mustChangePassword ? [] : menuEntries(role, context);
  const tabs = me.mustChangePassword ? [] : tabEntries(role, context);
  // The profile's badge is the sum of the menu counts (spec), live as they are; the native wrapper's icon shows it too.
  const badge = useMenuBadge(entries);
  // A bar holding only the profile tab would just repeat the menu, so it waits for a second page to exist.
  const showTabs = isPhone && tabs.length > 1 && !hasBackButton(pathname);

  const closeDrawer = drawer.close;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path means the user picked a page in the drawer
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  // The phone's menu drawer comes at the first touch, or when the burger asks for it.
  const menuDrawer = useLoadOnFirstUse(MenuDrawer.preload, drawerOpened, isPhone);
  const menuLinks = useLoadOnFirstUse(preloadMenuLinks, !isPhone, !isPhone);
  const tabBar = useLoadOnFirstUse(TabBar.preload, showTabs, showTabs);

  const openContact = () => {
    drawer.close();
    setHasContacted(true);
    contact.open();
  };

  return (
    <div className={classes.root} data-with-tabs={showTabs || undefined}>
      {isPhone && (
        <header className={classes.header}>
          <Burger opened={drawerOpened} onClick={drawer.toggle} size="sm" aria-label={t('shell.menu.open')} />
          <BrandMark size={26} />
        </header>
      )}

      {!isPhone && (
        <nav className={classes.navbar} aria-label={t('shell.menu.label')}>
          <div className={classes.brand}>
            <BrandMark size={30} />
          </div>
          {menuLinks.ready && (
            <Suspense fallback={null}>
              <div className={classes.menu}>
                <MainMenuLinks entries={entries} />
              </div>
              <BottomMenuLinks badge={badge} onContact={openContact} />
            </Suspense>
          )}
        </nav>
      )}

      <main className={classes.main}>
        <Container size="md" px={0}>
          {me.invitePrompt && !me.mustChangePassword && !me.overSeats && (
            <Suspense fallback={null}>
              <InvitePrompt kind={me.invitePrompt === 'students' && me.isParent ? 'children' : me.invitePrompt} />
            </Suspense>
          )}
          {children}
        </Container>
      </main>

      {showTabs && (
        <footer className={classes.footer}>
          {tabBar.ready && (
            <Suspense fallback={null}>
              <TabBar tabs={tabs} badge={badge} />
            </Suspense>
          )}
        </footer>
      )}

      {isPhone && hasOpenedDrawer && menuDrawer.ready && (
        <Suspense fallback={null}>
          <MenuDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            entries={entries}
            badge={badge}
            onContact={openContact}
          />
        </Suspense>
      )}

      {entries.some((entry) => entry.path === 'reports') && (
        <Suspense fallback={null}>
          <LiveReports />
        </Suspense>
      )}

      <WrapperBridge me={me} badge={badge} />

      {hasContacted && (
        <Suspense fallback={null}>
          <ContactUsDialog opened={contactOpened} onClose={contact.close} defaultEmail={me.email} />
        </Suspense>
      )}
    </div>
  );
}
