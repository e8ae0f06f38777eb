import { expect, type Page, test } from '@playwright/test';
import {
  isPhone,
  linkByApi,
  myId,
  newTeacherPage,
  screenshot,
  signUpStudentByApi,
  startPracticeByApi,
} from './helpers';

/** The student's finished paper: one MC answered and one short answer written, then submitted. */
async function finishedPaper(page: Page, locale: 'en' | 'zh' = 'en') {
  const practice = await startPracticeByApi(page, { mc: 1, short: 1, difficulty: 2, locale });
  await page.request.put(`/api/practices/${practice.id}/answers/1`, { data: { ans: 'a', seq: 1 } });
  await page.request.put(`/api/practices/${practice.id}/answers/2`, {
    data: { ans: 'The gradient is the rise over the run.', seq: 1 },
  });
  const submitted = await page.request.post(`/api/practices/${practice.id}/submit`);
  expect(submitted.status()).toBe(200);
  return practice.id;
}

test("a teacher marks a linked student's answer and edits that paper's question; the student sees both", async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers and seven screens: under CI's load it can run past the default minute.
  test.slow();
  const studentEmail = await signUpStudentByApi(page, { name: 'Lee Ka Yan' });
  const practiceId = await finishedPaper(page);
  const studentId = await myId(page);

  const teacher = await newTeacherPage(browser, page.viewportSize());
  await linkByApi(teacher, page, studentEmail);

  // My students → the student's practices → the result → question 2.
  await teacher.goto('/app/my-students');
  await teacher.getByRole('link', { name: 'Practice history of Lee Ka Yan' }).first().click();
  await expect(teacher).toHaveURL(new RegExp(`/app/practice-history\\?student=${studentId}`));
  await expect(teacher.getByRole('heading', { name: "Lee Ka Yan's practices" })).toBeVisible();
  await teacher.getByRole('link', { name: /\d{4}/ }).first().click();
  await expect(teacher).toHaveURL(new RegExp(`/app/result/${practiceId}`));
  await expect(teacher.getByRole('heading', { name: "Lee Ka Yan's result" })).toBeVisible();
  await teacher.goto(`/app/solution/${practiceId}/2`);
  await expect(teacher.getByText("Student's answer")).toBeVisible();
  await expect(teacher.getByRole('button', { name: 'Report or appeal' })).toHaveCount(0);

  // Mark with a comment.
  await teacher.getByLabel(/^Mark \(0 to/).fill('1.5');
  await teacher.getByLabel('Comment for the student').fill('Say which points you used.');
  await teacher.getByRole('button', { name: 'Save mark' }).click();
  await expect(teacher.getByText('Mark saved')).toBeVisible();
  await expect(teacher.getByTestId('question-score')).toContainText('1.5');

  // Edit this paper's copy of the question.
  await teacher.getByRole('link', { name: 'Edit question' }).click();
  await expect(teacher).toHaveURL(/\/app\/edit-question\//);
  await expect(teacher.getByText(/changes apply to this paper only/)).toBeVisible();
  const text = teacher.getByLabel('Question', { exact: true });
  await text.fill('Find the gradient of the line through $(0, 1)$ and $(2, 5)$.');
  await expect(teacher.locator('[data-save-state="saved"]')).toBeVisible();
  await expect(teacher.getByTestId('question-preview').locator('.katex').first()).toBeVisible();
  await screenshot(teacher, testInfo, 'teacher-edit-question');
  await teacher.getByRole('link', { name: 'Back' }).click();
  await expect(teacher).toHaveURL(new RegExp(`/app/solution/${practiceId}/2`));
  await expect(teacher.getByText('Find the gradient of the line through')).toBeVisible();

  // On the MC question (the student chose A), the teacher changes the right answer: the mark follows at once.
  const before = await (await teacher.request.get(`/api/practices/${practiceId}`)).json();
  const wasRight = before.questions[0].correctAns === 'a';
  await teacher.goto(`/app/solution/${practiceId}/1`);
  const firstScore = teacher.getByTestId('question-score');
  await expect(firstScore).toHaveText(wasRight ? '1 / 1' : '0 / 1');
  await teacher.getByRole('link', { name: 'Edit question' }).click();
  const answer = wasRight ? 'B' : 'A';
  await teacher.getByRole('radiogroup', { name: 'Correct answer' }).getByText(answer, { exact: true }).click();
  await expect(teacher.getByTestId('question-preview').getByText(`${answer}.`, { exact: true })).toHaveCSS(
    'font-weight',
    '700',
  );
  await teacher.getByRole('link', { name: 'Back' }).click();
  await expect(firstScore).toHaveText(wasRight ? '0 / 1' : '1 / 1');

  // The student sees the teacher's mark and comment, and the edited question; the bank question is untouched.
  await page.goto(`/app/solution/${practiceId}/2`);
  await expect(page.getByText(/^1\.5 \/ \d+ · marked by your teacher$/)).toBeVisible();
  await expect(page.getByTestId('teacher-comment')).toHaveText('Say which points you used.');
  await expect(page.getByText('Find the gradient of the line through')).toBeVisible();
  if (!isPhone(testInfo)) await screenshot(page, testInfo, 'student-teacher-marked');
  await teacher.context().close();
});

test("a teacher without the student's acceptance cannot open their practice", { tag: '@desktop-only' }, async ({
  page,
  browser,
}) => {
  const studentEmail = await signUpStudentByApi(page);
  const practiceId = await finishedPaper(page);
  const teacher = await newTeacherPage(browser, page.viewportSize());
  expect((await teacher.request.post('/api/students', { data: { email: studentEmail } })).status()).toBe(201);
  await teacher.goto(`/app/result/${practiceId}`);
  await expect(teacher.getByText(/not found|could not be found/i)).toBeVisible();
  await teacher.context().close();
});

test("a teacher bookmarks a linked student's question and keeps a remark on it", async ({ page, browser }) => {
  const studentEmail = await signUpStudentByApi(page, { name: 'Ho Wing Sze' });
  // A paper in Chinese: its chapter is named in Chinese on the English bookmarks page, like its questions.
  const practiceId = await finishedPaper(page, 'zh');
  const paper = (await (await page.request.get(`/api/practices/${practiceId}`)).json()) as {
    questions: Array<{ chapterId: string }>;
    chapters: Array<{ id: string; chapterNo: string; title: { en: string; zh: string } }>;
  };
  const chapter = paper.chapters.find((item) => item.id === paper.questions[1]!.chapterId)!;
  const teacher = await newTeacherPage(browser, page.viewportSize());
  await linkByApi(teacher, page, studentEmail);

  // Bookmarks start empty, pointing to the students.
  await teacher.goto('/app/bookmarks');
  await expect(teacher.getByRole('heading', { name: 'No bookmarks yet' })).toBeVisible();
  await expect(teacher.getByRole('link', { name: 'Open my students' })).toBeVisible();

  await teacher.goto(`/app/solution/${practiceId}/2`);
  await teacher.getByRole('button', { name: 'Bookmark' }).click();
  await expect(teacher.getByRole('button', { name: 'Bookmarked', pressed: true })).toBeVisible();

  // From the menu (or the phone's tabs) to the bookmarks; the remark is saved on Enter.
  await teacher.getByRole('link', { name: 'Bookmarks' }).filter({ visible: true }).first().click();
  await expect(teacher).toHaveURL(/\/app\/bookmarks$/);
  const remark = teacher.getByLabel('Remark for question 2').filter({ visible: true });
  await remark.fill('Show this one in class');
  await remark.press('Enter');
  await expect(teacher.getByText('Remark updated')).toBeVisible();
  await expect(teacher.getByText(`${chapter.chapterNo}. ${chapter.title.zh}`).filter({ visible: true })).toBeVisible();
  await teacher.reload();
  await expect(teacher.getByLabel('Remark for question 2').filter({ visible: true })).toHaveValue(
    'Show this one in class',
  );
  // A bookmark opens its solution again; the student's own bookmarks are their own.
  await teacher
    .getByRole('link', { name: /Question 2|\d{4}/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(teacher).toHaveURL(new RegExp(`/app/solution/${practiceId}/2$`));
  expect((await (await page.request.get('/api/bookmarks')).json()).bookmarks).toEqual([]);
  await teacher.context().close();
});
