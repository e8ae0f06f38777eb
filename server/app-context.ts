import path from 'node:path';
import type { Role } from '../common/roles';
import { createAnalytics } from './analytics/index';
import { createAuth } from './auth/auth';
import type { SessionUser } from './auth/session';
import type { Config } from './config';
import type { AppContext, Log, RequestContext } from './context';
import type { DatabaseHandle } from './db/index';
import { AppError } from './errors';
import { createHooks } from './events/hooks';
import { openEventBus } from './events/index';
import { createEmbeddedQueue } from './jobs/embedded-queue';
import { openJobQueue } from './jobs/index';
import { createMailer } from './mail/mailer';
import { createPracticeWriters } from './modules/practices/writers';
import { createDistributionCache } from './modules/statistics/ranking';
import { createS3FileStore } from './storage/s3-store';
import { createLocalFileStore } from './storage/store';
import { subscribeAreas } from './subscribers';

// Builds the context whose types server/context.ts declares. Only the process entries import this file (buildApp,
// the job worker, scripts, the tests' app): it reaches every area that keeps something on the context.

export interface ContextOptions {
  log: Log;
  /**
   * The job queue this process works (pg-boss on PostgreSQL, the embedded queue on SQLite). Without it the embedded
   * queue only sends: a test runs its workers itself, a script sends nothing.
   */
  runJobs?: boolean;
}

/** Builds the process's context on an open database: buildApp, the job worker and scripts all call this. */
export async function createAppContext(
  config: Config,
  database: DatabaseHandle,
  options: ContextOptions,
): Promise<AppContext> {
  const { db, dialect, runWrite } = database;
  const { log } = options;
  const mail = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const analytics = createAnalytics(log);
  // Uploaded files: in an S3-compatible bucket when configured (several servers), else the data folder (docs/deploy.md).
  const files = config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(path.join(config.dataDir, 'files'));
  const events = await openEventBus(db, dialect, config, (error) => log.error({ err: error }, 'live events failed'));
  const queue = options.runJobs
    ? await openJobQueue(db, dialect, config, (error) => log.error({ err: error }, 'a job worker failed'))
    : createEmbeddedQueue(db);
  const hooks = createHooks((message, error) => log.error({ err: error }, message));
  const base = {
    db,
    dialect,
    runWrite,
    config,
    queue,
    events,
    hooks,
    mail,
    files,
    auth: createAuth({ config, db, dialect, mailer: mail, analytics }),
    analytics,
    log,
    caches: { distributions: createDistributionCache() },
  };
  const context: AppContext = { ...base, writers: createPracticeWriters(base) };
  // The areas' reactions to each other's facts, before anything can raise one.
  subscribeAreas(context);
  return context;
}

/**
 * Closes what the context holds open: the live-event bus and the mail transport. The queue is stopped by whoever
 * works it (prepareApp, the worker), before the database closes under its workers.
 */
export async function closeAppContext(context: AppContext): Promise<void> {
  await context.events.close();
  await context.mail.close();
}

/** The signed-in user, or 401. With `roles`, also 403 unless the user has one of them. */
export function checkUser(user: SessionUser | null, roles?: readonly Role[]): SessionUser {
  if (!user) throw new AppError('unauthenticated', 401);
  if (roles && (!user.role || !roles.includes(user.role))) throw new AppError('forbidden', 403);
  return user;
}

/** The context of one request by `user`, at `now`: what a route hands its service. */
export function toRequestContext(context: AppContext, user: SessionUser, now: number, log: Log): RequestContext {
  return { ...context, user, now, log };
}
