import { randomUUID } from 'node:crypto';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const PASSWORD = 'secret-pass-1';

/** A fresh address per test, so tests never share a user and can run in parallel and in any order. */
export function uniqueEmail(prefix = 'student'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.com`;
}

export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}

/** Opens the page with the interface language stored, as the sign-in page's picker would have left it. */
export async function openIn(page: Page, path: string, language: 'en' | 'zh'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('paperwise.language', value), language);
  await page.goto(path);
}

/** Signs a new student up through the API (the page shares the cookie), for tests about what comes after. */
export async function signUpStudentByApi(
  page: Page,
  { name = 'Test Student', language = 'en' }: { name?: string; language?: 'en' | 'zh' } = {},
): Promise<string> {
  const email = uniqueEmail();
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD, role: 'student', isSchool: false, language },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

/** Sign out from the side menu, or on a phone from the drawer behind the burger. */
export async function signOutFromMenu(page: Page, testInfo: TestInfo, labels: { menu: string; signOut: string }) {
  if (isPhone(testInfo)) await page.getByRole('button', { name: labels.menu }).click();
  await page.getByRole('link', { name: labels.signOut }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Saves e2e/screenshots/<project>-<name>.png; dialogs and drawers look right only at the viewport's size. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-${name}.png`, fullPage });
}
