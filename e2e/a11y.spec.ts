import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN } from './admin-helpers';
import {
  layoutOf,
  openIn,
  readPractice,
  screenshot,
  signInAsDemo,
  signUpStudentByApi,
  startPracticeByApi,
} from './helpers';

// Issue 29.5, a paper anyone can take (docs/product-rules.md, "A paper anyone can take"): axe finds no serious or
// critical issue on any student page, in English on the desktop and in Chinese on a phone; a whole paper is taken
// with the keyboard alone.

/** The serious and critical issues axe finds on the page as it stands, one line each, for a readable failure. */
async function seriousIssues(page: Page): Promise<string[]> {
  // Only violations are collected: axe's passes and incomplete lists triple its time on a page of KaTeX.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 120)}`),
    );
}

/** The student reports question 1 and an admin answers "no change": the result page then shows the reply. */
async function answeredReport(browser: Browser, page: Page, practiceId: string, baseURL: string | undefined) {
  const sent = await page.request.post(`/api/practices/${practiceId}/questions/1/reports`, {
    data: { message: 'Is the key right?' },
  });
  expect(sent.status()).toBe(201);
  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = await adminContext.newPage();
    await signInAsDemo(admin, 'Admin', ADMIN);
    const { items } = (await (await admin.request.get('/api/admin/reports')).json()) as {
      items: Array<{ id: string; practiceId: string }>;
    };
    const report = items.find((item) => item.practiceId === practiceId)!;
    const resolved = await admin.request.post(`/api/admin/reports/${report.id}/resolve`, {
      data: { resolution: 'no_change', reply: 'Checked with the syllabus: the key is right.' },
    });
    expect(resolved.status()).toBe(204);
  } finally {
    await adminContext.close();
  }
}

for (const language of ['en', 'zh'] as const) {
  test(`every student page has no serious or critical axe issue (${language}) ${layoutOf(language)}`, async ({
    page,
    browser,
  }, testInfo) => {
    // Seven pages, each read whole by axe: seconds a page (the first includes injecting axe itself).
    test.slow();
    await signUpStudentByApi(page, { language });
    const paper = await startPracticeByApi(page, { mc: 2, short: 1, locale: language });
    const found: Record<string, string[]> = {};
    const check = async (name: string, path: string, ready: () => Promise<void>) => {
      await openIn(page, path, language);
      await ready();
      found[name] = await seriousIssues(page);
      await screenshot(page, testInfo, `a11y-${language}-${name}`, false);
    };
    const heading = () => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('practice form', '/app/free-practice', heading);
    await check('working screen', `/app/working/${paper.id}/1`, () =>
      expect(page.getByRole('timer')).not.toHaveText('–:––'),
    );
    // An MC answer that may well be wrong, so the notebook has a question in it.
    await page.request.put(`/api/practices/${paper.id}/answers/1`, { data: { ans: 'd', seq: 1 } });
    expect((await page.request.post(`/api/practices/${paper.id}/submit`)).status()).toBe(200);
    await answeredReport(browser, page, paper.id, testInfo.project.use.baseURL);
    await check('result', `/app/result/${paper.id}`, () =>
      expect(page.getByTestId('regrade-notice')).toContainText('the key is right'),
    );
    await check('solution', `/app/solution/${paper.id}/1`, heading);
    await check('statistics', '/app/statistics', heading);
    await check('notebook', '/app/statistics?tab=notebook', heading);
    await check('history', '/app/practice-history', heading);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((name) => [name, []])));
  });
}

test('a whole paper is taken with the keyboard alone @desktop-only', async ({ page }) => {
  await signUpStudentByApi(page);
  const paper = await startPracticeByApi(page, { mc: 2, short: 1 });
  await openIn(page, `/app/working/${paper.id}/1`, 'en');
  const questions = (await readPractice(page, paper.id)).questions;
  /** Presses Tab until `target` has the focus (at most 40 times), as a keyboard user moves through the page. */
  const tabTo = async (target: ReturnType<Page['locator']>) => {
    for (let press = 0; press < 40; press++) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('the keyboard never reached the element');
  };
  for (const question of questions) {
    await expect(page).toHaveURL(new RegExp(`/working/${paper.id}/${question.questionNo}$`));
    if (question.type === 'mc') {
      // Tab to the options, Space chooses the first, Down and Space change it to the second.
      const options = page.getByRole('radiogroup', { name: `Options for question ${question.questionNo}` });
      await tabTo(options.getByRole('radio').first());
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await expect(options.locator('[data-option="b"]')).toHaveAttribute('aria-checked', 'true');
      // The arrow keys move between questions from the options too.
      if (question.questionNo < questions.length) {
        await page.keyboard.press('ArrowRight');
        continue;
      }
    } else {
      await tabTo(page.getByRole('textbox', { name: 'Your answer' }));
      await page.keyboard.type('x = 3');
    }
    if (question.questionNo < questions.length) {
      await tabTo(page.getByRole('button', { name: 'Next' }));
      await page.keyboard.press('Enter');
    }
  }
  // Hand in from the Submit button and confirm in the dialog, whose confirm button has the focus.
  await tabTo(page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Submit your answers?' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/result/${paper.id}`));
  const handedIn = await readPractice(page, paper.id);
  expect(handedIn.finishedAt).not.toBeNull();
  expect(handedIn.questions.map((q) => q.ans)).toEqual(questions.map((q) => (q.type === 'mc' ? 'b' : 'x = 3')));
});
