import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Auth } from './auth/auth';
import { migrateAuthTables } from './auth/migrate';
import type { Config } from './config';
import { loadContent } from './content/load';
import { type DatabaseHandle, type Db, openDatabase } from './db/index';
import { withAdvisoryLock } from './db/locking';
import { migrateToLatest } from './db/migrate';
import { startCalibrationScheduler } from './jobs/calibration';
import { startDigestScheduler } from './jobs/digest-scheduler';
import { startPracticeSweeper } from './jobs/practice-sweeper';
import { startStoredFileSweeper } from './jobs/stored-file-sweeper';
import { ensureDemoAccounts } from './seed/demo-accounts';
import { ensureDefaultSettings } from './seed/settings';
import { startWorkers } from './workers';

export interface StartOptions {
  /** load content/ when the catalogue is empty (npm start); tests leave it out and build their own rows */
  seedContent?: boolean;
  /** run the background work of a serving process (finishing expired papers); tests call it directly instead */
  runJobs?: boolean;
  database?: DatabaseHandle;
  /** the database is a copy of a migrated and seeded one (tests): skip the checks that would find nothing to do */
  isMigrated?: boolean;
}

/** better-auth's tables first (ours refer to its users), then ours, then the default settings. */
export async function migrateDatabase(auth: Auth, db: Db): Promise<void> {
  await migrateAuthTables(auth);
  await migrateToLatest(db);
  await ensureDefaultSettings(db);
}

/** Opens and migrates the database, seeds an empty one, and builds the app. */
export async function prepareApp(config: Config, options: StartOptions = {}): Promise<FastifyInstance> {
  const database =
    options.database ??
    openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'paperwise.sqlite') });
  const app = await buildApp(config, database, { runJobs: options.runJobs });
  app.addHook('onClose', async () => database.close());
  // Servers and workers started together on an empty database take turns: one migrates, seeds and creates the demo
  // accounts; the others find it done.
  await withAdvisoryLock(database.db, 'paperwise.start-up', async () => {
    if (!options.isMigrated) await migrateDatabase(app.auth, database.db);
    if (options.seedContent) {
      const existing = await database.db.selectFrom('subjects').select('id').limit(1).executeTakeFirst();
      if (!existing) {
        const summary = await loadContent(database.db);
        app.log.info(summary, 'loaded the question bank from content/');
      }
    }
    if (config.demoAccounts) {
      const created = await ensureDemoAccounts(app.appContext);
      if (created > 0) app.log.info({ created }, 'created demo accounts');
    }
  });
  // Jobs are sent from every app (into the embedded queue's table when it works none, which any engine has); tests
  // run their workers themselves (server/test/ai-app.ts).
  if (options.runJobs) {
    startPracticeSweeper(app);
    startStoredFileSweeper(app);
    // The job workers run in this process by default; `npm run worker` runs more beside it.
    const context = app.appContext;
    startWorkers(context.queue, {
      ...context,
      onError: (error) => context.log.error({ err: error }, 'a job failed for one recipient'),
    });
    startDigestScheduler(app);
    startCalibrationScheduler(app);
    // Registered after the database's close, so it runs before it: the workers stop first.
    app.addHook('onClose', async () => context.queue.stop());
  }
  return app;
}
