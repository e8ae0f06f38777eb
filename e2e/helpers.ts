import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Route,
  type TestInfo,
} from '@playwright/test';

export const PASSWORD = 'secret-pass-1';

/** The demo accounts the E2E server seeds (DEMO_ACCOUNTS=1), all with one password. */
export const DEMO = {
  student: 'demo-student@paperwise.local',
  teacher: 'demo-teacher@paperwise.local',
  school: 'demo-school@paperwise.local',
  admin: 'demo-admin@paperwise.local',
  superAdmin: 'demo-superadmin@paperwise.local',
  password: 'paperwise-demo',
} as const;

/** Who sends a request: a page or a context (which share their cookies with it), or a bare request context. */
type Requester = Page | BrowserContext | APIRequestContext;
const requestOf = (who: Requester): APIRequestContext => ('request' in who ? who.request : who);

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

/** Signs in with a demo account's button on the sign-in page (the E2E server has DEMO_ACCOUNTS=1). */
export async function signInAsDemo(
  page: Page,
  role: 'Student' | 'Teacher' | 'School' | 'Admin' | 'Super admin',
  email: string,
): Promise<void> {
  await openIn(page, '/', 'en');
  await page.getByRole('button', { name: `Sign in as ${role} (${email})` }).click();
  await expect(page).toHaveURL(/\/app\//);
}

const practiceFormLabels = {
  en: { allChapters: /^All chapters in /, mc: 'Multiple choice', short: 'Short questions', long: 'Long questions' },
  zh: { allChapters: /的所有章節$/, mc: '多項選擇題', short: '短答題', long: '長答題' },
} as const;

/** Fills the free-practice form (open at /app/free-practice): the first section's chapters, and each type's count. */
export async function choosePracticeQuestions(
  page: Page,
  language: 'en' | 'zh',
  counts: { mc: number; short: number; long: number },
): Promise<void> {
  const l = practiceFormLabels[language];
  await page.getByRole('checkbox', { name: l.allChapters }).first().check();
  await page.getByLabel(l.mc, { exact: true }).fill(String(counts.mc));
  await page.getByLabel(l.short, { exact: true }).fill(String(counts.short));
  await page.getByLabel(l.long, { exact: true }).fill(String(counts.long));
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

interface SignUp {
  name?: string;
  role?: 'student' | 'teacher';
  /** a school is a teacher account with isSchool */
  isSchool?: boolean;
  language?: 'en' | 'zh';
  email?: string;
}

/** Signs a new account up through the API (a page or context keeps the cookie), for tests about what comes after. */
export async function signUpByApi(
  who: Requester,
  { role = 'student', isSchool = false, name = 'Test Student', language = 'en', email }: SignUp = {},
): Promise<string> {
  const address = email ?? uniqueEmail(isSchool ? 'school' : role);
  const response = await requestOf(who).post('/api/auth/sign-up/email', {
    data: { name, email: address, password: PASSWORD, confirmPassword: PASSWORD, role, isSchool, language },
  });
  expect(response.status(), await response.text()).toBe(200);
  return address;
}

/** Signs a student up through the API (the page shares the cookie). */
export function signUpStudentByApi(page: Page, options: Omit<SignUp, 'role' | 'isSchool'> = {}): Promise<string> {
  return signUpByApi(page, options);
}

/** Signs an existing account in through the API (a demo account unless a password is given). */
export async function signInByApi(who: Requester, email: string, password: string = DEMO.password): Promise<void> {
  const response = await requestOf(who).post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The signed-in account's id. */
export async function myId(who: Requester): Promise<string> {
  return ((await (await requestOf(who).get('/api/me')).json()) as { id: string }).id;
}

/** A new teacher's page in a browser context of its own, at the given size, signed up through the API. */
export async function newTeacherPage(
  browser: Browser,
  viewport: { width: number; height: number } | null,
  name = 'Ms Chan',
): Promise<Page> {
  const context = await browser.newContext({ viewport: viewport ?? undefined });
  const page = await context.newPage();
  await signUpByApi(page, { role: 'teacher', name });
  return page;
}

/** The teacher invites the student by address and the student accepts: linked as a teacher and student are. */
export async function linkByApi(teacher: Requester, student: Requester, studentEmail: string): Promise<void> {
  const invited = await requestOf(teacher).post('/api/students', { data: { email: studentEmail } });
  expect(invited.status(), await invited.text()).toBe(201);
  const accepted = await requestOf(student).post(`/api/teachers/${await myId(teacher)}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

const DAY = 86_400_000;

/**
 * A bank assignment on the first section of Mathematics (Compulsory Part), due in three days, set for the students
 * and published through the API.
 */
export async function publishAssignmentByApi(
  teacher: Requester,
  studentIds: string[],
  { mc = 1, short = 0, long = 0, remark = '' }: { mc?: number; short?: number; long?: number; remark?: string } = {},
): Promise<string> {
  const request = requestOf(teacher);
  const chapters = await request.get('/api/subjects/hkdse-math-cp/chapters');
  const sections = (await chapters.json()).sections as Array<{ chapters: Array<{ id: string }> }>;
  const created = await request.post('/api/assignments', {
    data: {
      mode: 'bank',
      subjectId: 'hkdse-math-cp',
      chapterIds: sections[0]!.chapters.map((chapter) => chapter.id),
      locale: 'en',
      difficulty: 2,
      noOfMCQuestions: mc,
      noOfShortQuestions: short,
      noOfLongQuestions: long,
      timeLimit: 30,
      dueDate: Date.now() + 3 * DAY,
      studentIds,
      remark,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/assignments/${id}/publish`)).status()).toBe(200);
  return id;
}

/** The menu lives in the side bar on a desktop and behind the burger on a phone. */
export async function openMenu(page: Page, testInfo: TestInfo, label = 'Open menu'): Promise<Locator> {
  if (!isPhone(testInfo)) return page.getByRole('navigation').first();
  await page.getByRole('button', { name: label }).click();
  return page.getByRole('dialog');
}

/** A second browser, shaped like this project's (a phone stays a phone), for another person in the same test. */
export function newContextLike(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = testInfo.project.use;
  return browser.newContext({ baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, userAgent });
}

/** A person's or a class's line in a list: a table row on a desktop, a card on a phone. */
export function entryOf(page: Page, testInfo: TestInfo, text: string): Locator {
  const entries = isPhone(testInfo) ? page.locator('main .mantine-Card-root') : page.getByRole('row');
  return entries.filter({ hasText: text });
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

/** The AI peer beside the browser tests' server (scripts/e2e-server.ts: the port after the app's). */
const aiPeer = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/**
 * Holds the AI peer's requests whose prompt contains every one of `contains` until `release()` is called (or 30 s
 * pass): a test that must see something waiting for the AI holds that request instead of racing the peer's clock.
 * Make `contains` narrow enough that another test's requests are not caught (they would wait, not fail).
 */
export async function holdAi(who: Requester, contains: string[]): Promise<{ release: () => Promise<void> }> {
  const request = requestOf(who);
  const response = await request.post(`${aiPeer}/control/holds`, { data: { contains } });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return {
    release: async () => {
      expect((await request.delete(`${aiPeer}/control/holds/${id}`)).status()).toBe(200);
    },
  };
}
