import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/index';
import type { Database } from '../db/types';

/**
 * Every row of every table, in a stable order: two snapshots are equal only when nothing was written in between.
 * Tests of "a refused request writes nothing" compare one from before the request with one from after it. The rate
 * limiters' counters are left out: a refused request is still an attempt, and counting it is the point of them.
 */
const NOT_USER_DATA = new Set(['rateLimits']);

export async function snapshotDatabase(db: Db): Promise<Record<string, unknown[]>> {
  // PostgreSQL lists the tables of every schema (other test runs', pg-boss's): only this database's schema counts.
  const all = await db.introspection.getTables();
  const schema = all.some((table) => table.schema !== undefined)
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
    : undefined;
  const tables = all
    .filter((table) => table.schema === schema && !NOT_USER_DATA.has(table.name))
    .map((table) => table.name)
    .sort();
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
