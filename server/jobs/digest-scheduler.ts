import type { FastifyInstance } from 'fastify';
import { scheduleWeeklyDigest } from '../modules/digest/service';
import type { JobQueue } from './queue';

const INTERVAL_MS = 10 * 60_000;

/**
 * Sends the parents' weekly digest job once a week (docs/wrapper.md). Every server ticks; the week's run row in the
 * database makes the first tick of the week the only one that sends, here or on another server, and across restarts.
 */
export function startDigestScheduler(app: FastifyInstance, queue: JobQueue): void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    scheduleWeeklyDigest(app.db, queue)
      .then((jobId) => {
        if (jobId) app.log.info({ jobId }, 'sent the weekly digest job');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'weekly digest scheduling failed'))
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
