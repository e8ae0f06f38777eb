import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadTexts } from '../../i18n/i18n';
import { Routes } from '../../lib/router';
import { signedIn, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ResultPage } from './ResultPage';

beforeEach(async () => {
  await loadTexts(['pages', 'assignments', 'ai']);
});

describe('the result of a paper that is not there', () => {
  it.each(['en', 'zh'] as const)('offers the practice history, not only "Try again" (%s)', async (language) => {
    await changeLanguage(language);
    stubApi({
      ...signedIn(),
      'GET /api/practices/nope': {
        status: 404,
        body: { error: { code: 'practice_not_found', message: 'Practice not found' } },
      },
    });
    const { location } = renderWithProviders(
      <Routes routes={[{ path: '/app/result/:practiceId', element: <ResultPage /> }]} />,
      { path: '/app/result/nope' },
    );
    const label = language === 'en' ? 'Go to practice history' : '前往練習紀錄';
    fireEvent.click(await screen.findByRole('link', { name: label }));
    expect(screen.queryByRole('button', { name: language === 'en' ? 'Try again' : '再試一次' })).toBeNull();
    expect(location.current.pathname).toBe('/app/practice-history');
  });
});

describe('the result of a paper not yet handed in', () => {
  it('sends the student back to the paper, at its first question', async () => {
    await changeLanguage('en');
    stubApi({
      ...signedIn(),
      'GET /api/practices/p1': { status: 200, body: { id: 'p1', finishedAt: null, questions: [] } },
    });
    const { location } = renderWithProviders(
      <Routes
        routes={[
          { path: '/app/result/:practiceId', element: <ResultPage /> },
          { path: '/app/working/:practiceId/:questionNo', element: <p>working</p> },
        ]}
      />,
      { path: '/app/result/p1' },
    );
    expect(await screen.findByText('working')).toBeTruthy();
    expect(location.current.pathname).toBe('/app/working/p1/1');
  });
});
