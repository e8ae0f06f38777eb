import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssignmentQuestionView } from '../../../../../common/assignments';
import { changeLanguage } from '../../../../i18n/i18n';
import { renderWithProviders } from '../../../../test/render';
import { QuestionCard } from './QuestionCard';

const question: AssignmentQuestionView = {
  id: 'q1',
  questionNo: 1,
  questionId: 'bank-1',
  chapterId: 'c1',
  type: 'mc',
  level: 2,
  totalScore: 1,
  questionHtml: '<p>x</p>',
  options: { a: '1', b: '2', c: '3', d: '4' },
  correctAns: 'a',
  solutionHtml: null,
  source: { question: 'x', solution: '', options: null },
  editedAt: null,
};

// One scale for difficulty (issue 26.9): the review page names a question's level with the create form's words.
describe('QuestionCard', () => {
  it.each([
    ['en', 'Difficulty: Medium'],
    ['zh', '難度：中'],
  ] as const)('names the level as the form does (%s)', async (language, badge) => {
    await changeLanguage(language);
    renderWithProviders(
      <QuestionCard
        question={question}
        chapterLabel={null}
        showSolution={false}
        canChange={false}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(await screen.findByText(badge)).toBeTruthy();
  });
});
