import type { FastifyInstance } from 'fastify';
import { scheduleWeeklyDigest } from '../modules/digest/service';
import { runScheduler } from './every';

/**
 * Sends the parents' weekly digest job once a week (docs/wrapper.md). Every server ticks; the week's run row in the
 * database makes the first tick of the week the only one that sends, here or on another server, and across restarts.
 */
export function startDigestScheduler(app: FastifyInstance): void {
  runScheduler(
    app,
    'weekly digest scheduling',
    () => scheduleWeeklyDigest(app.appContext),
    'sent the weekly digest job',
  );
}
