import type { FastifyInstance } from 'fastify';
import { sweepStoredFiles } from '../storage/database-store';
import { runEvery } from './every';

const INTERVAL_MS = 60 * 60_000;

/**
 * Removes uploads' stored bytes left behind for over a day (server/storage/database-store.ts). A job deletes its
 * own files when it ends, so this only catches a job lost before it could. Every server may run it: deleting the same
 * old rows twice is harmless.
 */
export function startStoredFileSweeper(app: FastifyInstance): void {
  runEvery(
    app,
    'stored file sweep',
    INTERVAL_MS,
    async () => {
      const count = await sweepStoredFiles(app.db);
      if (count > 0) app.log.info({ count }, 'removed uploads left behind by their jobs');
    },
    { atStart: true },
  );
}
