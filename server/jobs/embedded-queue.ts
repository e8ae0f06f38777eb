import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/index';
import type { JobRow } from '../db/types';
import { backoffMs, type JobContext, type JobHandler, type JobQueue, type SendOptions } from './queue';

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
 * runs out, and the job is claimed again (counted as a try).
 */
export function createEmbeddedQueue(db: Db, options: EmbeddedQueueOptions = {}): JobQueue {
  const pollMs = options.pollMs ?? 500;
  const leaseMs = options.leaseMs ?? 30_000;
  const backoffBase = options.backoffBaseMs ?? 2_000;
  const workerId = options.workerId ?? randomUUID();
  const onError = options.onError ?? (() => {});
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const controllers = new Map<string, AbortController>();
  // A job sent by this process starts at once on its worker here, instead of at the worker's next look.
  const wakers = new Map<string, () => void>();
  let stopped = false;

  async function claim(queue: string, now: number): Promise<JobRow | undefined> {
    // A job whose worker died after its last try is failed here, never claimed again.
    await db
      .updateTable('jobs')
      .set({ state: 'failed', lastError: 'worker lost', lockedBy: null, finishedAt: now, updatedAt: now })
      .where('queue', '=', queue)
      .where('state', '=', 'running')
      .where('lockedUntil', '<', now)
      .where(sql<boolean>`"attempts" >= "maxAttempts"`)
      .execute();
    return (
      db
        .updateTable('jobs')
        .set({
          state: 'running',
          lockedBy: workerId,
          lockedUntil: now + leaseMs,
          attempts: sql`"attempts" + 1`,
          updatedAt: now,
        })
        .where(
          'id',
          '=',
          db
            .selectFrom('jobs')
            .select('id')
            .where('queue', '=', queue)
            .where((eb) =>
              eb.or([
                eb.and([eb('state', '=', 'queued'), eb('runAt', '<=', now)]),
                eb.and([eb('state', '=', 'running'), eb('lockedUntil', '<', now)]),
              ]),
            )
            .orderBy('runAt')
            .limit(1),
        )
        // Checked again on the row itself: of two workers racing for it, the second updates nothing.
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'queued'), eb('runAt', '<=', now)]),
            eb.and([eb('state', '=', 'running'), eb('lockedUntil', '<', now)]),
          ]),
        )
        .returningAll()
        .executeTakeFirst()
    );
  }

  async function run<P>(job: JobRow, handler: JobHandler<P>) {
    const controller = new AbortController();
    controllers.set(job.id, controller);
    const mine = () =>
      db.updateTable('jobs').where('id', '=', job.id).where('state', '=', 'running').where('lockedBy', '=', workerId);
    // Renews the lease; a job cancelled (or lost to another worker) meanwhile aborts its handler.
    const heartbeat = setInterval(() => {
      mine()
        .set({ lockedUntil: Date.now() + leaseMs })
        .executeTakeFirst()
        .then((r) => {
          if (Number(r.numUpdatedRows) === 0) controller.abort(new Error('job cancelled'));
        })
        .catch(onError);
    }, leaseMs / 3);
    const context: JobContext<P> = {
      jobId: job.id,
      attempt: job.attempts,
      payload: JSON.parse(job.payload) as P,
      signal: controller.signal,
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
    try {
      const result = await handler(context);
      const now = Date.now();
      await mine()
        .set({
          state: 'completed',
          progress: 1,
          result: result === undefined ? null : JSON.stringify(result),
          lockedBy: null,
          lockedUntil: null,
          finishedAt: now,
          updatedAt: now,
        })
        .execute();
    } catch (error) {
      const now = Date.now();
      const message = error instanceof Error ? error.message : String(error);
      const retry = job.attempts < job.maxAttempts;
      await mine()
        .set(
          retry
            ? {
                state: 'queued',
                runAt: now + backoffMs(job.attempts, backoffBase),
                lastError: message,
                lockedBy: null,
                lockedUntil: null,
                updatedAt: now,
              }
            : {
                state: 'failed',
                lastError: message,
                lockedBy: null,
                lockedUntil: null,
                finishedAt: now,
                updatedAt: now,
              },
        )
        .execute();
    } finally {
      clearInterval(heartbeat);
      controllers.delete(job.id);
    }
  }

  return {
    async send(queue, payload, sendOptions: SendOptions = {}) {
      const now = Date.now();
      const id = randomUUID();
      await db
        .insertInto('jobs')
        .values({
          id,
          queue,
          payload: JSON.stringify(payload),
          state: 'queued',
          attempts: 0,
          maxAttempts: sendOptions.maxAttempts ?? 3,
          runAt: now + (sendOptions.delayMs ?? 0),
          progress: 0,
          tokensIn: 0,
          tokensOut: 0,
          costMicros: 0,
          createdBy: sendOptions.createdBy ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
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
            const job = await claim(queue, Date.now());
            if (!job) break;
            active++;
            const task = run(job, handler as JobHandler<unknown>)
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
      const now = Date.now();
      const result = await db
        .updateTable('jobs')
        .set({ state: 'cancelled', lockedBy: null, lockedUntil: null, finishedAt: now, updatedAt: now })
        .where('id', '=', jobId)
        .where('state', 'in', ['queued', 'running'])
        .executeTakeFirst();
      controllers.get(jobId)?.abort(new Error('job cancelled'));
      return Number(result.numUpdatedRows) > 0;
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
