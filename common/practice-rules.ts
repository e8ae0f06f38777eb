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

/**
 * The most one save adds to a question's time on screen (`answerSeconds`): a gap longer than this since the paper's
 * previous save is a student who left the screen, not one still thinking (docs/product-rules.md, "Time on a question").
 */
export const ANSWER_GAP_CAP_SECONDS = 900;

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

/** The minutes left at which the countdown is spoken (issue 29.5; WCAG 2.2.1 and 4.1.3), and then at time up. */
export const TIMER_ANNOUNCED_MINUTES = [10, 5, 1] as const;

/**
 * What a screen reader should hear of the countdown: at 10, 5 and 1 minutes left and at time up, never every second
 * nor every minute (a live region that talks all the time drowns the question being read). Returns the
 * announcement for this remaining time, or null to stay quiet.
 */
export function timerAnnouncement(remainingMs: number): { minutes: number; seconds: number } | null {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  if (totalSeconds === 0) return { minutes: 0, seconds: 0 };
  const minutes = totalSeconds / 60;
  return (TIMER_ANNOUNCED_MINUTES as readonly number[]).includes(minutes) ? { minutes, seconds: 0 } : null;
}
