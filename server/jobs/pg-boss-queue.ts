import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/index';
import type { JobContext, JobHandler, JobQueue, SendOptions } from './queue';

/**
 * The job queue on PostgreSQL: pg-boss delivers, retries (with its exponential backoff) and expires jobs in its own
 * schema; our `jobs` row with the same id carries what the product shows (state, progress, tokens, cost), so
 * get() reads the same on both engines.
 */
export async function createPgBossQueue(
  db: Db,
  options: {
    connectionString: string;
    schema?: string;
    backoffBaseMs?: number;
    pollSeconds?: number;
    onError?: (error: unknown) => void;
  },
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: options.connectionString, schema: options.schema ?? 'pgboss' });
  await boss.start();
  // One createQueue per name, shared by concurrent callers (two at once deadlock in pg-boss's schema).
  const queues = new Map<string, Promise<void>>();
  const controllers = new Map<string, AbortController>();
  /** the pg-boss worker of each queue this process works, woken when this process sends it a job */
  const workers = new Map<string, string>();
  const retryDelay = Math.max(1, Math.round((options.backoffBaseMs ?? 2_000) / 1000));
  const ensure = (name: string) => {
    let created = queues.get(name);
    if (!created) {
      created = boss.createQueue(name);
      queues.set(name, created);
    }
    return created;
  };
  const row = (id: string) => db.updateTable('jobs').where('id', '=', id);

  return {
    async send(queue, payload, sendOptions: SendOptions = {}) {
      await ensure(queue);
      const now = Date.now();
      const id = randomUUID();
      const maxAttempts = sendOptions.maxAttempts ?? 3;
      await db
        .insertInto('jobs')
        .values({
          id,
          queue,
          payload: JSON.stringify(payload),
          state: 'queued',
          attempts: 0,
          maxAttempts,
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
      await boss.send(queue, { payload } as object, {
        id,
        retryLimit: maxAttempts - 1,
        retryDelay,
        retryBackoff: true,
        startAfter: new Date(now + (sendOptions.delayMs ?? 0)),
      });
      // This process's worker of the queue, if any, fetches it now instead of at its next poll.
      const workerId = workers.get(queue);
      if (workerId && !sendOptions.delayMs) boss.notifyWorker(workerId);
      return id;
    },

    work(queue, handler, workOptions = {}) {
      const start = async () => {
        await ensure(queue);
        const workerId = await boss.work<{ payload: unknown }>(
          queue,
          {
            batchSize: 1,
            localConcurrency: workOptions.concurrency ?? 1,
            pollingIntervalSeconds: options.pollSeconds ?? 0.5,
          } as PgBoss.WorkOptions,
          async ([job]) => {
            if (!job) return;
            const claimed = await row(job.id)
              .where('state', 'in', ['queued', 'running'])
              .set({ state: 'running', attempts: sql`"attempts" + 1`, updatedAt: Date.now() })
              .returningAll()
              .executeTakeFirst();
            if (!claimed) return; // cancelled meanwhile
            const controller = new AbortController();
            controllers.set(job.id, controller);
            const running = () => row(job.id).where('state', '=', 'running');
            const context: JobContext<unknown> = {
              jobId: job.id,
              attempt: claimed.attempts,
              payload: job.data.payload,
              signal: controller.signal,
              async progress(fraction) {
                await running()
                  .set({ progress: Math.max(0, Math.min(1, fraction)), updatedAt: Date.now() })
                  .execute();
              },
              async usage(spent) {
                await row(job.id)
                  .set({
                    tokensIn: sql`"tokensIn" + ${spent.tokensIn ?? 0}`,
                    tokensOut: sql`"tokensOut" + ${spent.tokensOut ?? 0}`,
                    costMicros: sql`"costMicros" + ${spent.costMicros ?? 0}`,
                  })
                  .execute();
              },
            };
            try {
              const result = await (handler as JobHandler<unknown>)(context);
              const now = Date.now();
              await running()
                .set({
                  state: 'completed',
                  progress: 1,
                  result: result === undefined ? null : JSON.stringify(result),
                  finishedAt: now,
                  updatedAt: now,
                })
                .execute();
            } catch (error) {
              const now = Date.now();
              const last = claimed.attempts >= claimed.maxAttempts;
              await running()
                .set({
                  state: last ? 'failed' : 'queued',
                  lastError: error instanceof Error ? error.message : String(error),
                  finishedAt: last ? now : null,
                  updatedAt: now,
                })
                .execute();
              throw error; // pg-boss schedules the retry
            } finally {
              controllers.delete(job.id);
            }
          },
        );
        workers.set(queue, workerId);
      };
      start().catch(options.onError ?? (() => {}));
    },

    async cancel(jobId) {
      const now = Date.now();
      const found = await db.selectFrom('jobs').select('queue').where('id', '=', jobId).executeTakeFirst();
      const result = await row(jobId)
        .where('state', 'in', ['queued', 'running'])
        .set({ state: 'cancelled', finishedAt: now, updatedAt: now })
        .executeTakeFirst();
      if (found) await boss.cancel(found.queue, jobId).catch(() => {});
      controllers.get(jobId)?.abort(new Error('job cancelled'));
      return Number(result.numUpdatedRows) > 0;
    },

    async get(jobId) {
      return (await db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst()) ?? null;
    },

    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 } as PgBoss.StopOptions);
    },
  };
}
