import { expect, test } from '@playwright/test';
import { isPhone, layoutOf, openIn, screenshot, signUpStudentByApi } from './helpers';

test('student renames themselves and switches the language on the profile', async ({ page }) => {
  await openIn(page, '/', 'en');
  await signUpStudentByApi(page, { name: 'Before Rename' });
  await page.goto('/app/profile');

  const name = page.getByLabel('Name');
  await expect(name).toHaveValue('Before Rename');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(name).toHaveAccessibleDescription('Invalid name: enter 1 to 80 characters');

  await name.fill('After Rename');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name updated')).toBeVisible();

  await page.getByRole('radiogroup', { name: 'Language' }).getByText('繁體中文').click();
  await expect(page.getByRole('heading', { name: '個人檔案' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');

  // Both live on the profile now, so a new visit in a browser that prefers English still gets them.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: '個人檔案' })).toBeVisible();
  await expect(page.getByLabel('姓名')).toHaveValue('After Rename');
});

test("a student lands on free practice and reads a chapter's notes", async ({ page }) => {
  await openIn(page, '/', 'en');
  await signUpStudentByApi(page);
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/free-practice$/);
  await expect(page.getByLabel('Subject', { exact: true })).toBeVisible();

  const firstChapter = page.getByRole('button', { name: /^Notes for / }).first();
  await firstChapter.click();
  const notes = page.getByRole('dialog');
  await expect(notes.locator('.rich-text')).toBeVisible();
  await expect(notes.getByRole('radiogroup', { name: 'Notes language' })).toBeVisible();
  await notes.getByRole('button', { name: 'Close' }).click();
  await expect(notes).toBeHidden();

  await page
    .getByRole('checkbox', { name: /^All chapters in / })
    .first()
    .check();
  await expect(page.getByText(/chapters? selected/)).not.toHaveText('0 chapters selected');
});

test('free practice remembers the practice language', async ({ page }) => {
  await openIn(page, '/', 'en');
  await signUpStudentByApi(page);
  await page.goto('/app/free-practice');
  const practiceLanguage = page.getByRole('radiogroup', { name: 'Practice language' });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/me') && response.request().method() === 'PATCH',
  );
  await practiceLanguage.getByText('Chinese').click();
  await expect(page.getByRole('radio', { name: 'Chinese' })).toBeChecked();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Chinese' })).toBeChecked();
});

test('contact us sends a message once both fields are filled', async ({ page }, testInfo) => {
  await openIn(page, '/', 'en');
  const email = await signUpStudentByApi(page);
  await page.goto('/app/profile');
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Contact us' }).click();

  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog.getByLabel(/^Your email/)).toHaveValue(email);
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel(/^Message/).fill('The notes for chapter 3 are great.');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('Thank you for contacting us')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the profile leads to more, which leads back', async ({ page }, testInfo) => {
  await openIn(page, '/', 'en');
  await signUpStudentByApi(page);
  await page.goto('/app/profile');
  await page.getByRole('link', { name: 'More' }).click();
  await expect(page.getByRole('heading', { name: 'More' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share Paperwise' })).toBeVisible();
  // Pages with a back button have no tab bar on a phone.
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  if (isPhone(testInfo)) {
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible();
  }
});

test('signed-in users go to the app from unknown paths and from the sign-in page, and are told of an unknown app page', async ({
  page,
}) => {
  await openIn(page, '/', 'en');
  await signUpStudentByApi(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/app\/free-practice$/);
  await page.goto('/app/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/free-practice$/);
});

test(
  'phone tabs show free practice, history, statistics, bookmarks and profile',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the tab bar is for phones');
    await openIn(page, '/', 'en');
    await signUpStudentByApi(page);
    await page.goto('/app/free-practice');
    const tabs = page.getByRole('navigation', { name: 'Quick navigation' });
    // Short texts where the full names do not fit; each link keeps its full name.
    await expect(tabs.getByRole('link')).toHaveText(['Practice', 'History', 'Statistics', 'Bookmarks', 'Profile']);
    await expect(tabs.getByRole('link', { name: 'Practice history' })).toHaveText('History');
    await tabs.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  },
);

for (const language of ['en', 'zh'] as const) {
  test(`shell looks right (${language})`, { tag: layoutOf(language) }, async ({ page }, testInfo) => {
    await openIn(page, '/', language);
    await signUpStudentByApi(page, { name: language === 'zh' ? '陳大文' : 'Chris Wong', language });
    await page.goto('/app/free-practice');
    await expect(
      page.getByRole('button', { name: language === 'zh' ? /的筆記$/ : /^Notes for / }).first(),
    ).toBeVisible();
    await screenshot(page, testInfo, `practice-${language}`);
    await page
      .getByRole('button', { name: language === 'zh' ? /的筆記$/ : /^Notes for / })
      .first()
      .click();
    await expect(page.getByRole('dialog').locator('.rich-text')).toBeVisible();
    await screenshot(page, testInfo, `notes-${language}`, false);
    await page.goto('/app/profile');
    await expect(page.getByRole('heading', { name: language === 'zh' ? '個人檔案' : 'Profile' })).toBeVisible();
    await screenshot(page, testInfo, `profile-${language}`);
    if (!isPhone(testInfo)) {
      // The spec's side menu is 240 px wide on the desktop.
      const menu = await page.getByRole('navigation', { name: 'Main menu' }).boundingBox();
      expect(menu?.width).toBe(240);
    }
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: language === 'zh' ? '打開選單' : 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await screenshot(page, testInfo, `drawer-${language}`, false);
    }
  });
}
