import { expect, test } from '@playwright/test';
import { pdf } from '../server/storage/testing';
import { createChapterByApi, SUPER_ADMIN } from './admin-helpers';
import { signInAsDemo } from './helpers';

// A PNG's signature and header: binary, so the server cannot take it for text either.
const NOT_A_PDF = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

test('a super-admin uploads a syllabus PDF to a subject and is shown why a renamed picture is refused', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await signInAsDemo(page, 'Super admin', SUPER_ADMIN);
  const world = await createChapterByApi(page);
  await page.goto(`/app/manage-subjects?category=${world.categoryId}`);
  await page.getByRole('button', { name: `Edit: ${world.subjectTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit subject' });
  await expect(dialog.getByText('No file')).toHaveCount(2);

  await dialog
    .getByTestId('syllabus-en')
    .setInputFiles({ name: 'syllabus.pdf', mimeType: 'application/pdf', buffer: pdf('Syllabus') });
  await expect(page.getByText('syllabus uploaded')).toBeVisible();
  const link = dialog.getByRole('link', { name: 'syllabus.pdf' });
  await expect(link).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Replace' })).toBeVisible();
  // The link serves the stored file, as a PDF.
  const stored = await page.request.get((await link.getAttribute('href'))!);
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toBe('application/pdf');
  expect((await stored.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await dialog
    .getByTestId('syllabus-zh')
    .setInputFiles({ name: 'syllabus-zh.pdf', mimeType: 'application/pdf', buffer: NOT_A_PDF });
  // The server's error, under the Chinese syllabus row (and in a notification).
  await expect(dialog.getByText('This type of file is not accepted: pdf, doc, docx, txt')).toBeVisible();
  await expect(dialog.getByText('No file')).toHaveCount(1);
  await expect(link).toBeVisible();

  const subject = await (await page.request.get(`/api/admin/subjects/${world.subjectId}`)).json();
  expect(subject.syllabus.en).toMatchObject({ name: 'syllabus.pdf' });
  expect(subject.syllabus.zh).toBeNull();
});
