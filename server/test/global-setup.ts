import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** names this run's PostgreSQL test schemas (t_<run>_…), so its teardown drops exactly those */
    postgresRun: string;
  }
}

/**
 * A test run on PostgreSQL: each worker keeps the schemas it migrated for all its test files
 * (server/test/postgres-pool.ts), so they are dropped here, when the whole run ends, by their run's prefix. Another
 * run on the same database (a developer's beside CI) has another prefix and is left alone.
 */
export default function setup(project: TestProject) {
  const run = randomBytes(3).toString('hex');
  project.provide('postgresRun', run);
  return async () => {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select nspname as name from pg_namespace where nspname like $1',
        [`t\\_${run}\\_%`],
      );
      for (const { name } of rows) await client.query(`drop schema if exists "${name}" cascade`);
    } finally {
      await client.end();
    }
  };
}
