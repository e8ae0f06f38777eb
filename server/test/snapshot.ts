import { type Kysely, sql } from 'kysely';
import { isSqlite } from '../db/dialect';
import type { Db } from '../db/index';

/**
 * Every row of every table, in a stable order: two snapshots are equal only when nothing was written in between.
 * Tests of "a refused request writes nothing" compare one from before the request with one from after it.
 */
export async function snapshotDatabase(db: Db): Promise<Record<string, unknown[]>> {
  // On PostgreSQL the introspection lists every schema's tables; another schema in the same database (pg-boss's
  // `pgboss`, another test's) is not this app's, and its names would be looked up in ours.
  const schema = isSqlite(db)
    ? undefined
    : (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
  const tables = (await db.introspection.getTables())
    .filter((table) => schema === undefined || table.schema === undefined || table.schema === schema)
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
