// The server the browser tests drive: a fresh data folder (and, with DATABASE_URL, a fresh PostgreSQL schema),
// the real question bank and the demo accounts, on port 3100. Playwright starts and stops it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { prepareApp } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/index';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = mkdtempSync(path.join(tmpdir(), 'paperwise-e2e-'));
const config = loadConfig({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DEMO_ACCOUNTS: '1',
  LOG_LEVEL: 'warn',
});

let schema: string | undefined;
if (config.databaseUrl) {
  schema = `e2e_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
}
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(dataDir, 'paperwise.sqlite'),
  schema,
});
const app = await prepareApp(config, { seedContent: true, runJobs: true, database });
app.addHook('onClose', async () => {
  if (schema && config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`e2e server on ${config.publicUrl} (${app.dialect})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
