import {
  type ChildDigest,
  DIGEST_MAX_CHILDREN,
  DIGEST_SEND_WINDOW_MS,
  DIGEST_TREND_MAX,
  DIGEST_TREND_MIN_QUESTIONS,
  DIGEST_TREND_POINTS,
  type DigestAssignment,
  type DigestSetting,
  type DigestTrend,
  digestWeekKey,
  digestWeekStart,
  type ParentDigest,
} from '../../../common/digest';
import { DAY_MS, hongKongDay } from '../../../common/statistics-days';
import type { SessionUser } from '../../auth/session';
import type { AppContext, DbContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { QUEUES } from '../../jobs/queue-names';
import { weeklyDigestMail } from '../../mail/digest';
import { listAssignmentsSetFor } from '../assignments/service';
import { listStudents } from '../links/service';
import { getStatistics } from '../statistics/service';
import {
  findDigestSetting,
  insertDigestDelivery,
  insertDigestRun,
  listDigestRecipients,
  updateDigestSetting,
} from './queries';

export interface WeeklyDigestPayload {
  /** the Monday of the week, YYYY-MM-DD (digestWeekKey) */
  week: string;
}

// ---------- the setting ----------

/** Parents register as teachers; a school account has no children of its own. */
const isOffered = (row: { role: string | null; isSchool: number }) => row.role === 'teacher' && row.isSchool === 0;

export async function getDigestSetting(ctx: DbContext, userId: string): Promise<DigestSetting> {
  const { db } = ctx;
  const row = await findDigestSetting(db, userId);
  if (!row) throw new AppError('unauthenticated', 401);
  return { weeklyDigest: isOffered(row) && row.weeklyDigest === 1, isOffered: isOffered(row) };
}

export async function setDigestSetting(ctx: DbContext, userId: string, isOn: boolean): Promise<DigestSetting> {
  const { db } = ctx;
  const row = await findDigestSetting(db, userId);
  if (!row) throw new AppError('unauthenticated', 401);
  if (!isOffered(row)) throw new AppError('forbidden', 403);
  await updateDigestSetting(db, userId, isOn);
  return getDigestSetting(ctx, userId);
}

// ---------- the content ----------

/** The week told about: the 7 Hong Kong days before the day of the run; and the 4 weeks before it, to compare. */
function digestRanges(now: number) {
  const to = hongKongDay(now) - DAY_MS;
  const from = to - 6 * DAY_MS;
  return { week: { from, to }, before: { from: from - 28 * DAY_MS, to: from - DAY_MS } };
}

/**
 * One child's part: the assignments this parent set that are due within a week or late (the assignments' service),
 * the papers finished this week and the chapters whose accuracy rose or fell against the four weeks before (the
 * statistics' service, which also checks that the link is accepted).
 */
async function buildChildDigest(
  ctx: UserContext & Pick<AppContext, 'caches'>,
  student: { id: string; displayName: string },
  now: number,
): Promise<ChildDigest> {
  const { due, late } = await dueAndLate(ctx, student.id, now);
  const { papersDone, trends } = await chapterTrends(ctx, student.id, now);
  return {
    student,
    due,
    late,
    papersDone,
    improving: strongest(trends, 1),
    slipping: strongest(trends, -1),
  };
}

type Trend = DigestTrend & { change: number };

/** The assignments this parent set the child that are due within a week, and those late, soonest first. */
async function dueAndLate(ctx: UserContext, studentId: string, now: number) {
  const assignments = await listAssignmentsSetFor(ctx, studentId, now);
  const open = assignments
    .filter((a) => a.finishedAt === null)
    .sort((a, b) => a.dueDate - b.dueDate)
    .map((a): DigestAssignment & { dueDate: number } => ({
      assignmentId: a.id,
      subject: a.subject.title,
      dueDate: a.dueDate,
    }));
  return {
    late: open.filter((a) => a.dueDate < now),
    due: open.filter((a) => a.dueDate >= now && a.dueDate < now + 7 * DAY_MS),
  };
}

/** The papers finished this week, and each chapter's accuracy against the four weeks before, where it moved enough. */
async function chapterTrends(ctx: UserContext & Pick<AppContext, 'caches'>, studentId: string, now: number) {
  const ranges = digestRanges(now);
  const first = await getStatistics(ctx, studentId, ranges.week, now);
  let papersDone = 0;
  const trends: Trend[] = [];
  for (const subject of first.subjects) {
    const week =
      subject.id === first.subjectId
        ? first
        : await getStatistics(ctx, studentId, { subjectId: subject.id, ...ranges.week }, now);
    papersDone += week.cards.papers;
    const practised = week.chapters.filter((c) => c.attempted >= DIGEST_TREND_MIN_QUESTIONS && c.accuracy !== null);
    if (practised.length === 0) continue;
    const earlier = await getStatistics(ctx, studentId, { subjectId: subject.id, ...ranges.before }, now);
    const before = new Map(earlier.chapters.map((c) => [c.chapterId, c]));
    for (const chapter of practised) {
      const then = before.get(chapter.chapterId);
      if (!then || then.attempted < DIGEST_TREND_MIN_QUESTIONS || then.accuracy === null) continue;
      const change = chapter.accuracy! - then.accuracy;
      if (Math.abs(change) < DIGEST_TREND_POINTS) continue;
      trends.push({
        subject: { en: subject.titleEn, zh: subject.titleZh },
        chapterNo: chapter.chapterNo,
        title: { en: chapter.titleEn, zh: chapter.titleZh },
        before: Math.round(then.accuracy),
        now: Math.round(chapter.accuracy!),
        change,
      });
    }
  }
  return { papersDone, trends };
}

/** The trends that moved most in one direction (1 up, -1 down), at most DIGEST_TREND_MAX. */
function strongest(trends: Trend[], direction: 1 | -1): DigestTrend[] {
  return trends
    .filter((t) => t.change * direction > 0)
    .sort((a, b) => (b.change - a.change) * direction)
    .slice(0, DIGEST_TREND_MAX)
    .map(({ change: _change, ...trend }) => trend);
}

/** A parent's digest: a part per accepted linked child (by name, at most DIGEST_MAX_CHILDREN). */
export async function buildParentDigest(
  ctx: UserContext & Pick<AppContext, 'caches'>,
  now = Date.now(),
): Promise<ParentDigest> {
  const links = (await listStudents(ctx))
    .filter((link) => link.accepted)
    .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.studentId.localeCompare(b.studentId));
  const shown = links.slice(0, DIGEST_MAX_CHILDREN);
  const children: ChildDigest[] = [];
  for (const link of shown) {
    children.push(await buildChildDigest(ctx, { id: link.studentId, displayName: link.displayName }, now));
  }
  const { week } = digestRanges(now);
  return { week: digestWeekKey(now), from: week.from, to: week.to, children, more: links.length - shown.length };
}

// ---------- sending ----------

/**
 * The week's job: every parent who has not had this week's digest gets it, in their language. The delivery is
 * recorded before the mail goes to the outbox, so a retried job skips whoever was done (at most one a week each).
 * One parent's failure is reported and the others still get theirs.
 */
export async function sendWeeklyDigests(
  ctx: Pick<AppContext, 'db' | 'hooks' | 'caches' | 'mail' | 'config'> & {
    onError?: (error: unknown, userId: string) => void;
  },
  week: string,
  now = Date.now(),
): Promise<{ sent: number; failed: number }> {
  const { db, mail } = ctx;
  const { publicUrl } = ctx.config;
  let sent = 0;
  let failed = 0;
  for (const recipient of await listDigestRecipients(db, week)) {
    try {
      const language = recipient.language === 'zh' ? 'zh' : 'en';
      const parent: SessionUser = {
        id: recipient.id,
        email: recipient.email,
        displayName: recipient.displayName,
        role: 'teacher',
        isSchool: false,
        language,
      };
      const digest = await buildParentDigest({ ...ctx, user: parent }, now);
      if (digest.children.length === 0) continue;
      if (!(await insertDigestDelivery(db, recipient.id, week, now))) continue;
      await mail.send({
        to: recipient.email,
        ...weeklyDigestMail({ digest, name: recipient.displayName, language, appUrl: publicUrl }),
      });
      sent++;
    } catch (error) {
      failed++;
      ctx.onError?.(error, recipient.id);
    }
  }
  return { sent, failed };
}

/**
 * The scheduler's tick (every app server runs it): within a day of the week's start, the first server to record the
 * week's run sends its job; every other tick, here or elsewhere, finds the run recorded and does nothing.
 */
export async function scheduleWeeklyDigest(
  ctx: Pick<AppContext, 'db' | 'queue'>,
  now = Date.now(),
): Promise<string | null> {
  const { db, queue } = ctx;
  if (now - digestWeekStart(now) >= DIGEST_SEND_WINDOW_MS) return null;
  const week = digestWeekKey(now);
  if (!(await insertDigestRun(db, week, now))) return null;
  return queue.send<WeeklyDigestPayload>(QUEUES.weeklyDigest, { week }, { maxAttempts: 3 });
}
