import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp } from '../test/app';
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

async function settled(queue: JobQueue, id: string, ms = 15_000) {
  const end = Date.now() + ms;
  for (;;) {
    const job = await queue.get(id);
    if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return job;
    if (Date.now() > end) throw new Error(`job still ${job?.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

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
    queue.work('q', async () => {
      started.push(Date.now());
    });
    // The worker's first fetch (at start) found nothing; the next would be 30 s away.
    await new Promise((r) => setTimeout(r, 1_000));
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
    queue.work('q', async () => {
      ran = true;
    });
    const id = await queue.send('q', {}, { delayMs: 1_000 });
    expect(await queue.cancel(id)).toBe(true);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(ran).toBe(false);
    expect(await queue.get(id)).toMatchObject({ state: 'cancelled', attempts: 0 });
  });
});
