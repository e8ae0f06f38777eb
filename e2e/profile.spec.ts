import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { openIn, screenshot, signUpStudentByApi } from './helpers';

/** A 600×400 photo: green on the left, orange on the right. */
function photo() {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#2f9e44' } })
    .composite([
      { input: { create: { width: 300, height: 400, channels: 3, background: '#f76707' } }, left: 300, top: 0 },
    ])
    .jpeg()
    .toBuffer();
}

test('a student crops a new avatar and switches role only after confirming', async ({ page }, testInfo) => {
  await signUpStudentByApi(page, { name: 'Lam Wing Yan' });
  await openIn(page, '/app/profile', 'en');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible({ timeout: 30_000 });

  // Avatar: choose a photo, move it and zoom in the crop dialog, save.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(dialog).toBeVisible();
  const area = dialog.getByRole('application', { name: /Photo to crop/ });
  await expect(area.locator('img')).toBeVisible();
  const box = (await area.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await dialog.getByRole('slider').focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  await screenshot(page, testInfo, 'profile-avatar-crop', false);
  const saved = page.waitForResponse((response) => response.url().includes('/api/me/avatar'));
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  // Dragged left and zoomed in: the square sent is smaller than the photo's height and centred in the orange half.
  const crop = new URL(answer.url()).searchParams;
  const size = Number(crop.get('size'));
  expect(size).toBeLessThan(400);
  expect(Number(crop.get('x')) + size / 2).toBeGreaterThan(300);
  await expect(dialog).toBeHidden();
  const avatar = page.getByRole('img', { name: 'Your avatar' });
  await expect(avatar).toHaveAttribute('src', /^\/api\/files\/[a-f0-9]{32}\.png$/);
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();

  // Role: a first pick is cancelled and changes nothing; a confirmed one changes the menu.
  const roles = page.getByRole('radiogroup', { name: 'Use Paperwise as' });
  await roles.getByText('Teacher', { exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Change your role?' });
  await expect(confirm).toContainText('You will use Paperwise as Teacher');
  await screenshot(page, testInfo, 'profile-role-confirm', false);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(roles.getByRole('radio', { name: 'Student' })).toBeChecked();

  await roles.getByText('Teacher', { exact: true }).click();
  await confirm.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText('Role updated')).toBeVisible();
  await expect(roles.getByRole('radio', { name: 'Teacher' })).toBeChecked();
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'My students' })).toBeVisible();
  await screenshot(page, testInfo, 'profile-after');
});
