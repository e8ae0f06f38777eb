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
  signUpStudentByApi,
  uniqueEmail,
} from './helpers';

test('a teacher makes a new student account, at once their student, whose first sign-in changes the password', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('invited');
  await signInAsDemo(page, 'Teacher', DEMO.teacher);
  await page.goto('/app/my-students');
  await expect(page.getByRole('heading', { name: 'My students' })).toBeVisible();

  await page.getByRole('button', { name: 'Invite student' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite student' });
  await dialog.getByLabel(/^Student's email/).fill(email);
  await dialog.getByLabel('Class name').fill('5C');
  await dialog.getByLabel('Class number').fill('7');
  await dialog.getByRole('switch', { name: 'Create a new account' }).check();
  await dialog.getByLabel(/^Student's name/).fill('Invited Student');
  await screenshot(page, testInfo, 'links-invite-en', false);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();

  const passwordDialog = page.getByRole('dialog', { name: 'New student account' });
  await expect(passwordDialog.getByText(`We made an account for ${email}`)).toBeVisible();
  await expect(page.getByText('Student added: the new account is your student now')).toBeVisible();
  const initialPassword = (await passwordDialog.getByTestId('initial-password').textContent())?.trim() ?? '';
  expect(initialPassword.length).toBeGreaterThanOrEqual(8);
  await screenshot(page, testInfo, 'links-password-en', false);
  await passwordDialog.getByRole('button', { name: 'Done' }).click();
  await expect(passwordDialog).toBeHidden();

  // An account the teacher made is linked at once (docs/product-rules.md): no acceptance to wait for.
  const row = entryOf(page, testInfo, email);
  await expect(row).toContainText('Accepted');
  await expect(row).toContainText('5C');
  // An accepted row opens the student's statistics; their practice history sits beside it.
  await expect(row.getByRole('link').first()).toHaveAttribute('href', /\/app\/statistics\/[^/]+/);
  await expect(row.getByRole('link', { name: /^Practice history of / })).toHaveAttribute(
    'href',
    /\/app\/practice-history\?student=/,
  );

  const studentContext = await newContextLike(browser, testInfo);
  try {
    const student = await studentContext.newPage();
    await openIn(student, '/', 'en');
    await student.getByLabel(/^Email/).fill(email);
    await student.getByLabel(/^Password/).fill(initialPassword);
    await student.getByRole('button', { name: 'Sign in', exact: true }).click();
    // An account made by someone else opens on the password form and nowhere else.
    await expect(student).toHaveURL(/\/app\/profile$/);
    await expect(student.getByText('Please choose a new password before you continue.')).toBeVisible();
    await student.getByLabel(/^Current password/).fill(initialPassword);
    await student.getByLabel(/^New password/).fill(PASSWORD);
    await student.getByLabel(/^Confirm new password/).fill(PASSWORD);
    await student.getByRole('button', { name: 'Change password' }).click();
    await expect(student.getByText('Password changed')).toBeVisible();
    // Then straight to their assignments: their teacher's work is why they are here.
    await expect(student).toHaveURL(/\/app\/assignments$/);

    await student.goto('/app/my-teachers');
    const teacher = entryOf(student, testInfo, DEMO.teacher);
    await expect(teacher).toContainText('Demo Teacher');
    await expect(teacher).toContainText('Accepted');
    await expect(teacher.getByRole('button', { name: 'Remove Demo Teacher' })).toBeVisible();
  } finally {
    await studentContext.close();
  }

  // Extra time on the teacher's assignments: saved with a toast, and still there after a reload.
  const extraTime = () => row.getByRole('combobox', { name: 'Extra time for Invited Student on your assignments' });
  await expect(extraTime()).toHaveValue('1');
  await extraTime().selectOption('1.5');
  await expect(page.getByText('Invited Student now has 1.5x the time on your assignments')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/my-students$/);
  await page.reload();
  await expect(extraTime()).toHaveValue('1.5');
});

test('inviting an address nobody registered says to create a new account', { tag: '@desktop-only' }, async ({
  page,
}) => {
  await signInAsDemo(page, 'Teacher', DEMO.teacher);
  await page.goto('/app/my-students');
  await page.getByRole('button', { name: 'Invite student' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite student' });
  const emailField = dialog.getByLabel(/^Student's email/);
  await emailField.fill(uniqueEmail('nobody'));
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(emailField).toHaveAccessibleDescription(
    'No account uses this email yet. Switch on “Create a new account” to make one for the student.',
  );
  await expect(dialog).toBeVisible();
});

for (const language of ['en', 'zh'] as const) {
  test(
    `my students and my teachers look right (${language})`,
    { tag: layoutOf(language) },
    async ({ page, browser }, testInfo) => {
      // A teacher of this test's own, in the language under test (the demo teacher's profile would choose English).
      await openIn(page, '/', language);
      await signUpByApi(page, { role: 'teacher', name: language === 'zh' ? '李老師' : 'Ms Lee', language });
      await page.goto('/app/my-students');
      await expect(
        page.getByRole('heading', { name: language === 'zh' ? '暫時未有學生' : 'No students yet' }),
      ).toBeVisible();
      await screenshot(page, testInfo, `links-students-empty-${language}`);

      const studentContext = await newContextLike(browser, testInfo);
      try {
        const student = await studentContext.newPage();
        await openIn(student, '/', language);
        const studentEmail = await signUpStudentByApi(student, {
          name: language === 'zh' ? '陳大文' : 'Chan Tai Man',
          language,
        });
        const invited = await page.request.post('/api/students', {
          data: { email: studentEmail, className: '4D', classNumber: '23' },
        });
        expect(invited.status(), await invited.text()).toBe(201);
        const other = await page.request.post('/api/students', {
          data: {
            email: uniqueEmail(),
            name: language === 'zh' ? '何小欣' : 'Ho Siu Yan',
            className: '5A',
            classNumber: '1',
            createAccount: true,
          },
        });
        expect(other.status(), await other.text()).toBe(201);

        await student.goto('/app/my-teachers');
        await expect(entryOf(student, testInfo, language === 'zh' ? '李老師' : 'Ms Lee')).toBeVisible();
        await screenshot(student, testInfo, `links-teachers-${language}`);
        await student
          .getByRole('button', { name: language === 'zh' ? '接受 李老師 的邀請' : 'Accept the invitation from Ms Lee' })
          .click();
        await expect(entryOf(student, testInfo, language === 'zh' ? '已接受' : 'Accepted')).toBeVisible();
      } finally {
        await studentContext.close();
      }

      await page.reload();
      // By name: a class like '4D' can also turn up inside a random e-mail address (matching ignores case).
      const accepted = entryOf(page, testInfo, language === 'zh' ? '陳大文' : 'Chan Tai Man');
      await expect(accepted).toContainText('4D');
      await expect(accepted).toContainText(language === 'zh' ? '已接受' : 'Accepted');
      // The row's buttons are on screen, at a desktop's 1280 px too (the table once scrolled them out of sight).
      const remove = language === 'zh' ? '移除 陳大文' : 'Remove Chan Tai Man';
      await expect(accepted.getByRole('button', { name: remove })).toBeInViewport({ ratio: 1 });
      await screenshot(page, testInfo, `links-students-${language}`);
      await page
        .getByRole('button', { name: language === 'zh' ? '邀請學生' : 'Invite student' })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: language === 'zh' ? '發出邀請' : 'Send invitation' })
        .click();
      await screenshot(page, testInfo, `links-invite-errors-${language}`, false);
    },
  );
}

test('a student who removes their last teacher stays on my teachers, which then says so', async ({
  page,
  browser,
}, testInfo) => {
  const studentEmail = await signUpStudentByApi(page);
  const teacherContext = await newContextLike(browser, testInfo);
  try {
    const teacher = await teacherContext.newPage();
    await signUpByApi(teacher, { role: 'teacher', name: 'Mr Tsang' });
    expect((await teacher.request.post('/api/students', { data: { email: studentEmail } })).status()).toBe(201);
  } finally {
    await teacherContext.close();
  }

  await page.goto('/app/my-teachers');
  const invitation = entryOf(page, testInfo, 'Mr Tsang');
  await invitation.getByRole('button', { name: 'Accept the invitation from Mr Tsang' }).click();
  await invitation.getByRole('button', { name: 'Remove Mr Tsang' }).click();
  await page.getByRole('dialog', { name: 'Remove Mr Tsang?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Teacher removed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No teachers yet' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/my-teachers$/);
  // The menu entry goes with the last link.
  const menu = await openMenu(page, testInfo);
  await expect(menu.getByRole('link', { name: /^My teachers/ })).toHaveCount(0);
});
