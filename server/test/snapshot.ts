import { type Kysely, sql } from 'kysely';
import { isSqlite } from '../db/dialect';
import type { Db } from '../db/index';
import type { Database } from '../db/types';

/**
 * Every row of every table, in a stable order: two snapshots are equal only when nothing was written in between.
 * Tests of "a refused request writes nothing" compare one from before the request with one from after it. The rate
 * limiters' counters are left out: a refused request is still an attempt, and counting it is the point of them.
 */
const NOT_USER_DATA = new Set(['rateLimits']);

export async function snapshotDatabase(db: Db): Promise<Record<string, unknown[]>> {
  const tables = (await tableNames(db)).filter((name) => !NOT_USER_DATA.has(name) && !name.startsWith('kysely_'));
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) {
    // biome-ignore lint/suspicious/noExplicitAny: any table, read whole and only compared
    const rows = await (db as Kysely<any>).selectFrom(table).selectAll().execute();
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/** How many rows a table holds, deleted ones too. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * This database's tables, by name. On PostgreSQL only the connection's own schema: other test files migrate their own
 * schemas at the same time, and reading every schema's columns (Kysely's introspector) once failed on a column that
 * another file's migration had just dropped.
 */
async function tableNames(db: Db): Promise<string[]> {
  const rows = isSqlite(db)
    ? await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
    : await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.rows.map((row) => row.name).sort();
}
