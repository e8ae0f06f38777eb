import { expect, type Page, test } from '@playwright/test';
import { DEMO, layoutOf, openIn, screenshot, signInByApi, signUpByApi, uniqueEmail } from './helpers';

/** The texts of the paper's questions, in order, as the confirm page shows them. */
async function paperTexts(page: Page) {
  return page
    .getByTestId('paper-question')
    .evaluateAll((nodes) => nodes.map((node) => node.querySelector('.rich-text')?.textContent ?? ''));
}

test('a teacher builds an assignment from the bank for the demo student, reorders, edits, publishes and prints it', async ({
  page,
}, testInfo) => {
  // A long flow over four pages: three times the default time, as the long practice flow gets.
  test.slow();
  // The seed links the demo teacher to the demo student (accepted), so the teacher has someone to assign to.
  await signInByApi(page, DEMO.teacher);
  await page.goto('/app');
  // Create-assignment is the teacher's landing page.
  await expect(page).toHaveURL(/\/app\/create-assignment$/);
  await expect(page.getByRole('heading', { name: 'New assignment' })).toBeVisible({ timeout: 30_000 });

  // Who: the demo student. What: 2 MC, 1 short, 0 long from the first section's chapters.
  await page.getByRole('checkbox', { name: /Demo Student/ }).check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByLabel('Multiple choice').fill('2');
  await page.getByLabel('Short questions').fill('1');
  await page.getByLabel('Long questions').fill('0');
  await page.getByLabel('Time limit').fill('25');
  await page
    .getByRole('checkbox', { name: /^All chapters in/ })
    .first()
    .check();
  await screenshot(page, testInfo, 'assignment-create');
  await page.getByRole('button', { name: 'Create and review' }).click();

  await expect(page).toHaveURL(/\/app\/confirm-assignment\/[\w-]+$/);
  const assignmentId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Review assignment' })).toBeVisible();
  await expect(page.getByTestId('paper-question')).toHaveCount(3);
  await expect(page.getByTestId('assignment-state')).toHaveText('Not published');

  // Reorder with the keyboard: focus question 1's "move down" and press Enter.
  const before = await paperTexts(page);
  await page.getByRole('button', { name: 'Move down: Question 1' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => paperTexts(page)).toEqual([before[1], before[0], before[2]]);
  // The moved cards keep their old numbers until the new order is saved: then the first card is Question 1 again.
  const firstEdit = page.getByTestId('paper-question').first().getByRole('button', { name: 'Edit: Question 1' });
  await expect(firstEdit).toBeVisible();

  // Edit the (new) first question: the assignment's own copy, with a formula rendered by KaTeX.
  await firstEdit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit question 1' });
  await dialog.getByLabel('Question', { exact: true }).fill('Solve $2x + 3 = 7$ for $x$.');
  await dialog.getByRole('button', { name: 'Save and preview' }).click();
  await expect(dialog.getByTestId('question-preview').locator('.katex').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();
  const first = page.getByTestId('paper-question').first();
  await expect(first).toContainText('for');
  await expect(first.locator('.katex').first()).toBeVisible();
  await expect(first.getByText('Edited')).toBeVisible();
  await screenshot(page, testInfo, 'assignment-confirm');
  // Print is there before publishing: a teacher checks the key before students see it.
  await expect(page.getByRole('link', { name: 'Print answer key' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See results' })).toHaveCount(0);

  // Publish: the paper is fixed from now on, and the next step is its results.
  await page.getByRole('button', { name: 'Publish to students' }).click();
  await expect(page.getByTestId('assignment-state')).toHaveText('Published');
  await expect(page.getByRole('link', { name: 'See results' })).toHaveAttribute(
    'href',
    `/app/assignment-result/${assignmentId}`,
  );
  await expect(page.getByRole('button', { name: 'Move down: Question 1' })).toBeDisabled();
  const saved = await (await page.request.get(`/api/assignments/${assignmentId}`)).json();
  expect(saved).toMatchObject({ published: true, timeLimit: 25, noOfQuestions: 3 });
  expect(saved.questions[0].source.question).toBe('Solve $2x + 3 = 7$ for $x$.');
  expect(saved.students.map((student: { displayName: string }) => student.displayName)).toEqual(['Demo Student']);

  // Print: the question paper (name line, KaTeX, room to write), then the answer key with marking schemes.
  await page.getByRole('link', { name: 'Print paper' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/print-assignment/${assignmentId}$`));
  const paper = page.getByTestId('question-paper');
  await expect(paper).toContainText('Demo Teacher');
  await expect(paper).toContainText('Name');
  await expect(paper.locator('.katex').first()).toBeVisible();
  await expect(paper).not.toContainText('Model answer');
  await screenshot(page, testInfo, 'assignment-print-paper');
  await page.getByText('Answer key', { exact: true }).click();
  await expect(page).toHaveURL(/\?key=1$/);
  const key = page.getByTestId('answer-key');
  await expect(key).toContainText('Multiple-choice answers');
  await expect(key).toContainText('Model answer');
  await screenshot(page, testInfo, 'assignment-print-key');
});

const firstHour = {
  en: {
    title: 'New assignment',
    mc: 'Multiple choice',
    allChapters: /^All chapters in/,
    create: 'Create and review',
    noStudent: 'Continue without students',
    printKey: 'Print answer key',
    paperTab: 'Question paper',
    name: 'Name',
    marks: 'marks',
    plans: 'See plans',
    perMonth: (price: number) => `HK$${price} a month`,
  },
  zh: {
    title: '新增功課',
    mc: '多項選擇題',
    allChapters: /的所有章節$/,
    create: '建立並檢查',
    noStudent: '不選學生，繼續',
    printKey: '打印答案',
    paperTab: '試題',
    name: '姓名',
    marks: '分',
    plans: '查看計劃',
    perMonth: (price: number) => `每月 HK$${price}`,
  },
} as const;

for (const language of ['en', 'zh'] as const) {
  test(
    `a free teacher's first assignment succeeds, prints before publishing, and the plans are found (${language})`,
    { tag: layoutOf(language) },
    async ({ page }, testInfo) => {
      const text = firstHour[language];
      await signUpByApi(page, { role: 'teacher', name: language === 'zh' ? '陳老師' : 'Ms Chan', language });
      await openIn(page, '/app', language);
      await expect(page.getByRole('heading', { name: text.title })).toBeVisible({ timeout: 30_000 });

      // The form opens within the free plan's 5 questions, and says so beside the counts.
      await expect(page.getByRole('textbox', { name: text.mc })).toHaveValue('3');
      await expect(page.getByTestId('plan-limit')).toContainText('5');
      await page.getByRole('checkbox', { name: text.allChapters }).first().check();
      await screenshot(page, testInfo, `first-hour-create-${language}`);
      await page.getByRole('button', { name: text.create }).click();
      await page.getByRole('button', { name: text.noStudent }).click();

      // The first assignment is made; its key prints before anything is published, in the paper's language.
      await expect(page).toHaveURL(/\/app\/confirm-assignment\/[\w-]+$/);
      await expect(page.getByTestId('paper-question')).toHaveCount(5);
      await screenshot(page, testInfo, `first-hour-confirm-${language}`);
      await page.getByRole('link', { name: text.printKey }).click();
      await expect(page.getByTestId('answer-key')).toContainText(text.marks);
      await page.getByText(text.paperTab, { exact: true }).click();
      await expect(page.getByTestId('question-paper')).toContainText(text.name);

      // Plans from the profile: the limited-time price is the price, the regular one struck through.
      await page.goto('/app/profile');
      await page.getByRole('link', { name: text.plans }).click();
      await expect(page.getByTestId('monthly-price')).toHaveText(text.perMonth(55));
      await expect(page.getByTestId('regular-price')).toHaveText(text.perMonth(89));
      await screenshot(page, testInfo, `first-hour-pricing-${language}`);
    },
  );
}

// Issue 26.4 in Chinese: once published, the review page's next step is the assignment's results.
test('published, the review page leads to the results (zh)', { tag: layoutOf('zh') }, async ({ page }) => {
  await signUpByApi(page, { role: 'teacher', name: '陳老師', language: 'zh' });
  const made = await page.request.post('/api/students', {
    data: { email: uniqueEmail('pupil'), name: '李小美', createAccount: true, className: '', classNumber: '' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const students = (await (await page.request.get('/api/students')).json()).students as Array<{ studentId: string }>;
  const chapters = (await (await page.request.get('/api/subjects/hkdse-math-cp/chapters')).json()).sections as Array<{
    chapters: Array<{ id: string }>;
  }>;
  const created = await page.request.post('/api/assignments', {
    data: {
      mode: 'bank',
      subjectId: 'hkdse-math-cp',
      chapterIds: chapters[0]!.chapters.map((chapter) => chapter.id),
      locale: 'zh',
      difficulty: 2,
      noOfMCQuestions: 3,
      noOfShortQuestions: 1,
      noOfLongQuestions: 1,
      timeLimit: 30,
      dueDate: Date.now() + 3 * 24 * 3600 * 1000,
      studentIds: students.map((student) => student.studentId),
      remark: '',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await openIn(page, `/app/confirm-assignment/${id}`, 'zh');
  await expect(page.getByRole('link', { name: '打印答案' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: '查看成績' })).toHaveCount(0);
  await page.getByRole('button', { name: '發佈給學生' }).click();
  await expect(page.getByRole('link', { name: '查看成績' })).toHaveAttribute('href', `/app/assignment-result/${id}`);
  await page.getByRole('link', { name: '查看成績' }).click();
  await expect(page).toHaveURL(`/app/assignment-result/${id}`);
});
