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
