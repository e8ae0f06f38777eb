import { expect, test } from '@playwright/test';
import { SUPER_ADMIN } from './admin-helpers';
import { layoutOf, openIn, screenshot, signInAsDemo, signUpByApi, signUpStudentByApi } from './helpers';

// The e2e server sends payments to the local Stripe peer (scripts/e2e-server.ts): its checkout page has a Pay button
// that sends the signed webhook and returns to the app, as Stripe's hosted checkout would.

// A 1x1 PNG: the unsubscribe dialog's picture, which the server decodes and re-encodes.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a student buys 6 months, returns with premium, opens the portal and unsubscribes', async ({ page }, testInfo) => {
  // Three providers' round trips (checkout, portal, unsubscribe) on a shared machine.
  test.slow();
  const email = await signUpStudentByApi(page);
  await openIn(page, '/app/pricing', 'en');
  // The first test of a run loads the pricing chunk cold on a busy machine.
  await expect(page.getByText('Student plan')).toBeVisible({ timeout: 30_000 });
  // The limited-time price is the price while the offer runs, the regular one struck through; no choice to make.
  await expect(page.getByTestId('monthly-price')).toHaveText('HK$40 a month');
  await expect(page.getByTestId('regular-price')).toHaveText('HK$59 a month');
  await page.getByText('Pay once').click();
  await expect(page.getByTestId('total')).toHaveText('HK$240 for 6 months');
  await page.getByLabel('Months').fill('5');
  await expect(page.getByText('The limited-time price needs 6 months or more.')).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('HK$295 for 5 months');
  await page.getByLabel('Months').fill('6');
  await screenshot(page, testInfo, 'billing-pricing-en');
  await page.getByRole('button', { name: 'Choose payment method' }).click();
  await screenshot(page, testInfo, 'billing-method-en', false);
  await page.getByRole('button', { name: 'Card or wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back through /app/?payment=success: the query is dropped once read, and the outcome toasted.
  await expect(page).toHaveURL(/\/app\/pricing$/, { timeout: 30_000 });
  await expect(page.getByText('Payment received. Your premium plan is active.')).toBeVisible();
  await expect(page.getByText('Your premium plan is active.', { exact: true })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.premium.isActive).toBe(true);
  await screenshot(page, testInfo, 'billing-returned-en');

  await page.getByRole('button', { name: 'Billing portal' }).click();
  await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/app\/profile/);

  await page.goto('/app/pricing');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsubscribe' });
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(dialog.getByText('Please enter a message')).toBeVisible();
  await dialog.getByLabel('Message').fill('Exams are over');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'why.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(dialog.getByText('1 of 5 images')).toBeVisible();
  await screenshot(page, testInfo, 'billing-unsubscribe-en', false);
  await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('Successfully unsubscribed')).toBeVisible();
  expect((await (await page.request.get('/api/me')).json()).premium.isActive).toBe(false);
});

test('a student pays 3 months with FPS through Airwallex and returns with premium', async ({ page }, testInfo) => {
  test.slow();
  await signUpStudentByApi(page);
  await openIn(page, '/app/pricing', 'en');
  await expect(page.getByText('Student plan')).toBeVisible({ timeout: 30_000 });
  await page.getByText('Pay once').click();
  await page.getByLabel('Months').fill('3');
  await expect(page.getByTestId('total')).toHaveText('HK$177 for 3 months');
  await page.getByRole('button', { name: 'Choose payment method' }).click();
  await page.getByRole('button', { name: 'FPS' }).click();
  const dialog = page.getByRole('dialog', { name: 'FPS' });
  await expect(dialog.getByTestId('local-total')).toHaveText('HK$177 for 3 months');
  await screenshot(page, testInfo, 'billing-fps-en', false);
  await dialog.getByRole('button', { name: 'Continue to pay' }).click();

  // Airwallex's hosted page (our peer), opened on FPS; Pay sends the signed webhook and returns to the app.
  await expect(page.getByRole('heading', { name: 'Test Airwallex checkout' })).toBeVisible();
  await expect(page.getByText('Method: fps')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/app\/pricing$/, { timeout: 30_000 });
  await expect(page.getByText('Payment received. Your premium plan is active.')).toBeVisible();
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();
  expect((await (await page.request.get('/api/me')).json()).premium.isActive).toBe(true);
});

test('a school buys seats in Chinese and adds seats with the sliders', async ({ page }, testInfo) => {
  test.slow();
  await signUpByApi(page, { role: 'teacher', isSchool: true, name: 'Test School', language: 'zh' });
  await openIn(page, '/app/pricing', 'zh');
  await expect(page.getByText('學校計劃')).toBeVisible({ timeout: 30_000 });
  // Yearly at the school prices: 10 students at 55 and 2 teachers at 76, twelve months.
  await expect(page.getByTestId('total')).toHaveText('12 個月共 HK$8,424');
  await screenshot(page, testInfo, 'billing-pricing-zh');
  await page.getByRole('button', { name: '選擇付款方式' }).click();
  await page.getByRole('button', { name: '信用卡或電子錢包' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('已收到付款，你的高級會員計劃已生效。')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: '更改名額' }).click();
  const dialog = page.getByRole('dialog', { name: '學校名額' });
  const confirm = dialog.getByRole('button', { name: '確認' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: '學生名額' }).fill('40');
  await expect(confirm).toBeEnabled();
  await screenshot(page, testInfo, 'billing-seats-zh', false);
  await confirm.click();
  await expect(page.getByText('已更新訂閱')).toBeVisible();
  await expect(page.getByTestId('seat-summary')).toContainText('學生 0／40');
});

// Issue 26.5: a new school finds Buy seats beside its seat line, which says why it reads "0 of 0", and it leads to the
// school's plan.
const seatTexts = {
  en: { summary: 'teachers 0 of 0, students 0 of 0', why: /no paid seats yet/, buy: 'Buy seats', plan: 'School plan' },
  zh: { summary: '老師 0／0，學生 0／0', why: /學校尚未購買名額/, buy: '購買名額', plan: '學校計劃' },
} as const;

for (const language of ['en', 'zh'] as const) {
  test(
    `a new school buys seats from its seat line (${language})`,
    { tag: layoutOf(language) },
    async ({ page }, testInfo) => {
      const text = seatTexts[language];
      await signUpByApi(page, { role: 'teacher', isSchool: true, name: 'Test School', language });
      await openIn(page, '/app/my-teachers', language);
      const seats = page.getByTestId('seats');
      await expect(seats).toContainText(text.summary, { timeout: 30_000 });
      await expect(page.getByTestId('seats-why')).toHaveText(text.why);
      await screenshot(page, testInfo, `billing-seat-line-${language}`, false);
      await page.getByRole('main').getByRole('link', { name: text.buy }).click();
      await expect(page).toHaveURL(/\/app\/pricing/);
      await expect(page.getByText(text.plan)).toBeVisible();
    },
  );
}

test("a super-admin edits a student's premium on the users page", async ({ page, browser }, testInfo) => {
  const learner = await browser.newPage();
  const email = await signUpStudentByApi(learner);
  await learner.close();
  await signInAsDemo(page, 'Super admin', SUPER_ADMIN);
  await page.goto('/app/users');
  // The users page's chunk and its stats load cold on a busy machine.
  await expect(page.getByText('Total users')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Search by e-mail').fill(email);
  await page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit premium' });
  await dialog.getByLabel('Student seats').fill('-1');
  await expect(dialog.getByText('Must be 0 or greater')).toBeVisible();
  await dialog.getByLabel('Student seats').fill('1');
  await screenshot(page, testInfo, 'billing-premium-dialog-en', false);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Updated')).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).getByText('Premium'),
  ).toBeVisible();
  await screenshot(page, testInfo, 'billing-users-en');
});
