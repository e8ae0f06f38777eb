import { expect, test } from '@playwright/test';
import { DEMO, openIn, signInByApi } from './helpers';

// Other browser tests run beside this one on the same server and rely on the free limits: this test changes only
// the share reward, which none of them reads, and puts it back.
test('a super-admin changes a reward and an admin reads it', { tag: '@desktop-only' }, async ({ page, browser }) => {
  await openIn(page, '/', 'en');
  await signInByApi(page, DEMO.superAdmin);
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
  await signInByApi(admin, DEMO.admin);
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
