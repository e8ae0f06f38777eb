import type { FastifyInstance } from 'fastify';
import { sweepStoredFiles } from '../storage/database-store';

const INTERVAL_MS = 60 * 60_000;

/**
 * Removes uploads' stored bytes left behind for over a day (server/storage/database-store.ts). A job deletes its
 * own files when it ends, so this only catches a job lost before it could. Every server may run it: deleting the same
 * old rows twice is harmless.
 */
export function startStoredFileSweeper(app: FastifyInstance): void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    sweepStoredFiles(app.db)
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'removed uploads left behind by their jobs');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'stored file sweep failed'))
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
