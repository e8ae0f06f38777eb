import { clampScore } from '../../../../../common/marking';

/** A typed mark clamped to 0..total (spec: manual score) in half marks, or null while the box is empty. */
export function toMark(value: number | string, totalScore: number): number | null {
  if (value === '' || Number.isNaN(Number(value))) return null;
  return Math.round(clampScore(Number(value), totalScore) * 2) / 2;
}
