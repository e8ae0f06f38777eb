import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ResetsAt } from './PremiumDialog';

// 2026-12-06 10:00 UTC: 18:00 in Hong Kong; the day's limit comes back at 16:00 UTC.
const now = Date.UTC(2026, 11, 6, 10, 0);

describe('ResetsAt', () => {
  it('says the limit resets at midnight, Hong Kong time', () => {
    renderWithProviders(<ResetsAt now={now} timeZone="Asia/Hong_Kong" />);
    expect(screen.getByTestId('limit-resets').textContent).toBe(
      'The daily limit resets at 00:00 tonight, Hong Kong time.',
    );
  });

  it('tells a reader elsewhere the time in their own zone', () => {
    renderWithProviders(<ResetsAt now={now} timeZone="Europe/London" />);
    expect(screen.getByTestId('limit-resets').textContent).toBe(
      'The daily limit resets at 16:00 your time (Europe/London), midnight in Hong Kong.',
    );
  });
});
