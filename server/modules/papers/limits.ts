import { hasUnlimitedAccess, startOfHongKongDay } from '../../../common/access';
import type { PremiumSettings } from '../../../common/settings';
import { findProfile } from '../../auth/queries';
import type { DbContext, UserContext } from '../../context';
import type { Db } from '../../db/index';
import { AppError } from '../../errors';
import { findSubject, findVisibleChapterIds } from '../catalog/service';
import { getPremiumSettings, isCoveringFreeLimits } from '../settings/service';
import { countPracticesSince, listChaptersByIds } from './queries';

/**
 * The subject exists and is published, and every chapter is a visible chapter of it: the chapters, in their order.
 * Throws subject_not_found or invalid_chapters. Assignments check their form with it too.
 */
export async function checkChapters(ctx: DbContext, subjectId: string, requested: string[]) {
  const { db } = ctx;
  const chapterIds = [...new Set(requested)];
  if (!(await findSubject(db, subjectId, true))) throw new AppError('subject_not_found', 404);
  const chapters = await listChaptersByIds(db, chapterIds);
  const visible = await findVisibleChapterIds(db, chapterIds);
  if (chapters.length !== chapterIds.length || chapters.some((c) => c.subjectId !== subjectId || !visible.has(c.id)))
    throw new AppError('invalid_chapters', 400);
  return chapters;
}

/** A kind of paper the free limits count: how many questions one may hold, and how many a day may be made. */
export interface FreeLimitRule {
  questionsPerPaper: (limits: PremiumSettings['freeLimit']) => number;
  perDay: (limits: PremiumSettings['freeLimit']) => number;
  dailyCode: 'free_limit_practices' | 'free_limit_assignments';
  /** the refusal of too many questions names the kind of paper: "in a practice", "in an assignment" */
  questionsCode: 'free_limit_questions' | 'free_limit_assignment_questions';
  /** how many of these papers the user made since the start of the Hong Kong day; omitted: check questions only */
  countSince?: (db: Db, userId: string, since: number) => Promise<number>;
}

export const practiceFreeLimit: FreeLimitRule = {
  questionsPerPaper: (limits) => limits.questionsPerPractice,
  perDay: (limits) => limits.practicesPerDay,
  dailyCode: 'free_limit_practices',
  questionsCode: 'free_limit_questions',
  countSince: countPracticesSince,
};

/**
 * Refuses, never trims: a free account asking for too much is told so and offered premium. Practices by default;
 * assignments pass their own rule (questions per assignment, assignments per day). `coveredBy` names another account
 * whose plan covers the paper (the school an assignment is set in the name of): with unlimited access there, no free
 * limit applies (docs/product-rules.md, "Free limits in a school's name").
 */
export async function checkFreeLimits(
  ctx: UserContext,
  noOfQuestions: number,
  now: number,
  rule: FreeLimitRule = practiceFreeLimit,
  { coveredBy = null }: { coveredBy?: string | null } = {},
) {
  const { db, user } = ctx;
  const [profile, settings] = await Promise.all([findProfile(db, user.id), getPremiumSettings(db)]);
  if (!profile || hasUnlimitedAccess(profile, settings, now)) return;
  if (coveredBy !== null && coveredBy !== user.id && (await isCoveringFreeLimits(ctx, coveredBy, now, settings)))
    return;
  const questionsLimit = rule.questionsPerPaper(settings.freeLimit);
  if (noOfQuestions > questionsLimit) throw new AppError(rule.questionsCode, 403, { limit: questionsLimit });
  if (!rule.countSince) return;
  const dailyLimit = rule.perDay(settings.freeLimit);
  const today = await rule.countSince(db, user.id, startOfHongKongDay(now));
  if (today >= dailyLimit) throw new AppError(rule.dailyCode, 403, { limit: dailyLimit });
}
