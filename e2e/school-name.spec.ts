import { expect, test } from '@playwright/test';
import {
  DEMO,
  layoutOf,
  newContextLike,
  openIn,
  pretendProfileLanguage,
  screenshot,
  signInByApi,
  signUpByApi,
  uniqueEmail,
} from './helpers';

// Issue 26, item 7: a teacher in a school sets an assignment in the school's name from create-assignment's School
// field, which remembers the choice; the school lists it with the teacher's name and opens it.

const words = {
  en: {
    school: 'School',
    create: 'Create and review',
    noStudents: 'Continue without students',
    forSchool: (name: string) => `For ${name}`,
    setBy: (name: string) => `Set by ${name}`,
    open: 'Continue',
  },
  zh: {
    school: '學校',
    create: '建立並檢查',
    noStudents: '不選學生，繼續',
    forSchool: (name: string) => `以${name}名義`,
    setBy: (name: string) => `由${name}派發`,
    open: '繼續編輯',
  },
};

for (const language of ['en', 'zh'] as const) {
  test(
    `a teacher sets an assignment in a school's name, which the school sees (${language})`,
    {
      tag: layoutOf(language),
    },
    async ({ page, browser }, testInfo) => {
      test.setTimeout(120_000);
      const text = words[language];
      // The demo school invites a new teacher of this test's own, who accepts.
      const schoolContext = await newContextLike(browser, testInfo);
      try {
        await signInByApi(schoolContext, DEMO.school);
        const school = (await (await schoolContext.request.get('/api/me')).json()) as {
          id: string;
          displayName: string;
        };
        const teacherName = `${language === 'zh' ? '周老師' : 'Ms Chow'} ${uniqueEmail('').slice(1, 7)}`;
        const teacherEmail = uniqueEmail('teacher');
        await openIn(page, '/', language);
        await signUpByApi(page, { role: 'teacher', name: teacherName, email: teacherEmail, language });
        const invited = await schoolContext.request.post('/api/school/teachers', { data: { email: teacherEmail } });
        expect(invited.status(), await invited.text()).toBe(201);
        expect((await page.request.post(`/api/schools/${school.id}/accept`, { data: {} })).status()).toBe(200);

        // The School field: the teacher chooses the school, and the assignment is created in its name.
        await page.goto('/app/create-assignment?tab=blank');
        const field = page.getByLabel(text.school, { exact: true });
        await field.selectOption(school.id);
        await screenshot(page, testInfo, `school-name-create-${language}`, false);
        await page.getByRole('button', { name: text.create }).click();
        await page.getByRole('button', { name: text.noStudents }).click();
        await expect(page).toHaveURL(/\/app\/confirm-assignment\/[\w-]+$/);
        const assignmentId = page.url().split('/').pop() ?? '';

        // Remembered as the form's default school (on the profile): the next assignment starts from it.
        await page.goto('/app/create-assignment?tab=blank');
        // The field shows once the teacher's schools have loaded: a fresh page's whole boot on a busy machine.
        await expect(page.getByLabel(text.school, { exact: true })).toHaveValue(school.id, { timeout: 20_000 });
        await page.goto('/app/assignments');
        await expect(page.getByTestId('assignment-whose')).toHaveText(text.forSchool(school.displayName));

        // The school's list holds it, with the teacher who set it, and the school opens it.
        const schoolPage = await schoolContext.newPage();
        if (language === 'zh') await pretendProfileLanguage(schoolPage, 'zh');
        await schoolPage.goto('/app/assignments');
        const card = schoolPage.locator(`[data-assignment="${assignmentId}"]`);
        await expect(card.getByTestId('assignment-whose')).toHaveText(text.setBy(teacherName), { timeout: 20_000 });
        await screenshot(schoolPage, testInfo, `school-name-list-${language}`, false);
        await card.getByRole('link', { name: new RegExp(`^${text.open}`) }).click();
        await expect(schoolPage).toHaveURL(new RegExp(`/app/confirm-assignment/${assignmentId}$`));
      } finally {
        await schoolContext.close();
      }
    },
  );
}
