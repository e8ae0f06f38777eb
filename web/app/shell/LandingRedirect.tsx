import { useMe } from '../../lib/me';
import { Navigate } from '../../lib/router';
import { landingPath } from '../menu';
import { menuInputs } from './menuInputs';

/** `/app/`: the role's landing page (the layout above has already checked that someone with a role is here). */
export function LandingRedirect() {
  const { data: me } = useMe();
  if (!me) return null;
  const { role, context } = menuInputs(me);
  if (!role) return null;
  return <Navigate to={`/app/${landingPath(role, context)}`} replace />;
}
