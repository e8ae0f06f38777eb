import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeVisitPractice } from '../lib/practices';
import { stubApi } from '../test/fixtures';
import { createQueryClient } from './queryClient';
import { preloadRoute } from './router';

const paperRequests = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url]) => String(url) === '/api/practices/p1').length;

describe('preloadRoute asks for the opened page’s data beside its chunks', () => {
  it('asks for the paper of a working screen, which that screen then takes once', async () => {
    const fetch = stubApi({ 'GET /api/practices/p1': { status: 200, body: { id: 'p1' } } });
    preloadRoute('/app/working/p1/3', createQueryClient());
    await waitFor(() => expect(paperRequests(fetch)).toBe(1));
    expect(takeVisitPractice('p1')).toBe(true);
    expect(takeVisitPractice('p1')).toBe(false);
  });

  it('asks for nothing when nobody is signed in, nor for a page that names no data', () => {
    stubApi({});
    preloadRoute('/app/working/p1', undefined);
    expect(takeVisitPractice('p1')).toBe(false);
    const queryClient = createQueryClient();
    preloadRoute('/app/result/p1', queryClient);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(takeVisitPractice('p1')).toBe(false);
  });
});
