import type { FastifyInstance } from 'fastify';
import { finishExpiredPractices } from '../modules/practices/finish';
import { runEvery } from './every';

const INTERVAL_MS = 5_000;

/**
 * Finishes papers whose time and grace are over, for tabs that were closed mid-paper. Every server may run it:
 * finishing takes the practice row, so two sweeps never finish one paper twice. A paper opened before a sweep
 * reaches it is finished on the spot (see getOwnPractice), so the sweep only decides how soon results appear.
 */
export function startPracticeSweeper(app: FastifyInstance): void {
  runEvery(app, 'practice sweep', INTERVAL_MS, async () => {
    const count = await finishExpiredPractices(app.appContext);
    if (count > 0) app.log.info({ count }, 'finished practices past their deadline');
  });
}
