import { expect, test } from '@playwright/test';
import { openIn, readPractice, screenshot, signUpStudentByApi, startPracticeByApi } from './helpers';

test(
  'answers typed offline are kept, sent when the network returns, and survive a reload',
  { tag: '@desktop-only' },
  async ({ page, context }, testInfo) => {
    await openIn(page, '/', 'en');
    await signUpStudentByApi(page);
    const practice = await startPracticeByApi(page, { mc: 1, short: 1 });
    await page.goto(`/app/working/${practice.id}/1`);
    await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
    await expect(page.getByTestId('countdown')).toHaveText(/^\d+:\d\d$/);
    await expect(page.getByText('All saved')).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('radio').first().click();
    await expect(page.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
    await page.getByLabel('Your answer').fill('First line\nsecond line, typed offline');

    await expect(page.getByRole('status').filter({ hasText: /^Offline · 2 answers waiting$/ })).toBeVisible();
    await expect(page.getByText('Not saved: retrying. Your answer is kept on this device.')).toBeVisible();
    await screenshot(page, testInfo, 'working-offline-en', false);
    // page.request goes through Playwright, not the offline browser: the server has nothing yet.
    expect((await readPractice(page, practice.id)).questions.map((question) => question.ans)).toEqual([null, null]);

    await context.setOffline(false);
    await expect(page.getByText('All saved')).toBeVisible({ timeout: 15_000 });
    const saved = await readPractice(page, practice.id);
    expect(saved.questions.map((question) => question.ans)).toEqual(['a', 'First line\nsecond line, typed offline']);

    await page.reload();
    await expect(page.getByLabel('Your answer')).toHaveValue('First line\nsecond line, typed offline');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');
  },
);

test('an unsent edit kept on the device wins over the server copy after a reload', { tag: '@desktop-only' }, async ({
  page,
  context,
}) => {
  await openIn(page, '/', 'en');
  await signUpStudentByApi(page);
  const practice = await startPracticeByApi(page, { mc: 0, short: 1 });
  await page.goto(`/app/working/${practice.id}/1`);
  await page.getByLabel('Your answer').fill('saved online');
  await expect(page.getByText(/^Saved at /)).toBeVisible();

  await context.setOffline(true);
  await page.getByLabel('Your answer').fill('typed offline, then the tab reloaded');
  await expect(page.getByText('Not saved: retrying. Your answer is kept on this device.')).toBeVisible();
  await context.setOffline(false);
  // Reload at once, before the queue's retry: the edit is only in IndexedDB now.
  await page.reload();
  await expect(page.getByLabel('Your answer')).toHaveValue('typed offline, then the tab reloaded');
  await expect(page.getByText(/^Saved at /)).toBeVisible({ timeout: 15_000 });
  expect((await readPractice(page, practice.id)).questions[0]?.ans).toBe('typed offline, then the tab reloaded');
});

// The countdown on the server's clock, a device clock off by an hour, and Enter during Chinese composition are in
// e2e/zero-loss.spec.ts, on Playwright's clock instead of a real minute.
test('the dialogs load at the first touch; offline from the start, the screen says so and opens them once back online', {
  tag: '@desktop-only',
}, async ({ page, context }) => {
  await openIn(page, '/', 'en');
  await signUpStudentByApi(page);
  const practice = await startPracticeByApi(page, { mc: 1, short: 1 });
  const overlays: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/WorkingOverlays-/.test(request.url())) overlays.push(request.url());
  });
  await page.goto(`/app/working/${practice.id}/1`);
  await expect(page.getByText('All saved')).toBeVisible();
  // Nothing touched yet: the paper's first load does not carry its dialogs.
  expect(overlays).toEqual([]);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are offline. Your answers are kept on this device' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  // The notice closes, and the paper goes on offline; asked again, it shows again.
  await page.getByRole('status').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('You are offline. Your answers are kept on this device')).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('You are offline. Your answers are kept on this device')).toBeVisible();

  await context.setOffline(false);
  const dialog = page.getByRole('dialog', { name: 'Submit your answers?' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('You are offline. Your answers are kept on this device')).toBeHidden();
  await dialog.getByRole('button', { name: 'Keep working' }).click();
  await expect(dialog).toBeHidden();
});
