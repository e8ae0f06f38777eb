import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../auth/session';
import type { AppContext } from '../context';

/**
 * The context a route would hand a service for this user (server/context.ts), for tests that call a service
 * directly. `user` may be any shape the service accepts (some take only an id and a flag).
 */
export function testContext<User = SessionUser>(
  app: FastifyInstance,
  user: User,
  now = Date.now(),
): AppContext & { user: User; now: number } {
  return { ...app.appContext, user, now };
}
