import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL schema of its own for a throwaway app (a test, the browser tests' server, a bench), so runs sharing one
 * database never see each other's rows. The name is generated here, never taken from input.
 */
export async function createScratchSchema(databaseUrl: string, prefix: `t_${string}` | 'e2e' | 'bench') {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runStatement(databaseUrl, `create schema ${schema}`);
  return { schema, drop: () => runStatement(databaseUrl, `drop schema if exists ${schema} cascade`) };
}

async function runStatement(databaseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
