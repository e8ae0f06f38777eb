import { expect, test } from '@playwright/test';
import { openIn, signOutFromMenu, uniqueEmail } from './helpers';

// "Continue with Google" against our own OpenID Connect provider on 127.0.0.1 (scripts/e2e-server.ts): the browser
// leaves for the provider's sign-in page, comes back through the server's callback, and a new account picks its role
// before anything else opens. The API tests (server/auth/social.test.ts) hold the protocol's details.
test(
  'a new user continues with Google, signs in at the provider and picks a role; next time Google signs them straight in',
  {
    tag: '@desktop-only',
  },
  async ({ page }, testInfo) => {
    const email = uniqueEmail('google');
    await openIn(page, '/', 'en');
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Lee Ka Yan');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('heading', { name: 'Finish setting up' })).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue('Lee Ka Yan');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please choose a role')).toBeVisible();
    await page.getByRole('radio', { name: 'Student' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/app\/free-practice$/);
    const me = await (await page.request.get('/api/me')).json();
    expect(me).toMatchObject({ email, displayName: 'Lee Ka Yan', role: 'student' });

    await signOutFromMenu(page, testInfo, { menu: 'Open menu', signOut: 'Sign out' });
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    // At the provider first: our own sign-in page has an Email field and Sign in buttons too, and filling them
    // before the browser had left was a flaky failure.
    await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\/free-practice$/);
    expect((await (await page.request.get('/api/me')).json()).id).toBe(me.id);
  },
);
