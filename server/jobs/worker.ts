import path from 'node:path';
import { closeAppContext, createAppContext } from '../app-context';
import { migrateDatabase } from '../bootstrap';
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/index';
import { withAdvisoryLock } from '../db/locking';
import { closeOnSignal, runProcess } from '../process';
import { startWorkers } from '../workers';

/** `npm run worker`: the job workers as a process of their own, on the app's database and settings. */
async function main() {
  const config = loadConfigOrExit();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'paperwise.sqlite'),
  });
  // This process mails too (the weekly digest): through the same outbox, SMTP or the log, as the app server does.
  const log = {
    info: (object: object, message: string) => console.log(message, object),
    warn: (object: object, message: string) => console.warn(message, object),
    error: (object: object, message: string) => console.error(message, object),
  };
  // On PostgreSQL the app servers hear this process's events (a question written); on SQLite the bus is this
  // process's own, and the working screen's slower poll shows the questions instead (within 5 s). Jobs finish and
  // mark papers too (AI marking): statistics hear it through the context's hooks, as in an app server.
  const context = await createAppContext(config, database, { log, runJobs: true });
  // Started first on an empty database, the worker prepares it as an app server would; the lock makes them take turns.
  await withAdvisoryLock(database.db, 'paperwise.start-up', () => migrateDatabase(context.auth, database.db));
  startWorkers(context.queue, {
    ...context,
    onError: (error) => console.error('a job failed for one recipient', error),
  });
  console.log(`Paperwise job worker running on ${database.dialect}${config.ai ? '' : ' (AI not configured)'}`);
  closeOnSignal(() =>
    context.queue
      .stop()
      .then(() => closeAppContext(context))
      .then(() => database.close()),
  );
}

runProcess(main);
