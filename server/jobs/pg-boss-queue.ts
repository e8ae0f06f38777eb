import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../db/index';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../errors';
import {
  claimJobById,
  defaultWorkerId,
  failLostJobs,
  findJob,
  insertJob,
  type LeaseSettings,
  RunningJobs,
  requeueLostJobs,
} from './leased-run';
import type { JobHandler, JobQueue, SendOptions, WorkOptions } from './queue';

export interface PgBossQueueOptions {
  connectionString: string;
  schema?: string;
  /** every queue this deployment uses: all are created at start-up, before anything sends or works */
  queues: readonly string[];
  backoffBaseMs?: number;
  pollSeconds?: number;
  /** a running job's lease (default 15 s); a dead worker's job is taken up again within lease + a third of it */
  leaseMs?: number;
  /** how long start-up (30 s) and send() (10 s) wait for the queues to exist; send() then answers 503 jobs_unavailable */
  readyTimeoutMs?: number;
  workerId?: string;
  onError?: (error: unknown) => void;
}

/** What a pg-boss job carries: the id of our `jobs` row, which holds the payload and the state. */
interface Ticket {
  jobId: string;
}

/**
 * The job queue on PostgreSQL. Our `jobs` row is the job (payload, state, tries, lease, progress, cost); pg-boss
 * delivers it: each try is one pg-boss job (a ticket naming the row) that a worker fetches with SKIP LOCKED, claims the
 * row with, and completes whatever the try's outcome. A failed try's retry and a lost worker's job get a new ticket in
 * the same transaction that puts the row back in the queue. pg-boss 10 has no heartbeat, so running jobs hold our
 * own lease (leased-run.ts): a process that dies stops renewing it, and a live one takes the job up within
 * `leaseMs` and a third (docs/jobs.md).
 */
export async function createPgBossQueue(db: Db, options: PgBossQueueOptions): Promise<JobQueue> {
  const schema = options.schema ?? 'pgboss';
  const boss = new PgBoss({ connectionString: options.connectionString, schema });
  boss.on('error', options.onError ?? (() => {}));
  await boss.start();
  const queue = new PgBossQueue(db, boss, options, schema);
  // At start-up, before this process serves or works anything; a creation that keeps failing is logged and tried again
  // by the next send (which answers 503 jobs_unavailable meanwhile), worker or reap.
  await queue.ready.wait(options.readyTimeoutMs ?? 30_000).catch(queue.settings.onError);
  return queue;
}

class PgBossQueue implements JobQueue {
  readonly settings: LeaseSettings;
  readonly ready: ReturnType<typeof createReadiness>;
  private readonly jobs: RunningJobs;
  private readonly giveUps = new Map<string, (payload: unknown, reason: string) => Promise<void>>();
  /** the pg-boss worker of each queue this process works, woken when this process sends it a job */
  private readonly workers = new Map<string, string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly sendTimeoutMs: number;
  /** the database was away at the last reap: the next one only checks that it is back (see reap) */
  private isReapHeld = false;

  constructor(
    private readonly db: Db,
    private readonly boss: PgBoss,
    private readonly options: PgBossQueueOptions,
    schema: string,
  ) {
    this.settings = {
      workerId: options.workerId ?? defaultWorkerId(),
      leaseMs: options.leaseMs ?? 15_000,
      backoffBaseMs: options.backoffBaseMs ?? 2_000,
      onError: options.onError ?? (() => {}),
      requeue: (trx, job, runAt) => this.deliver(trx, job.queue, job.id, runAt),
    };
    this.jobs = new RunningJobs(db, this.settings);
    this.ready = createReadiness(() => createQueues(boss, options.connectionString, schema, options.queues));
    this.sendTimeoutMs = Math.min(options.readyTimeoutMs ?? 10_000, 10_000);
  }

  /** Sends a try's ticket, on the caller's transaction when it has one. */
  private async deliver(trx: Db | undefined, queue: string, jobId: string, runAt: number) {
    await this.boss.send(queue, { jobId } satisfies Ticket, {
      startAfter: new Date(runAt),
      retryLimit: 0,
      ...(trx ? { db: inTransaction(trx) } : {}),
    } as PgBoss.SendOptions);
  }

  // Jobs whose worker died: back to the queue with a new ticket, or failed after their last try. Every process that
  // works queues does this; the row lock lets one of them take each job. After the database was away (a restart) the
  // live workers' renewals failed too: the first reap once it is back only checks that it is, and reaping resumes a
  // third of a lease later, when every live worker has renewed (leased-run.ts tries again each second), so a job whose
  // worker is alive is not taken from it.
  private async reap() {
    if (!this.ready.isReady()) return this.ready.start();
    try {
      if (this.isReapHeld) {
        await sql`select 1`.execute(this.db);
        this.isReapHeld = false;
        return;
      }
      const now = Date.now();
      await requeueLostJobs(this.db, now, this.settings.requeue!);
      for (const job of await failLostJobs(this.db, now)) {
        await this.giveUps.get(job.queue)?.(JSON.parse(job.payload), 'worker_lost');
      }
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.isReapHeld = true;
      throw error;
    }
  }

  async send<P>(queue: string, payload: P, sendOptions: SendOptions = {}) {
    await this.ready.wait(this.sendTimeoutMs);
    const now = Date.now();
    const id = randomUUID();
    const runAt = now + (sendOptions.delayMs ?? 0);
    const maxAttempts = sendOptions.maxAttempts ?? 3;
    const createdBy = sendOptions.createdBy ?? null;
    const write = async (trx: Db) => {
      await insertJob(trx, { id, queue, payload, maxAttempts, runAt, createdBy }, now);
      await this.deliver(trx, queue, id, runAt);
    };
    // In the caller's transaction when it has one; else in one of its own, so the row never lacks its ticket.
    if (sendOptions.trx) await write(sendOptions.trx);
    else await this.db.transaction().execute(write);
    // This process's worker of the queue, if any, fetches it now instead of at its next poll.
    const workerId = this.workers.get(queue);
    if (workerId && !sendOptions.delayMs) setImmediate(() => this.boss.notifyWorker(workerId));
    return id;
  }

  work<P>(queue: string, handler: JobHandler<P>, workOptions: WorkOptions<P> = {}) {
    const { onGiveUp } = workOptions;
    this.giveUps.set(queue, (onGiveUp ?? (async () => {})) as (payload: unknown, reason: string) => Promise<void>);
    if (this.timers.length === 0) {
      const every = this.settings.leaseMs / 3;
      this.timers.push(setInterval(() => void this.reap().catch(this.settings.onError), every));
    }
    const start = async () => {
      await this.ready.wait(Number.POSITIVE_INFINITY);
      const workerId = await this.boss.work<Ticket>(
        queue,
        {
          batchSize: 1,
          localConcurrency: workOptions.concurrency ?? 1,
          pollingIntervalSeconds: this.options.pollSeconds ?? 0.5,
        } as PgBoss.WorkOptions,
        async ([ticket]) => {
          if (ticket) await this.runTicket(ticket.data, handler, onGiveUp);
        },
      );
      this.workers.set(queue, workerId);
    };
    start().catch(this.settings.onError);
  }

  /** One try: claims the row the ticket names and runs it; nothing when it is cancelled, done or another's. */
  private async runTicket<P>(ticket: Ticket, handler: JobHandler<P>, onGiveUp: WorkOptions<P>['onGiveUp']) {
    const job = await claimJobById(this.db, ticket.jobId, this.settings);
    if (!job) return; // cancelled, already done, or another worker's
    await this.jobs.run(job, handler, onGiveUp);
  }

  cancel(jobId: string) {
    return this.jobs.cancel(jobId);
  }

  get(jobId: string) {
    return findJob(this.db, jobId);
  }

  async stop() {
    for (const timer of this.timers) clearInterval(timer);
    await this.boss.stop({ graceful: true, wait: true, timeout: 5_000 } as PgBoss.StopOptions);
  }
}

/** pg-boss's statements run on the caller's open transaction (its `db` send option). */
function inTransaction(trx: Db) {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows };
    },
  };
}

/**
 * Whether the queues exist yet: one creation at a time, never a failed one remembered (the next wait starts another),
 * and a waiter that cannot wait longer gets 503 jobs_unavailable, never a 500.
 */
export function createReadiness(create: () => Promise<void>) {
  let isReady = false;
  let pending: Promise<void> | null = null;
  const retry = () => {
    pending ??= create().then(
      () => {
        isReady = true;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    isReady: () => isReady,
    /** starts a creation unless one is under way; its failure is seen by the next waiter */
    start() {
      retry().catch(() => {});
    },
    /** resolves once the queues exist; tries again every second until `timeoutMs` has passed */
    async wait(timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (!isReady) {
        const left = deadline - Date.now();
        if (left <= 0) throw new AppError('jobs_unavailable', 503);
        const created = await settleWithin(retry(), left);
        if (created === 'failed') await sleep(Math.min(1_000, Math.max(0, deadline - Date.now())));
      }
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 'done', 'failed' or 'timeout', whichever comes first. */
async function settleWithin(promise: Promise<void>, ms: number): Promise<'done' | 'failed' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    if (Number.isFinite(ms)) timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        () => 'done' as const,
        () => 'failed' as const,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A deadlock (40P01) or serialisation failure (40001): the statement can simply be run again. */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Creates every missing queue, one at a time, under one advisory lock that every app server and worker takes
 * (pg-boss's create_queue adds a partition to its job table, and two at once deadlock). Queues that exist already
 * cost one read and no lock. A deadlock met anyway (another version of the app) is retried.
 */
async function createQueues(boss: PgBoss, connectionString: string, schema: string, names: readonly string[]) {
  const missing = async () => {
    const existing = new Set((await boss.getQueues()).map((q) => q.name));
    return names.filter((name) => !existing.has(name));
  };
  if ((await missing()).length === 0) return;
  const client = new pg.Client({ connectionString });
  // Ended by the server while it waits for the lock (a restart): its query fails; unheard, the 'error' would stop
  // the process (server/db/index.ts).
  client.on('error', (error) => console.error(`PostgreSQL ended the queue-creation connection: ${error.message}`));
  await client.connect();
  const lockKey = `paperwise.${schema}.create-queues`;
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [lockKey]);
    for (const name of await missing()) {
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.createQueue(name);
          break;
        } catch (error) {
          if (!isRetryable(error) || attempt >= 5) throw error;
          await sleep(100 * attempt);
        }
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lockKey]).catch(() => {});
    await client.end();
  }
}
