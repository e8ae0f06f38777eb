import { toFraction, toPercent } from '../../../common/admin';
import type { GradeBand } from '../../../common/catalog';

/** One row of the grade-band form: min and max as the 0-100 the form shows. */
export interface GradeBandRow {
  grade: string;
  color: string;
  min: number | string;
  max: number | string;
}

export function toGradeRows(bands: readonly GradeBand[]): GradeBandRow[] {
  return bands.map((band) => ({
    grade: band.grade,
    color: band.color,
    min: toPercent(band.min),
    max: toPercent(band.max),
  }));
}

function toNumber(value: number | string): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** The rows as sent to the server: fractions 0-1; an empty or unparsable number becomes NaN, which the server refuses. */
export function toGradeBands(rows: readonly GradeBandRow[]): GradeBand[] {
  return rows.map((row) => ({
    grade: row.grade.trim(),
    color: row.color.toLowerCase(),
    min: toFraction(toNumber(row.min)),
    max: toFraction(toNumber(row.max)),
  }));
}

/** Whether every row has a name, a #rrggbb colour and numbers between 0 and 100 (the server checks coverage). */
export function rowsAreFilled(rows: readonly GradeBandRow[]): boolean {
  return rows.every((row) => {
    const min = toNumber(row.min);
    const max = toNumber(row.max);
    return (
      row.grade.trim().length > 0 &&
      /^#[0-9a-fA-F]{6}$/.test(row.color) &&
      min >= 0 &&
      min <= 100 &&
      max >= 0 &&
      max <= 100
    );
  });
}

/** A new row below the last: it starts where nothing is covered yet, at 0 for the first. */
export function newGradeRow(rows: readonly GradeBandRow[]): GradeBandRow {
  const lowest = rows.reduce<number>((low, row) => Math.min(low, toNumber(row.min) || 0), 100);
  return { grade: '', color: '#228be6', min: 0, max: rows.length === 0 ? 100 : lowest };
}
