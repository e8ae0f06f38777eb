import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { AVATAR_SIDE } from '../../../common/me';
import { defaultPremiumSettings } from '../../../common/settings';
import { multipart } from '../../storage/testing';
import { createTestApp } from '../../test/app';

const DAY = 86_400_000;

/** A 400×200 JPEG: its left half red, its right half blue. */
function twoColourJpeg() {
  const half = { width: 200, height: 200, channels: 3 as const };
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { ...half, background: '#0000ff' } }, left: 200, top: 0 }])
    .jpeg()
    .toBuffer();
}

async function colourAt(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}

describe('PUT /api/me/avatar', () => {
  it('keeps the chosen square as a 256 px PNG and shows it on the profile', async () => {
    const { app, make, call } = await createTestApp();
    const user = await make.user('student');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/me/avatar?x=220&y=10&size=150',
      ...(await multipart({ bytes: await twoColourJpeg(), name: 'me.jpg', type: 'image/jpeg' }, user.cookie)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const avatarUrl: string = res.json().avatarUrl;
    expect(avatarUrl).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    const file = await call(user, 'GET', avatarUrl);
    expect(file.headers['content-type']).toBe('image/png');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: AVATAR_SIDE, height: AVATAR_SIDE });
    // The square lay wholly in the blue half.
    const colour = await colourAt(file.rawPayload, 128, 128);
    expect(colour.b).toBeGreaterThan(200);
    expect(colour.r).toBeLessThan(60);
  });

  it('keeps the centred square without a crop, and marks the previous picture deleted', async () => {
    const { app, make, call } = await createTestApp();
    const user = await make.user('teacher');
    const upload = async () =>
      app.inject({
        method: 'PUT',
        url: '/api/me/avatar',
        ...(await multipart({ bytes: await twoColourJpeg(), name: 'me.jpg' }, user.cookie)),
      });
    const first = (await upload()).json().avatarUrl as string;
    const second = await upload();
    expect(second.statusCode).toBe(200);
    const file = await call(user, 'GET', second.json().avatarUrl);
    // The centre of a red|blue picture: its left half red, its right half blue.
    expect((await colourAt(file.rawPayload, 20, 128)).r).toBeGreaterThan(200);
    expect((await colourAt(file.rawPayload, 236, 128)).b).toBeGreaterThan(200);
    const old = await call(user, 'GET', first);
    expect(old.statusCode).toBe(404);
  });

  it('refuses a file that is not a picture by its bytes, whatever its name says', async () => {
    const { app, make, call } = await createTestApp();
    const user = await make.user('student');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      ...(await multipart(
        { bytes: Buffer.from('<svg onload=alert(1)>'), name: 'me.png', type: 'image/png' },
        user.cookie,
      )),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('invalid_file_type');
    const me = await call(user, 'GET', '/api/me');
    expect(me.json().avatarUrl).toBeNull();
  });

  it('removes the avatar with DELETE', async () => {
    const { app, make, call } = await createTestApp();
    const user = await make.user('student');
    await app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      ...(await multipart({ bytes: await twoColourJpeg(), name: 'me.jpg' }, user.cookie)),
    });
    const res = await call(user, 'DELETE', '/api/me/avatar');
    expect(res.json().avatarUrl).toBeNull();
  });
});

describe('perks: free trial and reward windows', () => {
  async function withSettings(changes: Partial<typeof defaultPremiumSettings>) {
    const test = await createTestApp();
    await test.app.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ ...defaultPremiumSettings, ...changes }) })
      .where('key', '=', 'premium')
      .execute();
    return test;
  }

  it('counts the free trial down from the sign-up', async () => {
    const { app, make } = await withSettings({ freeTrialDays: 7 });
    const user = await make.user('student');
    const createdAt = Date.now() - 2 * DAY;
    await app.db.updateTable('profiles').set({ createdAt }).where('id', '=', user.id).execute();
    const res = await app.inject({ method: 'GET', url: '/api/me/perks', headers: { cookie: user.cookie } });
    expect(res.json()).toMatchObject({ trialEndsAt: createdAt + 7 * DAY, ratedAt: null, ratingRewardEndsAt: null });
  });

  it('has no trial when the settings give none', async () => {
    const { make, call } = await createTestApp();
    const user = await make.user('student');
    const res = await call(user, 'GET', '/api/me/perks');
    expect(res.json().trialEndsAt).toBeNull();
  });

  it('records the first store rating and starts its reward window; a second tap does not stretch it', async () => {
    const { app, make } = await withSettings({ ratingRewardDays: 7 });
    const user = await make.user('student');
    const first = await app.inject({ method: 'POST', url: '/api/me/rating', headers: { cookie: user.cookie } });
    expect(first.statusCode).toBe(200);
    const { ratedAt, ratingRewardEndsAt } = first.json();
    expect(ratingRewardEndsAt).toBe(ratedAt + 7 * DAY);
    // A later millisecond, so a second tap that stretched the window would show.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(ratedAt), { interval: 1 });
    const again = await app.inject({ method: 'POST', url: '/api/me/rating', headers: { cookie: user.cookie } });
    expect(again.json().ratedAt).toBe(ratedAt);
    // The reward counts as unlimited use, like premium (common/access.ts).
    const profile = await app.db
      .selectFrom('profiles')
      .select('ratedOnAppStoreAt')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(profile.ratedOnAppStoreAt)).toBe(ratedAt);
  });

  it('records a share with no reward window when the settings give 0 days', async () => {
    const { make, call } = await createTestApp();
    const user = await make.user('teacher');
    const res = await call(user, 'POST', '/api/me/share');
    expect(res.json()).toMatchObject({ sharedAt: expect.any(Number), shareRewardEndsAt: null, shareRewardDays: 0 });
  });
});
