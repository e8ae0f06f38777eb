import type { Db } from '../server/db/index';
import { prepareEphemeralApp } from '../server/ephemeral';

/**
 * An app in this process on a database of its own (a fresh SQLite file, or a new schema on PostgreSQL), listening on
 * a free port: the benches that measure the server's own work, without a process boundary.
 */
export async function startBenchApp(usePostgres: boolean) {
  const { app } = await prepareEphemeralApp(
    {
      ...process.env,
      DATABASE_URL: usePostgres ? (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test') : undefined,
      LOG_LEVEL: 'warn',
      DEMO_ACCOUNTS: '0',
      PUBLIC_URL: 'http://127.0.0.1:3999',
      SIGN_IN_PER_ADDRESS: '1000000',
    },
    { purpose: 'bench', poolSize: 20 },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return { app, port, db: app.db as Db };
}
