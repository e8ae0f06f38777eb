import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/index';

/**
 * Every row of every table, in a stable order: two snapshots are equal only when nothing was written in between.
 * Tests of "a refused request writes nothing" compare one from before the request with one from after it.
 */
export async function snapshotDatabase(db: Db): Promise<Record<string, unknown[]>> {
  const all = await db.introspection.getTables();
  // PostgreSQL lists every schema's tables (another test's pg-boss schema, say): only the test's own are read.
  let own: string | undefined;
  if (all.some((table) => table.schema !== undefined)) {
    own = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
  }
  const tables = all
    .filter((table) => own === undefined || table.schema === own)
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
