import type { DayRange } from './statistics';

/** Hong Kong calendar days and the ranges of days the statistics views cover (common/statistics.ts has the views). */

export const DAY_MS = 86_400_000;
// Hong Kong has no daylight saving: a day there always starts at 16:00 UTC (as common/access.ts).
const HONG_KONG_OFFSET_MS = 8 * 3_600_000;

/** The start of the Hong Kong calendar day containing `time`. */
export function hongKongDay(time: number): number {
  return Math.floor((time + HONG_KONG_OFFSET_MS) / DAY_MS) * DAY_MS - HONG_KONG_OFFSET_MS;
}

// ---------- ranges ----------

export const rangePresets = ['7d', '1m', '3m', '6m', '1y', 'longest'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** Calendar months back from a Hong Kong day, the day of the month clamped (31 March − 1 month = 28/29 February). */
function monthsBack(day: number, months: number): number {
  const local = new Date(day + HONG_KONG_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(local.getUTCDate(), lastDay)) - HONG_KONG_OFFSET_MS;
}

/**
 * The days a preset covers, ending today: 7D is today and 6 days back (spec section 9), 1M to 1Y go back that many
 * calendar months (the day after), and longest starts at the student's first practised day (`firstDay`, or today).
 */
export function presetRange(preset: RangePreset, now: number, firstDay: number | null = null): DayRange {
  const to = hongKongDay(now);
  switch (preset) {
    case '7d':
      return { from: to - 6 * DAY_MS, to };
    case '1m':
      return { from: monthsBack(to, 1) + DAY_MS, to };
    case '3m':
      return { from: monthsBack(to, 3) + DAY_MS, to };
    case '6m':
      return { from: monthsBack(to, 6) + DAY_MS, to };
    case '1y':
      return { from: monthsBack(to, 12) + DAY_MS, to };
    case 'longest':
      return { from: Math.min(firstDay ?? to, to), to };
  }
}

/** The default range is one year back (spec section 9). */
export function defaultRange(now: number): DayRange {
  return presetRange('1y', now);
}

/** The period just before, of the same number of days: what each card's change is measured against. */
export function previousRange(range: DayRange): DayRange {
  const days = Math.round((range.to - range.from) / DAY_MS) + 1;
  return { from: range.from - days * DAY_MS, to: range.from - DAY_MS };
}

/** Days in a range, both ends counted. */
export function rangeDays(range: DayRange): number {
  return Math.round((range.to - range.from) / DAY_MS) + 1;
}
