import { describe, expect, it } from 'vitest';
import { PUSH_TOKEN_MAX_LENGTH } from '../../../common/device';
import { createTestApp } from '../../test/app';
import { snapshotDatabase } from '../../test/snapshot';

const TOKEN = 'ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]';

async function setup() {
  const test = await createTestApp();
  const user = await test.make.user('student');
  const put = (payload: unknown, cookie: string | null = user.cookie) =>
    test.app.inject({
      method: 'PUT',
      url: '/api/me/device',
      headers: cookie ? { cookie } : {},
      payload: payload as Record<string, unknown>,
    });
  const stored = () =>
    test.app.db
      .selectFrom('profiles')
      .select(['pushToken', 'badge'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
  return { ...test, user, put, stored };
}

describe('PUT /api/me/device', () => {
  it("records the wrapper's push token and badge on the caller's profile", async () => {
    const test = await setup();
    const res = await test.put({ pushToken: TOKEN, badge: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ hasPushToken: true, badge: 3 });
    expect(await test.stored()).toEqual({ pushToken: TOKEN, badge: 3 });
  });

  it('changes only what it is sent: a new badge keeps the token', async () => {
    const test = await setup();
    await test.put({ pushToken: TOKEN, badge: 3 });
    const res = await test.put({ badge: 0 });
    expect(res.json()).toEqual({ hasPushToken: true, badge: 0 });
    expect(await test.stored()).toEqual({ pushToken: TOKEN, badge: 0 });
  });

  it('touches nobody else', async () => {
    const test = await setup();
    const other = await test.make.user('teacher');
    await test.put({ pushToken: TOKEN, badge: 5 }, other.cookie);
    expect(await test.stored()).toEqual({ pushToken: null, badge: 0 });
  });

  it('refuses without a session', async () => {
    const test = await setup();
    const res = await test.put({ pushToken: TOKEN }, null);
    expect(res.statusCode).toBe(401);
    expect(await test.stored()).toEqual({ pushToken: null, badge: 0 });
  });

  it.each([
    ['an empty body', {}],
    ['a token over the length limit', { pushToken: 'a'.repeat(PUSH_TOKEN_MAX_LENGTH + 1) }],
    ['an empty token', { pushToken: '' }],
    ['a token with spaces', { pushToken: 'abc def' }],
    ['a token with a control character', { pushToken: 'abc\u0007def' }],
    ['a negative badge', { badge: -1 }],
    ['a fractional badge', { badge: 1.5 }],
    ['an unknown field', { badge: 1, userId: 'someone-else' }],
  ])('refuses %s and writes nothing', async (_name, body) => {
    const test = await setup();
    const before = await snapshotDatabase(test.app.db);
    const res = await test.put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_request');
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });

  it('refuses a token holding a NUL character as invalid text', async () => {
    const test = await setup();
    const res = await test.put({ pushToken: 'abc\u0000def' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_text');
    expect(await test.stored()).toEqual({ pushToken: null, badge: 0 });
  });

  it('takes a token of the longest length', async () => {
    const test = await setup();
    const res = await test.put({ pushToken: 'a'.repeat(PUSH_TOKEN_MAX_LENGTH) });
    expect(res.statusCode).toBe(200);
  });

  it('is emptied again by signing out (the /logout page)', async () => {
    const test = await setup();
    await test.put({ pushToken: TOKEN });
    const out = await test.call(test.user, 'POST', '/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    expect((await test.stored()).pushToken).toBeNull();
  });
});
