import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadTexts } from '../../i18n/i18n';
import { publicConfig, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ReviewNotebook } from './components/ReviewNotebook';
import { rankingGap } from './components/StatCards';

afterEach(() => {
  vi.unstubAllGlobals();
});

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
});
