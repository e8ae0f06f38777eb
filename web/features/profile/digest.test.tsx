import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/router';
import { makeMe, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';

afterEach(() => {
  vi.useRealTimers();
});

const teacher = makeMe({ role: 'teacher' });
const LABEL = /^Weekly digest of my children's progress/;

describe('the weekly e-mail switch on the profile', () => {
  it('shows a teacher the digest on, and turns it off', async () => {
    const fetch = stubApi({
      'GET /api/me': { status: 200, body: teacher },
      'GET /api/students': { status: 200, body: { students: [] } },
      'GET /api/me/digest': { status: 200, body: { weeklyDigest: true, isOffered: true } },
      'PUT /api/me/digest': { status: 200, body: { weeklyDigest: false, isOffered: true } },
    });
    renderWithProviders(<AppRoutes />, { path: '/app/profile' });
    const toggle = (await screen.findByRole('switch', { name: LABEL }, { timeout: 10_000 })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect((screen.getByRole('switch', { name: LABEL }) as HTMLInputElement).checked).toBe(false));
    const put = fetch.mock.calls.find(([url, init]) => init?.method === 'PUT' && String(url) === '/api/me/digest');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ weeklyDigest: false });
  });

  it('is in Chinese for a Chinese profile', async () => {
    stubApi({
      'GET /api/me': { status: 200, body: makeMe({ role: 'teacher', language: 'zh' }) },
      'GET /api/students': { status: 200, body: { students: [] } },
      'GET /api/me/digest': { status: 200, body: { weeklyDigest: false, isOffered: true } },
    });
    renderWithProviders(<AppRoutes />, { path: '/app/profile' });
    expect(await screen.findByRole('switch', { name: /^每週子女學習摘要/ }, { timeout: 10_000 })).toBeTruthy();
  });

  it('says so when the setting cannot be loaded, with a way to try again', async () => {
    // The query client asks after a 5xx once more, a second later: that second passes on a fake clock, which still
    // moves with real time so that Testing Library's waits go on working.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubApi({
      'GET /api/me': { status: 200, body: teacher },
      'GET /api/students': { status: 200, body: { students: [] } },
      'GET /api/me/digest': { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    });
    renderWithProviders(<AppRoutes />, { path: '/app/profile' });
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === '/api/me/digest')).toBe(true), {
      timeout: 10_000,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByText('The e-mail setting could not be loaded.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is not shown to a student', async () => {
    const fetch = stubApi({ 'GET /api/me': { status: 200, body: makeMe() } });
    renderWithProviders(<AppRoutes />, { path: '/app/profile' });
    expect(await screen.findByRole('heading', { name: 'Profile' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Weekly e-mail')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/me/digest')).toBe(false);
  });
});
