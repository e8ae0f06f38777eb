import path from 'node:path';
import { createAuth } from '../auth/auth';
import { migrateDatabase } from '../bootstrap';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/index';
import { withAdvisoryLock } from '../db/locking';
import { openEventBus } from '../events/index';
import { createMailer } from '../mail/mailer';
import { subscribeAreas } from '../subscribers';
import { openJobQueue, startWorkers } from './index';

/** `npm run worker`: the job workers as a process of their own, on the app's database and settings. */
async function main() {
  // Jobs finish and mark papers too (AI marking): statistics must hear it here as in an app server.
  subscribeAreas();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'paperwise.sqlite'),
  });
  const queue = await openJobQueue(database.db, database.dialect, config, (error) =>
    console.error('job worker error', error),
  );
  // This process mails too (the weekly digest): through the same outbox, SMTP or the log, as the app server does.
  const log = {
    info: (object: object, message: string) => console.log(message, object),
    error: (object: object, message: string) => console.error(message, object),
  };
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  // Started first on an empty database, the worker prepares it as an app server would; the lock makes them take turns.
  const auth = createAuth({ config, db: database.db, dialect: database.dialect, mailer });
  await withAdvisoryLock(database.db, 'paperwise.start-up', () => migrateDatabase(auth, database.db));
  // On PostgreSQL the app servers hear this process's events (a question written); on SQLite the bus is this
  // process's own, and the working screen's slower poll shows the questions instead (within 5 s).
  const events = await openEventBus(database.db, database.dialect, config, (error) =>
    console.error('live events failed', error),
  );
  startWorkers(queue, {
    db: database.db,
    config,
    events,
    mailer,
    onError: (error) => console.error('a job failed for one recipient', error),
  });
  console.log(`Paperwise job worker running on ${database.dialect}${config.ai ? '' : ' (AI not configured)'}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      queue
        .stop()
        .then(() => mailer.close())
        .then(() => events.close())
        .then(() => database.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
