import { expect, test } from '@playwright/test';
import { openIn, screenshot, signUpStudentByApi, startPracticeByApi } from './helpers';

test('the widened-levels notice shows once; a solution takes reports and changes its question', async ({
  page,
}, testInfo) => {
  await openIn(page, '/', 'en');
  await signUpStudentByApi(page);
  // Chapter 2 has one MC question per level: two at level 1 must borrow from level 2. (When the bank fills this
  // chapter, pick another with a single level-1 MC question.)
  const practice = await startPracticeByApi(page, { mc: 2, difficulty: 1, chapterIds: ['hkdse-math-cp-c02'] });
  expect(practice.notice).toBe('levels_widened');
  await page.goto(`/app/working/${practice.id}/1`);
  const notice = page.getByText(/^The chosen level had too few questions/);
  await expect(notice).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
  await expect(notice).toBeHidden();

  expect((await page.request.post(`/api/practices/${practice.id}/submit`, { data: {} })).status()).toBe(200);
  await page.goto(`/app/solution/${practice.id}/1`);
  await expect(page.getByText(/^Correct answer: [A-D]$/)).toBeVisible();

  await page.getByRole('button', { name: 'Report or appeal' }).click();
  const report = page.getByRole('dialog', { name: 'Report or appeal this question' });
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Please write a message')).toBeVisible();
  await report.getByLabel(/^Message/).fill('Option C looks right too.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you for reporting')).toBeVisible();
  await expect(report).toBeHidden();

  await page.getByRole('button', { name: 'Change question' }).click();
  const change = page.getByRole('dialog', { name: 'Change this question' });
  await change.getByRole('radiogroup', { name: 'Type' }).getByText('Short', { exact: true }).click();
  await change.getByRole('radiogroup', { name: 'Level' }).getByText('Medium').click();
  await screenshot(page, testInfo, 'solution-change-en', false);
  await change.getByRole('button', { name: 'Change question' }).click();
  await expect(page.getByText('Question changed')).toBeVisible();
  await expect(change).toBeHidden();
  await expect(page.getByText(/^Short question · /)).toBeVisible();
  await expect(page.getByTestId('question-score')).toHaveText(/^– \/ \d+$/);
});
