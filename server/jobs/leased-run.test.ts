import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/index';
import { createTestApp } from '../test/app';
import { claimJobById, insertJob, type LeaseSettings, RETRY_WHILE_UNAVAILABLE_MS, runLeased } from './leased-run';

/** The app's database, as a worker sees it through a PostgreSQL restart: every statement refused while `down`. */
function restartable(db: Db) {
  const state = { down: false };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (state.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), state };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a leased run while the database restarts', () => {
  it('keeps renewing each second, and records the end once the database is back, not a lease later', async () => {
    const { app } = await createTestApp();
    const { db, state } = restartable(app.db);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const errors: unknown[] = [];
    const settings: LeaseSettings = {
      workerId: 'live',
      leaseMs: 15_000,
      backoffBaseMs: 2000,
      onError: (e) => errors.push(e),
    };
    const now = Date.now();
    await insertJob(db, { id: 'j1', queue: 'q', payload: {}, maxAttempts: 3, runAt: now, createdBy: null }, now);
    const job = (await claimJobById(db, 'j1', settings))!;

    // The handler ends while the database is away: its end cannot be written yet.
    const run = runLeased(
      db,
      job,
      async () => {
        state.down = true;
        return 42;
      },
      settings,
    );
    let outcome: unknown;
    void run.then((value) => {
      outcome = value;
    });
    await vi.advanceTimersByTimeAsync(8000);
    expect(outcome).toBeUndefined();
    // Renewals went on: due at 5 s, then tried again each second.
    expect(errors.length).toBe(4);
    state.down = false;
    const backAt = Date.now();
    await vi.advanceTimersByTimeAsync(RETRY_WHILE_UNAVAILABLE_MS);
    // The write itself goes over a real socket on PostgreSQL, which fake time does not wait for: await the run, and
    // read when it ended from the row (the fake clock stands still meanwhile).
    expect(await run).toEqual({ kind: 'completed' });
    const row = await db.selectFrom('jobs').selectAll().where('id', '=', 'j1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'completed', result: '42', lockedBy: null });
    expect(row.finishedAt).toBeLessThanOrEqual(backAt + RETRY_WHILE_UNAVAILABLE_MS);
  });

  it('puts a try that failed on the database back in the queue as soon as it is back', async () => {
    const { app } = await createTestApp();
    const { db, state } = restartable(app.db);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const settings: LeaseSettings = { workerId: 'live', leaseMs: 15_000, backoffBaseMs: 2000, onError: () => {} };
    const now = Date.now();
    await insertJob(db, { id: 'j2', queue: 'q', payload: {}, maxAttempts: 3, runAt: now, createdBy: null }, now);
    const job = (await claimJobById(db, 'j2', settings))!;
    const run = runLeased(
      db,
      job,
      async () => {
        state.down = true;
        throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      },
      settings,
    );
    await vi.advanceTimersByTimeAsync(3000);
    state.down = false;
    await vi.advanceTimersByTimeAsync(RETRY_WHILE_UNAVAILABLE_MS);
    const backAt = Date.now();
    expect(await run).toMatchObject({ kind: 'retry' });
    const row = await db.selectFrom('jobs').selectAll().where('id', '=', 'j2').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'queued', lockedBy: null });
    // Due again after its backoff from the moment the database answered, not after the lease ran out.
    expect(row.runAt).toBeLessThanOrEqual(backAt + 2000);
  });
});
