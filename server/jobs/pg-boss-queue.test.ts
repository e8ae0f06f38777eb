import { randomBytes } from 'node:crypto';
import timersPromises from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestApp } from '../test/app';
import { readEndedJob } from '../test/wait';
import { createPgBossQueue } from './pg-boss-queue';
import type { JobQueue } from './queue';

const url = process.env.DATABASE_URL;

async function setup(pollSeconds?: number) {
  const { app } = await createTestApp();
  const schema = `pgboss_${randomBytes(4).toString('hex')}`;
  const queue = await createPgBossQueue(app.db, {
    connectionString: url!,
    schema,
    queues: ['q'],
    backoffBaseMs: 1_000,
    pollSeconds,
  });
  onTestFinished(async () => {
    await queue.stop();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });
  return queue;
}

const settled = (queue: JobQueue, id: string) => readEndedJob(queue, id, 15_000);

describe.skipIf(!url)('pg-boss job queue (PostgreSQL)', () => {
  it('runs a job with progress and token accounting in our jobs row', async () => {
    const queue = await setup();
    queue.work<{ n: number }>('q', async (job) => {
      await job.progress(0.5);
      await job.usage({ tokensIn: 3, tokensOut: 4, costMicros: 5 });
      return job.payload.n + 1;
    });
    const id = await queue.send('q', { n: 1 });
    expect(await settled(queue, id)).toMatchObject({ state: 'completed', attempts: 1, result: '2', tokensOut: 4 });
  });

  it("starts a job sent from its worker's process at once, not at the worker's next poll", async () => {
    const queue = await setup(30);
    const started: number[] = [];
    // pg-boss's worker waits between fetches with node:timers/promises' setTimeout.
    const waits = vi.spyOn(timersPromises, 'setTimeout');
    onTestFinished(() => waits.mockRestore());
    queue.work('q', async () => {
      started.push(Date.now());
    });
    // The worker's first fetch (at start) found nothing; the next is about 30 s away once its wait has begun.
    await vi.waitFor(() => expect(waits.mock.calls.some(([ms]) => Number(ms) > 25_000)).toBe(true), {
      timeout: 15_000,
    });
    const sentAt = Date.now();
    const id = await queue.send('q', {});
    expect(await settled(queue, id)).toMatchObject({ state: 'completed' });
    expect(started[0]! - sentAt).toBeLessThan(5_000);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const queue = await setup();
    const tries: number[] = [];
    queue.work('q', async (job) => {
      tries.push(Date.now());
      if (job.attempt < 2) throw new Error('first try fails');
    });
    const id = await queue.send('q', {}, { maxAttempts: 3 });
    expect(await settled(queue, id)).toMatchObject({ state: 'completed', attempts: 2, lastError: 'first try fails' });
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(900);
  });

  it('never starts a cancelled job', async () => {
    const queue = await setup();
    let ran = false;
    queue.work<{ marker?: boolean }>('q', async (job) => {
      if (!job.payload.marker) ran = true;
    });
    const id = await queue.send('q', {}, { delayMs: 1_000 });
    expect(await queue.cancel(id)).toBe(true);
    // Its ticket is fetched before a later one due later, one at a time: once that one has run, the cancelled job
    // would have been started, were it to be.
    await settled(queue, await queue.send('q', { marker: true }, { delayMs: 1_100 }));
    expect(ran).toBe(false);
    expect(await queue.get(id)).toMatchObject({ state: 'cancelled', attempts: 0 });
  });
});
