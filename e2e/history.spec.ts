import { expect, test } from '@playwright/test';
import { isPhone, openIn, signUpStudentByApi, startPracticeByApi } from './helpers';

test(
  'history redoes a practice as a new paper and deletes one after asking',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await openIn(page, '/', 'en');
    await signUpStudentByApi(page);
    const first = await startPracticeByApi(page, { mc: 1 });
    expect((await page.request.post(`/api/practices/${first.id}/submit`, { data: {} })).status()).toBe(200);
    const unfinished = await startPracticeByApi(page, { mc: 1 });

    await page.goto('/app/practice-history');
    const rows = isPhone(testInfo) ? page.locator('main .mantine-Card-root') : page.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    // Newest first: the unfinished paper shows its time left and opens on the working screen.
    await expect(rows.first().getByText(/^In progress · \d+ min left$/)).toBeVisible();
    await rows.first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/app/working/${unfinished.id}/1$`));
    // The browser's back button returns to the history, as it does on every page.
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/practice-history$/);
    await expect(rows).toHaveCount(2);

    await page.goto('/app/practice-history');
    await rows.nth(1).getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Redo' }).click();
    await expect(page).toHaveURL(/\/app\/working\/[^/]+\/1$/);
    expect(page.url()).not.toContain(first.id);

    await page.goto('/app/practice-history');
    await expect(rows).toHaveCount(3);
    await rows.nth(2).getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this practice?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Practice deleted')).toBeVisible();
    await expect(rows).toHaveCount(2);
    expect((await page.request.get(`/api/practices/${first.id}`)).status()).toBe(404);
  },
);
