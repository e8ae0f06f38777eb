import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, publicConfig, stubApi } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { AppRoutes } from './router';

function renderApp(path: string) {
  return renderWithProviders(<AppRoutes />, { path }).location;
}

const signedOut = { status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in' } } };
const config = { status: 200, body: publicConfig };
const noSubjects = { status: 200, body: { subjects: [] } };

describe('the /app/ area', () => {
  it('sends a signed-out visitor to the sign-in page', async () => {
    stubApi({ 'GET /api/me': signedOut, 'GET /api/config': config });
    const location = renderApp('/app/free-practice');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(location.current.pathname).toBe('/');
  });

  it('opens a student on free practice, with an empty state when nothing is published', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: makeMe() }, 'GET /api/subjects': noSubjects });
    const location = renderApp('/app/');
    expect(await screen.findByText('No subjects yet')).toBeTruthy();
    expect(location.current.pathname).toBe('/app/free-practice');
    expect(screen.getByRole('link', { name: 'Free practice' })).toBeTruthy();
  });

  it('opens a teacher on create-assignment', async () => {
    stubApi({
      'GET /api/me': { status: 200, body: makeMe({ role: 'teacher' }) },
      'GET /api/students': { status: 200, body: { students: [] } },
      'GET /api/classes': { status: 200, body: { classes: [] } },
      'GET /api/subjects': noSubjects,
    });
    const location = renderApp('/app/');
    expect(await screen.findByRole('heading', { name: 'New assignment' })).toBeTruthy();
    expect(location.current.pathname).toBe('/app/create-assignment');
    expect(screen.queryByRole('link', { name: 'Free practice' })).toBeNull();
  });

  it('shows a student without teachers no my-teachers entry', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: makeMe() }, 'GET /api/subjects': noSubjects });
    renderApp('/app/free-practice');
    await screen.findByText('No subjects yet');
    expect(screen.queryByRole('link', { name: /^My teachers/ })).toBeNull();
  });

  it('badges a student’s my-teachers entry with the invitations waiting for an answer', async () => {
    stubApi({
      'GET /api/me': { status: 200, body: makeMe({ teacherLinks: { accepted: 1, pending: 2 } }) },
      'GET /api/subjects': noSubjects,
    });
    renderApp('/app/free-practice');
    const entry = await screen.findByRole('link', { name: /^My teachers/ });
    expect(within(entry).getByLabelText('2 new').textContent).toBe('2');
  });

  it.each([
    ['an admin page', '/app/manage-questions'],
    ['a path that names no page', '/app/no-such-page'],
    ['a malformed address', '/app/result/%E0%A4%A'],
  ])('shows a student "page not found" with a way back for %s', async (_name, path) => {
    stubApi({ 'GET /api/me': { status: 200, body: makeMe() }, 'GET /api/subjects': noSubjects });
    const location = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(location.current.pathname).toBe(path);
    fireEvent.click(screen.getByRole('link', { name: 'Go to my start page' }));
    await screen.findByText('No subjects yet');
    expect(location.current.pathname).toBe('/app/free-practice');
  });

  it('holds a user who must change the password on that form', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: makeMe({ mustChangePassword: true }) } });
    const location = renderApp('/app/free-practice');
    expect(await screen.findByText('Please choose a new password before you continue.')).toBeTruthy();
    expect(location.current.pathname).toBe('/app/profile');
    expect(screen.queryByRole('link', { name: 'Free practice' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeTruthy();
  });

  it('sends a school above its seats to its profile, except to its teachers and students', async () => {
    const school = makeMe({ role: 'teacher', isSchool: true, overSeats: true });
    stubApi({ 'GET /api/me': { status: 200, body: school } });
    const location = renderApp('/app/my-classes');
    await waitFor(() => expect(location.current.pathname).toBe('/app/profile'));
  });

  it('prompts a teacher with no student to invite, once, as a banner that links to my students', async () => {
    const fetch = stubApi({
      'GET /api/me': { status: 200, body: makeMe({ role: 'teacher', invitePrompt: 'students' }) },
      'GET /api/students': { status: 200, body: { students: [] } },
      'POST /api/me/invite-prompt': { status: 204 },
    });
    renderApp('/app/profile');
    expect(
      await screen.findByText('You have no students yet. Invite your students, or a whole class at once.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite now' }).getAttribute('href')).toBe('/app/my-students');
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url, init]) => init?.method === 'POST' && String(url) === '/api/me/invite-prompt'),
      ).toBe(true),
    );
  });

  it('shows the sum of the menu counts on the profile, capped at 9+', async () => {
    stubApi({
      'GET /api/me': { status: 200, body: makeMe({ teacherLinks: { accepted: 0, pending: 12 } }) },
      'GET /api/assignments': { status: 200, body: { role: 'student', assignments: [], unsubmitted: 0 } },
    });
    renderApp('/app/profile');
    expect(await screen.findByText('9+')).toBeTruthy();
  });

  it('follows the language of the profile', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: makeMe({ language: 'zh' }) } });
    renderApp('/app/profile');
    expect(await screen.findByRole('heading', { name: '個人檔案' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-HK');
  });
});

describe('onboarding', () => {
  it('asks a signed-in user without a role only for a name and a role', async () => {
    const fetch = stubApi({
      'GET /api/me': { status: 200, body: makeMe({ role: null, displayName: 'amy' }) },
      'GET /api/config': config,
      'PATCH /api/me': { status: 200, body: makeMe({ role: 'teacher', isSchool: true }) },
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Finish setting up' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose a role')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'School' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ displayName: 'amy', role: 'school', isParent: false });
  });

  it('offers sign-out as the way back', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: makeMe({ role: null }) }, 'GET /api/config': config });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});

describe('inside the native wrapper', () => {
  afterEach(() => {
    delete window.ReactNativeWebView;
    delete window.paperwisePushToken;
  });

  it('posts logged_in and the badge, records the injected push token and the badge on the profile', async () => {
    const posted: string[] = [];
    window.ReactNativeWebView = { postMessage: (message: string) => posted.push(message) };
    window.paperwisePushToken = 'ExponentPushToken[device-1]';
    const fetch = stubApi({
      'GET /api/me': { status: 200, body: makeMe({ id: 'u-1', teacherLinks: { accepted: 1, pending: 2 } }) },
      'GET /api/assignments': { status: 200, body: { role: 'student', assignments: [], unsubmitted: 1 } },
      'PUT /api/me/device': { status: 200, body: { hasPushToken: true, badge: 3 } },
    });
    renderApp('/app/profile');
    await waitFor(() =>
      expect(posted.map((text) => JSON.parse(text))).toContainEqual({ type: 'update_badge', badge: 3 }),
    );
    expect(JSON.parse(posted[0]!)).toEqual({ type: 'logged_in', userId: 'u-1', role: 'student', language: 'en' });
    const puts = () =>
      fetch.mock.calls
        .filter(([url, init]) => init?.method === 'PUT' && String(url) === '/api/me/device')
        .map(([, init]) => JSON.parse(String(init?.body)));
    await waitFor(() => expect(puts()).toContainEqual({ badge: 3 }));
    expect(puts()).toContainEqual({ pushToken: 'ExponentPushToken[device-1]' });
  });

  it('posts nothing and records nothing outside the wrapper', async () => {
    const fetch = stubApi({
      'GET /api/me': { status: 200, body: makeMe({ teacherLinks: { accepted: 1, pending: 2 } }) },
      'GET /api/assignments': { status: 200, body: { role: 'student', assignments: [], unsubmitted: 1 } },
    });
    renderApp('/app/profile');
    expect(await screen.findByText('3')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/me/device')).toBe(false);
  });
});
