import { expect, test } from '@playwright/test';
import { SUPER_ADMIN, signInAsDemo } from './admin-helpers';
import { openIn, screenshot, signUpStudentByApi } from './helpers';

// The e2e server sends payments to the local Stripe peer (scripts/e2e-server.ts): its checkout page has a Pay button
// that sends the signed webhook and returns to the app, as Stripe's hosted checkout would.

test('a student buys 6 months, returns with premium, opens the portal and unsubscribes', async ({ page }, testInfo) => {
  await signUpStudentByApi(page);
  await openIn(page, '/app/pricing', 'en');
  // The first test of a run loads the pricing chunk cold on a busy machine.
  await expect(page.getByText('Student plan')).toBeVisible({ timeout: 30_000 });
  await page.getByText('Pay once').click();
  await page.getByText(/Limited-time/).click();
  await expect(page.getByTestId('total')).toHaveText('HK$240 for 6 months');
  await page.getByLabel('Months').fill('5');
  await expect(page.getByText('The limited-time price needs 6 months or more.')).toBeVisible();
  await page.getByLabel('Months').fill('6');
  await screenshot(page, testInfo, 'billing-pricing-en');
  await page.getByRole('button', { name: 'Choose payment method' }).click();
  await screenshot(page, testInfo, 'billing-method-en', false);
  await page.getByRole('button', { name: 'Card or wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/app\/pricing\?payment=success/);
  await expect(page.getByText('Your premium plan is active.')).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.premium.isActive).toBe(true);
  await screenshot(page, testInfo, 'billing-returned-en');

  await page.getByRole('button', { name: 'Billing portal' }).click();
  await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/app\/profile/);

  const unsubscribe = await page.request.post('/api/billing/unsubscribe', {
    data: { email: me.email, message: 'Exams are over' },
  });
  expect(unsubscribe.status()).toBe(204);
  expect((await (await page.request.get('/api/me')).json()).premium.isActive).toBe(false);
});

test('the pricing page in Chinese', async ({ page }, testInfo) => {
  await signUpStudentByApi(page, { language: 'zh' });
  await openIn(page, '/app/pricing', 'zh');
  await expect(page.getByText('學生計劃')).toBeVisible();
  await screenshot(page, testInfo, 'billing-pricing-zh');
});

test("a super-admin edits a student's premium on the users page", async ({ page, browser }, testInfo) => {
  const learner = await browser.newPage();
  const email = await signUpStudentByApi(learner);
  await learner.close();
  await signInAsDemo(page, 'Super admin', SUPER_ADMIN);
  await page.goto('/app/users');
  await expect(page.getByText('Total users')).toBeVisible();
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
