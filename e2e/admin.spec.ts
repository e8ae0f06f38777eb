import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { isPhone, pretendProfileLanguage, screenshot, signInAsDemo, signUpStudentByApi } from './helpers';

/** A small solid-colour PNG built here, so the upload goes through the server's image check and re-encoding. */
function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([220, 60, 60], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG = makePng(24, 16);

/** The menu entries live in the side bar on a desktop and behind the burger on a phone. */
async function menuLinks(page: Page, phone: boolean): Promise<Locator> {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog');
  }
  return page.getByRole('navigation').first();
}

function row(page: Page, text: string): Locator {
  return page.getByRole('listitem').filter({ hasText: text }).last();
}

test('a super-admin builds a subject with notes and an approved question that a new student can practise', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const category = `E2E Category ${tag}`;
  const subject = `E2E Subject ${tag}`;
  const section = `E2E Section ${tag}`;
  const chapter = `E2E Chapter ${tag}`;

  await signInAsDemo(page, 'Super admin', 'demo-superadmin@paperwise.local');
  await expect(page).toHaveURL(/\/app\/manage-categories$/);
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();

  // Category: the title is required in both languages.
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Audience')).toHaveValue('HKDSE students');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please enter category title').first()).toBeVisible();
  await dialog.getByLabel('Title (English)').fill(category);
  await dialog.getByLabel('Title (Chinese)').fill(`類別 ${tag}`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('category created')).toBeVisible();
  await row(page, category).getByRole('switch', { name: 'Published' }).click();
  await expect(row(page, category).getByRole('switch')).toBeChecked();
  await screenshot(page, testInfo, 'admin-categories-en');

  const categories = (await (await page.request.get('/api/admin/categories')).json()).categories as Array<{
    id: string;
    title: { en: string };
  }>;
  const categoryId = categories.find((item) => item.title.en === category)!.id;

  // Subject with two grade bands entered as 0-100.
  await page.goto(`/app/manage-subjects?category=${categoryId}`);
  await page.getByRole('button', { name: 'Add subject' }).click();
  await dialog.getByLabel('Title (English)').fill(subject);
  await dialog.getByLabel('Title (Chinese)').fill(`科目 ${tag}`);
  await dialog.getByRole('button', { name: 'Add grade' }).click();
  await dialog.getByRole('button', { name: 'Add grade' }).click();
  await dialog.getByLabel('Grade', { exact: true }).nth(0).fill('A');
  await dialog.getByLabel('Min', { exact: true }).nth(0).fill('50');
  await dialog.getByLabel('Max', { exact: true }).nth(0).fill('100');
  await dialog.getByLabel('Grade', { exact: true }).nth(1).fill('B');
  await dialog.getByLabel('Min', { exact: true }).nth(1).fill('0');
  await dialog.getByLabel('Max', { exact: true }).nth(1).fill('40');
  await dialog.getByRole('button', { name: 'Create' }).click();
  // A gap between 40 and 50: the server says why.
  await expect(dialog.getByText(/The grade bands are not valid: gap between/).first()).toBeVisible();
  await dialog.getByLabel('Max', { exact: true }).nth(1).fill('50');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('subject created')).toBeVisible();
  await row(page, subject).getByRole('switch', { name: 'Published' }).click();
  await expect(row(page, subject).getByRole('switch', { name: 'Published' })).toBeChecked();
  await screenshot(page, testInfo, 'admin-subjects-en');

  const subjects = (await (await page.request.get(`/api/admin/subjects?category=${categoryId}`)).json())
    .subjects as Array<{ id: string; title: { en: string }; grades: Array<{ min: number }> }>;
  const created = subjects.find((item) => item.title.en === subject)!;
  expect(created.grades.map((band) => band.min).sort()).toEqual([0, 0.5]);

  // Section and chapter, both published.
  await page.goto(`/app/manage-chapters?category=${categoryId}&subject=${created.id}`);
  await page.getByRole('button', { name: 'Add section' }).click();
  await dialog.getByLabel('Title (English)').fill(section);
  await dialog.getByLabel('Title (Chinese)').fill(`部分 ${tag}`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('section created')).toBeVisible();
  await page.getByRole('button', { name: 'Add chapter' }).click();
  await dialog.getByLabel('Chapter number').fill('1');
  await dialog.getByLabel('Title (English)').fill(chapter);
  await dialog.getByLabel('Title (Chinese)').fill(`章節 ${tag}`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('chapter created')).toBeVisible();
  const sectionRow = row(page, section);
  await sectionRow.getByRole('switch').first().click();
  await expect(sectionRow.getByRole('switch').first()).toBeChecked();
  await sectionRow.getByRole('switch').nth(1).click();
  await expect(sectionRow.getByRole('switch').nth(1)).toBeChecked();
  await screenshot(page, testInfo, 'admin-chapters-en');

  // Notes with a formula and an image; the preview is the server's KaTeX rendering of what was saved.
  await sectionRow.getByRole('link', { name: 'Notes' }).click();
  await expect(page).toHaveURL(/\/app\/manage-chapter\//);
  const editor = page.getByRole('textbox', { name: 'English' });
  await editor.click();
  // `<` is saved as &lt; in the editor's HTML, and Shift+Enter inside a formula as <br>: each must read as typed.
  await editor.pressSequentially('The area is $x^2$ square units when $0 < x$.');
  await editor.press('Enter');
  await editor.pressSequentially('$$x = 1');
  await editor.press('Shift+Enter');
  await editor.pressSequentially('y = 2$$');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('image uploaded successfully')).toBeVisible();
  await expect(page.getByText(/Saved at \d\d:\d\d:\d\d/)).toBeVisible({ timeout: 15_000 });
  const preview = page.getByTestId('notes-preview');
  await expect(preview.locator('.katex').first()).toBeVisible();
  await expect(preview.locator('.katex')).toHaveCount(3);
  await expect(preview.locator('.katex-error')).toHaveCount(0);
  await expect(preview).not.toContainText('<br');
  await expect(preview.locator('img[src^="/api/files/"]')).toHaveCount(1);
  await screenshot(page, testInfo, 'admin-notes-en');

  // A question: added, written in both languages, answered and approved.
  const sections = (await (await page.request.get(`/api/admin/subjects/${created.id}/sections`)).json())
    .sections as Array<{ chapters: Array<{ id: string }> }>;
  const chapterId = sections[0]!.chapters[0]!.id;
  await page.goto(`/app/manage-questions?subject=${created.id}&chapter=${chapterId}`);
  await page.getByRole('button', { name: 'Add question' }).click();
  // One scale for difficulty across the product: Easy, Medium, Hard, here too.
  await dialog.getByText('Medium', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/app\/manage-question\//);
  await page.getByLabel('Question', { exact: true }).fill('What is $1+1$?');
  for (const [key, value] of [
    ['A', '2'],
    ['B', '3'],
    ['C', '4'],
    ['D', '5'],
  ] as const) {
    await page.getByLabel(`Option ${key}`, { exact: true }).fill(value);
  }
  await page.getByLabel('Solution', { exact: true }).fill('It is $2$.');
  await page.getByRole('tab', { name: 'Chinese' }).click();
  await page.getByLabel('Question', { exact: true }).fill('$1+1$ 是多少？');
  for (const [key, value] of [
    ['A', '二'],
    ['B', '三'],
    ['C', '四'],
    ['D', '五'],
  ] as const) {
    await page.getByLabel(`Option ${key}`, { exact: true }).fill(value);
  }
  await page.getByLabel('Solution', { exact: true }).fill('答案是 $2$。');
  await expect(page.getByText(/Saved at \d\d:\d\d:\d\d/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('question-preview').locator('.katex').first()).toBeVisible();
  await page.locator('label').filter({ hasText: /^A$/ }).click();
  await expect(page.getByRole('radio', { name: 'A', exact: true })).toBeChecked();
  await page.getByRole('switch', { name: 'Approved' }).click();
  await expect(page.getByRole('switch', { name: 'Approved' })).toBeChecked();
  await screenshot(page, testInfo, 'admin-question-editor-en');

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/app\/manage-questions/);
  await expect(page.getByText('What is').first()).toBeVisible();
  await expect(page.getByText('Medium (1)', { exact: true })).toBeVisible();
  await expect(page.getByTestId('question-card').first()).toContainText('Medium');
  await screenshot(page, testInfo, 'admin-questions-en');

  for (const path of ['reports', 'admins']) {
    await page.goto(`/app/${path}`);
    await expect(
      page.getByRole('heading', { name: path === 'reports' ? 'Reports' : 'Admins', exact: true }),
    ).toBeVisible();
    await screenshot(page, testInfo, `admin-${path}-en`);
  }
  // Two pages in Chinese. The demo account is shared by tests running side by side, so its saved language is left
  // alone: this page alone is told the profile says Chinese.
  const stopPretending = await pretendProfileLanguage(page, 'zh');
  await page.goto(`/app/manage-subjects?category=${categoryId}`);
  await expect(page.getByRole('heading', { name: '科目' })).toBeVisible();
  await screenshot(page, testInfo, 'admin-subjects-zh');
  await page.goto(`/app/manage-questions?subject=${created.id}`);
  await expect(page.getByRole('heading', { name: '題目' })).toBeVisible();
  await expect(page.getByText('中（1）', { exact: true })).toBeVisible();
  await expect(page.getByTestId('question-card').first()).toContainText('中');
  await screenshot(page, testInfo, 'admin-questions-zh');
  await stopPretending();

  // A fresh student sees the new subject and chapter with its question.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.setItem('paperwise.language', 'en'));
  await signUpStudentByApi(page);
  await page.goto('/app/free-practice');
  await page.getByLabel('Category').selectOption({ label: category });
  await page
    .getByLabel('Subject', { exact: true })
    .selectOption({ label: `${subject} · New` })
    .catch(async () => {
      await page.getByLabel('Subject', { exact: true }).selectOption({ label: subject });
    });
  const chapterBox = page.getByRole('checkbox', { name: `1. ${chapter}` });
  await expect(chapterBox).toBeVisible();
  await expect(page.getByText('MC 1').first()).toBeVisible();
});

test('an admin sees questions and reports but no catalogue pages', async ({ page }, testInfo) => {
  const phone = isPhone(testInfo);
  await signInAsDemo(page, 'Admin', 'demo-admin@paperwise.local');
  await expect(page).toHaveURL(/\/app\/manage-questions/);
  await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await screenshot(page, testInfo, 'admin-admin-questions-en');
  const menu = await menuLinks(page, phone);
  await expect(menu.getByRole('link', { name: /Questions/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Reports/ })).toBeVisible();
  for (const name of ['Categories', 'Subjects', 'Chapters', 'Admins']) {
    await expect(menu.getByRole('link', { name })).toHaveCount(0);
  }
  // A super-admin's page does not exist for an admin: said so, with a way back to the admin's start page.
  await page.goto('/app/manage-categories');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my start page' }).click();
  await expect(page).toHaveURL(/\/app\/manage-questions/);
  await page.goto('/app/reports');
  await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'admin-admin-reports-en');
});
