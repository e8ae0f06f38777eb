import type { AppContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import type { RepeatSource } from '../papers/service';
import { minutesUntilFree } from './policy';
import { countJobsSince, findJob, findOldestJobSince } from './queries';

// What the AI use cases share: the queue when AI is configured, the hourly limits, a job its starter follows, and a
// repeat's form.

export const HOUR_MS = 3_600_000;

/** The app's queue when AI is configured; ai_not_configured (409) otherwise, before anything is written. */
export function requireAi(ctx: Pick<AppContext, 'queue' | 'config'>) {
  if (!ctx.config.ai) throw new AppError('ai_not_configured', 409);
  return ctx.queue;
}

/** Per-user rolling-hour limits on the AI work a person starts (ai_rate_limited, 429, with minutes to wait). */
export async function checkRateLimit(ctx: UserContext, queues: readonly string[], limit: number, now: number) {
  const { db, user } = ctx;
  const since = now - HOUR_MS;
  const used = await countJobsSince(db, user.id, queues, since);
  if (used < limit) return;
  const oldest = await findOldestJobSince(db, user.id, queues, since);
  throw new AppError('ai_rate_limited', 429, { limit, minutes: minutesUntilFree(oldest, now, HOUR_MS) });
}

/**
 * A job as the person who started it follows it (a progress bar, what was read); anyone else's, or one of another
 * `queue` when one is named, does not exist for them (not_found, 404).
 */
export async function getOwnJob(ctx: UserContext, jobId: string, queue?: string) {
  const { db, user } = ctx;
  const job = await findJob(db, jobId);
  if (!job || job.createdBy !== user.id || (queue !== undefined && job.queue !== queue)) {
    throw new AppError('not_found', 404);
  }
  return job;
}

/** `noq` questions of the source's type, at its level (the form's 1-3), in its chapter and language. */
export function repeatForm(source: RepeatSource, noq: number) {
  return {
    subjectId: source.subjectId,
    chapterIds: [source.chapterId],
    locale: source.locale,
    difficulty: Math.min(3, Math.max(1, source.level)),
    noOfMCQuestions: source.type === 'mc' ? noq : 0,
    noOfShortQuestions: source.type === 'short' ? noq : 0,
    noOfLongQuestions: source.type === 'long' ? noq : 0,
  };
}

export const modelOf = (source: RepeatSource) => ({
  question: source.question,
  options: source.options,
  totalScore: source.totalScore,
});
