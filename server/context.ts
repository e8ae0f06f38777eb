// The context's types, and only types: every service imports this file (through its `ctx`), so it imports no area and
// nothing that builds anything. server/app-context.ts builds the context; server/modules/boundaries.test.ts keeps it so.
import type { Distribution } from '../common/statistics-rules';
import type { Analytics } from './analytics/index';
import type { Auth } from './auth/auth';
import type { SessionUser } from './auth/session';
import type { Config } from './config';
import type { Db, Dialect, WriteRunner } from './db/index';
import type { EventBus } from './events/bus';
import type { Hooks } from './events/hooks';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';
import type { FileStore } from './storage/store';

/** What the server logs through: Fastify's logger (pino) in an app, the console in `npm run worker`. */
export interface Log {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

/**
 * Everything a use case may need that is not the request: built once per process (an app server, `npm run worker`, a
 * script) by createAppContext (server/app-context.ts) and handed down to services, jobs, sweepers and hook listeners. Services never see
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

// What areas keep on the context, typed here so that this file imports no area: the areas build them
// (server/app-context.ts calls their factories) and TypeScript checks their shapes against these.

/** An answer to autosave (server/modules/practices/queries.ts, saveAnswersIfAllowed). */
export interface AnswerSave {
  practiceId: string;
  questionNo: number;
  userId: string;
  ans: string;
  seq: number;
  now: number;
  graceMs: number;
}

/** A practice to finish (server/modules/practices/finish.ts, finishPractices); `userId` makes it a submit by them. */
export interface FinishRequest {
  practiceId: string;
  finishedBy: 'student' | 'timeout';
  now: number;
  /** a submit: only this user's own practice, not deleted (otherwise 'not_found') */
  userId?: string;
}

/** What finishing did: finished it now, found it finished already, or found no such practice (of this user). */
export type FinishOutcome = 'finished' | 'already_finished' | 'not_found';

/** The practices' group commits (server/modules/practices/writers.ts): one of each per process, shared by every request. */
export interface PracticeWriters {
  /** an autosave, written with the others that arrive together: true when it was saved */
  saveAnswer: (save: AnswerSave) => Promise<boolean>;
  /** a submit, finished in one transaction with the others that arrive together (a class at the bell) */
  finishPractice: (request: FinishRequest) => Promise<FinishOutcome>;
}

/** The subjects' distributions read lately, per subject and range (server/modules/statistics/ranking.ts). */
export type DistributionCache = Map<string, { expiresAt: number; distribution: Promise<Distribution> }>;

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
