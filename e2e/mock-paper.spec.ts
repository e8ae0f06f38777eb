import { expect, test } from '@playwright/test';
import { DEMO, layoutOf, openIn, pretendProfileLanguage, screenshot, signInByApi, signUpStudentByApi } from './helpers';

const labels = {
  en: {
    title: 'Full mock papers',
    paper2: 'Mathematics (Compulsory Part) Paper 2',
    meta: '1 h 15 min · 45 marks',
    start: 'Start the mock of Mathematics (Compulsory Part) Paper 2',
    questionOf: 'Question 1 of 45',
    submit: 'Submit',
    sectionA: 'Section A',
    sectionAQuestions: 'Q1–30',
    sectionAScore: '0 / 30',
    premium: /premium/i,
  },
  zh: {
    title: '全卷模擬試',
    paper2: '數學（必修部分）試卷二',
    meta: '1 小時 15 分鐘 · 共 45 分',
    start: '開始數學（必修部分）試卷二模擬試',
    questionOf: '第 1 題（共 45 題）',
    submit: '交卷',
    sectionA: '甲部',
    sectionAQuestions: '第 1–30 題',
    sectionAScore: '0 / 30',
    premium: /升級|Premium|進階/,
  },
} as const;

for (const language of ['en', 'zh'] as const) {
  test(
    `a student sits a full mock paper and reads the result by section (${language})`,
    { tag: layoutOf(language) },
    async ({ page }, testInfo) => {
      const l = labels[language];
      await openIn(page, '/', language);
      await pretendProfileLanguage(page, language);
      // The demo student is exempt from the free limits: a full paper is beyond a free account's five questions.
      await signInByApi(page, DEMO.student);
      await page.goto('/app/free-practice?subject=hkdse-math-cp');

      // The catalogue, the chapters and the papers load together: under CI's load that has taken over 10 s.
      const mocks = page.getByRole('region', { name: l.title });
      await expect(mocks.getByText(l.paper2, { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(mocks.getByText(l.meta)).toBeVisible();
      await screenshot(page, testInfo, `mock-papers-${language}`, false);
      await mocks.getByRole('button', { name: l.start }).click();

      // The paper's own time, counted on the server's clock.
      await expect(page).toHaveURL(/\/app\/working\/[^/]+\/1$/);
      await expect(page.getByRole('heading', { name: l.questionOf })).toBeVisible();
      await expect(page.getByTestId('countdown')).toHaveText(/^1:1\d:\d\d$/);

      await page.getByRole('button', { name: l.submit, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: l.submit, exact: true }).click();

      const sections = page.getByTestId('mock-sections');
      await expect(sections.getByRole('heading', { name: l.paper2 })).toBeVisible();
      await expect(sections.getByText(l.sectionA, { exact: false }).first()).toBeVisible();
      await expect(sections.getByText(l.sectionAQuestions)).toBeVisible();
      await expect(sections.getByText(l.sectionAScore)).toBeVisible();
      await screenshot(page, testInfo, `mock-result-${language}`);
    },
  );
}

test('a free account is offered premium for a full mock paper', { tag: '@desktop-only' }, async ({ page }) => {
  await openIn(page, '/', 'en');
  await signUpStudentByApi(page);
  await page.goto('/app/free-practice?subject=hkdse-math-cp');
  await page.getByRole('button', { name: labels.en.start }).click();
  await expect(page.getByRole('dialog')).toContainText(labels.en.premium);
  await expect(page).toHaveURL(/\/app\/free-practice/);
});

test("M1's form starts with written questions only and labels its MC as drill", { tag: '@desktop-only' }, async ({
  page,
}) => {
  await openIn(page, '/', 'en');
  await signUpStudentByApi(page);
  await page.goto('/app/free-practice?subject=hkdse-math-m1');
  await expect(page.getByLabel('Multiple choice (drill)', { exact: true })).toHaveValue('0', { timeout: 30_000 });
  await expect(page.getByLabel('Short questions', { exact: true })).toHaveValue('3');
  await expect(page.getByLabel('Long questions', { exact: true })).toHaveValue('2');
  await expect(page.getByText('The real paper has no multiple-choice questions: these are for drill.')).toBeVisible();
});
