import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestApp } from '../test/app';
import { readEndedJob, readUntil } from '../test/wait';
import { createEmbeddedQueue, type EmbeddedQueueOptions } from './embedded-queue';
import type { JobQueue } from './queue';

const fast: EmbeddedQueueOptions = { pollMs: 10, leaseMs: 300, backoffBaseMs: 100 };

async function setup(options: EmbeddedQueueOptions = {}) {
  const test = await createTestApp();
  const open = (extra: EmbeddedQueueOptions = {}) => {
    const queue = createEmbeddedQueue(test.app.db, { ...fast, ...options, ...extra });
    onTestFinished(() => queue.stop());
    return queue;
  };
  return { ...test, open };
}

const stateOf = (queue: JobQueue, id: string) => readEndedJob(queue, id);

describe('embedded job queue', () => {
  it('runs a job once, storing its result, progress and token accounting', async () => {
    const { open } = await setup();
    const queue = open();
    const id = await queue.send('q', { n: 2 }, { createdBy: null });
    queue.work<{ n: number }>('q', async (job) => {
      await job.progress(0.5);
      await job.usage({ tokensIn: 10, tokensOut: 5, costMicros: 7 });
      await job.usage({ tokensIn: 1, tokensOut: 1 });
      return job.payload.n * 2;
    });
    const done = await stateOf(queue, id);
    expect(done).toMatchObject({ state: 'completed', attempts: 1, progress: 1, result: '4' });
    expect(done).toMatchObject({ tokensIn: 11, tokensOut: 6, costMicros: 7 });
  });

  it("starts a job sent from its worker's process at once, not at the worker's next look", async () => {
    const { open } = await setup();
    const queue = open({ pollMs: 60_000 });
    const started: number[] = [];
    const timers = vi.spyOn(globalThis, 'setTimeout');
    onTestFinished(() => timers.mockRestore());
    queue.work('q', async () => {
      started.push(Date.now());
    });
    // The worker's first look (at start) found nothing; the next is a minute away once it is scheduled.
    await vi.waitFor(() => expect(timers).toHaveBeenCalledWith(expect.any(Function), 60_000));
    const sentAt = Date.now();
    const id = await queue.send('q', {});
    expect(await stateOf(queue, id)).toMatchObject({ state: 'completed' });
    expect(started[0]! - sentAt).toBeLessThan(1_000);
  });

  it('retries a failing job with doubling waits, then succeeds', async () => {
    const { open } = await setup();
    const queue = open();
    const id = await queue.send('q', {}, { maxAttempts: 3 });
    const tries: number[] = [];
    queue.work('q', async (job) => {
      tries.push(Date.now());
      if (job.attempt < 3) throw new Error(`try ${job.attempt} failed`);
      return 'ok';
    });
    const done = await stateOf(queue, id);
    expect(done).toMatchObject({ state: 'completed', attempts: 3, lastError: 'try 2 failed' });
    expect(tries).toHaveLength(3);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(100);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(200);
  });

  it('fails for good after maxAttempts and keeps the last error', async () => {
    const { open } = await setup();
    const queue = open();
    const id = await queue.send('q', {}, { maxAttempts: 2 });
    let calls = 0;
    queue.work<{ marker?: boolean }>('q', async (job) => {
      if (job.payload.marker) return;
      calls++;
      throw new Error('model unavailable');
    });
    const done = await stateOf(queue, id);
    expect(done).toMatchObject({ state: 'failed', attempts: 2, lastError: 'model unavailable' });
    // A job sent now runs after any due job sent before it (claims go by due time): once it has run, a third try
    // of the failed job would have too.
    await stateOf(queue, await queue.send('q', { marker: true }));
    expect(calls).toBe(2);
  });

  it('never starts a cancelled job, and aborts a running one without marking it done', async () => {
    const { open } = await setup();
    const queue = open();
    const waiting = await queue.send('q', {}, { delayMs: 200 });
    const long = await queue.send('q', {});
    // Due after `waiting`, and run only once the long job's run has ended (one job at a time): once it has run,
    // `waiting` would have been started, and the long job's end written, were either to happen.
    const marker = await queue.send('q', { marker: true }, { delayMs: 250 });
    let started = 0;
    let aborted = false;
    queue.work<{ marker?: boolean }>('q', async (job) => {
      if (job.payload.marker) return 'marker';
      started++;
      await new Promise<void>((resolve) => {
        job.signal.addEventListener('abort', () => {
          aborted = true;
          resolve();
        });
      });
      return 'should not count';
    });
    expect(await queue.cancel(waiting)).toBe(true);
    await readUntil(
      () => queue.get(long),
      (j) => j?.state === 'running',
    );
    expect(await queue.cancel(long)).toBe(true);
    await vi.waitFor(() => expect(aborted).toBe(true), { timeout: 5_000 });
    await stateOf(queue, marker);
    expect(started).toBe(1);
    expect(await queue.get(long)).toMatchObject({ state: 'cancelled', result: null });
    expect(await queue.get(waiting)).toMatchObject({ state: 'cancelled', attempts: 0 });
    expect(await queue.cancel(long)).toBe(false);
  });

  it('keeps a queued job over a restart and runs it on the new server', async () => {
    const test = await createTestApp();
    const before = createEmbeddedQueue(test.app.db, fast);
    const id = await before.send('q', { keep: true });
    await before.stop();
    const app = await test.restart();
    const after = createEmbeddedQueue(app.db, fast);
    onTestFinished(() => after.stop());
    after.work<{ keep: boolean }>('q', async (job) => job.payload.keep);
    expect(await stateOf(after, id)).toMatchObject({ state: 'completed', result: 'true' });
  });

  it('claims again a running job whose worker died (its lease ran out), counting the try', async () => {
    const { app, open } = await setup();
    const heir = open({ workerId: 'heir' });
    const id = await heir.send('q', {}, { maxAttempts: 3 });
    const lost = await heir.send('q', {}, { maxAttempts: 1 });
    // A worker in another process claimed both, then its process died: the leases are left to run out.
    const past = Date.now() - 1;
    await app.db
      .updateTable('jobs')
      .set({ state: 'running', lockedBy: 'dead', lockedUntil: past, attempts: 1 })
      .where('id', 'in', [id, lost])
      .execute();
    let heirAttempt = 0;
    heir.work('q', async (job) => {
      heirAttempt = job.attempt;
      return 'recovered';
    });
    expect(await stateOf(heir, id)).toMatchObject({ state: 'completed', result: '"recovered"' });
    expect(heirAttempt).toBe(2);
    expect(await stateOf(heir, lost)).toMatchObject({ state: 'failed', lastError: 'worker lost' });
  });

  it('renews the lease of a long job, so no other worker takes it over', async () => {
    const { open } = await setup();
    // A lease long enough that a renewal (every third of it) still lands in time when a loaded machine stalls the
    // event loop or the database for a few hundred milliseconds: at 150 ms, CI on PostgreSQL once lost it.
    const first = open({ workerId: 'first', leaseMs: 900 });
    const second = open({ workerId: 'second', leaseMs: 900 });
    const id = await first.send('q', {});
    const ranBy: string[] = [];
    // Holds its job until the lease has been renewed to two and a half lease lengths past the start: had it not been
    // renewed, it would have run out well before, with the second worker looking every 10 ms.
    const slow = (name: string) => async () => {
      ranBy.push(name);
      const startedAt = Date.now();
      await readUntil(
        () => first.get(id),
        (j) => (j?.lockedUntil ?? 0) >= startedAt + 2_250,
        { timeout: 10_000 },
      );
    };
    first.work('q', slow('first'));
    await readUntil(
      () => first.get(id),
      (j) => j?.state === 'running',
    );
    second.work('q', slow('second'));
    expect(await stateOf(first, id)).toMatchObject({ state: 'completed', attempts: 1 });
    expect(ranBy).toEqual(['first']);
  });

  it('lets two workers race over many jobs: each job runs exactly once', async () => {
    const { open } = await setup();
    const a = open({ workerId: 'a' });
    const b = open({ workerId: 'b' });
    const ids = await Promise.all(Array.from({ length: 30 }, (_, n) => a.send('race', { n })));
    const runs = new Map<string, number>();
    const handler = async (job: { jobId: string }) => {
      runs.set(job.jobId, (runs.get(job.jobId) ?? 0) + 1);
      // Gives the event loop a turn, so the other worker's claims interleave with this one's.
      await new Promise((r) => setImmediate(r));
    };
    a.work('race', handler, { concurrency: 3 });
    b.work('race', handler, { concurrency: 3 });
    for (const id of ids) await stateOf(a, id);
    expect(ids.every((id) => runs.get(id) === 1)).toBe(true);
  });
});
