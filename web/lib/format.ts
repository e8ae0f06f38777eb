import type { Language } from '../../common/profile';

// Numbers, money, dates and times as the interface shows them: one place, so an amount reads "HK$1,234" on every page
// and a time is in the reader's own zone.

/** The product's days are Hong Kong days (docs/product-rules.md); a browser that names no zone reads Hong Kong time. */
export const HONG_KONG_TIME_ZONE = 'Asia/Hong_Kong';

const locales: Record<Language, string> = { en: 'en-HK', zh: 'zh-HK' };

/** The browser's time zone, or Hong Kong's when it names none. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || HONG_KONG_TIME_ZONE;
  } catch {
    return HONG_KONG_TIME_ZONE;
  }
}

/** 1234.5 → "1,234.5": thousands separators, at most two decimals, none when whole. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { maximumFractionDigits: 2 }).format(value);
}

/** An amount in Hong Kong dollars: "HK$1,234" (both languages write HK$). */
export function formatHkd(amount: number, language: Language): string {
  return `HK$${formatNumber(amount, language)}`;
}

/** A day: "6 Dec 2026", "2026年12月6日". */
export function formatDate(at: number, language: Language, timeZone = userTimeZone()): string {
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium', timeZone }).format(at);
}

/** A time of day on the 24-hour clock: "00:00", "16:00". */
export function formatTime(at: number, language: Language, timeZone = userTimeZone()): string {
  return new Intl.DateTimeFormat(locales[language], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
}

/** The time zone's short name where the reader needs it ("GMT" in London); none in Hong Kong, the product's own. */
export function timeZoneNote(timeZone = userTimeZone()): string | null {
  return timeZone === HONG_KONG_TIME_ZONE ? null : timeZone;
}
