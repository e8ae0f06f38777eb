import { randomUUID } from 'node:crypto';
import type { Db } from '../db/index';
import type { JobRow } from '../db/tables/platform';
import {
  cancelJob,
  defaultWorkerId,
  failLostJobs,
  insertJob,
  isClaimable,
  type LeaseSettings,
  runLeased,
} from './leased-run';
import { failureReasonOf, type JobHandler, type JobQueue, type SendOptions, type WorkOptions } from './queue';

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
  const pollMs = options.pollMs ?? 500;
  const settings: LeaseSettings = {
    workerId: options.workerId ?? defaultWorkerId(),
    leaseMs: options.leaseMs ?? 30_000,
    backoffBaseMs: options.backoffBaseMs ?? 2_000,
    onError: options.onError ?? (() => {}),
  };
  const { onError } = settings;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const controllers = new Map<string, AbortController>();
  // A job sent by this process starts at once on its worker here, instead of at the worker's next look.
  const wakers = new Map<string, () => void>();
  let stopped = false;

  async function claim<P>(queue: string, now: number, workOptions: WorkOptions<P>): Promise<JobRow | undefined> {
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

  async function run<P>(job: JobRow, handler: JobHandler<P>, workOptions: WorkOptions<P>) {
    const controller = new AbortController();
    controllers.set(job.id, controller);
    try {
      const outcome = await runLeased(db, job, handler, settings, controller);
      if (outcome.kind === 'failed') {
        await workOptions.onGiveUp?.(JSON.parse(job.payload) as P, failureReasonOf(outcome.error));
      }
    } finally {
      controllers.delete(job.id);
    }
  }

  return {
    async send(queue, payload, sendOptions: SendOptions = {}) {
      const now = Date.now();
      const id = randomUUID();
      await insertJob(
        sendOptions.trx ?? db,
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
      if (!sendOptions.delayMs) wakers.get(queue)?.();
      return id;
    },

    work(queue, handler, workOptions = {}) {
      const concurrency = workOptions.concurrency ?? 1;
      let active = 0;
      let timer: NodeJS.Timeout | undefined;
      let isPolling = false;
      // Woken while looking: the job sent may have missed this look's claim, so look again straight after.
      let isWoken = false;
      const poll = async () => {
        if (stopped) return;
        if (isPolling) {
          isWoken = true;
          return;
        }
        isPolling = true;
        if (timer) {
          clearTimeout(timer);
          timers.delete(timer);
          timer = undefined;
        }
        try {
          while (!stopped && active < concurrency) {
            const job = await claim(queue, Date.now(), workOptions);
            if (!job) break;
            active++;
            const task = run(job, handler, workOptions)
              .catch(onError)
              .finally(() => {
                active--;
                running.delete(task);
              });
            running.add(task);
          }
        } catch (error) {
          onError(error);
        }
        isPolling = false;
        if (stopped) return;
        if (isWoken) {
          isWoken = false;
          void poll();
          return;
        }
        const next = setTimeout(() => {
          timers.delete(next);
          timer = undefined;
          void poll();
        }, pollMs);
        timer = next;
        timers.add(next);
      };
      wakers.set(queue, () => void poll());
      void poll();
    },

    async cancel(jobId) {
      const cancelled = await cancelJob(db, jobId);
      controllers.get(jobId)?.abort(new Error('job cancelled'));
      return cancelled;
    },

    async get(jobId) {
      return (await db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst()) ?? null;
    },

    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
