import { expect, type Page, test } from '@playwright/test';
import { DEMO, newContextLike, openIn, signInAsDemo, signUpStudentByApi, uniqueEmail } from './helpers';

declare global {
  interface Window {
    __posted?: Array<Record<string, unknown>>;
  }
}

/**
 * The native wrapper's side, as a React Native WebView gives it: `ReactNativeWebView.postMessage(text)` injected
 * before the page loads, and the device's push token. This one keeps what the page posts.
 */
async function openInWrapper(page: Page, path: string) {
  await page.addInitScript(() => {
    window.__posted = [];
    window.ReactNativeWebView = {
      postMessage: (message: string) => window.__posted!.push(JSON.parse(message) as Record<string, unknown>),
    };
    window.paperwisePushToken = 'ExponentPushToken[e2e-device]';
  });
  await openIn(page, path, 'en');
}

const posted = (page: Page) => page.evaluate(() => window.__posted ?? []);

test('inside the wrapper: logged_in, then update_badge live when an invitation arrives, stored on the profile', async ({
  page,
  browser,
}, testInfo) => {
  const email = await signUpStudentByApi(page, { name: 'Wrapped Student' });
  await openInWrapper(page, '/app/');
  await expect(page.getByRole('link', { name: 'Free practice' }).first()).toBeVisible();
  await expect.poll(async () => (await posted(page))[0]).toMatchObject({ type: 'logged_in', role: 'student' });
  await expect.poll(() => posted(page)).toContainEqual({ type: 'update_badge', badge: 0 });

  // A teacher invites the student from another browser: the event stream brings the badge without a reload.
  const teacherContext = await newContextLike(browser, testInfo);
  try {
    const teacher = await teacherContext.newPage();
    await signInAsDemo(teacher, 'Teacher', DEMO.teacher);
    const invited = await teacher.request.post('/api/students', { data: { email } });
    expect(invited.status(), await invited.text()).toBe(201);
  } finally {
    await teacherContext.close();
  }
  await expect.poll(() => posted(page)).toContainEqual({ type: 'update_badge', badge: 1 });
  await expect(page.getByRole('link', { name: /^Profile/ }).getByText('1')).toBeVisible();
  // The profile keeps the badge the wrapper shows (and the push token, which no answer reveals).
  await expect.poll(async () => (await (await page.request.get('/api/me')).json()).badge).toBe(1);
  expect((await posted(page)).filter((m) => m.type === 'logged_in')).toHaveLength(1);
});

/** The e2e server's Google client (scripts/e2e-server.ts), which the phone's own Google sign-in would be set up with. */
const GOOGLE_CLIENT = { id: 'paperwise-e2e', secret: 'e2e-google-secret' };

/**
 * The phone's part of "Continue with Google" (Google's native sign-in SDK): an id_token for our client carrying the
 * page's nonce, from the local provider the e2e server uses (found where the web flow would send the browser).
 */
async function phoneSignIn(page: Page, email: string, nonce: string): Promise<string> {
  const start = await page.request.post('/api/auth/sign-in/social', { data: { provider: 'google', callbackURL: '/' } });
  const issuer = new URL((await start.json()).url).origin;
  const redirectUri = 'paperwise://signed-in';
  const authorize = new URL('/authorize', issuer);
  const query = { client_id: GOOGLE_CLIENT.id, redirect_uri: redirectUri, response_type: 'code', nonce };
  for (const [name, value] of Object.entries({ ...query, login_email: email, login_name: 'Wong Hoi Ching' }))
    authorize.searchParams.set(name, value);
  const consent = await page.request.get(authorize.toString(), { maxRedirects: 0 });
  const code = new URL(consent.headers().location ?? '').searchParams.get('code') ?? '';
  const token = await page.request.post(new URL('/token', issuer).toString(), {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: GOOGLE_CLIENT.id,
      client_secret: GOOGLE_CLIENT.secret,
    },
  });
  return (await token.json()).id_token as string;
}

test('inside the wrapper, Continue with Google asks the phone, whose id_token signs in (spec: social login posts a message)', async ({
  page,
}) => {
  await openInWrapper(page, '/');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The page stays: the provider's pages never open inside the WebView.
  await expect
    .poll(async () => (await posted(page)).find((m) => m.type === 'social_login'))
    .toMatchObject({
      provider: 'google',
    });
  const asked = (await posted(page)).find((m) => m.type === 'social_login')!;
  expect(new URL(page.url()).pathname).toBe('/');

  const idToken = await phoneSignIn(page, uniqueEmail('native'), String(asked.nonce));
  await page.evaluate(
    (message) => document.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) })),
    { type: 'social_token', provider: 'google', idToken },
  );
  // A new account: onboarding asks for the role, with the name the provider gave.
  await expect(page.getByRole('heading', { name: 'Finish setting up' })).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Wong Hoi Ching');
});
