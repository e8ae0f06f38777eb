import { describe, expect, it } from 'vitest';
import { hasUnlimitedAccess, startOfHongKongDay } from './access';
import { defaultPremiumSettings } from './settings';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const free = {
  isDemo: 0,
  createdAt: now - 100 * 86_400_000,
  premiumStudentQuantity: 0,
  premiumTeacherQuantity: 0,
  premiumExpiry: null,
  ratedOnAppStoreAt: null,
  sharedOnFacebookAt: null,
};

describe('hasUnlimitedAccess', () => {
  it('keeps a free account within the limits', () => {
    expect(hasUnlimitedAccess(free, defaultPremiumSettings, now)).toBe(false);
  });

  it.each([
    ['a demo account made by the seed', { isDemo: 1 }],
    ['premium without expiry', { premiumStudentQuantity: 1 }],
    ['premium before its expiry', { premiumStudentQuantity: 1, premiumExpiry: now + 1 }],
    ['a store rating within 7 days', { ratedOnAppStoreAt: now - 6 * 86_400_000 }],
  ])('lifts the limits for %s', (_name, change) => {
    expect(hasUnlimitedAccess({ ...free, ...change }, defaultPremiumSettings, now)).toBe(true);
  });

  it.each([
    ['expired premium', { premiumStudentQuantity: 1, premiumExpiry: now - 1 }],
    ['a rating 8 days ago', { ratedOnAppStoreAt: now - 8 * 86_400_000 }],
    ['a share (0-day reward)', { sharedOnFacebookAt: now - 1000 }],
  ])('does not lift them for %s', (_name, change) => {
    expect(hasUnlimitedAccess({ ...free, ...change }, defaultPremiumSettings, now)).toBe(false);
  });

  it('honours a free trial when the settings grant one', () => {
    const settings = { ...defaultPremiumSettings, freeTrialDays: 7 };
    expect(hasUnlimitedAccess({ ...free, createdAt: now - 86_400_000 }, settings, now)).toBe(true);
  });
});

describe('startOfHongKongDay', () => {
  it('starts the day at midnight Hong Kong time (16:00 UTC the day before)', () => {
    expect(startOfHongKongDay(Date.UTC(2026, 10, 22, 15, 59))).toBe(Date.UTC(2026, 10, 21, 16, 0));
    expect(startOfHongKongDay(Date.UTC(2026, 10, 22, 16, 0))).toBe(Date.UTC(2026, 10, 22, 16, 0));
  });
});
