import type { FastifyInstance } from 'fastify';
import { finishExpiredPractices } from '../modules/practices/finish';

const INTERVAL_MS = 5_000;

/**
 * Finishes papers whose time and grace are over, for tabs that were closed mid-paper. Every server may run it:
 * finishing takes the practice row, so two sweeps never finish one paper twice. A paper opened before a sweep
 * reaches it is finished on the spot (see getOwnPractice), so the sweep only decides how soon results appear.
 */
export function startPracticeSweeper(app: FastifyInstance): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    finishExpiredPractices(app.db)
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'finished practices past their deadline');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'practice sweep failed'))
      .finally(() => {
        running = false;
      });
  }, INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
