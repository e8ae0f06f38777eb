import type { LiveEvent } from '../../common/events';
import type { Role } from '../../common/roles';
import type { Audience, EventBus } from './bus';

/** Every admin and super-admin: `publish(app.events, ADMINS, …)`. */
export const ADMINS = { roles: ['admin', 'super-admin'] } as const satisfies { roles: readonly Role[] };

/**
 * Tells a user (by id), several users, or every user holding one of some roles that something of theirs changed;
 * their open streams on every app server hear it. Call it after the change is committed. Never throws and need not
 * be awaited: the change stands whether or not anyone is listening.
 */
export function publish(
  bus: EventBus,
  to: string | readonly string[] | { roles: readonly Role[] },
  event: LiveEvent,
): Promise<void> {
  const audiences: Audience[] =
    typeof to === 'string'
      ? [{ userId: to }]
      : 'roles' in to
        ? [{ roles: to.roles }]
        : [...new Set(to)].map((userId) => ({ userId }));
  return Promise.all(audiences.map((audience) => bus.publish({ to: audience, event }))).then(() => undefined);
}
