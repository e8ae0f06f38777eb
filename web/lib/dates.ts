/** The locale dates are written in: Hong Kong Chinese, or British English (day before month, as Hong Kong writes). */
export function dateLocaleOf(language: string): string {
  return language === 'zh' ? 'zh-HK' : 'en-GB';
}

/** A day and a time of day, "6 Dec 2026, 14:05", for lists of events (reports, sign-ins, practices). */
export function formatDateTime(at: number, language: string): string {
  return new Intl.DateTimeFormat(dateLocaleOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** A day, "6 Dec 2026". */
export function formatDay(at: number, language: string): string {
  return new Intl.DateTimeFormat(dateLocaleOf(language), { dateStyle: 'medium' }).format(at);
}
