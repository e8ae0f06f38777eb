import { randomUUID } from 'node:crypto';
import { expect, type Page, type Route, type TestInfo } from '@playwright/test';

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

/**
 * Makes this page believe the signed-in profile's language is `language`, without saving it (a demo account is shared
 * by tests running side by side): the profile the app's page carries (server/modules/system/app-page.ts) and any
 * later GET /api/me are rewritten on their way in. Returns the undo.
 */
export async function pretendProfileLanguage(page: Page, language: 'en' | 'zh'): Promise<() => Promise<void>> {
  const bootElement = /(<script type="application\/json" id="paperwise-boot">)(.*?)(<\/script>)/;
  const documents = async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(bootElement, (_whole, open: string, json: string, close: string) => {
      const boot = JSON.parse(json) as { me: { language: string } | null };
      if (boot.me) boot.me.language = language;
      return `${open}${JSON.stringify(boot).replace(/</g, '\\u003c')}${close}`;
    });
    return route.fulfill({ response, body: html });
  };
  const me = async (route: Route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    return route.fulfill({ response, json: { ...(await response.json()), language } });
  };
  await page.route('**/app/**', documents);
  await page.route('**/api/me', me);
  return async () => {
    await page.unroute('**/app/**', documents);
    await page.unroute('**/api/me', me);
  };
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

/**
 * Saves e2e/screenshots/<project>-<name>.png for a person to look at; dialogs and drawers look right only at the
 * viewport's size. Screenshots assert nothing, and a full-page one of a long page costs seconds, so CI skips them
 * (set SCREENSHOTS=1 to take them there too; docs/testing.md).
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  if (process.env.CI && !process.env.SCREENSHOTS) return;
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-${name}.png`, fullPage });
}

/**
 * The tag of a flow checked in both languages: English at desktop size, Chinese at phone size. Both languages and
 * both layouts are covered while each flow runs twice, not four times (docs/testing.md).
 */
export function layoutOf(language: 'en' | 'zh'): '@desktop-only' | '@phone-only' {
  return language === 'en' ? '@desktop-only' : '@phone-only';
}

interface PracticeShape {
  mc?: number;
  short?: number;
  long?: number;
  timeLimit?: number;
  locale?: 'en' | 'zh';
  /** 2 lets the draw widen to levels 1 and 3, so every type is found */
  difficulty?: number;
  /** defaults to every chapter of the first section */
  chapterIds?: string[];
}

/** Starts a practice through the API (the page shares the cookie): Mathematics, all chapters of its first section. */
export async function startPracticeByApi(
  page: Page,
  { mc = 1, short = 0, long = 0, timeLimit = 30, locale = 'en', difficulty = 2, chapterIds }: PracticeShape = {},
): Promise<{ id: string; deadlineAt: number; serverNow: number; notice: string | null }> {
  const subjectId = 'hkdse-math-cp';
  const chapters = await page.request.get(`/api/subjects/${subjectId}/chapters`);
  expect(chapters.status()).toBe(200);
  const sections = (await chapters.json()).sections as Array<{ chapters: Array<{ id: string }> }>;
  const chosen = chapterIds ?? sections[0]!.chapters.map((chapter) => chapter.id);
  const response = await page.request.post('/api/practices', {
    data: {
      subjectId,
      chapterIds: chosen,
      locale,
      difficulty,
      noOfMCQuestions: mc,
      noOfShortQuestions: short,
      noOfLongQuestions: long,
      timeLimit,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** The practice as the server holds it, read with the page's cookie. */
export async function readPractice(page: Page, practiceId: string) {
  const response = await page.request.get(`/api/practices/${practiceId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    finishedAt: number | null;
    questions: Array<{ questionNo: number; type: string; ans: string | null; seq: number }>;
  };
}
