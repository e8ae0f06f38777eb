import type { Db } from './index';

/**
 * Runs reads that must agree with each other on one snapshot of the database, so that a writer committing between two
 * of them cannot hand the reader half of its change (a paper's row read before a regrade committed and its answers
 * after showed a score of 0 beside a re-marked answer of 1). PostgreSQL: a read-only REPEATABLE READ transaction.
 * SQLite: a deferred read transaction (server/db/index.ts), which in WAL mode sees one snapshot from its first read
 * and takes no write lock. `read` must only read: PostgreSQL refuses a write in it.
 */
export function readSnapshot<T>(db: Db, read: (snapshot: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return read(db);
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);
}
