import { type SelectQueryBuilder, sql } from 'kysely';
import { isSqlite } from './dialect';
import type { Db } from './index';

/**
 * Row locks where the engine has them. SQLite runs one write transaction at a time, so it needs none; PostgreSQL
 * needs them where a read decides a later write (finishing a practice, saving into one).
 */
export function forUpdate<DB, TB extends keyof DB, O>(db: Db, query: SelectQueryBuilder<DB, TB, O>) {
  return isSqlite(db) ? query : query.forUpdate();
}

/** ` for share` to end a raw SELECT with, or nothing on SQLite. */
export function shareLockClause(db: Db) {
  return isSqlite(db) ? sql`` : sql` for share`;
}

/**
 * Runs `work` while holding a PostgreSQL advisory lock named `name`, shared by every process on the database: app
 * servers and workers starting together on an empty database migrate, seed and create their job queues one after
 * another instead of racing (issue 24). The lock lives on one connection held for the while; `work` uses the pool.
 * SQLite needs none: a file is served by one app process, and its transactions take the write lock.
 */
export async function withAdvisoryLock<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  if (isSqlite(db)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtextextended(${name}, 0))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtextextended(${name}, 0))`.execute(connection);
    }
  });
}
