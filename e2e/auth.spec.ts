import { expect, test } from '@playwright/test';
import { layoutOf, openIn, openMenu, PASSWORD, screenshot, signOutFromMenu, uniqueEmail } from './helpers';

test('student signs up in Traditional Chinese, signs out and signs in again', async ({ page }, testInfo) => {
  const email = uniqueEmail();
  await page.goto('/');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('繁體中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(page.getByRole('heading', { name: '歡迎回來' })).toBeVisible();

  await page.getByRole('button', { name: '建立帳戶' }).click();
  await page.getByLabel(/^姓名/).fill('陳小明');
  await page.getByLabel(/^電郵地址/).fill(email);
  await page.getByLabel(/^密碼/).fill(PASSWORD);
  await page.getByLabel(/^確認密碼/).fill(PASSWORD);
  await page.getByRole('radio', { name: '學生' }).check();
  await page.getByRole('button', { name: '註冊' }).click();

  await expect(page).toHaveURL(/\/app\/free-practice$/);
  await expect(page.getByRole('heading', { name: '自由練習' })).toBeVisible();

  await signOutFromMenu(page, testInfo, { menu: '打開選單', signOut: '登出' });
  await expect(page.getByRole('heading', { name: '歡迎回來' })).toBeVisible();

  await page.getByLabel(/^電郵地址/).fill(email);
  await page.getByLabel(/^密碼/).fill(PASSWORD);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/free-practice$/);
  await expect(page.getByRole('heading', { name: '自由練習' })).toBeVisible();
  await expect(page.getByLabel('科目')).toBeVisible();
});

test('sign-up explains each invalid field', { tag: '@desktop-only' }, async ({ page }) => {
  await openIn(page, '/', 'en');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Invalid name: enter 1 to 80 characters')).toBeVisible();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Invalid password: use at least 6 characters')).toBeVisible();
  await expect(page.getByText('Please choose a role')).toBeVisible();

  await page.getByLabel(/^Name/).fill('Amy');
  await page.getByLabel(/^Email/).fill(uniqueEmail());
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(`${PASSWORD}-typo`);
  await page.getByRole('radio', { name: 'Student' }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('Invalid email')).toBeHidden();
});

test('sign-up with a registered e-mail says so on the e-mail field', { tag: '@desktop-only' }, async ({ page }) => {
  await openIn(page, '/?stage=sign-up', 'en');
  await page.getByLabel(/^Name/).fill('Copycat');
  await page.getByLabel(/^Email/).fill('demo-student@paperwise.local');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('radio', { name: 'Student' }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription('Email has already been registered');
});

test('a wrong password is reported on the password field', { tag: '@desktop-only' }, async ({ page }) => {
  await openIn(page, '/', 'en');
  await page.getByLabel(/^Email/).fill('demo-student@paperwise.local');
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription('Password or email incorrect');
});

test('a demo account signs in with one click', async ({ page }) => {
  await openIn(page, '/', 'en');
  await page.getByRole('button', { name: 'Sign in as Student (demo-student@paperwise.local)' }).click();
  await expect(page).toHaveURL(/\/app\/free-practice$/);
  await expect(page.getByRole('heading', { name: 'Free practice' })).toBeVisible();
});

test('forgot password tells an unknown e-mail apart', { tag: '@desktop-only' }, async ({ page }) => {
  await openIn(page, '/', 'en');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel(/^Email/).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription('User does not exist');

  await page.getByLabel(/^Email/).fill('demo-teacher@paperwise.local');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password reset email sent' })).toBeVisible();

  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('a dead reset link explains itself', { tag: '@desktop-only' }, async ({ page }) => {
  await openIn(page, '/reset-password?error=INVALID_TOKEN', 'en');
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid or has expired. Please ask for a new one.',
  );
});

test('unknown paths lead to sign-in when signed out', { tag: '@desktop-only' }, async ({ page }) => {
  await openIn(page, '/somewhere/else', 'en');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/$/);
});

for (const language of ['en', 'zh'] as const) {
  test(`sign-in page looks right (${language})`, async ({ page }, testInfo) => {
    await openIn(page, '/', language);
    await expect(page.getByText('0.1.0', { exact: false })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-HK' : 'en');
    await screenshot(page, testInfo, `signin-${language}`);
    await page.getByRole('button', { name: language === 'zh' ? '建立帳戶' : 'Create an account' }).click();
    await screenshot(page, testInfo, `signup-${language}`);
  });
}

// Issue 26.6: parents are parents. A parent signs up as one, lands on their children, whose invitation says so, and
// meets no classes or assignment creation in the menu.
const parentTexts = {
  en: {
    createAccount: 'Create an account',
    name: /^Name/,
    email: /^Email/,
    password: /^Password/,
    confirm: /^Confirm password/,
    parent: 'Parent',
    signUp: 'Sign up',
    myChildren: 'My children',
    hidden: ['My classes', 'New assignment', 'Assignments'],
    invite: 'Invite my child',
    childEmail: /^Child's email/,
    openMenu: 'Open menu',
  },
  zh: {
    createAccount: '建立帳戶',
    name: /^姓名/,
    email: /^電郵地址/,
    password: /^密碼/,
    confirm: /^確認密碼/,
    parent: '家長',
    signUp: '註冊',
    myChildren: '我的子女',
    hidden: ['我的班別', '新增功課', '功課'],
    invite: '邀請子女',
    childEmail: /^子女電郵/,
    openMenu: '打開選單',
  },
} as const;

for (const language of ['en', 'zh'] as const) {
  test(
    `a parent signs up and lands on their children (${language})`,
    { tag: layoutOf(language) },
    async ({ page }, testInfo) => {
      const text = parentTexts[language];
      await openIn(page, '/', language);
      await page.getByRole('button', { name: text.createAccount }).click();
      await page.getByLabel(text.name).fill(language === 'zh' ? '林太' : 'Mrs Lam');
      await page.getByLabel(text.email).fill(uniqueEmail('parent'));
      await page.getByLabel(text.password).fill(PASSWORD);
      await page.getByLabel(text.confirm).fill(PASSWORD);
      await page.getByRole('radio', { name: text.parent }).check();
      await page.getByRole('button', { name: text.signUp }).click();

      await expect(page).toHaveURL(/\/app\/my-students$/);
      await expect(page.getByRole('heading', { name: text.myChildren })).toBeVisible();
      await screenshot(page, testInfo, `auth-parent-${language}`);
      const menu = await openMenu(page, testInfo, text.openMenu);
      await expect(menu.getByRole('link', { name: text.myChildren })).toBeVisible();
      for (const entry of text.hidden)
        await expect(menu.getByRole('link', { name: entry, exact: true })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await page.getByRole('main').getByRole('button', { name: text.invite }).click();
      const dialog = page.getByRole('dialog', { name: text.invite });
      await expect(dialog.getByLabel(text.childEmail)).toBeVisible();
      await screenshot(page, testInfo, `auth-parent-invite-${language}`, false);
    },
  );
}
