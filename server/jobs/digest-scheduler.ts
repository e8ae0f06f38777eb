import type { FastifyInstance } from 'fastify';
import { scheduleWeeklyDigest } from '../modules/digest/service';
import { runEvery } from './every';

const INTERVAL_MS = 10 * 60_000;

/**
 * Sends the parents' weekly digest job once a week (docs/wrapper.md). Every server ticks; the week's run row in the
 * database makes the first tick of the week the only one that sends, here or on another server, and across restarts.
 */
export function startDigestScheduler(app: FastifyInstance): void {
  runEvery(
    app,
    'weekly digest scheduling',
    INTERVAL_MS,
    async () => {
      const jobId = await scheduleWeeklyDigest(app.appContext);
      if (jobId) app.log.info({ jobId }, 'sent the weekly digest job');
    },
    { atStart: true },
  );
}
