import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../analytics/index';
import { createTestApp, type TestApp } from '../test/app';
import { type OidcUser, startOidcServer } from '../test/oidc-server';

const client = { clientId: 'paperwise-test', clientSecret: 'test-secret-value' };

async function setup() {
  const provider = await startOidcServer(client);
  const test = await createTestApp({
    social: { google: { ...client, issuerUrl: provider.issuer }, facebook: null, apple: null },
  });
  return { ...test, provider };
}

/** The cookies an answer sets, as a Cookie header (later values win). */
function mergeCookies(jar: Map<string, string>, response: LightMyRequestResponse) {
  for (const cookie of response.cookies) {
    if (cookie.value === '' || cookie.maxAge === 0) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * The browser's part of "Continue with Google": ask our server where to go, follow the provider's consent (which
 * approves at once as `user`), come back to our callback with the code. Answers the callback's answer and cookies.
 */
async function signInWithProvider(
  test: TestApp & { provider: Awaited<ReturnType<typeof startOidcServer>> },
  user: OidcUser,
) {
  test.provider.signInNextAs(user);
  const jar = new Map<string, string>();
  const start = await test.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider: 'google', callbackURL: '/app/' },
  });
  expect(start.statusCode, start.body).toBe(200);
  mergeCookies(jar, start);
  const authorizeUrl = new URL(start.json().url);
  expect(authorizeUrl.origin).toBe(test.provider.issuer);
  const consent = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location') ?? '');
  expect(callback.pathname).toBe('/api/auth/callback/google');
  const back = await test.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: cookieHeader(jar) },
  });
  mergeCookies(jar, back);
  return { back, cookie: cookieHeader(jar) };
}

describe('social sign-in through OpenID Connect (Google settings, a local provider)', () => {
  it('lists google among the sign-in options once its keys are set', async () => {
    const test = await setup();
    const res = await test.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().socialProviders).toEqual(['google']);
  });

  it('signs up a new user, who then picks a role, and signs the same user in the next time', async () => {
    const test = await setup();
    const told: AnalyticsEvent[] = [];
    test.app.analytics.addSink({ write: (event) => void told.push(event) });
    const person = { sub: 'google-sub-1', email: 'mei@example.com', name: 'Chan Siu Mei' };
    const first = await signInWithProvider(test, person);
    expect(first.back.statusCode, first.back.body).toBe(302);
    expect(first.back.headers.location).toBe('/app/');
    expect(test.provider.tokenRequests).toBe(1);

    const me = await test.call(first, 'GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'mei@example.com', displayName: 'Chan Siu Mei', role: null });
    // Onboarding: a social sign-up chooses its role before anything else opens.
    const onboarded = await test.call(first, 'PATCH', '/api/me', { displayName: 'Chan Siu Mei', role: 'teacher' });
    expect(onboarded.statusCode, onboarded.body).toBe(200);
    expect(onboarded.json()).toMatchObject({ role: 'teacher', isSchool: false });

    const second = await signInWithProvider(test, person);
    expect(second.back.statusCode).toBe(302);
    const again = await test.call(second, 'GET', '/api/me');
    expect(again.json()).toMatchObject({ id: me.json().id, role: 'teacher' });
    const users = await test.app.db.selectFrom('user').select('id').where('email', '=', 'mei@example.com').execute();
    expect(users).toHaveLength(1);
    // One sign_up analytics event, told by the provider it came through; signing in again is not a sign-up.
    expect(told.filter((event) => event.name === 'sign_up')).toEqual([
      expect.objectContaining({ userId: me.json().id, props: { method: 'google', role: null } }),
    ]);
  });

  it('joins an existing e-mail account, taking off the password nobody proved to own and its sessions', async () => {
    const test = await setup();
    const existing = await test.make.user('student', { name: 'Wong Ka Ho' });
    const signedIn = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: existing.email, password: existing.password },
    });
    expect(signedIn.statusCode).toBe(200);

    const linked = await signInWithProvider(test, { sub: 'google-sub-2', email: existing.email, name: 'Ka Ho' });
    expect(linked.back.statusCode, linked.back.body).toBe(302);
    const me = await test.call(linked, 'GET', '/api/me');
    expect(me.json()).toMatchObject({ id: existing.id, role: 'student', displayName: 'Wong Ka Ho' });
    // The earlier session and the password are gone.
    const old = await test.call(existing, 'GET', '/api/me');
    expect(old.statusCode).toBe(401);
    const byPassword = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: existing.email, password: existing.password },
    });
    expect(byPassword.statusCode).toBe(401);
  });

  it('refuses an address the provider has not verified when an account already has it', async () => {
    const test = await setup();
    const existing = await test.make.user('student');
    const attempt = await signInWithProvider(test, {
      sub: 'google-sub-3',
      email: existing.email,
      name: 'Someone',
      emailVerified: false,
    });
    expect(attempt.back.statusCode).toBe(302);
    expect(attempt.back.headers.location).toContain('error=');
    const me = await test.call(attempt, 'GET', '/api/me');
    expect(me.statusCode).toBe(401);
  });
});

describe("social sign-in inside the native wrapper (an id_token from the phone's own sign-in)", () => {
  /** What the web page does with the token the wrapper sends back: hands it over with the nonce it asked for. */
  const signInWithIdToken = (test: TestApp, token: string, nonce: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/app/', idToken: { token, nonce } },
    });

  it('signs up with a token bound to the page’s nonce, and refuses another nonce or another app’s token', async () => {
    const test = await setup();
    const told: AnalyticsEvent[] = [];
    test.app.analytics.addSink({ write: (event) => void told.push(event) });
    const person = { sub: 'google-sub-native', email: 'native@example.com', name: 'Lam Wing Yan' };

    const wrongNonce = await signInWithIdToken(test, await test.provider.issueIdToken(person, { nonce: 'n-1' }), 'n-2');
    expect([wrongNonce.statusCode, wrongNonce.json().error.code]).toEqual([400, 'invalid_token']);
    const otherApp = await test.provider.issueIdToken(person, { nonce: 'n-3', audience: 'someone-else' });
    expect((await signInWithIdToken(test, otherApp, 'n-3')).statusCode).toBe(400);
    expect(await test.app.db.selectFrom('user').select('id').where('email', '=', person.email).execute()).toEqual([]);

    const signedIn = await signInWithIdToken(test, await test.provider.issueIdToken(person, { nonce: 'n-4' }), 'n-4');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const jar = new Map<string, string>();
    mergeCookies(jar, signedIn);
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(jar) } });
    // No role yet: onboarding asks, as after the provider's redirect.
    expect(me.json()).toMatchObject({ email: person.email, displayName: 'Lam Wing Yan', role: null });
    expect(told.filter((event) => event.name === 'sign_up')).toEqual([
      expect.objectContaining({ props: { method: 'google', role: null } }),
    ]);
    // The provider's pages were never opened: the phone signed in on its own.
    expect(test.provider.tokenRequests).toBe(0);
  });

  it('joins an existing e-mail account the same way the redirect does: the password and its sessions go', async () => {
    const test = await setup();
    const existing = await test.make.user('teacher', { name: 'Ho Ka Yan' });
    const person = { sub: 'google-sub-native-2', email: existing.email, name: 'Ka Yan' };
    const token = await test.provider.issueIdToken(person, { nonce: 'n-5' });
    const linked = await signInWithIdToken(test, token, 'n-5');
    expect(linked.statusCode, linked.body).toBe(200);
    const jar = new Map<string, string>();
    mergeCookies(jar, linked);
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(jar) } });
    expect(me.json()).toMatchObject({ id: existing.id, role: 'teacher' });
    expect((await test.call(existing, 'GET', '/api/me')).statusCode).toBe(401);
    const byPassword = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: existing.email, password: existing.password },
    });
    expect(byPassword.statusCode).toBe(401);
  });
});
