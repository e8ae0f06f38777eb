// Issue 27 point 5, the browser side of zero loss: the working screen keeps every answer through a wrong device
// clock, a tab left in the background, a long time offline, a reload offline, an input method's Enter, the deadline
// and a second device. Time is Playwright's clock (page.clock), never waited out; the server's clock moves with it
// where the test needs the deadline to come (`serverClock` below). docs/offline.md describes the service worker.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  layoutOf,
  openIn,
  PASSWORD,
  readPractice,
  screenshot,
  signOutFromMenu,
  signUpStudentByApi,
  startPracticeByApi,
} from './helpers';

// The service worker is what this file tests (the other files block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const texts = {
  en: {
    question: (no: number, total: number) => `Question ${no} of ${total}`,
    answer: 'Your answer',
    next: 'Next',
    previous: 'Previous',
    allSaved: 'All saved',
    offline: (count: number) => `Offline · ${count} answer${count === 1 ? '' : 's'} waiting`,
    update: 'A new version of Paperwise is ready',
    reload: 'Reload',
    menu: 'Open menu',
    signOut: 'Sign out',
  },
  zh: {
    question: (no: number, total: number) => `第 ${no} 題（共 ${total} 題）`,
    answer: '你的答案',
    next: '下一題',
    previous: '上一題',
    allSaved: '已全部儲存',
    offline: (count: number) => `離線 · ${count} 個答案待傳送`,
    update: 'Paperwise 有新版本',
    reload: '重新載入',
    menu: '打開選單',
    signOut: '登出',
  },
} as const;

/**
 * The server's clock as this page sees it (GET …/clock), moved forward with the page's own fake clock: the real
 * server's deadline is minutes away, and the test brings it near without waiting. Answers and the hand-in still go to
 * the real server, which accepts them (its deadline has not passed).
 */
async function serverClock(page: Page) {
  let ahead = 0;
  await page.route('**/api/practices/*/clock', async (route) => {
    const response = await route.fetch();
    const clock = (await response.json()) as { serverNow: number };
    await route.fulfill({ response, json: { ...clock, serverNow: clock.serverNow + ahead } });
  });
  return {
    /** The server's clock runs this much ahead of the real one from now on. */
    setAhead: (ms: number) => {
      ahead = ms;
    },
  };
}

/** What the countdown shows, in seconds. */
async function countdownSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('countdown').textContent()) ?? '';
  const parts = text.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** The tab goes to the background or comes back, as the browser reports it (headless pages are always visible). */
async function setTabHidden(page: Page, isHidden: boolean): Promise<void> {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, isHidden);
}

/**
 * Writes "the next deploy" into the built service worker (a new comment is a new version to the browser). One test
 * at a time across the workers (a directory as the lock), or one would undo the other's deploy.
 */
async function nextDeploy(): Promise<{ undo: () => void }> {
  const distDir = path.join(import.meta.dirname, '..', 'dist', 'web');
  const lock = path.join(distDir, '.deploy-lock');
  const takeLock = () => {
    try {
      mkdirSync(lock);
      return true;
    } catch {
      return false;
    }
  };
  // Playwright's own wait: tried again until the other test's undo frees the lock, within this test's time.
  await expect.poll(takeLock, { timeout: 120_000 }).toBe(true);
  const file = path.join(distDir, 'sw.js');
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, `${original}\n// the next deploy ${Date.now()}\n`);
  let isUndone = false;
  return {
    undo: () => {
      if (isUndone) return;
      isUndone = true;
      writeFileSync(file, original);
      rmSync(lock, { recursive: true, force: true });
    },
  };
}

/** Waits until the service worker controls the page and keeps this paper (docs/offline.md). */
async function waitUntilKeptOffline(page: Page, practiceId: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (path) => {
          if (!navigator.serviceWorker.controller) return false;
          const cache = await caches.open('paperwise-api');
          return (await cache.match(path)) !== undefined && (await cache.match('/api/me')) !== undefined;
        }, `/api/practices/${practiceId}`),
      { timeout: 20_000 },
    )
    .toBe(true);
}

async function keptApiPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('paperwise-api');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

for (const language of ['en', 'zh'] as const) {
  const text = texts[language];
  test(
    `a reload offline shows the paper and its queued answers; signing out forgets them (${language})`,
    {
      tag: layoutOf(language),
    },
    async ({ page, context }, testInfo) => {
      // The worker's first install downloads the working screen's files (about 230 KB).
      test.setTimeout(120_000);
      await openIn(page, '/', language);
      await signUpStudentByApi(page, { language });
      const practice = await startPracticeByApi(page, { mc: 1, short: 1, locale: language });
      await page.goto(`/app/working/${practice.id}/1`);
      await expect(page.getByRole('heading', { name: text.question(1, 2) })).toBeVisible();
      await waitUntilKeptOffline(page, practice.id);

      // Saved online after the worker kept the paper: its kept copy no longer holds this answer.
      await page.getByRole('radio').nth(2).click();
      await expect(page.getByText(text.allSaved)).toBeVisible();
      await expect.poll(async () => (await readPractice(page, practice.id)).questions[0]?.ans).toBe('c');

      await context.setOffline(true);
      await page.getByRole('button', { name: text.next }).click();
      await page.getByLabel(text.answer).fill('typed offline, before the reload');
      await expect(page.getByRole('status').filter({ hasText: text.offline(1) })).toBeVisible();

      await page.reload();
      await expect(page.getByRole('heading', { name: text.question(2, 2) })).toBeVisible();
      await expect(page.getByLabel(text.answer)).toHaveValue('typed offline, before the reload');
      await expect(page.getByRole('status').filter({ hasText: text.offline(1) })).toBeVisible();
      // The countdown runs on the clock offset the last visit measured.
      await expect(page.getByTestId('countdown')).toHaveText(/^\d+:\d\d$/);
      await screenshot(page, testInfo, `offline-reload-${language}`, false);
      await page.getByRole('button', { name: text.previous }).click();
      await expect(page.getByRole('radio').nth(2)).toHaveAttribute('aria-checked', 'true');

      await context.setOffline(false);
      await expect(page.getByText(text.allSaved)).toBeVisible({ timeout: 15_000 });
      expect((await readPractice(page, practice.id)).questions.map((question) => question.ans)).toEqual([
        'c',
        'typed offline, before the reload',
      ]);

      // Signing out forgets the user's page and papers on this browser.
      expect(await keptApiPaths(page)).toContain(`/api/practices/${practice.id}`);
      await page.goto('/app');
      await signOutFromMenu(page, testInfo, { menu: text.menu, signOut: text.signOut });
      const kept = await keptApiPaths(page);
      expect(kept).not.toContain(`/api/practices/${practice.id}`);
      expect(kept).not.toContain('/api/me');
      expect(kept).not.toContain('/__offline/app-page');
    },
  );
}

// The notice is one component in both languages (its texts are checked by the i18n tests): one run, in English on
// the desktop.
for (const language of ['en'] as const) {
  const text = texts[language];
  test(
    `after a deploy, an open paper is told to reload once it is online (${language})`,
    {
      tag: layoutOf(language),
    },
    async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await openIn(page, '/', language);
      await signUpStudentByApi(page, { language });
      const practice = await startPracticeByApi(page, { mc: 1, short: 1, locale: language });
      await page.goto(`/app/working/${practice.id}/2`);
      await page.getByLabel(text.answer).fill('typed before the deploy');
      await waitUntilKeptOffline(page, practice.id);

      // The worker's script is fetched by the browser itself, out of Playwright's reach (page.route never sees it), so
      // the next deploy is written into the built file until the tab has noticed it and reloaded, then undone (the
      // restored file would be one more deploy to the reloaded tab): another test's tab that happened to check in
      // those seconds would see a notice, which blocks nothing.
      // Playwright's offline emulation (context.setOffline) leaves a service worker unable to update afterwards, so the
      // return of the network is the browser's `online` event alone.
      const deployed = await nextDeploy();
      const notice = page.getByRole('status').filter({ hasText: text.update });
      try {
        // Each `online` event checks for an update; a check that met the worker busy is repeated by the next one.
        await expect
          .poll(
            async () => {
              await page.evaluate(() => window.dispatchEvent(new Event('online')));
              return notice.isVisible();
            },
            { timeout: 30_000, intervals: [3000] },
          )
          .toBe(true);
        // Not in the way: the paper goes on.
        await page.getByRole('button', { name: text.previous }).click();
        await expect(page.getByRole('heading', { name: text.question(1, 2) })).toBeVisible();
        await screenshot(page, testInfo, `update-notice-${language}`, false);
        await notice.getByRole('button', { name: text.reload }).click();
        await expect(page.getByRole('heading', { name: text.question(1, 2) })).toBeVisible();
        await expect(notice).toBeHidden();
      } finally {
        deployed.undo();
      }
      await page.getByRole('button', { name: text.next }).click();
      await expect(page.getByLabel(text.answer)).toHaveValue('typed before the deploy');
    },
  );
}

for (const [direction, shift] of [
  ['fast', 3_600_000],
  ['slow', -3_600_000],
] as const) {
  test(`a device clock an hour ${direction} counts down and hands in by the server's clock`, {
    tag: '@desktop-only',
  }, async ({ page }) => {
    await openIn(page, '/', 'en');
    await signUpStudentByApi(page);
    const practice = await startPracticeByApi(page, { mc: 1, timeLimit: 30 });
    const server = await serverClock(page);
    await page.clock.install({ time: Date.now() + shift });
    await page.goto(`/app/working/${practice.id}/1`);
    await expect(page.getByTestId('countdown')).toHaveText(/^(29|30):\d\d$/);
    // The server shares this machine's clock: what is truly left, however long the page took to open.
    expect(Math.abs((await countdownSeconds(page)) - (practice.deadlineAt - Date.now()) / 1000)).toBeLessThanOrEqual(3);
    await page.keyboard.press('b');

    // 29:50 later by both clocks: ten seconds left, and the paper is still open.
    const untilTenLeft = practice.deadlineAt - Date.now() - 10_000;
    server.setAhead(untilTenLeft);
    await page.clock.fastForward(untilTenLeft);
    await expect(page.getByTestId('countdown')).toHaveText(/^0:(09|10|11)$/);
    await expect(page).toHaveURL(new RegExp(`/app/working/${practice.id}/1$`));

    server.setAhead(untilTenLeft + 11_000);
    await page.clock.fastForward(11_000);
    await expect(page.getByText('Time is up').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/app/result/${practice.id}`), { timeout: 20_000 });
    const finished = await readPractice(page, practice.id);
    expect(finished.finishedAt).not.toBeNull();
    expect(finished.questions[0]?.ans).toBe('b');
  });
}

test('a tab in the background for 30 minutes shows the right time when it returns and hands in on time', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await openIn(page, '/', 'en');
  await signUpStudentByApi(page);
  const practice = await startPracticeByApi(page, { mc: 0, short: 1, timeLimit: 31 });
  const server = await serverClock(page);
  await page.clock.install();
  await page.goto(`/app/working/${practice.id}/1`);
  await page.getByLabel('Your answer').fill('typed before the tab went to the background');
  await expect(page.getByText(/^Saved at /)).toBeVisible();

  // Thirty minutes in the background, its timers stopped (a frozen tab, a laptop asleep). The device's clock comes
  // back two minutes fast (set by hand, or not yet corrected): only the server's clock tells how long is left.
  await setTabHidden(page, true);
  const away = 30 * 60_000;
  server.setAhead(away);
  await page.clock.setSystemTime(Date.now() + away + 2 * 60_000);
  await setTabHidden(page, false);
  await page.clock.runFor(1000);
  const left = (practice.deadlineAt - Date.now() - away) / 1000;
  await expect.poll(async () => Math.abs((await countdownSeconds(page)) - left)).toBeLessThanOrEqual(3);
  await expect(page).toHaveURL(new RegExp(`/app/working/${practice.id}/1$`));
  await page.getByLabel('Your answer').fill('typed in the last minute');

  server.setAhead(away + left * 1000 + 1000);
  await page.clock.runFor(left * 1000 + 1000);
  await expect(page).toHaveURL(new RegExp(`/app/result/${practice.id}`), { timeout: 20_000 });
  const finished = await readPractice(page, practice.id);
  expect(finished.finishedAt).not.toBeNull();
  expect(finished.questions[0]?.ans).toBe('typed in the last minute');
});

test('ten minutes offline, then online: every queued answer lands, in the order given', {
  tag: '@desktop-only',
}, async ({ page, context }) => {
  await openIn(page, '/', 'en');
  await signUpStudentByApi(page);
  const practice = await startPracticeByApi(page, { mc: 2, short: 1 });
  await page.clock.install();
  await page.goto(`/app/working/${practice.id}/1`);
  await page.keyboard.press('b');
  await expect(page.getByText('All saved')).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Your answer').fill('written offline');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.keyboard.press('c');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.keyboard.press('d');
  await expect(page.getByRole('status').filter({ hasText: 'Offline · 3 answers waiting' })).toBeVisible();
  await page.clock.fastForward('10:00');
  await expect(page.getByRole('status').filter({ hasText: 'Offline · 3 answers waiting' })).toBeVisible();

  const sent: string[] = [];
  page.on('request', (request) => {
    const match = /\/answers\/(\d+)$/.exec(new URL(request.url()).pathname);
    if (match && request.method() === 'PUT')
      sent.push(`${match[1]}:${(request.postDataJSON() as { ans: string }).ans}`);
  });
  await context.setOffline(false);
  await expect(page.getByText('All saved')).toBeVisible({ timeout: 15_000 });
  expect(sent).toEqual(['3:written offline', '2:c', '1:d']);
  const saved = await readPractice(page, practice.id);
  expect(saved.questions.map((question) => question.ans)).toEqual(['d', 'c', 'written offline']);
});

test('Enter while an input method composes Chinese, and the Enter that ends it, neither submit nor move on', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await openIn(page, '/', 'zh');
  await signUpStudentByApi(page, { language: 'zh' });
  const practice = await startPracticeByApi(page, { mc: 1, long: 1, locale: 'zh' });
  await page.goto(`/app/working/${practice.id}/2`);
  const answer = page.getByLabel('你的答案');
  await answer.click();
  await page.keyboard.type('Line one');
  const cdp = await page.context().newCDPSession(page);
  const pressEnterAsInputMethod = () =>
    // An input method's Enter: the browser reports keyCode 229 ("Process"), whatever isComposing says (Safari sends
    // it after compositionend, with isComposing false).
    cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 229 });

  await cdp.send('Input.imeSetComposition', { text: 'zhong', selectionStart: 5, selectionEnd: 5 });
  await pressEnterAsInputMethod();
  await page.keyboard.press('ArrowRight');
  await cdp.send('Input.insertText', { text: '中文' });
  await pressEnterAsInputMethod();
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 229 });

  await expect(page).toHaveURL(new RegExp(`/app/working/${practice.id}/2$`));
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(answer).toHaveValue('Line one中文');
  await expect(page.getByText(/^已於 .* 儲存$/)).toBeVisible();
  expect((await readPractice(page, practice.id)).questions[1]?.ans).toBe('Line one中文');
});

test('at the deadline, an edit still opening from the device goes in, never an older or empty answer', {
  tag: '@desktop-only',
}, async ({ page, context }) => {
  test.setTimeout(90_000);
  await openIn(page, '/', 'en');
  await signUpStudentByApi(page);
  const practice = await startPracticeByApi(page, { mc: 0, short: 1, timeLimit: 30 });
  const server = await serverClock(page);
  await page.clock.install();
  await page.goto(`/app/working/${practice.id}/1`);
  const answer = page.getByLabel('Your answer');
  await answer.fill('saved first');
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  await context.setOffline(true);
  await answer.fill('the final answer, kept on the device');
  await expect(page.getByText('Not saved: retrying. Your answer is kept on this device.')).toBeVisible();
  await context.setOffline(false);

  // The reload comes two seconds before the deadline, and this browser's IndexedDB is slow to open (a busy phone):
  // the time is up before the kept edit is on the screen.
  await page.addInitScript(() => {
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
      const request = open.apply(this, args);
      let onSuccess: ((event: Event) => void) | null = null;
      Object.defineProperty(request, 'onsuccess', {
        configurable: true,
        get: () => onSuccess,
        set: (handler: (event: Event) => void) => {
          onSuccess = handler;
        },
      });
      request.addEventListener('success', (event) => setTimeout(() => onSuccess?.call(request, event), 4000));
      return request;
    };
  });
  const untilTwoLeft = practice.deadlineAt - Date.now() - 2000;
  server.setAhead(untilTwoLeft);
  await page.clock.setSystemTime(Date.now() + untilTwoLeft);
  await page.reload();
  await expect(page.getByText('Time is up').first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/app/result/${practice.id}`), { timeout: 20_000 });
  const finished = await readPractice(page, practice.id);
  expect(finished.finishedAt).not.toBeNull();
  expect(finished.questions[0]?.ans).toBe('the final answer, kept on the device');
});

test("the same paper on a second device shows the first's answers when the student turns to it; the first, left open, shows the second's within a minute", {
  tag: '@desktop-only',
}, async ({ page, browser }) => {
  // Two browser contexts, each loading the app.
  test.setTimeout(180_000);
  await page.clock.install();
  await openIn(page, '/', 'en');
  const email = await signUpStudentByApi(page);
  const practice = await startPracticeByApi(page, { mc: 1, short: 1 });
  const second: BrowserContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const other = await second.newPage();
    const signIn = await other.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(200);
    await other.goto(`/app/working/${practice.id}/2`);
    await expect(other.getByLabel('Your answer')).toHaveValue('', { timeout: 30_000 });

    // The student works on the first device while the second lies in the background.
    await setTabHidden(other, true);
    await page.goto(`/app/working/${practice.id}/1`);
    await page.getByRole('radio').first().click();
    await expect(page.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Your answer').fill('written on the first device');
    await expect(page.getByText(/^Saved at /)).toBeVisible();

    await setTabHidden(other, false);
    await expect(other.getByLabel('Your answer')).toHaveValue('written on the first device', { timeout: 60_000 });
    await other.getByRole('button', { name: 'Previous' }).click();
    await expect(other.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');

    // An edit on the second device comes after the first device's, so the server takes it.
    await other.getByRole('button', { name: 'Next' }).click();
    await other.getByLabel('Your answer').fill('then changed on the second device');
    await expect(other.getByText(/^Saved at /)).toBeVisible();
    expect((await readPractice(page, practice.id)).questions[1]?.ans).toBe('then changed on the second device');

    // The first device stayed open and in view all along (no tab shown again, no network back): the paper's clock,
    // asked each minute, says an answer was saved since, and the screen shows it.
    await page.clock.runFor(60_000);
    await expect(page.getByLabel('Your answer')).toHaveValue('then changed on the second device', { timeout: 15_000 });
  } finally {
    await second.close();
  }
});
