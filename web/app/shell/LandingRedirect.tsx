import { pendingJoinPath } from '../../lib/joinCode';
import { useMe } from '../../lib/me';
import { Navigate, useLocation } from '../../lib/router';
import { landingPath } from '../menu';
import { menuInputs } from './menuInputs';

/**
 * `/app/`: the role's landing page (the layout above has already checked that someone with a role is here). A payment
 * provider returns here with `?payment=…` (and `from=airwallex`, `isDiscounted`): that goes to the pricing page,
 * which shows the outcome.
 */
export function LandingRedirect() {
  const { data: me } = useMe();
  const { search } = useLocation();
  if (!me) return null;
  const { role, context } = menuInputs(me);
  if (!role) return null;
  if (new URLSearchParams(search).has('payment')) return <Navigate to={`/app/pricing${search}`} replace />;
  // A social sign-in started from a class's join link comes back here: on to the link.
  const joinPath = pendingJoinPath();
  if (joinPath) return <Navigate to={joinPath} replace />;
  return <Navigate to={`/app/${landingPath(role, context)}`} replace />;
}
