import { z } from 'zod';

/**
 * The parents' weekly digest e-mail (beyond the spec; docs/wrapper.md). Parents register as teachers (spec, learner
 * part section 1), so every teacher account linked to at least one student gets it, one section per linked child,
 * unless they turn it off on their profile.
 *
 *   GET /api/me/digest   → DigestSetting
 *   PUT /api/me/digest   DigestSettingBody → DigestSetting
 */

export const DigestSetting = z.object({
  /** the weekly e-mail is on */
  weeklyDigest: z.boolean(),
  /** whether this account can get one at all (a teacher, not a school); the profile shows the switch only then */
  isOffered: z.boolean(),
});
export type DigestSetting = z.infer<typeof DigestSetting>;

export const DigestSettingBody = z.object({ weeklyDigest: z.boolean() }).strict();
export type DigestSettingBody = z.infer<typeof DigestSettingBody>;

/** Chapters whose accuracy moved at least this many points between the week and the four weeks before. */
export const DIGEST_TREND_POINTS = 10;
/** Questions a chapter needs in each period before a trend is told. */
export const DIGEST_TREND_MIN_QUESTIONS = 2;
/** Chapters listed as improving, and as slipping, per child. */
export const DIGEST_TREND_MAX = 3;
/** Children with a section of their own; a teacher with a whole class gets these and a count of the rest. */
export const DIGEST_MAX_CHILDREN = 20;

export interface DigestAssignment {
  assignmentId: string;
  subject: { en: string; zh: string };
  dueDate: number;
}

export interface DigestTrend {
  subject: { en: string; zh: string };
  chapterNo: string;
  title: { en: string; zh: string };
  /** accuracy percent in the four weeks before */
  before: number;
  /** accuracy percent this week */
  now: number;
}

export interface ChildDigest {
  student: { id: string; displayName: string };
  /** published, not handed in, due within the coming week */
  due: DigestAssignment[];
  /** published, not handed in, past the due date */
  late: DigestAssignment[];
  /** papers finished this week, every subject */
  papersDone: number;
  improving: DigestTrend[];
  slipping: DigestTrend[];
}

export interface ParentDigest {
  /** the Monday the week's run belongs to, YYYY-MM-DD */
  week: string;
  /** the week told about: Hong Kong days, start of the first and of the last */
  from: number;
  to: number;
  children: ChildDigest[];
  /** linked children left out beyond DIGEST_MAX_CHILDREN */
  more: number;
}

/**
 * Scheduling: the run for a week starts at Monday 00:00 UTC (08:00 in Hong Kong, before school) and may start until
 * a day later; a server that was down all that day skips the week rather than mail a stale digest on a Wednesday.
 */
export const DIGEST_SEND_WINDOW_MS = 86_400_000;
const WEEK_MS = 7 * 86_400_000;
// 1970-01-05 was a Monday.
const FIRST_MONDAY_MS = 4 * 86_400_000;

/** The start of the digest week containing `now` (a Monday, 00:00 UTC). */
export function digestWeekStart(now: number): number {
  return now - ((((now - FIRST_MONDAY_MS) % WEEK_MS) + WEEK_MS) % WEEK_MS);
}

/** The week's key: its Monday as YYYY-MM-DD. */
export function digestWeekKey(now: number): string {
  return new Date(digestWeekStart(now)).toISOString().slice(0, 10);
}
