import { expect, test } from '@playwright/test';
import { DEMO, layoutOf, openIn, pretendProfileLanguage, screenshot, signInByApi } from './helpers';

// Issue 28 item 8: a teacher sets a full mock paper as an assignment; the student finds it on their assignments.
// The seed links the demo teacher to the demo student; demo accounts are exempt from the free limits.
const labels = {
  en: {
    tab: 'Full mock paper',
    paper2: 'Mathematics (Compulsory Part) Paper 2',
    meta: '1 h 15 min · 45 marks',
    create: 'Create and review',
    follows: 'Full mock paper: Mathematics (Compulsory Part) Paper 2',
    sectionB: 'Q31–45 · 15 marks',
    publish: 'Publish to students',
    published: 'Published',
  },
  zh: {
    tab: '全卷模擬試',
    paper2: '數學（必修部分）試卷二',
    meta: '1 小時 15 分鐘 · 共 45 分',
    create: '建立並檢查',
    follows: '全卷模擬試：數學（必修部分）試卷二',
    sectionB: '第 31–45 題 · 15 分',
    publish: '發佈給學生',
    published: '已發佈',
  },
} as const;

for (const language of ['en', 'zh'] as const) {
  test(
    `a teacher sets a full mock paper and the student finds it on their assignments (${language})`,
    { tag: layoutOf(language) },
    async ({ page }, testInfo) => {
      test.slow();
      const l = labels[language];
      await openIn(page, '/', language);
      await pretendProfileLanguage(page, language);
      await signInByApi(page, DEMO.teacher);
      await page.goto('/app/create-assignment?tab=mock');
      await expect(page.getByRole('tab', { name: l.tab })).toHaveAttribute('aria-selected', 'true', {
        timeout: 30_000,
      });
      await page.locator('select').first().selectOption('hkdse');
      await page.locator('select').nth(1).selectOption('hkdse-math-cp');
      await page.getByRole('checkbox', { name: /Demo Student/ }).check();

      const paper = page.getByTestId('mock-paper-hkdse-math-cp-paper2');
      await expect(paper).toContainText(l.paper2, { timeout: 30_000 });
      await expect(paper).toContainText(l.meta);
      await paper.click();
      await expect(paper).toBeChecked();
      await screenshot(page, testInfo, `mock-assignment-create-${language}`);
      await page.getByRole('button', { name: l.create }).click();

      // Reviewed like any paper: its sections named, the paper's own time, print before publishing.
      await expect(page).toHaveURL(/\/app\/confirm-assignment\/[\w-]+$/, { timeout: 30_000 });
      const assignmentId = page.url().split('/').pop() ?? '';
      const sections = page.getByTestId('mock-paper-sections');
      await expect(sections).toContainText(l.follows, { timeout: 30_000 });
      await expect(sections).toContainText(l.sectionB);
      await expect(page.getByTestId('paper-question')).toHaveCount(45);
      await screenshot(page, testInfo, `mock-assignment-confirm-${language}`, false);
      await page.getByRole('button', { name: l.publish }).click();
      await expect(page.getByTestId('assignment-state')).toHaveText(l.published);

      // The student's list has it, in the paper's time.
      await page.context().clearCookies();
      await signInByApi(page, DEMO.student);
      const list = await (await page.request.get('/api/assignments')).json();
      expect(list.assignments).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: assignmentId, mode: 'mock', timeLimit: 75 })]),
      );
      await page.goto('/app/assignments');
      const row = page.locator(`[data-assignment="${assignmentId}"]`);
      await expect(row.getByTestId('mock-badge')).toHaveText(l.tab, { timeout: 30_000 });
      await expect(row).toContainText(language === 'en' ? '75 minutes' : '75 分鐘');
      await screenshot(page, testInfo, `mock-assignment-student-${language}`);
    },
  );
}
