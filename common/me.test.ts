import { describe, expect, it } from 'vitest';
import { daysLeft, trialNotice, windowEnd } from './me';

const DAY = 86_400_000;

describe('windowEnd', () => {
  it('answers the end of a running window', () => {
    expect(windowEnd(1000, 7, 1000 + DAY)).toBe(1000 + 7 * DAY);
  });
  it('answers null for an ended window, a zero-day one or one never started', () => {
    expect(windowEnd(1000, 7, 1000 + 7 * DAY)).toBeNull();
    expect(windowEnd(1000, 0, 1000)).toBeNull();
    expect(windowEnd(null, 7, 1000)).toBeNull();
  });
});

describe('daysLeft', () => {
  it('counts a part day as a whole one', () => {
    expect(daysLeft(10 * DAY, 10 * DAY - 3 * 3_600_000)).toBe(1);
    expect(daysLeft(10 * DAY, 7 * DAY)).toBe(3);
    expect(daysLeft(10 * DAY, 11 * DAY)).toBe(0);
  });
});

describe('the free-trial notice', () => {
  const now = Date.UTC(2026, 11, 6);
  const day = 86_400_000;
  it("counts down the last 24 hours of an account over 30 days old, as the spec's condition has it", () => {
    expect(trialNotice(now - 31 * day, now + 23 * 3_600_000, now)).toBe('countdown');
    expect(trialNotice(now - 31 * day, now + day, now)).toBe('countdown');
    expect(trialNotice(now - 31 * day, now + day + 1, now)).toBe('days');
    // A newer account's trial, even in its last hours, shows days left.
    expect(trialNotice(now - 30 * day, now + 3_600_000, now)).toBe('days');
    expect(trialNotice(now - 31 * day, now, now)).toBeNull();
    expect(trialNotice(now - 31 * day, null, now)).toBeNull();
  });
});
