import { type Kysely, SqliteAdapter } from 'kysely';

/** Dialect differences live here and nowhere else. */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

export function isSqlite(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** The column type of an auto-incrementing integer key: SQLite's rowid alias, PostgreSQL's serial. */
export function serialType(db: AnyDb): 'integer' | 'serial' {
  return isSqlite(db) ? 'integer' : 'serial';
}

/** The column type of raw bytes: SQLite's blob, PostgreSQL's bytea (both read back as a Buffer). */
export function binaryType(db: AnyDb): 'blob' | 'bytea' {
  return isSqlite(db) ? 'blob' : 'bytea';
}
