import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PracticeQuestionView, PracticeView } from '../../../../common/practice';
import { loadTexts } from '../../../i18n/i18n';
import { stubApi } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { StudentMark } from './StudentMark';

// Issue 24, "marks have owners", as the student sees it on the solution page (docs/product-rules.md, "Who marks").

beforeEach(async () => {
  await loadTexts(['pages']);
});

function written(overrides: Partial<PracticeQuestionView> = {}): PracticeQuestionView {
  return {
    id: 'q2',
    questionNo: 2,
    chapterId: 'c1',
    type: 'long',
    level: 3,
    totalScore: 13,
    questionHtml: '<p>?</p>',
    options: null,
    ans: 'My answer',
    seq: 1,
    savedAt: 1,
    correctAns: null,
    solutionHtml: '<p>Solution</p>',
    ansHtml: '<p>My answer</p>',
    score: null,
    comment: null,
    markedBy: null,
    disputeScore: null,
    markVersion: 0,
    bookmarked: false,
    editedAt: null,
    sourceQuestionId: null,
    questionVersion: 1,
    regradePending: false,
    ...overrides,
  };
}

function practice(overrides: Partial<PracticeView> = {}): PracticeView {
  return { id: 'p1', assignmentId: null, questions: [], ...overrides } as PracticeView;
}

describe("the student's mark on the solution page", () => {
  it('on an assignment: says the teacher will mark it, with no box to mark it in', () => {
    renderWithProviders(<StudentMark practice={practice({ assignmentId: 'a1' })} question={written()} />);
    expect(screen.getByTestId('teacher-will-mark').textContent).toBe('Your teacher will mark this answer.');
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('on their own practice: a box up to the question total, 13 for a Section B question', () => {
    renderWithProviders(<StudentMark practice={practice()} question={written()} />);
    const box = screen.getByLabelText('Your mark (0 to 13)');
    fireEvent.change(box, { target: { value: '13' } });
    expect((box as HTMLInputElement).value).toBe('13');
  });

  it('an AI mark counts; the student saves their own view beside it', async () => {
    const fetch = stubApi({
      'PUT /api/practices/p1/questions/2/score': {
        status: 200,
        body: practice({ questions: [written({ score: 6, markedBy: 'ai', disputeScore: 9 })] }),
      },
    });
    renderWithProviders(<StudentMark practice={practice()} question={written({ score: 6, markedBy: 'ai' })} />);
    expect(screen.getByText('6 / 13 · marked by AI. This is the mark that counts.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your own mark, if you disagree (0 to 13)'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my view' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/questions/2/score'))).toBe(true),
    );
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/questions/2/score'))!;
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({ score: 9 });
  });
});
