import { expect, test } from '@playwright/test';
import {
  DEMO,
  entryOf,
  layoutOf,
  newContextLike,
  openIn,
  openMenu,
  PASSWORD,
  screenshot,
  signInAsDemo,
  signUpByApi,
  uniqueEmail,
} from './helpers';

test('a school invites a teacher, who accepts, invites a class list, builds a class and sets it work', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const teacherEmail = uniqueEmail('teacher');
  await signInAsDemo(page, 'School', DEMO.school);
  await page.goto('/app/my-teachers');
  await expect(page.getByRole('heading', { name: 'My teachers' })).toBeVisible();
  await expect(page.getByTestId('seats')).toBeVisible();

  await page.getByRole('button', { name: 'Invite teacher' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite teachers' });
  // A row with a bad address is refused before anything is sent.
  await dialog.getByLabel(/^Teacher 1 email/).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(dialog.getByText('Invalid email')).toBeVisible();
  await dialog.getByLabel(/^Teacher 1 email/).fill(teacherEmail);
  await dialog.getByRole('switch', { name: 'Create a new account' }).check();
  await dialog.getByLabel(/^Teacher 1 name/).fill('Ms Chow');
  await screenshot(page, testInfo, 'classes-invite-teacher-en', false);
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  const passwords = page.getByRole('dialog', { name: 'New teacher accounts' });
  await expect(page.getByText('1 teacher invited, waiting for acceptance')).toBeVisible();
  const initialPassword = (await passwords.getByTestId('initial-password').textContent())?.trim() ?? '';
  expect(initialPassword.length).toBeGreaterThanOrEqual(8);
  await passwords.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('main').getByText(teacherEmail)).toBeVisible();
  await expect(page.locator('main .mantine-Card-root').filter({ hasText: teacherEmail })).toContainText('Pending');
  await screenshot(page, testInfo, 'classes-school-teachers-en');

  const teacherContext = await newContextLike(browser, testInfo);
  try {
    const teacher = await teacherContext.newPage();
    await openIn(teacher, '/', 'en');
    await teacher.getByLabel(/^Email/).fill(teacherEmail);
    await teacher.getByLabel(/^Password/).fill(initialPassword);
    await teacher.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(teacher).toHaveURL(/\/app\/profile$/);
    await teacher.getByLabel(/^Current password/).fill(initialPassword);
    await teacher.getByLabel(/^New password/).fill(PASSWORD);
    await teacher.getByLabel(/^Confirm new password/).fill(PASSWORD);
    await teacher.getByRole('button', { name: 'Change password' }).click();
    await expect(teacher.getByText('Password changed')).toBeVisible();

    // The menu's my-schools entry carries the pending invitation.
    const menu = await openMenu(teacher, testInfo);
    const entry = menu.getByRole('link', { name: /^My schools/ });
    await expect(entry).toContainText('1');
    await entry.click();
    await expect(teacher.getByRole('heading', { name: 'My schools' })).toBeVisible();
    await screenshot(teacher, testInfo, 'classes-my-schools-en');
    await teacher.getByRole('button', { name: 'Accept the invitation from Demo School' }).click();
    await expect(teacher.getByText('You joined the school')).toBeVisible();
    await expect(teacher.getByRole('button', { name: 'Leave Demo School' })).toBeVisible();

    // A class list, checked row by row before anything is made.
    await teacher.goto('/app/my-students');
    await teacher.getByRole('button', { name: 'Invite a class list' }).first().click();
    const importDialog = teacher.getByRole('dialog', { name: 'Invite a class list' });
    await importDialog.getByLabel('Invite for school').selectOption({ label: 'Demo School' });
    const first = uniqueEmail('pupil');
    const second = uniqueEmail('pupil');
    const csv = `Name,Email,Class,Class number\nLam Ka Ho,${first},4D,2\nYip Wing Sze,${second},4D,1\nNo Mail,not-an-email,4D,3\n`;
    const chooser = teacher.waitForEvent('filechooser');
    await importDialog.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles({ name: 'class-4d.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(importDialog.getByText('1 row needs fixing.', { exact: false })).toBeVisible();
    await expect(importDialog.getByText('Invalid email')).toBeVisible();
    await screenshot(teacher, testInfo, 'classes-import-preview-en', false);
    await expect(importDialog.getByRole('button', { name: /^Invite \d+ students?$/ })).toBeDisabled();

    await importDialog.getByRole('button', { name: 'Upload another file' }).click();
    const chooserAgain = teacher.waitForEvent('filechooser');
    await importDialog.getByRole('button', { name: 'Choose file' }).click();
    await (await chooserAgain).setFiles({
      name: 'class-4d.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.split('\n').slice(0, 3).join('\n')),
    });
    await importDialog.getByRole('button', { name: 'Invite 2 students' }).click();
    const done = teacher.getByRole('dialog', { name: 'Class invited' });
    await expect(done.getByTestId('initial-password')).toHaveCount(2);
    const pupilPassword =
      (await done.getByRole('row').filter({ hasText: first }).getByTestId('initial-password').textContent())?.trim() ??
      '';
    const download = teacher.waitForEvent('download');
    await done.getByRole('button', { name: 'Download passwords (.xlsx)' }).click();
    expect((await download).suggestedFilename()).toBe('paperwise-initial-passwords.xlsx');
    await screenshot(teacher, testInfo, 'classes-import-done-en', false);
    await done.getByRole('button', { name: 'Done' }).click();

    // The school filter on my students, then the class the list made.
    await expect(teacher.getByLabel('School')).toBeVisible();
    await teacher.goto('/app/my-classes');
    await expect(teacher.getByRole('heading', { name: 'My classes' })).toBeVisible();
    await expect(entryOf(teacher, testInfo, '4D')).toContainText('2 students');

    // Build another class by hand: the name is required after trimming.
    await teacher.getByRole('button', { name: 'Add class' }).first().click();
    const classDialog = teacher.getByRole('dialog', { name: 'New class' });
    await classDialog.getByLabel(/^Class name/).fill('   ');
    await classDialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(classDialog.getByText('Invalid class name', { exact: false })).toBeVisible();
    await classDialog.getByLabel(/^Class name/).fill('Maths club');
    await classDialog.getByRole('checkbox', { name: /Lam Ka Ho/ }).check();
    await classDialog.getByLabel('Class number of Lam Ka Ho').fill('8');
    await screenshot(teacher, testInfo, 'classes-dialog-en', false);
    await classDialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(teacher.getByText('Class created')).toBeVisible();
    await expect(entryOf(teacher, testInfo, 'Maths club')).toContainText('1 student');
    await screenshot(teacher, testInfo, 'classes-my-classes-en');

    // Remove asks first.
    await teacher.getByRole('button', { name: 'Remove class Maths club' }).click();
    await expect(teacher.getByText('Are you sure to remove this class?', { exact: false })).toBeVisible();
    await teacher.getByRole('button', { name: 'Remove class', exact: true }).click();
    await expect(teacher.getByText('Class deleted successfully')).toBeVisible();
    await expect(entryOf(teacher, testInfo, 'Maths club')).toHaveCount(0);

    // Work for the class: the accounts the list made are the teacher's students at once (no Accept step), so class 4D
    // offers both on create-assignment, and the assignment goes to them.
    expect(pupilPassword.length).toBeGreaterThan(0);
    await teacher.goto('/app/create-assignment?tab=blank');
    await expect(teacher.getByRole('heading', { name: 'New assignment' })).toBeVisible();
    await teacher.getByRole('radiogroup', { name: 'Choose students by' }).getByText('Classes').click();
    await teacher.getByRole('checkbox', { name: /^4D/ }).check();
    await expect(teacher.getByText('2 selected')).toBeVisible();
    await screenshot(teacher, testInfo, 'classes-assign-to-class-en', false);
    await teacher.getByRole('button', { name: 'Create and review' }).click();
    await expect(teacher).toHaveURL(/\/app\/confirm-assignment\/[\w-]+$/);
    const assignmentId = teacher.url().split('/').pop() ?? '';
    const assignment = await (await teacher.request.get(`/api/assignments/${assignmentId}`)).json();
    const names = assignment.students.map((student: { displayName: string }) => student.displayName);
    expect(names.sort()).toEqual(['Lam Ka Ho', 'Yip Wing Sze']);
  } finally {
    await teacherContext.close();
  }

  // The school sees the teacher accepted, and the class the teacher made for it.
  await page.reload();
  await expect(page.locator('main .mantine-Card-root').filter({ hasText: teacherEmail })).toContainText('Accepted');
  await page.goto('/app/my-classes');
  await expect(entryOf(page, testInfo, '4D').first()).toBeVisible();
  await screenshot(page, testInfo, 'classes-school-classes-en');
});

test('a teacher builds a class in Chinese', { tag: '@phone' }, async ({ page, browser }, testInfo) => {
  await openIn(page, '/', 'zh');
  const _email = await signUpByApi(page, { role: 'teacher', name: '梁老師', language: 'zh' });
  const studentEmail = uniqueEmail('pupil');
  const invited = await page.request.post('/api/students', {
    data: { email: studentEmail, name: '陳大文', createAccount: true, className: '', classNumber: '' },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  await page.goto('/app/my-classes');
  await expect(page.getByRole('heading', { name: '我的班別' })).toBeVisible();
  await expect(page.getByText('尚未有班別')).toBeVisible();
  await screenshot(page, testInfo, 'classes-empty-zh');
  await page.getByRole('button', { name: '新增班別' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新增班別' });
  await dialog.getByLabel(/^班別名稱/).fill('5B');
  await dialog.getByRole('checkbox', { name: /陳大文/ }).check();
  await dialog.getByLabel('陳大文的學號').fill('3');
  await screenshot(page, testInfo, 'classes-dialog-zh', false);
  await dialog.getByRole('button', { name: '確認' }).click();
  await expect(page.getByText('已建立班別')).toBeVisible();
  await expect(entryOf(page, testInfo, '5B')).toContainText('1 名學生');
  await screenshot(page, testInfo, 'classes-my-classes-zh');

  // Issue 26: several students invited into a new class at once, in Chinese; their passwords are on screen (on a
  // phone too: a third column once scrolled them out of sight), and the class is the one My classes lists.
  await page.goto('/app/my-students');
  await page.getByRole('button', { name: '邀請學生' }).first().click();
  const invite = page.getByRole('dialog', { name: '邀請學生' });
  await invite.getByRole('switch', { name: '建立新帳戶' }).check();
  const rows = invite.getByTestId('invite-row');
  const firstEmail = uniqueEmail('pupil');
  const first = rows.nth(0);
  await first.getByLabel(/^學生電郵/).fill(firstEmail);
  await first.getByLabel(/^學生姓名/).fill('李小美');
  await first.getByLabel(/^班別/).fill('5C');
  await invite.getByRole('button', { name: '再加一位學生' }).click();
  const second = rows.nth(1);
  await expect(second.getByLabel(/^班別/)).toHaveValue('5C');
  await second.getByLabel(/^學生電郵/).fill(uniqueEmail('pupil'));
  await second.getByLabel(/^學生姓名/).fill('黃大文');
  await invite.getByRole('button', { name: '發出 2 個邀請' }).click();
  const passwords = page.getByRole('dialog', { name: '新學生帳戶' });
  await expect(passwords.getByTestId('initial-password')).toHaveCount(2);
  for (const password of await passwords.getByTestId('initial-password').all()) {
    await expect(password).toBeInViewport({ ratio: 1 });
  }
  await screenshot(page, testInfo, 'classes-invite-passwords-zh', false);
  const firstPassword = (await passwords.getByTestId('initial-password').first().textContent())?.trim() ?? '';
  await passwords.getByRole('button', { name: '完成' }).click();
  // Accounts the teacher made are the teacher's students at once: no Accept step (issue 26.3).
  await expect(entryOf(page, testInfo, '李小美')).toContainText('已接受');
  await page.goto('/app/my-classes');
  await expect(entryOf(page, testInfo, '5C')).toContainText('2 名學生');

  // The student's first sign-in changes the password, then lands on their assignments.
  const studentContext = await newContextLike(browser, testInfo);
  try {
    const student = await studentContext.newPage();
    await openIn(student, '/', 'zh');
    await student.getByLabel(/^電郵地址/).fill(firstEmail);
    await student.getByLabel(/^密碼/).fill(firstPassword);
    await student.getByRole('button', { name: '登入', exact: true }).click();
    await expect(student.getByText('請先設定新密碼，然後才可繼續。')).toBeVisible();
    await student.getByLabel(/^現有密碼/).fill(firstPassword);
    await student.getByLabel(/^新密碼/).fill(PASSWORD);
    await student.getByLabel(/^確認新密碼/).fill(PASSWORD);
    await student.getByRole('button', { name: '更改密碼' }).click();
    await expect(student).toHaveURL(/\/app\/assignments$/);
  } finally {
    await studentContext.close();
  }

  await page.goto('/app/my-schools');
  await expect(page.getByRole('heading', { name: '我的學校' })).toBeVisible();
  await expect(page.getByText('沒有學校')).toBeVisible();
  await screenshot(page, testInfo, 'classes-my-schools-zh');
});

// Issue 26: one notion of class. A class typed in an invitation is the class of My classes, the class filter of My
// students and the class of the assignment's student picker.
test(
  'a teacher invites a new student into a new class, which My classes and the picker show',
  {
    tag: layoutOf('en'),
  },
  async ({ page }, testInfo) => {
    await openIn(page, '/', 'en');
    await signUpByApi(page, { role: 'teacher', name: 'Ms Lau', language: 'en' });
    await page.goto('/app/my-students');
    await page.getByRole('button', { name: 'Invite student' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite student' });
    await dialog.getByLabel(/^Student's email/).fill(uniqueEmail('pupil'));
    await dialog.getByRole('switch', { name: 'Create a new account' }).check();
    await dialog.getByLabel(/^Student's name/).fill('Ho Ka Yan');
    await dialog.getByLabel(/^Class name/).fill('7E');
    await dialog.getByLabel(/^Class number/).fill('4');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('dialog', { name: 'New student account' }).getByRole('button', { name: 'Done' }).click();
    // My students: the class filter lists the class, and the student is accepted at once.
    await expect(page.getByLabel('Class', { exact: true })).toContainText('7E');
    await expect(page.getByRole('row').filter({ hasText: 'Ho Ka Yan' })).toContainText('Accepted');

    await page.goto('/app/my-classes');
    const row = entryOf(page, testInfo, '7E');
    await expect(row).toContainText('1 student');
    await expect(row.getByLabel('Join code of 7E')).toHaveText(/^[2-9A-HJKMNP-Z]{7}$/);
    await screenshot(page, testInfo, 'classes-join-code-en');

    await page.goto('/app/create-assignment?tab=blank');
    await page.getByRole('radiogroup', { name: 'Choose students by' }).getByText('Classes').click();
    await page.getByRole('checkbox', { name: /^7E/ }).check();
    await expect(page.getByText('1 selected')).toBeVisible();
  },
);

const joinTexts = {
  en: {
    teacher: 'Ms Lau',
    teacherLine: 'Teacher: Ms Lau',
    createAccount: 'Create a student account',
    student: 'Student',
    studentName: 'Ho Ka Yan',
    name: /^Name/,
    email: /^Email/,
    password: /^Password/,
    confirm: /^Confirm password/,
    signUp: 'Sign up',
    joined: 'You joined 5C',
  },
  zh: {
    teacher: '梁老師',
    teacherLine: '老師：梁老師',
    createAccount: '建立學生帳戶',
    student: '學生',
    studentName: '何嘉欣',
    name: /^姓名/,
    email: /^電郵地址/,
    password: /^密碼/,
    confirm: /^確認密碼/,
    signUp: '註冊',
    joined: '你已加入 5C',
  },
} as const;

for (const language of ['en', 'zh'] as const) {
  test(
    `a student opens a class join link, signs up and is in the class (${language})`,
    {
      tag: layoutOf(language),
    },
    async ({ page, browser }, testInfo) => {
      const text = joinTexts[language];
      await openIn(page, '/', language);
      await signUpByApi(page, { role: 'teacher', name: text.teacher, language });
      const made = await page.request.post('/api/classes', { data: { name: '5C' } });
      expect(made.status(), await made.text()).toBe(201);
      const { id: classId, joinCode } = (await made.json()) as { id: string; joinCode: string };

      const studentContext = await newContextLike(browser, testInfo);
      try {
        const student = await studentContext.newPage();
        await openIn(student, `/join/${joinCode}`, language);
        await expect(student.getByRole('heading', { name: '5C' })).toBeVisible();
        await expect(student.getByText(text.teacherLine)).toBeVisible();
        await screenshot(student, testInfo, `classes-join-link-${language}`);
        await student.getByRole('link', { name: text.createAccount }).click();
        // The sign-up form, with "student" chosen already.
        await expect(student.getByRole('radio', { name: text.student })).toBeChecked();
        await student.getByLabel(text.name).fill(text.studentName);
        await student.getByLabel(text.email).fill(uniqueEmail('pupil'));
        await student.getByLabel(text.password).fill(PASSWORD);
        await student.getByLabel(text.confirm).fill(PASSWORD);
        await student.getByRole('button', { name: text.signUp }).click();
        // Back to the link, joined at once, and on to the student's assignments.
        await expect(student.getByText(text.joined)).toBeVisible();
        await expect(student).toHaveURL(/\/app\/assignments$/);
      } finally {
        await studentContext.close();
      }
      const classes = (await (await page.request.get('/api/classes')).json()).classes as Array<{
        id: string;
        students: Array<{ displayName: string }>;
      }>;
      expect(classes.find((one) => one.id === classId)?.students.map((one) => one.displayName)).toEqual([
        text.studentName,
      ]);
      await page.goto('/app/my-classes');
      await screenshot(page, testInfo, `classes-join-code-${language}`);
    },
  );
}
