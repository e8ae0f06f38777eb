import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { timeBarColor } from '../../../../common/practice-rules';
import { QuestionNavigator } from '../../../components/QuestionNavigator';
import { renderWithProviders } from '../../../test/render';
import { CountdownBar } from './CountdownBar';
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

describe('countdown colours', () => {
  it('are red under 20% of the time left, amber under 50%, else green (the spec)', () => {
    expect(timeBarColor(1)).toBe('green');
    expect(timeBarColor(0.5)).toBe('green');
    expect(timeBarColor(0.4999)).toBe('amber');
    expect(timeBarColor(0.2)).toBe('amber');
    expect(timeBarColor(0.1999)).toBe('red');
    expect(timeBarColor(0)).toBe('red');
  });

  it.each([
    [25, 'green', false],
    [12, 'amber', false],
    [5, 'red', true],
  ] as const)('with %i of 30 minutes left the bar is %s', (minutesLeft, tone, isRedTime) => {
    const now = Date.now();
    const total = 30 * 60_000;
    const startedAt = now - (total - minutesLeft * 60_000);
    renderWithProviders(
      <CountdownBar
        startedAt={startedAt}
        deadlineAt={startedAt + total}
        offset={0}
        canEnd={false}
        checkedAt={null}
        onCheckClock={() => {}}
        onTimeUp={() => {}}
      />,
    );
    expect(document.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe(tone);
    // The time itself turns red with the bar, so the warning does not rest on colour of a thin bar alone.
    const timer = screen.getByTestId('countdown');
    expect(timer.getAttribute('style') ?? '').toSatisfy((style: string) => style.includes('red') === isRedTime);
  });
});
