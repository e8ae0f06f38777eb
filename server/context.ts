import path from 'node:path';
import type { Role } from '../common/roles';
import { type Analytics, createAnalytics } from './analytics/index';
import { type Auth, createAuth } from './auth/auth';
import type { SessionUser } from './auth/session';
import type { Config } from './config';
import type { DatabaseHandle, Db, Dialect, WriteRunner } from './db/index';
import { AppError } from './errors';
import type { EventBus } from './events/bus';
import { createHooks, type Hooks } from './events/hooks';
import { openEventBus } from './events/index';
import { createEmbeddedQueue } from './jobs/embedded-queue';
import { openJobQueue } from './jobs/index';
import type { JobQueue } from './jobs/queue';
import { createMailer, type Mailer } from './mail/mailer';
import { createPracticeWriters, type PracticeWriters } from './modules/practices/writers';
import { createDistributionCache, type DistributionCache } from './modules/statistics/ranking';
import { createS3FileStore } from './storage/s3-store';
import { createLocalFileStore, type FileStore } from './storage/store';
import { subscribeAreas } from './subscribers';

/** What the server logs through: Fastify's logger (pino) in an app, the console in `npm run worker`. */
export interface Log {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

/**
 * Everything a use case may need that is not the request: built once per process (an app server, `npm run worker`, a
 * script) by createAppContext and handed down to services, jobs, sweepers and hook listeners. Services never see
 * Fastify, and nothing finds these through a registry keyed by the database handle.
 */
export interface AppContext {
  db: Db;
  dialect: Dialect;
  /** one durable write statement off the request path (DatabaseHandle.runWrite) */
  runWrite: WriteRunner;
  config: Config;
  /** sends jobs (server/jobs/queue.ts); the process works them too when it runs jobs */
  queue: JobQueue;
  /** "something changed for these users", heard by every app server's event streams (server/events/publish.ts) */
  events: EventBus;
  /** the domain hooks of this process (server/events/hooks.ts), the areas subscribed (server/subscribers.ts) */
  hooks: Hooks;
  mail: Mailer;
  files: FileStore;
  /** better-auth: sign-in, sign-up, passwords */
  auth: Auth;
  /** the analytics events' sinks (server/analytics): the server log by default */
  analytics: Analytics;
  log: Log;
  caches: { distributions: DistributionCache };
  /** the group commits that outlive a request (docs/writes.md): autosaves and submits */
  writers: PracticeWriters;
}

/** An AppContext for one request: the signed-in user (role-checked) and the request's clock, read once. */
export interface RequestContext extends AppContext {
  user: SessionUser;
  /** ms since the epoch, when the request arrived at its handler */
  now: number;
}

/**
 * What a use case that reads and writes rows needs: the database, and the hooks through which a writer raises its
 * facts (server/events/hooks.ts). Inside a transaction it is `{ ...ctx, db: trx }`.
 */
export type DbContext = Pick<AppContext, 'db' | 'hooks'>;

/** The database and who asks: what most use cases need. `User` narrows it to what the use case reads of them. */
export interface UserContext<User = SessionUser> extends DbContext {
  user: User;
}

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
