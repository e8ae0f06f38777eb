import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssignmentView } from '../../../../../common/assignments';
import { renderWithProviders } from '../../../../test/render';
import { PrintPaper } from './PrintPaper';

// Only the fields the printed sheet reads; the rest of the view does not reach it.
const paper = {
  id: 'a1',
  locale: 'zh',
  subject: { id: 's1', title: { en: 'Mathematics', zh: '數學' } },
  teacher: { id: 't1', displayName: 'Ms Wong' },
  timeLimit: 30,
  dueDate: Date.UTC(2026, 11, 7, 10, 0),
  remark: '',
  questions: [
    {
      id: 'q1',
      questionNo: 1,
      type: 'short',
      totalScore: 3,
      questionHtml: '<p>x</p>',
      options: null,
      correctAns: null,
      solutionHtml: '<p>y</p>',
    },
  ],
} as unknown as AssignmentView;

describe('PrintPaper', () => {
  it("labels a Chinese paper in Chinese on an English screen: the labels follow the paper's language", async () => {
    renderWithProviders(<PrintPaper assignment={paper} isKey={false} />);
    expect(await screen.findByText('姓名')).toBeTruthy();
    expect(screen.getByText('班別')).toBeTruthy();
    expect(screen.getByText('（3 分）')).toBeTruthy();
    expect(screen.queryByText('Name')).toBeNull();
    expect(document.documentElement.lang).not.toBe('zh-HK');
  });

  it('labels an English paper in English', async () => {
    renderWithProviders(<PrintPaper assignment={{ ...paper, locale: 'en' }} isKey={false} />);
    expect(await screen.findByText('Name')).toBeTruthy();
  });
});
