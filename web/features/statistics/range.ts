import type { DayRange } from '../../../common/statistics';
import { presetRange, type RangePreset, rangePresets } from '../../../common/statistics-days';

// Hong Kong days travel as the ms of their start; the date pickers speak 'YYYY-MM-DD'.
const HONG_KONG_OFFSET_MS = 8 * 3_600_000;

export function dayToDate(day: number): string {
  return new Date(day + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);
}

export function dateToDay(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - HONG_KONG_OFFSET_MS;
}

export function isPreset(value: string | null): value is RangePreset {
  return rangePresets.includes(value as RangePreset);
}

/**
 * The range the page shows, from its address: `?from=&to=` (YYYY-MM-DD) when picked by hand, else `?range=` (1y by
 * default, spec section 9). Longest starts at the subject's first practised day, once known.
 */
export function rangeFromSearch(
  search: URLSearchParams,
  now: number,
  firstDay: number | null,
): DayRange & {
  preset: RangePreset | null;
} {
  const from = dateToDay(search.get('from') ?? '');
  const to = dateToDay(search.get('to') ?? '');
  if (from !== null && to !== null && from <= to) return { from, to, preset: null };
  const preset = isPreset(search.get('range')) ? (search.get('range') as RangePreset) : '1y';
  return { ...presetRange(preset, now, firstDay), preset };
}

/** A short label of a day in the interface language. */
export function formatDay(day: number, language: string): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Hong_Kong',
  }).format(day);
}
