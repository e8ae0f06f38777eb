import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionNavigator } from '../../../components/QuestionNavigator';
import { renderWithProviders } from '../../../test/render';
import { SubmitDialog } from './SubmitDialog';

describe('question navigator', () => {
  it('names each question with its state and marks the current one', () => {
    renderWithProviders(
      <QuestionNavigator
        items={[
          { questionNo: 1, tone: 'answered' },
          { questionNo: 2, tone: 'unanswered' },
          { questionNo: 3, tone: 'pending' },
        ]}
        current={2}
        hrefOf={(no) => `/app/working/p1/${no}`}
        legend={['answered', 'unanswered']}
      />,
    );
    expect(screen.getByRole('link', { name: 'Question 1, Answered' }).getAttribute('href')).toBe('/app/working/p1/1');
    expect(screen.getByRole('link', { name: 'Question 2, Not answered' }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('link', { name: 'Question 3, Awaiting mark' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('submit dialog', () => {
  it('counts the unanswered questions before handing in', () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <SubmitDialog
        opened
        unanswered={2}
        pending={0}
        isSubmitting={false}
        error={null}
        onCancel={() => {}}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByText('2 questions are not answered yet.')).toBeTruthy();
    screen.getByRole('button', { name: 'Submit' }).click();
    expect(onConfirm).toHaveBeenCalled();
  });

  it('says so when every question is answered', () => {
    renderWithProviders(
      <SubmitDialog
        opened
        unanswered={0}
        pending={1}
        isSubmitting={false}
        error={null}
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByText('You have answered every question.')).toBeTruthy();
    expect(screen.getByText('1 answer is still being saved; it goes in first.')).toBeTruthy();
  });
});
