// The real product on a fresh database (SQLite in a temp folder, or a fresh PostgreSQL schema), for the benches.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { prepareApp } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/index';

const dataDir = mkdtempSync(path.join(tmpdir(), 'paperwise-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DEMO_ACCOUNTS: '0',
  PUBLIC_URL: 'http://127.0.0.1:3999',
  // Every bench student signs up from 127.0.0.1; the limiter is not what is measured.
  SIGN_IN_PER_ADDRESS: '1000000',
});
let schema: string | undefined;
if (config.databaseUrl) {
  schema = `bench_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
}
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(dataDir, 'paperwise.sqlite'),
  schema,
  poolSize: 20,
});
const app = await prepareApp(config, { seedContent: true, database });
app.addHook('onClose', async () => {
  if (schema) {
    const client = new pg.Client({ connectionString: config.databaseUrl! });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port, database: app.dialect });
process.on('message', (message) => {
  if (message === 'stop') app.close().then(() => process.exit(0));
});
