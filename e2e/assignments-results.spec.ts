import { expect, test } from '@playwright/test';
import {
  isPhone,
  linkByApi,
  myId,
  newTeacherPage,
  publishAssignmentByApi,
  screenshot,
  signUpStudentByApi,
} from './helpers';

// A full page load (goto) on a busy two-core machine can take several seconds before the page shows.
const LOADED = { timeout: 30_000 };

test('a student does an assignment on a phone; the teacher marks the long answer and reads every results tab @phone', async ({
  page,
  browser,
}, testInfo) => {
  // Two people, two browsers and a dozen screens: a long flow under CI's load.
  test.slow();
  const studentEmail = await signUpStudentByApi(page, { name: 'Lee Ka Yan' });
  const studentId = await myId(page);
  const teacher = await newTeacherPage(browser, page.viewportSize());
  await linkByApi(teacher, page, studentEmail);
  const assignmentId = await publishAssignmentByApi(teacher, [studentId], {
    mc: 2,
    long: 1,
    remark: 'Show your working.',
  });

  // The student: the list says new; starting asks first, then opens the paper.
  await page.goto('/app/assignments');
  const row = page.getByTestId('assignment-row');
  await expect(row.locator('[data-status="new"]')).toHaveText('New', LOADED);
  await expect(row.getByText('From Ms Chan')).toBeVisible();
  await screenshot(page, testInfo, 'assignments-student-list');
  await row.getByRole('button', { name: /^Start/ }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(/3 questions, 30 minutes/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Start now' }).click();
  await expect(page).toHaveURL(/\/app\/working\/[^/]+\/1$/);
  await expect(page.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible(LOADED);
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 3 of 3' })).toBeVisible();
  await page.getByLabel('Your answer').fill('The area is 24 square centimetres because 6 times 8 halved is 24.');
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/result\//);
  // The written answer is the teacher's to mark (docs/product-rules.md, "Who marks"): the student is told so, and its
  // solution offers no box to mark it in.
  await expect(page.getByText('Your teacher will mark these.')).toBeVisible(LOADED);
  const resultUrl = page.url();
  await page.goto(`${resultUrl.replace('/app/result/', '/app/solution/')}/3`);
  await expect(page.getByTestId('teacher-will-mark')).toHaveText('Your teacher will mark this answer.', LOADED);
  await expect(page.getByLabel(/^Your mark/)).toHaveCount(0);
  await screenshot(page, testInfo, 'solution-teacher-will-mark');

  // Back on the list it is finished, and opening it shows the result.
  await page.goto('/app/assignments');
  await expect(row.locator('[data-status="finished"]')).toHaveText('Finished', LOADED);
  await row.getByRole('button', { name: /^View result/ }).click();
  await expect(page).toHaveURL(/\/app\/result\//);
  // The teacher's screens are checked once, at desktop size (docs/testing.md: each flow runs once per layout it needs).
  if (isPhone(testInfo)) return;

  // The teacher: the list links to the results; the overview counts the paper and draws the distribution.
  await teacher.goto('/app/assignments');
  const teacherRow = teacher.getByTestId('assignment-row');
  await expect(teacherRow.getByTestId('submitted-count')).toHaveText('1/1 submitted', LOADED);
  await expect(teacherRow.locator('[data-status="new"]')).toHaveText('New');
  await screenshot(teacher, testInfo, 'assignments-teacher-list');
  await teacherRow.getByRole('link', { name: /^Results/ }).click();
  await expect(teacher).toHaveURL(new RegExp(`/app/assignment-result/${assignmentId}`));
  await expect(teacher.getByTestId('overview-submitted')).toContainText('1 / 1');
  await expect(teacher.getByTestId('distribution-chart').locator('.recharts-bar-rectangle').first()).toBeAttached(
    LOADED,
  );
  await screenshot(teacher, testInfo, 'assignment-result-overview');

  // Students: the paper waits for one mark; its row opens the answers.
  await teacher.getByRole('tab', { name: 'Students' }).click();
  const studentRow = teacher.getByTestId('result-student');
  await expect(studentRow).toContainText('Submitted');
  await expect(studentRow).toContainText('1 to mark');
  await screenshot(teacher, testInfo, 'assignment-result-students');
  await studentRow.getByRole('link', { name: "Open Lee Ka Yan's answers" }).click();
  await expect(teacher.getByRole('heading', { name: "Lee Ka Yan's answers" })).toBeVisible();
  await teacher.getByRole('link', { name: /Question 3/ }).click();
  await expect(teacher.getByTestId('written-answer')).toContainText('24 square centimetres');

  // Marking: saved a second after typing, with a comment.
  await teacher.getByLabel(/^Mark \(0 to/).fill('1.5');
  await teacher.getByLabel('Comment for the student').fill('Explain where the halving comes from.');
  await expect(teacher.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible(LOADED);
  await expect(teacher.getByTestId('question-score')).toContainText('1.5');
  await screenshot(teacher, testInfo, 'assignment-submission');

  // Back to the results: nothing left to mark; questions and chapters show their facility.
  await teacher.getByRole('link', { name: 'Back' }).click();
  await expect(teacher.getByTestId('result-student')).not.toContainText('to mark');
  await teacher.getByRole('tab', { name: 'Questions' }).click();
  await expect(teacher.getByTestId('result-question')).toHaveCount(3);
  await expect(teacher.getByTestId('option-counts').first()).toContainText('Blank: 0');
  await screenshot(teacher, testInfo, 'assignment-result-questions');
  await teacher.getByRole('tab', { name: 'Chapters' }).click();
  await expect(teacher.getByTestId('result-chapter').first()).toContainText('%');
  await screenshot(teacher, testInfo, 'assignment-result-chapters');

  // The student reads the teacher's comment on the solution screen.
  await page.goto(`${page.url().replace('/result/', '/solution/').replace(/\?.*$/, '')}/3`);
  await expect(page.getByTestId('teacher-comment')).toHaveText('Explain where the halving comes from.', LOADED);
  await teacher.context().close();
});
