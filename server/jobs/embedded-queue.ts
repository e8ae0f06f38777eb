import { randomUUID } from 'node:crypto';
import type { Db } from '../db/index';
import type { JobRow } from '../db/tables/platform';
import {
  defaultWorkerId,
  failLostJobs,
  findJob,
  insertJob,
  isClaimable,
  type LeaseSettings,
  RunningJobs,
} from './leased-run';
import type { JobHandler, JobQueue, SendOptions, WorkOptions } from './queue';

export interface EmbeddedQueueOptions {
  /** how often an idle worker looks for due jobs */
  pollMs?: number;
  /** a running job's lease; a worker renews it every third of it, and a job whose lease ran out is claimed again */
  leaseMs?: number;
  /** the first retry's wait; later ones double */
  backoffBaseMs?: number;
  workerId?: string;
  onError?: (error: unknown) => void;
}

/**
 * Our own job queue in the `jobs` table. A claim is one conditional UPDATE (state and lease checked again by the
 * database), so two workers, threads or processes never run one job at once; a worker that dies leaves a lease that
 * runs out, and the job is claimed again (counted as a try). Runs themselves are leased-run.ts's, shared with pg-boss.
 */
export function createEmbeddedQueue(db: Db, options: EmbeddedQueueOptions = {}): JobQueue {
  return new EmbeddedQueue(db, options);
}

class EmbeddedQueue implements JobQueue {
  readonly pollMs: number;
  readonly settings: LeaseSettings;
  readonly timers = new Set<NodeJS.Timeout>();
  readonly running = new Set<Promise<void>>();
  private readonly jobs: RunningJobs;
  // A job sent by this process starts at once on its worker here, instead of at the worker's next look.
  private readonly wakers = new Map<string, () => void>();
  isStopped = false;

  constructor(
    readonly db: Db,
    options: EmbeddedQueueOptions,
  ) {
    this.pollMs = options.pollMs ?? 500;
    this.settings = {
      workerId: options.workerId ?? defaultWorkerId(),
      leaseMs: options.leaseMs ?? 15_000,
      backoffBaseMs: options.backoffBaseMs ?? 2_000,
      onError: options.onError ?? (() => {}),
    };
    this.jobs = new RunningJobs(db, this.settings);
  }

  async send<P>(queue: string, payload: P, sendOptions: SendOptions = {}) {
    const now = Date.now();
    const id = randomUUID();
    await insertJob(
      sendOptions.trx ?? this.db,
      {
        id,
        queue,
        payload,
        maxAttempts: sendOptions.maxAttempts ?? 3,
        runAt: now + (sendOptions.delayMs ?? 0),
        createdBy: sendOptions.createdBy ?? null,
      },
      now,
    );
    if (!sendOptions.delayMs) this.wakers.get(queue)?.();
    return id;
  }

  work<P>(queue: string, handler: JobHandler<P>, workOptions: WorkOptions<P> = {}) {
    const worker = new QueueWorker(this, queue, handler, workOptions);
    this.wakers.set(queue, () => void worker.poll());
    void worker.poll();
  }

  cancel(jobId: string) {
    return this.jobs.cancel(jobId);
  }

  get(jobId: string) {
    return findJob(this.db, jobId);
  }

  async stop() {
    this.isStopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  async claim<P>(queue: string, now: number, workOptions: WorkOptions<P>): Promise<JobRow | undefined> {
    const { db, settings } = this;
    // A job whose worker died after its last try is failed here, never claimed again, and its waiters told.
    const lost = await failLostJobs(db, now, queue);
    for (const job of lost) await workOptions.onGiveUp?.(JSON.parse(job.payload) as P, 'worker_lost');
    const due = db
      .selectFrom('jobs')
      .select('id')
      .where('queue', '=', queue)
      .where(isClaimable(now))
      .orderBy('runAt')
      .limit(1);
    return (
      db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'running',
          lockedBy: settings.workerId,
          lockedUntil: now + settings.leaseMs,
          attempts: eb('attempts', '+', 1),
          updatedAt: now,
        }))
        .where('id', '=', due)
        // Checked again on the row itself: of two workers racing for it, the second updates nothing.
        .where(isClaimable(now))
        .returningAll()
        .executeTakeFirst()
    );
  }

  run<P>(job: JobRow, handler: JobHandler<P>, workOptions: WorkOptions<P>) {
    return this.jobs.run(job, handler, workOptions.onGiveUp);
  }
}

/** One queue's worker in this process: it looks for due jobs every `pollMs`, or at once when woken by a send. */
class QueueWorker<P> {
  private active = 0;
  private timer: NodeJS.Timeout | undefined;
  private isPolling = false;
  // Woken while looking: the job sent may have missed this look's claim, so look again straight after.
  private isWoken = false;

  constructor(
    private readonly owner: EmbeddedQueue,
    private readonly queue: string,
    private readonly handler: JobHandler<P>,
    private readonly workOptions: WorkOptions<P>,
  ) {}

  async poll(): Promise<void> {
    if (this.owner.isStopped) return;
    if (this.isPolling) {
      this.isWoken = true;
      return;
    }
    this.isPolling = true;
    this.clearTimer();
    try {
      await this.claimWhileFree();
    } catch (error) {
      this.owner.settings.onError(error);
    }
    this.isPolling = false;
    if (this.owner.isStopped) return;
    if (this.isWoken) {
      this.isWoken = false;
      void this.poll();
      return;
    }
    this.scheduleNext();
  }

  /** Claims and starts due jobs while fewer than `concurrency` of this worker's run. */
  private async claimWhileFree() {
    const { owner } = this;
    const concurrency = this.workOptions.concurrency ?? 1;
    while (!owner.isStopped && this.active < concurrency) {
      const job = await owner.claim(this.queue, Date.now(), this.workOptions);
      if (!job) break;
      this.active++;
      const task = owner
        .run(job, this.handler, this.workOptions)
        .catch(owner.settings.onError)
        .finally(() => {
          this.active--;
          owner.running.delete(task);
        });
      owner.running.add(task);
    }
  }

  private clearTimer() {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.owner.timers.delete(this.timer);
    this.timer = undefined;
  }

  private scheduleNext() {
    const next = setTimeout(() => {
      this.owner.timers.delete(next);
      this.timer = undefined;
      void this.poll();
    }, this.owner.pollMs);
    this.timer = next;
    this.owner.timers.add(next);
  }
}
