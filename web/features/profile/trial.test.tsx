import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, loadTexts } from '../../i18n/i18n';
import { stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { TrialCountdown } from './components/TrialCountdown';

const DAY = 86_400_000;

function perks(trialEndsAt: number) {
  return {
    trialEndsAt,
    ratedAt: null,
    ratingRewardEndsAt: null,
    sharedAt: null,
    shareRewardEndsAt: null,
    ratingRewardDays: 7,
    shareRewardDays: 0,
  };
}

describe('the free-trial countdown on the profile', () => {
  it.each([
    ['en', 'Your free trial ends in 5 h 30 min.'],
    ['zh', '免費試用將於 5 小時 30 分鐘後結束。'],
  ] as const)('counts down the last day of an account over 30 days old (%s)', async (language, text) => {
    await changeLanguage(language);
    await loadTexts(['pages']);
    const now = Date.now();
    stubApi({ 'GET /api/me/perks': { status: 200, body: perks(now + 5.5 * 3_600_000 + 20_000) } });
    renderWithProviders(<TrialCountdown isPremium={false} createdAt={now - 40 * DAY} />);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('shows the days left to a newer account instead', async () => {
    await changeLanguage('en');
    await loadTexts(['pages']);
    const now = Date.now();
    stubApi({ 'GET /api/me/perks': { status: 200, body: perks(now + 5 * 3_600_000) } });
    renderWithProviders(<TrialCountdown isPremium={false} createdAt={now - 2 * DAY} />);
    expect(await screen.findByText(/^1 day left, until/)).toBeTruthy();
  });
});
