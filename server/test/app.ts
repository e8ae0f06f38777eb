import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import { prepareApp } from '../bootstrap';
import { type Config, loadConfig } from '../config';
import { openDatabase } from '../db/index';
import { createFactories } from './factories';
import { takePostgresSchema } from './postgres-pool';
import { callAs, type Method } from './requests';

/**
 * A fresh app on a fresh database for one test. SQLite: a copy of a migrated template file. PostgreSQL (when
 * DATABASE_URL is set): a schema of its own, migrated, dropped when the test ends. Tests never share rows, so they
 * run in parallel and in any order.
 */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paperwise-test-'));
  const base = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CHECK_RESPONSES: '1',
    DEMO_ACCOUNTS: '0',
    SESSION_SECRET: 'x'.repeat(32),
    PUBLIC_URL: 'http://localhost:3000',
    DATABASE_URL: process.env.DATABASE_URL,
  });
  const config: Config = { ...base, ...overrides };
  const database = config.databaseUrl ? await openPostgresSchema(config) : await openSqliteCopy(dataDir);
  let built: FastifyInstance | undefined;
  const twins: FastifyInstance[] = [];
  // Registered before the app is built, so a failed build still drops its schema and folder.
  onTestFinished(async () => {
    for (const twin of twins) await twin.close();
    if (built) await built.close();
    else await database.handle.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  let app = await prepareApp(config, { database: database.handle, isMigrated: true });
  built = app;
  return {
    app,
    config,
    make: createFactories(app),
    /** Calls the app (the one running now, after a restart the new one) as a user, or signed out with null. */
    call: (user: { cookie: string } | null, method: Method, url: string, payload?: unknown) =>
      callAs(app)(user, method, url, payload),
    /** Stops the server and starts a new one on the same database, as a deploy or a crash-restart would. */
    async restart() {
      await app.close();
      app = await prepareApp(config, { database: database.reopen() });
      built = app;
      return app;
    },
    /**
     * A second app server on the same database, as a load balancer would have beside the first (closed when the
     * test ends). Shared state between the two goes through the database only.
     */
    async twin() {
      const twin = await prepareApp(config, { database: database.reopen(), isMigrated: true });
      twins.push(twin);
      return twin;
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let template: Promise<string> | undefined;

/** Migrates one SQLite file per test process; every test then starts from a copy of it. */
function sqliteTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'paperwise-template-'));
    const file = path.join(dir, 'template.sqlite');
    const config = loadConfig({
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      DEMO_ACCOUNTS: '0',
      SESSION_SECRET: 'x'.repeat(32),
    });
    const handle = openDatabase({ databaseUrl: null, sqliteFile: file });
    const app = await prepareApp({ ...config, databaseUrl: null }, { database: handle });
    await app.close();
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return file;
  })();
  return template;
}

async function openSqliteCopy(dataDir: string) {
  const file = path.join(dataDir, 'paperwise.sqlite');
  copyFileSync(await sqliteTemplate(), file);
  const open = () => openDatabase({ databaseUrl: null, sqliteFile: file });
  return { handle: open(), reopen: open, drop: async () => {} };
}

async function openPostgresSchema(config: Config) {
  const { schema, release } = await takePostgresSchema(config);
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, schema, poolSize: 4 });
  return { handle: open(), reopen: open, drop: release };
}
