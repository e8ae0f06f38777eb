import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, loadTexts } from '../../i18n/i18n';
import { publicConfig, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ReviewNotebook } from './components/ReviewNotebook';
import { rankingGap } from './components/StatCards';

describe('the global ranking card', () => {
  it('says why it shows "–": no marked answer of the student, or too few students to rank among', () => {
    expect(rankingGap({ ranking: null, averageScore: null })).toBe('noMarks');
    expect(rankingGap({ ranking: null, averageScore: 62.5 })).toBe('fewStudents');
    expect(rankingGap({ ranking: { side: 'top', percent: 10 }, averageScore: 90 })).toBeNull();
  });
});

describe('the wrong-question notebook', () => {
  it("shows each question's text beside its link, not only its number", async () => {
    await changeLanguage('en');
    await loadTexts(['statistics']);
    stubApi({
      'GET /api/config': { status: 200, body: publicConfig },
      'GET /api/review-queue': {
        status: 200,
        body: {
          due: 0,
          items: [
            {
              questionId: 'q1',
              subjectId: 's1',
              chapterId: 'c1',
              chapterTitleEn: 'Quadratics',
              chapterTitleZh: '二次方程',
              practiceId: 'p1',
              questionNo: 3,
              questionHtml: '<p>Solve x² − 5x + 6 = 0.</p>',
              step: 0,
              dueAt: Date.now() + 86_400_000,
            },
          ],
        },
      },
    });
    renderWithProviders(<ReviewNotebook />);
    expect(await screen.findByText('Solve x² − 5x + 6 = 0.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Question 3' }).getAttribute('href')).toBe('/app/solution/p1/3');
  });

  it('lets the student choose their own reviews a day, 5 to 100, and sends it', async () => {
    await changeLanguage('en');
    await loadTexts(['statistics']);
    const queue = { due: 0, backlog: 0, budget: 20, ownBudget: null, defaultBudget: 20, items: [] };
    const fetch = stubApi({
      'GET /api/config': { status: 200, body: publicConfig },
      'GET /api/review-queue': { status: 200, body: queue },
      'PUT /api/review-queue/budget': { status: 200, body: { ...queue, budget: 30, ownBudget: 30 } },
    });
    renderWithProviders(<ReviewNotebook />);
    expect(await screen.findByText('20 reviews a day (the usual number).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const input = screen.getByRole('textbox', { name: /Reviews a day/ });
    fireEvent.change(input, { target: { value: '3' } });
    expect(await screen.findByText('A whole number from 5 to 100')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('30 reviews a day (your choice).')).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ dailyBudget: 30 });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Reviews a day/ })).toBeNull());
  });
});
