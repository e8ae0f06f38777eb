import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db, Dialect } from '../db/index';
import { createMemoryBus, type EventBus } from './bus';
import { createPgBus } from './pg-bus';

/**
 * The in-process bus on SQLite, LISTEN/NOTIFY on PostgreSQL (docs/events.md), chosen the way server/jobs chooses
 * its queue.
 */
export async function openEventBus(
  db: Db,
  dialect: Dialect,
  config: Config,
  onError: (error: unknown) => void,
): Promise<EventBus> {
  if (dialect === 'postgres' && config.databaseUrl) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    return createPgBus(db, { connectionString: config.databaseUrl, schema: rows[0]?.schema ?? 'public', onError });
  }
  return createMemoryBus(onError);
}
