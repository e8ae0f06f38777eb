import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN } from './admin-helpers';
import { isPhone, screenshot, signInAsDemo } from './helpers';

test('an admin writes a blog in both languages, publishes it, and anyone reads it without JavaScript', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 8);
  await signInAsDemo(page, 'Admin', ADMIN);
  if (isPhone(testInfo)) await page.goto('/app/manage-blogs');
  else await page.getByRole('link', { name: 'Blogs', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Manage blogs' })).toBeVisible({ timeout: 30_000 });

  // A category needs a label in some language.
  await page.getByRole('button', { name: 'Add category' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter category title')).toBeVisible();
  await page.getByLabel('Label in English').fill(`Tips ${tag}`);
  await page.getByLabel('Label in Chinese').fill(`貼士 ${tag}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category created')).toBeVisible();
  await expect(page.getByText(`Tips ${tag}`)).toBeVisible();
  await expect(page.getByText('· HKDSE students').first()).toBeVisible();

  await page.getByRole('button', { name: 'New blog' }).click();
  await expect(page).toHaveURL(/\/app\/manage-blog\//);
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByLabel('Title (English)').fill(`Revise smarter ${tag}`);
  await page.getByLabel('Description (English)').fill('Three habits that help');
  const editor = page.getByRole('textbox', { name: 'Content (English)' });
  await editor.click();
  await editor.fill('Speed is $v = d/t$ here.');
  await expect(page.getByTestId('blog-preview').locator('.katex').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Chinese' }).click();
  await page.getByLabel('Title (Chinese)').fill(`聰明溫習 ${tag}`);
  const zhEditor = page.getByRole('textbox', { name: 'Content (Chinese)' });
  await zhEditor.click();
  await zhEditor.fill('每天溫習一點。');
  await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible();
  // With its stylesheets the field's box, not its inner input, takes the pointer: opened from the keyboard instead.
  await page.getByRole('combobox', { name: 'Categories' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: `Tips ${tag}` }).click();
  await page.keyboard.press('Escape');
  // The switch follows the server's answer, so it turns on once the save is done.
  await page.getByRole('switch', { name: 'Published' }).click({ force: true });
  await expect(page.getByRole('switch', { name: 'Published' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'View public page' })).toBeVisible();
  await screenshot(page, testInfo, 'blog-editor');
  const publicUrl = await page.getByRole('link', { name: 'View public page' }).getAttribute('href');
  expect(publicUrl).toMatch(/^\/blog\/[a-z0-9-]+(\?lang=zh)?$/);
  const slug = (publicUrl ?? '').replace('/blog/', '').replace('?lang=zh', '');

  // The public pages, read by a browser with JavaScript off.
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await reader.newPage();
  await visitor.goto('/blog');
  await visitor.getByRole('link', { name: new RegExp(`Revise smarter ${tag}`) }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: `Revise smarter ${tag}` })).toBeVisible();
  await expect(visitor.locator('article .katex').first()).toBeVisible();
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${slug}$`));
  await screenshot(visitor, testInfo, 'blog-public-en');
  await visitor.getByRole('link', { name: '中文' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: `聰明溫習 ${tag}` })).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await screenshot(visitor, testInfo, 'blog-public-zh');
  await reader.close();

  // Unpublished, it leaves the public side.
  await page.getByRole('switch', { name: 'Published' }).click({ force: true });
  await expect(page.getByRole('switch', { name: 'Published' })).not.toBeChecked();
  await expect(page.getByRole('link', { name: 'View public page' })).toBeHidden();
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
});
