import { expect, test } from '@playwright/test';
import { createChapterByApi, SUPER_ADMIN } from './admin-helpers';
import { signInAsDemo } from './helpers';

test('a super-admin deletes a subject and a category after confirming, and can cancel', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await signInAsDemo(page, 'Super admin', SUPER_ADMIN);
  const world = await createChapterByApi(page);
  const category = `E2E Category ${world.tag}`;

  await page.goto(`/app/manage-subjects?category=${world.categoryId}`);
  await page.getByRole('button', { name: `Delete: ${world.subjectTitle}` }).click();
  const confirmSubject = page.getByRole('dialog', { name: `Delete ${world.subjectTitle}?` });
  await confirmSubject.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmSubject).toBeHidden();
  await expect(page.getByText(world.subjectTitle, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Delete: ${world.subjectTitle}` }).click();
  await confirmSubject.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('subject deleted')).toBeVisible();
  await expect(page.getByText(world.subjectTitle, { exact: true })).toHaveCount(0);

  await page.goto('/app/manage-categories');
  await page.getByRole('button', { name: `Delete: ${category}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${category}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('category deleted')).toBeVisible();
  await expect(page.getByText(category, { exact: true })).toHaveCount(0);
  const categories = (await (await page.request.get('/api/admin/categories')).json()) as unknown;
  expect(JSON.stringify(categories)).not.toContain(world.categoryId);
});
