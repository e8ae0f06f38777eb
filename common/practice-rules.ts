import { type OptionKey, optionKeys } from './catalog';

/** The practice form's limits (spec learner part sections 5 and 9). */
export const PRACTICE_LIMITS = {
  mc: { min: 0, max: 50 },
  short: { min: 0, max: 20 },
  long: { min: 0, max: 10 },
  /** the plain count: questions of any type */
  plain: { min: 1, max: 50 },
  timeLimit: { min: 1, max: 120 },
  chapters: { max: 100 },
  remark: { max: 500 },
  answer: { max: 20_000 },
  reportMessage: { max: 2000 },
} as const;

/** Answers saved this long after the deadline still count: they were typed in time and were on the wire. */
export const SUBMIT_GRACE_MS = 15_000;

export function isOptionKey(value: string): value is OptionKey {
  return (optionKeys as readonly string[]).includes(value);
}

/** The remaining-time bar's colour: red under 20 %, amber under 50 %, else green. */
export function timeBarColor(remainingFraction: number): 'red' | 'amber' | 'green' {
  if (remainingFraction < 0.2) return 'red';
  if (remainingFraction < 0.5) return 'amber';
  return 'green';
}

/**
 * What a screen reader should hear of the countdown: once a minute, every 10 s in the last minute, never every
 * second. Returns the announcement for this remaining time, or null to stay quiet.
 */
export function timerAnnouncement(remainingMs: number): { minutes: number; seconds: number } | null {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  if (totalSeconds > 60) return totalSeconds % 60 === 0 ? { minutes: totalSeconds / 60, seconds: 0 } : null;
  return totalSeconds % 10 === 0 ? { minutes: 0, seconds: totalSeconds } : null;
}
