import type { Config } from '../config';
import type { Db, Dialect } from '../db/index';
import { createEmbeddedQueue } from './embedded-queue';
import { createPgBossQueue } from './pg-boss-queue';
import type { JobQueue } from './queue';
import { QUEUES } from './queue-names';

export { QUEUES } from './queue-names';

/** The embedded queue on SQLite, pg-boss on PostgreSQL (docs/jobs.md says why). */
export async function openJobQueue(
  db: Db,
  dialect: Dialect,
  config: Config,
  onError: (error: unknown) => void,
): Promise<JobQueue> {
  if (dialect === 'postgres' && config.databaseUrl) {
    return createPgBossQueue(db, {
      connectionString: config.databaseUrl,
      queues: Object.values(QUEUES),
      leaseMs: config.jobLeaseMs,
      onError,
    });
  }
  return createEmbeddedQueue(db, { leaseMs: config.jobLeaseMs, onError });
}
