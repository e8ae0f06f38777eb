import { Suspense, useEffect } from 'react';
import { FullPageLoader } from '../components/FullPageLoader';
import { applyLanguage, useTranslation } from '../i18n/i18n';
import { useMe } from '../lib/me';
import { Outlet, useLocation } from '../lib/router';
import { RouteErrorBoundary } from './RouteError';
import { documentTitle, titleKeyOf } from './titles';

/** Around every route: once someone is signed in, their profile's language wins over the stored or browser one. */
export function RootLayout() {
  const { data: me } = useMe();
  const profileLanguage = me?.language;
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const titleKey = titleKeyOf(pathname, me?.isParent === true && !me.isSchool);
  const title = documentTitle(titleKey ? t(titleKey) : null);

  // Only when the profile's value changes, so a switch made on this device is not undone while its save is on the way.
  useEffect(() => {
    if (profileLanguage) applyLanguage(profileLanguage);
  }, [profileLanguage]);

  // A title per route in the user's language, following a language switch (web/app/titles.ts).
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <RouteErrorBoundary path={pathname}>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
