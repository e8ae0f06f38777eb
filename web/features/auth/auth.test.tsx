import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { describedText, field, type } from '../../test/fields';
import { renderWithProviders } from '../../test/render';
import { SignInForm } from './components/SignInForm';
import { SignUpForm } from './components/SignUpForm';

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

/** The sign-up form's name and e-mail as given, and a good password typed twice. */
function fillSignUp(name: string, email: string) {
  type(/^Name/, name);
  type(/^Email/, email);
  type(/^Password/, 'secret1');
  type(/^Confirm password/, 'secret1');
}

describe('SignInForm', () => {
  it('shows invalid email and invalid password under their fields before asking the server', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<SignInForm onForgotPassword={() => {}} onSignUp={() => {}} />);

    type(/^Email/, 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(describedText(field(/^Email/))).toContain('Invalid email'));
    expect(describedText(field(/^Password/))).toContain('Invalid password');
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts a wrong password answer on the password field', async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, { error: { code: 'password_or_email_incorrect', message: 'Password or email incorrect' } }),
    );
    renderWithProviders(<SignInForm onForgotPassword={() => {}} onSignUp={() => {}} />);

    type(/^Email/, 'amy@example.com');
    type(/^Password/, 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(describedText(field(/^Password/))).toContain('Password or email incorrect'));
  });

  it('puts too many requests on the password field', async () => {
    vi.stubGlobal('fetch', answer(429, { error: { code: 'too_many_request', message: 'Too many requests' } }));
    renderWithProviders(<SignInForm onForgotPassword={() => {}} onSignUp={() => {}} />);

    type(/^Email/, 'amy@example.com');
    type(/^Password/, 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(describedText(field(/^Password/))).toContain('Too many requests. Please try again later.'),
    );
  });

  it('shows the messages in Traditional Chinese when the interface is Chinese', async () => {
    await changeLanguage('zh');
    renderWithProviders(<SignInForm onForgotPassword={() => {}} onSignUp={() => {}} />);

    fireEvent.click(screen.getByRole('button', { name: '登入' }));

    await waitFor(() => expect(describedText(field(/^電郵地址/))).toContain('電郵地址無效'));
  });
});

describe('SignUpForm', () => {
  it('checks name, e-mail, password, confirmation and role with the shared schema', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<SignUpForm onSignIn={() => {}} />);

    type(/^Email/, 'amy@');
    type(/^Password/, '123');
    type(/^Confirm password/, '456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(describedText(field(/^Name/))).toContain('Invalid name'));
    expect(describedText(field(/^Email/))).toContain('Invalid email');
    expect(describedText(field(/^Password/))).toContain('Invalid password');
    expect(describedText(field(/^Confirm password/))).toContain('Passwords do not match');
    expect(screen.getByText('Please choose a role')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the stored role, isSchool and the interface language', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<SignUpForm onSignIn={() => {}} />);

    fillSignUp('Hillside School', 'Office@Hillside.edu.hk');
    fireEvent.click(screen.getByRole('radio', { name: 'School' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/sign-up/email');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Hillside School',
      email: 'office@hillside.edu.hk',
      role: 'teacher',
      isSchool: true,
      language: 'en',
    });
  });

  it('asks parent or teacher, and sends a parent as a teacher account that says so', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<SignUpForm onSignIn={() => {}} />);

    fillSignUp('Mrs Chan', 'chan@example.com');
    expect(screen.getByRole('radio', { name: 'Teacher' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Parent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ role: 'teacher', isSchool: false, isParent: true });
  });

  it('puts email_existed on the e-mail field', async () => {
    vi.stubGlobal('fetch', answer(409, { error: { code: 'email_existed', message: 'Email existed' } }));
    renderWithProviders(<SignUpForm onSignIn={() => {}} />);

    fillSignUp('Amy', 'amy@example.com');
    fireEvent.click(screen.getByRole('radio', { name: 'Student' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(describedText(field(/^Email/))).toContain('Email has already been registered'));
  });
});
