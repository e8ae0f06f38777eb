import { expect, type Page, test } from '@playwright/test';
import { openIn } from './helpers';

async function signInAs(page: Page, who: 'demo-superadmin' | 'demo-admin') {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: `${who}@paperwise.local`, password: 'paperwise-demo' },
  });
  expect(res.status()).toBe(200);
}

// Other browser tests run beside this one on the same server and rely on the free limits: this test changes only
// the share reward, which none of them reads, and puts it back.
test('a super-admin changes a reward and an admin reads it', { tag: '@desktop-only' }, async ({ page, browser }) => {
  await openIn(page, '/', 'en');
  await signInAs(page, 'demo-superadmin');
  await page.goto('/app/settings');
  const share = page.getByLabel('Reward for sharing');
  await expect(share).toHaveValue('0', { timeout: 30_000 });
  await page.getByLabel('Questions in a practice').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A setting is outside its range').first()).toBeVisible();
  await page.getByLabel('Questions in a practice').fill('5');
  await share.fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Limits and prices saved')).toBeVisible();

  const admin = await browser.newPage();
  await openIn(admin, '/', 'en');
  await signInAs(admin, 'demo-admin');
  await admin.goto('/app/settings');
  await expect(admin.getByLabel('Reward for sharing')).toHaveValue('2', { timeout: 30_000 });
  await expect(admin.getByText('Only a super-admin can change these.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await admin.close();

  await share.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Limits and prices saved').last()).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/admin/settings/premium')).json()).settings.shareRewardDays)
    .toBe(0);
});
