import { describe, expect, it } from 'vitest';
import { digestWeekKey, digestWeekStart } from './digest';

describe('the digest week', () => {
  it('starts on Monday 00:00 UTC (08:00 in Hong Kong)', () => {
    const wednesday = Date.UTC(2026, 10, 25, 13, 0);
    expect(new Date(digestWeekStart(wednesday)).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(digestWeekKey(wednesday)).toBe('2026-11-23');
  });

  it('turns over at Monday 00:00 UTC exactly', () => {
    const monday = Date.UTC(2026, 10, 30);
    expect(digestWeekKey(monday - 1)).toBe('2026-11-23');
    expect(digestWeekKey(monday)).toBe('2026-11-30');
  });

  it('counts Sunday in the week before', () => {
    expect(digestWeekKey(Date.UTC(2026, 10, 29, 23, 59))).toBe('2026-11-23');
  });
});
