import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../db/index';
import type { JobRow } from '../db/tables/platform';
import { isDatabaseUnavailable } from '../db/unavailable';
import { backoffMs, failureReasonOf, type JobContext, type JobHandler, type WorkOptions } from './queue';

/**
 * How a claimed job runs on either queue: under a lease that its worker renews every third of it, so a worker that
 * dies (a `kill -9`, a lost machine) stops renewing and the job is taken up again once the lease has run out. Every
 * write of a worker requires `state = 'running' AND lockedBy = me`: a worker that lost its lease (or whose job was
 * cancelled) writes nothing more, and its handler's signal is aborted at its next renewal.
 */
export interface LeaseSettings {
  workerId: string;
  leaseMs: number;
  backoffBaseMs: number;
  onError: (error: unknown) => void;
  /**
   * Called in the transaction that puts a job back in the queue (a retry, or a lease that ran out): pg-boss sends the
   * job's next delivery there, so a job is never queued without one. The embedded queue's workers look for due rows
   * themselves and need none.
   */
  requeue?: (trx: Db, job: { id: string; queue: string }, runAt: number) => Promise<void>;
}

/** Who holds a job, as its row's `lockedBy` shows it: the machine and process, so an operator can tell which died. */
export function defaultWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** How a run ended: done, to be tried again at `runAt`, failed for good, or no longer this worker's to end. */
export type RunOutcome =
  | { kind: 'completed' }
  | { kind: 'retry'; runAt: number }
  | { kind: 'failed'; error: unknown }
  | { kind: 'lost' };

/** The conditions under which a job may be claimed: due and queued, or running under a lease that ran out. */
export function isClaimable(now: number) {
  return sql<boolean>`(("state" = 'queued' AND "runAt" <= ${now}) OR ("state" = 'running' AND "lockedUntil" < ${now}))`;
}

/** Claims one job by id (a pg-boss ticket names it); undefined when it is not due, cancelled, or another's. */
export function claimJobById(db: Db, jobId: string, settings: LeaseSettings, now = Date.now()) {
  return db
    .updateTable('jobs')
    .set({
      state: 'running',
      lockedBy: settings.workerId,
      lockedUntil: now + settings.leaseMs,
      attempts: sql`"attempts" + 1`,
      updatedAt: now,
    })
    .where('id', '=', jobId)
    .where(isClaimable(now))
    .where(sql<boolean>`"attempts" < "maxAttempts"`)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Jobs whose worker died after their last try: failed with `worker lost`, never claimed again. Returned so that the
 * queue can tell the job's kind (its give-up hook: a paper closed, marks failed).
 */
export function failLostJobs(db: Db, now: number, queue?: string) {
  let query = db
    .updateTable('jobs')
    .set({
      state: 'failed',
      lastError: 'worker lost',
      failureReason: 'worker_lost',
      lockedBy: null,
      lockedUntil: null,
      finishedAt: now,
      updatedAt: now,
    })
    .where('state', '=', 'running')
    .where('lockedUntil', '<', now)
    .where(sql<boolean>`"attempts" >= "maxAttempts"`);
  if (queue) query = query.where('queue', '=', queue);
  return query.returning(['id', 'queue', 'payload']).execute();
}

/** Runs a claimed job to its end under its lease, and records the end on its row (see RunOutcome). */
export async function runLeased<P>(
  db: Db,
  job: JobRow,
  handler: JobHandler<P>,
  settings: LeaseSettings,
  controller = new AbortController(),
): Promise<RunOutcome> {
  const mine = ownRow(db, job.id, settings.workerId);
  const stopRenewing = renewLease(mine, settings, controller);
  try {
    const result = await handler(jobContext<P>(db, job, mine, controller.signal));
    return await untilRecorded(() => recordCompleted(mine, result), settings.leaseMs);
  } catch (error) {
    return await untilRecorded(() => recordFailedTry(db, job, settings, error), settings.leaseMs);
  } finally {
    stopRenewing();
  }
}

/** While the database is away, a renewal or the record of a run's end is tried again this often. */
export const RETRY_WHILE_UNAVAILABLE_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records a run's end, trying again each second while the database is away (a restart), for at most a lease: the
 * lease is still being renewed meanwhile, so the job is not left to run out its lease and wait for the reaper (a
 * PostgreSQL restart in bench/faults left AI papers 64 s without a worker). Past that, another worker may hold it.
 */
async function untilRecorded(record: () => Promise<RunOutcome>, forMs: number): Promise<RunOutcome> {
  const until = Date.now() + forMs;
  for (;;) {
    try {
      return await record();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + RETRY_WHILE_UNAVAILABLE_MS > until) throw error;
      await sleep(RETRY_WHILE_UNAVAILABLE_MS);
    }
  }
}

/** An update of the job's row that changes nothing unless this worker still holds it. */
function ownRow(db: Db, jobId: string, workerId: string) {
  return () =>
    db.updateTable('jobs').where('id', '=', jobId).where('state', '=', 'running').where('lockedBy', '=', workerId);
}
type OwnRow = ReturnType<typeof ownRow>;

const released = { lockedBy: null, lockedUntil: null } as const;
const hasUpdated = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;

/**
 * Renews the lease every third of it; a job cancelled (or lost to another worker) meanwhile aborts its handler. A
 * renewal that fails (the database restarting) is tried again each second, so a live worker holds its job through an
 * outage of up to two thirds of a lease. Answers the function that stops renewing.
 */
function renewLease(mine: OwnRow, settings: LeaseSettings, controller: AbortController): () => void {
  const every = settings.leaseMs / 3;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  const next = (ms: number) => {
    if (!isStopped) timer = setTimeout(renew, ms);
  };
  const renew = () => {
    mine()
      .set({ lockedUntil: Date.now() + settings.leaseMs })
      .executeTakeFirst()
      .then(
        (r) => {
          if (Number(r.numUpdatedRows) === 0) controller.abort(new Error('job cancelled'));
          next(every);
        },
        (error: unknown) => {
          settings.onError(error);
          next(Math.min(every, RETRY_WHILE_UNAVAILABLE_MS));
        },
      );
  };
  next(every);
  return () => {
    isStopped = true;
    clearTimeout(timer);
  };
}

function jobContext<P>(db: Db, job: JobRow, mine: OwnRow, signal: AbortSignal): JobContext<P> {
  return {
    jobId: job.id,
    attempt: job.attempts,
    payload: JSON.parse(job.payload) as P,
    signal,
    async progress(fraction) {
      await mine()
        .set({ progress: Math.max(0, Math.min(1, fraction)), updatedAt: Date.now() })
        .execute();
    },
    async usage(spent) {
      await db
        .updateTable('jobs')
        .where('id', '=', job.id)
        .set({
          tokensIn: sql`"tokensIn" + ${spent.tokensIn ?? 0}`,
          tokensOut: sql`"tokensOut" + ${spent.tokensOut ?? 0}`,
          costMicros: sql`"costMicros" + ${spent.costMicros ?? 0}`,
        })
        .execute();
    },
  };
}

async function recordCompleted(mine: OwnRow, result: unknown): Promise<RunOutcome> {
  const now = Date.now();
  const done = await mine()
    .set({
      state: 'completed',
      progress: 1,
      result: result === undefined ? null : JSON.stringify(result),
      ...released,
      finishedAt: now,
      updatedAt: now,
    })
    .executeTakeFirst();
  return hasUpdated(done) ? { kind: 'completed' } : { kind: 'lost' };
}

/** A failed try: back in the queue after its backoff while tries are left (with its next delivery), else failed. */
async function recordFailedTry(db: Db, job: JobRow, settings: LeaseSettings, error: unknown): Promise<RunOutcome> {
  const now = Date.now();
  const lastError = error instanceof Error ? error.message : String(error);
  const failureReason = failureReasonOf(error);
  if (job.attempts < job.maxAttempts) {
    const runAt = now + backoffMs(job.attempts, settings.backoffBaseMs);
    const queued = await db.transaction().execute(async (trx) => {
      const result = await ownRow(trx, job.id, settings.workerId)()
        .set({ state: 'queued', runAt, lastError, failureReason, ...released, updatedAt: now })
        .executeTakeFirst();
      if (hasUpdated(result)) await settings.requeue?.(trx, job, runAt);
      return result;
    });
    return hasUpdated(queued) ? { kind: 'retry', runAt } : { kind: 'lost' };
  }
  const failed = await ownRow(db, job.id, settings.workerId)()
    .set({ state: 'failed', lastError, failureReason, ...released, finishedAt: now, updatedAt: now })
    .executeTakeFirst();
  return hasUpdated(failed) ? { kind: 'failed', error } : { kind: 'lost' };
}

/**
 * Jobs whose worker died with tries left go back to the queue, each with its next delivery sent in the same
 * transaction (pg-boss; see `requeue`). Of two processes doing this at once, the row lock lets one take each job.
 */
export async function requeueLostJobs(
  db: Db,
  now: number,
  requeue: NonNullable<LeaseSettings['requeue']>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('jobs')
      .set({
        state: 'queued',
        runAt: now,
        lastError: 'worker lost',
        lockedBy: null,
        lockedUntil: null,
        updatedAt: now,
      })
      .where('state', '=', 'running')
      .where('lockedUntil', '<', now)
      .where(sql<boolean>`"attempts" < "maxAttempts"`)
      .returning(['id', 'queue'])
      .execute();
    for (const row of rows) await requeue(trx, row, now);
    return rows.length;
  });
}

/** The row a sent job starts as; in the caller's transaction when it passes one (SendOptions.trx). */
export async function insertJob(
  db: Db,
  job: { id: string; queue: string; payload: unknown; maxAttempts: number; runAt: number; createdBy: string | null },
  now: number,
) {
  await db
    .insertInto('jobs')
    .values({
      id: job.id,
      queue: job.queue,
      payload: JSON.stringify(job.payload),
      state: 'queued',
      attempts: 0,
      maxAttempts: job.maxAttempts,
      runAt: job.runAt,
      progress: 0,
      tokensIn: 0,
      tokensOut: 0,
      costMicros: 0,
      createdBy: job.createdBy,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

/** Marks a queued or running job cancelled; true when it was still one of those. */
export async function cancelJob(db: Db, jobId: string): Promise<boolean> {
  const now = Date.now();
  const result = await db
    .updateTable('jobs')
    .set({ state: 'cancelled', lockedBy: null, lockedUntil: null, finishedAt: now, updatedAt: now })
    .where('id', '=', jobId)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A job's row, null when there is none (either queue's `get`). */
export async function findJob(db: Db, jobId: string): Promise<JobRow | null> {
  return (await db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst()) ?? null;
}

/**
 * The jobs this process runs, on either queue: each claimed job runs under its lease (runLeased) with a controller that
 * a cancel sent to this process aborts at once (another process's job sees its cancel at its next renewal).
 */
export class RunningJobs {
  private readonly controllers = new Map<string, AbortController>();

  constructor(
    private readonly db: Db,
    private readonly settings: LeaseSettings,
  ) {}

  /** Runs a claimed job to its end; a job that failed for good is handed to `onGiveUp` with the reason. */
  async run<P>(job: JobRow, handler: JobHandler<P>, onGiveUp: WorkOptions<P>['onGiveUp']) {
    const controller = new AbortController();
    this.controllers.set(job.id, controller);
    try {
      const outcome = await runLeased(this.db, job, handler, this.settings, controller);
      if (outcome.kind === 'failed') await onGiveUp?.(JSON.parse(job.payload) as P, failureReasonOf(outcome.error));
    } finally {
      this.controllers.delete(job.id);
    }
  }

  /** Marks a queued or running job cancelled (true when it was one) and aborts it if it runs here. */
  async cancel(jobId: string) {
    const cancelled = await cancelJob(this.db, jobId);
    this.controllers.get(jobId)?.abort(new Error('job cancelled'));
    return cancelled;
  }
}
