import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { openIn, signUpStudentByApi } from './helpers';

const DEMO_TEACHER = 'demo-teacher@paperwise.local';

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

function newContextLike(browser: Browser, testInfo: TestInfo) {
  const { baseURL, viewport } = testInfo.project.use;
  return browser.newContext({ baseURL, viewport });
}

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
    await openIn(teacher, '/', 'en');
    await teacher.getByRole('button', { name: `Sign in as Teacher (${DEMO_TEACHER})` }).click();
    await expect(teacher).toHaveURL(/\/app\//);
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
