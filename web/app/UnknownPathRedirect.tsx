import { FullPageLoader } from '../components/FullPageLoader';
import { useMe } from '../lib/me';
import { Navigate } from '../lib/router';

/** Any path we do not know: the app for a signed-in user, the sign-in page for anyone else (spec section 2). */
export function UnknownPathRedirect() {
  const { data: me, isPending } = useMe();
  if (isPending) return <FullPageLoader />;
  return <Navigate to={me ? '/app/' : '/'} replace />;
}
