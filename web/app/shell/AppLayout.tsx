import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { FullPageLoader } from '../../components/FullPageLoader';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { useMe } from '../../lib/me';
import { Navigate, Outlet, useLocation } from '../../lib/router';
import { canOpen } from '../menu';
import { NotFoundPage } from '../NotFoundPage';
import { menuInputs } from './menuInputs';
import { Shell } from './Shell';

const PROFILE_PATH = '/app/profile';

/** `/app/*`: only for a signed-in user with a role; sends everyone else where they belong. */
export function AppLayout() {
  const { data: me, isPending, isError, error, refetch } = useMe();
  const errorText = useErrorText();
  const { t } = useTranslation();
  const { pathname } = useLocation();

  if (isPending) return <FullPageLoader />;
  if (isError) {
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center">
          <Text>{errorText(error)}</Text>
          <Button onClick={() => void refetch()}>{t('app.retry')}</Button>
        </Stack>
      </Center>
    );
  }
  if (!me) return <Navigate to="/" replace />;
  const { role, context } = menuInputs(me);
  // No role yet (after a social sign-in): the sign-in page shows onboarding.
  if (!role) return <Navigate to="/" replace />;
  // An account created for someone else starts with a random password; nothing else opens until it is changed.
  if (me.mustChangePassword && pathname.replace(/\/$/, '') !== PROFILE_PATH) {
    return <Navigate to={PROFILE_PATH} replace />;
  }
  const page = pathname.replace(/^\/app\/?/, '');
  // A school above its seats with no trial (spec, seat limit) buys seats on its profile, or removes teachers or
  // students to fit; nothing else opens meanwhile.
  if (me.overSeats && !OVER_SEATS_PAGES.includes(page.split('/')[0] ?? '')) {
    return <Navigate to={PROFILE_PATH} replace />;
  }
  // A page this account cannot open is, for it, a page that does not exist (as the API answers 404).
  const isOpen = page === '' || canOpen(role, page, context);

  return (
    <Shell me={me} role={role} context={context}>
      <Suspense fallback={<PageLoader />}>{isOpen ? <Outlet /> : <NotFoundPage />}</Suspense>
    </Shell>
  );
}

// pricing: where the school adds the seats it lacks.
const OVER_SEATS_PAGES = ['profile', 'more', 'my-teachers', 'my-students', 'pricing'];

/** While a page's chunk loads, the shell stays and the page area shows a spinner. */
function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50dvh">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
