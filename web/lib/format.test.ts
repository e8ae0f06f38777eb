import { describe, expect, it } from 'vitest';
import { formatDate, formatHkd, formatNumber, formatTime, timeZoneNote } from './format';

// 2026-12-06 16:00 UTC: midnight starting 7 December in Hong Kong.
const hongKongMidnight = Date.UTC(2026, 11, 6, 16, 0);

describe('formatNumber and formatHkd', () => {
  it('separates thousands in both languages', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'zh')).toBe('1,234,567');
    expect(formatHkd(1068, 'en')).toBe('HK$1,068');
    expect(formatHkd(1068, 'zh')).toBe('HK$1,068');
  });

  it('keeps small and fractional amounts short', () => {
    expect(formatHkd(40, 'en')).toBe('HK$40');
    expect(formatHkd(59.5, 'en')).toBe('HK$59.5');
    expect(formatNumber(1.005, 'en')).toBe('1.01');
  });
});

describe('formatTime and formatDate', () => {
  it("reads the Hong Kong day's start as midnight there and 16:00 in London", () => {
    expect(formatTime(hongKongMidnight, 'en', 'Asia/Hong_Kong')).toBe('00:00');
    expect(formatTime(hongKongMidnight, 'zh', 'Asia/Hong_Kong')).toBe('00:00');
    expect(formatTime(hongKongMidnight, 'en', 'Europe/London')).toBe('16:00');
  });

  it('names the day in the reader zone and language', () => {
    expect(formatDate(hongKongMidnight, 'en', 'Asia/Hong_Kong')).toBe('7 Dec 2026');
    expect(formatDate(hongKongMidnight, 'zh', 'Asia/Hong_Kong')).toBe('2026年12月7日');
    expect(formatDate(hongKongMidnight, 'en', 'Europe/London')).toBe('6 Dec 2026');
  });

  it('names the zone only away from Hong Kong', () => {
    expect(timeZoneNote('Asia/Hong_Kong')).toBeNull();
    expect(timeZoneNote('Europe/London')).toBe('Europe/London');
  });
});
