import { describe, expect, it } from 'vitest';
import { quote } from './billing';
import { fitsFreeStudentQuota, premiumState, seatQuota } from './entitlements';
import { defaultPremiumSettings } from './settings';

const now = 1_800_000_000_000;
const base = { premiumStudentQuantity: 0, premiumTeacherQuantity: 0, premiumExpiry: null };

describe('premiumState', () => {
  it.each([
    ['no seats, no expiry', base, 'none'],
    ['seats, no expiry', { ...base, premiumStudentQuantity: 1 }, 'active'],
    ['an expiry in the future', { ...base, premiumTeacherQuantity: 1, premiumExpiry: now + 1 }, 'active'],
    ['an expiry now', { ...base, premiumStudentQuantity: 1, premiumExpiry: now }, 'expired'],
    ['an expiry in the past without seats', { ...base, premiumExpiry: now - 1 }, 'expired'],
  ] as const)('%s is %s', (_name, fields, state) => {
    expect(premiumState(fields, now)).toBe(state);
  });

  it('gives a school its seats only while premium', () => {
    const school = { premiumStudentQuantity: 40, premiumTeacherQuantity: 3, premiumExpiry: now + 1 };
    expect(seatQuota(school, now)).toEqual({ students: 40, teachers: 3 });
    expect(seatQuota({ ...school, premiumExpiry: now - 1 }, now)).toEqual({ students: 0, teachers: 0 });
  });
});

describe('quote', () => {
  const body = { plan: 'student', billing: 'oneOff', months: 6, isDiscounted: false, paymentMethod: 'card' } as const;
  it('prices in HKD per month times months; the limited-time price needs 6 months and an open offer', () => {
    expect(quote(defaultPremiumSettings, body, true)).toMatchObject({ total: 354, discounted: false });
    expect(quote(defaultPremiumSettings, { ...body, isDiscounted: true }, true)).toMatchObject({ total: 240 });
    expect(quote(defaultPremiumSettings, { ...body, months: 5, isDiscounted: true }, true)).toBe(
      'discount_needs_months',
    );
    expect(quote(defaultPremiumSettings, { ...body, isDiscounted: true }, false)).toBe('offer_unavailable');
    expect(quote(defaultPremiumSettings, { ...body, billing: 'yearly', paymentMethod: 'fps' }, true)).toBe(
      'invalid_payment_method',
    );
  });

  it('prices school seats at the school price', () => {
    const school = quote(
      defaultPremiumSettings,
      { ...body, plan: 'school', billing: 'yearly', students: 10, teachers: 2 },
      true,
    );
    expect(school).toMatchObject({ months: 12, total: (10 * 55 + 2 * 76) * 12 });
  });
});

describe('fitsFreeStudentQuota', () => {
  it('lets a free teacher reach the quota exactly, not go beyond it', () => {
    expect(fitsFreeStudentQuota({ hasUnlimitedAccess: false, linked: 29, adding: 1, limit: 30 })).toBe(true);
    expect(fitsFreeStudentQuota({ hasUnlimitedAccess: false, linked: 30, adding: 1, limit: 30 })).toBe(false);
    expect(fitsFreeStudentQuota({ hasUnlimitedAccess: false, linked: 25, adding: 6, limit: 30 })).toBe(false);
  });

  it('has no quota with unlimited access, and adding nobody always fits', () => {
    expect(fitsFreeStudentQuota({ hasUnlimitedAccess: true, linked: 300, adding: 40, limit: 30 })).toBe(true);
    expect(fitsFreeStudentQuota({ hasUnlimitedAccess: false, linked: 31, adding: 0, limit: 30 })).toBe(true);
  });
});
