import { type APIRequestContext, expect as baseExpect, type Page, type TestInfo, test } from '@playwright/test';
import {
  DEMO,
  isPhone,
  layoutOf,
  linkByApi,
  myId,
  openIn,
  screenshot,
  signInAsDemo,
  signUpByApi,
  signUpStudentByApi,
} from './helpers';

// The statistics chunk carries the chart and date libraries: on a busy machine its first parse takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const texts = {
  en: {
    title: 'Statistics',
    papers: 'Papers done',
    average: 'Average score',
    grade: 'Expected grade',
    byChapter: 'By chapter',
    notebook: 'Notebook',
    budgetChange: 'Change',
    budgetLabel: 'Reviews a day',
    budgetOwn: '30 reviews a day (your choice).',
    practise: 'Practise',
    nothingDue: 'Nothing to review today',
    level: 'Shown once you have done 3 papers',
    recall: 'Chance to recall',
    tomorrow: 'Tomorrow',
    longest: 'Longest',
    needs: 'Shown from 3 papers (1 so far)',
    chart: 'Average score over the range',
    statisticsOf: 'Statistics of Chan Siu Ming',
    teacherTitle: 'Statistics: Chan Siu Ming',
    oneChapter: '1 chapter selected',
    assignmentsTab: 'Assignments',
    punctuality: 'Punctuality',
    onTime: 'On time',
  },
  zh: {
    title: '統計',
    papers: '已完成試卷',
    average: '平均分',
    grade: '預計等級',
    byChapter: '按章節',
    notebook: '錯題簿',
    budgetChange: '更改',
    budgetLabel: '每日溫習題數',
    budgetOwn: '每日溫習 30 題（你的選擇）。',
    practise: '練習',
    nothingDue: '今日沒有需要溫習的題目',
    level: '完成 3 份試卷',
    recall: '記得的機會',
    tomorrow: '明日',
    longest: '全部',
    needs: '完成 3 份試卷後顯示（現有 1 份）',
    chart: '平均分走勢',
    statisticsOf: 'Chan Siu Ming 的統計',
    teacherTitle: '統計：Chan Siu Ming',
    oneChapter: '已選擇 1 個章節',
    assignmentsTab: '功課',
    punctuality: '準時率',
    onTime: '準時',
  },
} as const;

/** A finished paper: three MC (answered a, b and left blank, so at least one is wrong) and a short answer. */
async function finishPaper(request: APIRequestContext) {
  const chapters = await (await request.get('/api/subjects/hkdse-math-cp/chapters')).json();
  const created = await request.post('/api/practices', {
    data: {
      subjectId: 'hkdse-math-cp',
      chapterIds: (chapters.sections as Array<{ chapters: Array<{ id: string }> }>)[0]!.chapters.map((c) => c.id),
      locale: 'en',
      difficulty: 2,
      noOfMCQuestions: 3,
      noOfShortQuestions: 1,
      noOfLongQuestions: 0,
      timeLimit: 30,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const practice = await created.json();
  const view = await (await request.get(`/api/practices/${practice.id}`)).json();
  const questions = view.questions as Array<{ questionNo: number; type: string }>;
  const mc = questions.filter((q) => q.type === 'mc');
  const short = questions.find((q) => q.type === 'short')!;
  for (const [index, q] of mc.slice(0, 2).entries()) {
    const saved = await request.put(`/api/practices/${practice.id}/answers/${q.questionNo}`, {
      data: { ans: index === 0 ? 'a' : 'b', seq: 1 },
    });
    expect(saved.status()).toBe(200);
  }
  await request.put(`/api/practices/${practice.id}/answers/${short.questionNo}`, {
    data: { ans: 'The gradient is 2.', seq: 1 },
  });
  expect((await request.post(`/api/practices/${practice.id}/submit`)).status()).toBe(200);
}

/** The teacher sets a two-question assignment for the student, who starts and submits it at once (on time). */
async function assignAndSubmit(teacher: APIRequestContext, student: APIRequestContext, studentId: string) {
  const chapters = await (await teacher.get('/api/subjects/hkdse-math-cp/chapters')).json();
  const created = await teacher.post('/api/assignments', {
    data: {
      mode: 'bank',
      subjectId: 'hkdse-math-cp',
      chapterIds: (chapters.sections as Array<{ chapters: Array<{ id: string }> }>)[0]!.chapters.map((c) => c.id),
      locale: 'en',
      difficulty: 2,
      noOfMCQuestions: 2,
      noOfShortQuestions: 0,
      noOfLongQuestions: 0,
      timeLimit: 30,
      dueDate: Date.now() + 3 * 86_400_000,
      studentIds: [studentId],
      remark: 'Revise the gradient',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  expect((await teacher.post(`/api/assignments/${id}/publish`, { data: {} })).status()).toBe(200);
  const started = await student.post(`/api/assignments/${id}/start`, { data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const { practiceId } = await started.json();
  await student.put(`/api/practices/${practiceId}/answers/1`, { data: { ans: 'a', seq: 1 } });
  expect((await student.post(`/api/practices/${practiceId}/submit`)).status()).toBe(200);
  return id as string;
}

/** The card of a figure, by its label. */
const card = (page: Page, label: string) => page.locator('[data-testid^="card-"]').filter({ hasText: label });

for (const language of ['en', 'zh'] as const) {
  const t = texts[language];

  test(
    `a student sees where they stand after a paper (${language})`,
    { tag: layoutOf(language) },
    async ({ page }, testInfo: TestInfo) => {
      test.setTimeout(180_000);
      await openIn(page, '/', language);
      await signUpStudentByApi(page, { language });
      await finishPaper(page.request);

      await page.goto('/app/statistics');
      await expect(page.getByRole('heading', { name: t.title, exact: true })).toBeVisible();
      // The browser tab names the page in the user's language.
      await expect(page).toHaveTitle(`${t.title} · Paperwise`);
      await expect(card(page, t.papers)).toContainText('1');
      await expect(card(page, t.grade)).toContainText(t.needs);
      // The estimated DSE level says what it needs before it shows its odds (issue 29.2).
      await expect(page.getByTestId('card-expectedLevel')).toContainText(t.level);
      await expect(page.getByText(t.chart)).toBeVisible();
      // The chart draws the day's point.
      await expect(page.locator('.recharts-line-dots circle').first()).toBeAttached();
      // "Longest" is for wider screens (spec).
      await expect(page.getByText(t.longest, { exact: true })).toHaveCount(isPhone(testInfo) ? 0 : 1);
      await screenshot(page, testInfo, `statistics-overview-${language}`);

      await card(page, t.papers).click();
      await expect(page).toHaveURL(/card=papers/);
      await page.getByRole('tab', { name: t.byChapter }).click();
      const attempted = page.getByTestId('chapter-row').filter({ has: page.locator('.mantine-Badge-root') });
      await expect(attempted.first()).toBeVisible();
      await screenshot(page, testInfo, `statistics-chapters-${language}`);

      await page.getByRole('tab', { name: t.notebook }).click();
      await expect(page.getByRole('button', { name: t.nothingDue })).toBeDisabled();
      await expect(page.getByRole('row')).not.toHaveCount(0);
      // Each wrong answer comes back tomorrow, with its chance of being recalled now (FSRS, issue 29.1).
      await expect(page.getByRole('columnheader', { name: t.recall })).toBeVisible();
      await expect(page.getByRole('cell', { name: t.tomorrow }).first()).toBeVisible();
      await expect(page.getByRole('progressbar').first()).toBeVisible();
      await screenshot(page, testInfo, `statistics-notebook-${language}`);
      // The student chooses their own reviews a day (issue 29.1).
      await page.getByRole('button', { name: t.budgetChange }).click();
      await page.getByRole('textbox', { name: t.budgetLabel }).fill('30');
      await screenshot(page, testInfo, `statistics-notebook-budget-${language}`);
      await page.getByRole('textbox', { name: t.budgetLabel }).press('Enter');
      await expect(page.getByText(t.budgetOwn)).toBeVisible();

      // "Practise this chapter" opens the practice form on that chapter.
      await page.getByRole('tab', { name: t.byChapter }).click();
      await attempted
        .first()
        .getByRole('link', { name: new RegExp(`^${t.practise}`) })
        .click();
      await expect(page).toHaveURL(/\/app\/free-practice\?subject=hkdse-math-cp&chapter=/);
      await expect(page.getByText(t.oneChapter)).toBeVisible();
    },
  );

  test(
    `a teacher opens a linked student's statistics from My students (${language})`,
    {
      tag: layoutOf(language),
    },
    async ({ page, playwright }, testInfo) => {
      test.setTimeout(180_000);
      const { baseURL } = testInfo.project.use;
      // The student: an account of their own with a finished paper, in a context of its own.
      const student = await playwright.request.newContext({ baseURL });
      const studentEmail = await signUpByApi(student, { name: 'Chan Siu Ming', language });
      await finishPaper(student);

      await openIn(page, '/', language);
      await signUpByApi(page, { role: 'teacher', name: 'Ms Lee', language });
      await linkByApi(page, student, studentEmail);
      const studentId = await myId(student);
      const assignmentId = await assignAndSubmit(page.request, student, studentId);
      await student.dispose();

      await page.goto('/app/my-students');
      await page.getByRole('link', { name: t.statisticsOf }).click();
      await expect(page).toHaveURL(/\/app\/statistics\/[^/?]+$/);
      await expect(page.getByRole('heading', { name: t.teacherTitle })).toBeVisible();
      // the practice and the assignment's paper
      await expect(card(page, t.papers)).toContainText('2');
      await expect(card(page, t.average)).toContainText('%');
      // The notebook is the student's own.
      await expect(page.getByRole('tab', { name: t.notebook })).toHaveCount(0);
      await page.getByRole('tab', { name: t.byChapter }).click();
      await expect(page.getByTestId('chapter-row').first()).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`^${t.practise}`) })).toHaveCount(0);
      await screenshot(page, testInfo, `statistics-teacher-${language}`);

      // The assignments tab (teacher view only): punctuality over the teacher's assignments, and each one.
      await page.getByRole('tab', { name: t.assignmentsTab }).click();
      await expect(page).toHaveURL(/tab=assignments/);
      await expect(page.getByTestId('punctuality')).toContainText(t.punctuality);
      await expect(page.getByTestId('punctuality')).toContainText('100%');
      await expect(page.getByTestId('late')).toContainText('0');
      const row = page.getByTestId('assignment-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Revise the gradient');
      await expect(row).toContainText(t.onTime);
      await screenshot(page, testInfo, `statistics-teacher-assignments-${language}`);
      await row.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/app/assignment-submission/${assignmentId}/${studentId}`));
    },
  );
}

test('a school sees which of its teachers linked a student, and opens their statistics from its school', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(180_000);
  const { baseURL } = testInfo.project.use;
  await signInAsDemo(page, 'School', DEMO.school);
  const schoolId = (await (await page.request.get('/api/me')).json()).id as string;

  // A teacher joins the school and invites a student for it; the student accepts.
  const teacher = await playwright.request.newContext({ baseURL });
  const student = await playwright.request.newContext({ baseURL });
  const teacherEmail = await signUpByApi(teacher, { role: 'teacher', name: 'Mr Tang' });
  const studentEmail = await signUpByApi(student, { name: 'Lee Siu Fan' });
  expect((await page.request.post('/api/school/teachers', { data: { email: teacherEmail } })).status()).toBe(201);
  expect((await teacher.post(`/api/schools/${schoolId}/accept`, { data: {} })).status()).toBe(200);
  const invited = await teacher.post('/api/students', { data: { email: studentEmail, schoolId } });
  expect(invited.status(), await invited.text()).toBe(201);
  expect((await student.post(`/api/teachers/${await myId(teacher)}/accept`, { data: {} })).status()).toBe(200);
  await teacher.dispose();
  await student.dispose();

  await page.goto(`/app/my-students?school=${schoolId}`);
  await expect(page.getByRole('columnheader', { name: 'Teacher' })).toBeVisible();
  const row = page.getByTestId('student-row').filter({ hasText: studentEmail });
  await expect(row).toContainText('Mr Tang');
  await screenshot(page, testInfo, 'statistics-school-students-en');
  await row.getByRole('link', { name: 'Statistics of Lee Siu Fan' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/statistics/[^/?]+\\?school=${schoolId}`));
  await expect(page.getByRole('heading', { name: 'Statistics: Lee Siu Fan' })).toBeVisible();
  await expect(page.getByText('This student has not finished a practice yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await expect(page.getByText('No assignments yet')).toBeVisible();
  await expect(page.getByTestId('punctuality')).toContainText('—');
});
