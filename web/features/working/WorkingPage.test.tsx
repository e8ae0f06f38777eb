import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { changeLanguage } from '../../i18n/i18n';
import { practiceQuery, prefetchVisitPractice } from '../../lib/practices';
import { Routes } from '../../lib/router';
import { signedIn, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { WorkingPage } from './WorkingPage';

// The paper as the server has it now: handed in meanwhile (on another device, or by the clock), so the working screen
// must open its result. A copy that says otherwise is an old one.
const finished = { id: 'p1', finishedAt: 1_700_000_000_000, questions: [] };

function stubPaper() {
  const fetch = stubApi({
    ...signedIn(),
    'GET /api/practices/p1': { status: 200, body: finished },
  });
  const paperRequests = () => fetch.mock.calls.filter(([url]) => String(url) === '/api/practices/p1').length;
  return { paperRequests };
}

function renderWorking(queryClient = createQueryClient()) {
  return renderWithProviders(
    <Routes
      routes={[
        { path: '/app/working/:practiceId/:questionNo?', element: <WorkingPage /> },
        { path: '/app/result/:practiceId', element: <p>result</p> },
      ]}
    />,
    { path: '/app/working/p1/1', queryClient },
  );
}

describe('the working screen starts from this visit’s copy of the paper', () => {
  it('asks the server again on opening, whatever copy was kept from before', async () => {
    await changeLanguage('en');
    const { paperRequests } = stubPaper();
    const queryClient = createQueryClient();
    queryClient.setQueryData(practiceQuery('p1').queryKey, { ...finished, finishedAt: null } as never);
    const { location } = renderWorking(queryClient);
    expect(await screen.findByText('result')).toBeTruthy();
    expect(location.current.pathname).toBe('/app/result/p1');
    expect(paperRequests()).toBe(1);
  });

  it('uses the copy this page load asked for at boot without asking twice, once', async () => {
    await changeLanguage('en');
    const { paperRequests } = stubPaper();
    const queryClient = createQueryClient();
    prefetchVisitPractice(queryClient, 'p1');
    await waitFor(() => expect(queryClient.getQueryData(practiceQuery('p1').queryKey)).toEqual(finished));
    const first = renderWorking(queryClient);
    expect(await screen.findByText('result')).toBeTruthy();
    expect(paperRequests()).toBe(1);
    first.unmount();

    // Opened again in the same page load (from history, say): the boot copy is spent, the server is asked.
    renderWorking(queryClient);
    expect(await screen.findByText('result')).toBeTruthy();
    expect(paperRequests()).toBe(2);
  });

  it('asks on opening when the boot request failed', async () => {
    await changeLanguage('en');
    // Down for the boot request and its one retry (queryClient.ts), up again by the time the page opens.
    let down = true;
    stubApi({
      ...signedIn(),
      'GET /api/practices/p1': () =>
        down
          ? { status: 503, body: { error: { code: 'unavailable', message: 'down' } } }
          : { status: 200, body: finished },
    });
    const queryClient = createQueryClient();
    prefetchVisitPractice(queryClient, 'p1');
    await waitFor(() => expect(queryClient.getQueryState(practiceQuery('p1').queryKey)?.status).toBe('error'), {
      timeout: 5000,
    });
    down = false;
    renderWorking(queryClient);
    expect(await screen.findByText('result')).toBeTruthy();
  });
});
