import { describe, expect, it } from 'vitest';
import { daysLeft, windowEnd } from './me';

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
