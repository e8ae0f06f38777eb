import { Suspense, useEffect } from 'react';
import { FullPageLoader } from '../components/FullPageLoader';
import { applyLanguage } from '../i18n/i18n';
import { useMe } from '../lib/me';
import { Outlet, useLocation } from '../lib/router';
import { RouteErrorBoundary } from './RouteError';

/** Around every route: once someone is signed in, their profile's language wins over the stored or browser one. */
export function RootLayout() {
  const { data: me } = useMe();
  const profileLanguage = me?.language;
  const { pathname } = useLocation();

  // Only when the profile's value changes, so a switch made on this device is not undone while its save is on the way.
  useEffect(() => {
    if (profileLanguage) applyLanguage(profileLanguage);
  }, [profileLanguage]);

  return (
    <RouteErrorBoundary path={pathname}>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
