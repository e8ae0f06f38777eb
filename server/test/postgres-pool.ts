import { type Kysely, sql } from 'kysely';
import { inject } from 'vitest';
import { prepareApp } from '../bootstrap';
import type { Config } from '../config';
import { type Db, openDatabase } from '../db/index';
import { createScratchSchema } from '../db/schemas';

// Building a test app on PostgreSQL used to cost ~320 ms, most of it migrations (a hundred DDL round trips) and the
// schema's creation and drop. A worker runs its tests one after another, so it keeps the schemas it migrated and hands
// a finished test's schema to the next one, emptied back to its freshly migrated rows (~15 ms). The run's global
// teardown drops them by their run prefix (server/test/global-setup.ts). docs/testing.md has the figures.

interface PooledSchema {
  schema: string;
  /** rows the migrations and the seed wrote (settings), restored after each test */
  seedRows: Map<string, Record<string, unknown>[]>;
}

const free: PooledSchema[] = [];
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** A migrated schema for one test: a used one emptied, or a new one. `release` hands it back when the test ends. */
export async function takePostgresSchema(config: Config): Promise<{ schema: string; release: () => Promise<void> }> {
  const entry = free.pop() ?? (await createPooledSchema(config));
  return {
    schema: entry.schema,
    release: async () => {
      await resetSchema(config.databaseUrl as string, entry);
      free.push(entry);
    },
  };
}

async function createPooledSchema(config: Config): Promise<PooledSchema> {
  const databaseUrl = config.databaseUrl as string;
  const scratch = await createScratchSchema(databaseUrl, `t_${inject('postgresRun')}`);
  const entry: PooledSchema = { schema: scratch.schema, seedRows: new Map() };
  const handle = openDatabase({ databaseUrl, schema: scratch.schema, poolSize: 2 });
  const app = await prepareApp(config, { database: handle });
  try {
    for (const table of await listTables(handle.db)) {
      if (MIGRATION_TABLES.has(table)) continue;
      // biome-ignore lint/suspicious/noExplicitAny: any table of the schema, read to be written back unchanged
      const rows = await (handle.db as Kysely<any>).selectFrom(table).selectAll().execute();
      if (rows.length > 0) entry.seedRows.set(table, rows);
    }
  } finally {
    await app.close();
  }
  return entry;
}

/** Every row a test wrote goes; the migrations' own rows come back. Foreign keys are not checked while emptying. */
async function resetSchema(databaseUrl: string, entry: PooledSchema) {
  const handle = openDatabase({ databaseUrl, schema: entry.schema, poolSize: 1 });
  try {
    const tables = (await listTables(handle.db)).filter((table) => !MIGRATION_TABLES.has(table));
    // One connection: session_replication_role is a setting of the session.
    await handle.db.connection().execute(async (connection) => {
      const deletes = tables.map((table) => `delete from "${table}";`).join(' ');
      await sql
        .raw(`set session_replication_role = replica; ${deletes} set session_replication_role = default`)
        .execute(connection);
      // biome-ignore lint/suspicious/noExplicitAny: rows read back from the same table a moment ago, whatever it is
      const untyped = connection as Kysely<any>;
      for (const [table, rows] of entry.seedRows) await untyped.insertInto(table).values(rows).execute();
    });
  } finally {
    await handle.close();
  }
}

async function listTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.map((row) => row.name);
}
