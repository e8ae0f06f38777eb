import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/index';

/**
 * Every row of every table, in a stable order: two snapshots are equal only when nothing was written in between.
 * Tests of "a refused request writes nothing" compare one from before the request with one from after it.
 */
export async function snapshotDatabase(db: Db): Promise<Record<string, unknown[]>> {
  let found = await db.introspection.getTables();
  // PostgreSQL lists the tables of every schema in the database (other tests', a pg-boss schema): only the test's
  // own schema, the one its queries resolve to, is read.
  if (found.some((table) => table.schema !== undefined)) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    found = found.filter((table) => table.schema === rows[0]?.schema);
  }
  const tables = found.map((table) => table.name).sort();
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) {
    // biome-ignore lint/suspicious/noExplicitAny: any table, read whole and only compared
    const rows = await (db as Kysely<any>).selectFrom(table).selectAll().execute();
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
