import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { TEST_PASSWORD } from '../test/factories';
import { countAttempt, sweepRateLimits } from './rate-limit-store';

// Issue 27: limits that hold across servers. The counters live in the database, so two app servers behind one proxy
// allow an account's attempts once, not twice.

describe('rate limits kept in the database', () => {
  it('count sign-in guesses at one account across two app servers: the limit holds for both together', async () => {
    const test = await createTestApp({ signInPerAccount: 4 });
    const second = await test.twin();
    const victim = await test.make.user('student');
    const servers = [test.app, second];
    const attempt = (index: number, password: string) =>
      servers[index % 2]!.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: victim.email, password },
      });
    for (let i = 0; i < 4; i++) expect((await attempt(i, `guess-${i}`)).statusCode).toBe(401);
    for (const index of [0, 1]) {
      const blocked = await attempt(index, TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('too_many_request');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it("counts a route's limit across servers too (feedback: 10 a minute)", async () => {
    const test = await createTestApp();
    const second = await test.twin();
    const student = await test.make.user('student');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await [test.app, second][i % 2]!.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { cookie: student.cookie },
        payload: { email: student.email, message: `Message ${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(statuses.slice(0, 10).every((status) => status < 300)).toBe(true);
  });

  it('starts a key again once its window is over, and sweeps counters an hour after they ended', async () => {
    const { app } = await createTestApp();
    const now = 1_800_000_000_000;
    expect(await countAttempt(app.db, 'k', 1_000, now)).toMatchObject({ count: 1, resetAt: now + 1_000 });
    expect(await countAttempt(app.db, 'k', 1_000, now + 500)).toMatchObject({ count: 2, resetAt: now + 1_000 });
    expect(await countAttempt(app.db, 'k', 1_000, now + 1_000)).toMatchObject({ count: 1, resetAt: now + 2_000 });
    await sweepRateLimits(app.db, now + 2_000 + 3_600_000);
    expect(await app.db.selectFrom('rateLimits').selectAll().execute()).toEqual([
      { key: 'k', count: 1, resetAt: now + 2_000 },
    ]);
    await sweepRateLimits(app.db, now + 2_001 + 3_600_000);
    expect(await app.db.selectFrom('rateLimits').selectAll().execute()).toEqual([]);
  });
});
