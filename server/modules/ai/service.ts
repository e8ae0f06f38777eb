import {
  AI_LIMITS,
  AI_QUESTION_SCORES,
  type AiJobView,
  type AiMarkingView,
  type AiRepeatPracticeBody,
  type AiSolutionView,
  type AiUsageView,
} from '../../../common/ai';
import type { CreatePracticeBody } from '../../../common/practice';
import type { AppContext, DbContext, RequestContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { PAPER_QUEUES, QUEUES, SOLUTION_QUEUES } from '../../jobs/queue-names';
import { renderRichText } from '../../render/rich-text';
import {
  findPracticeById,
  findQuestionForSolution,
  getRepeatSource,
  listPracticeQuestions,
  openWrittenPractice,
} from '../papers/service';
import { getReadablePractice } from '../practices/service';
import { checkRateLimit, getOwnJob, modelOf, repeatForm, requireAi } from './common';
import type { WritePracticePayload, WriteSolutionPayload } from './jobs';
import { jobFailureReason, solutionCacheKey, summariseAgreement } from './policy';
import {
  claimAiSolution,
  findAiSolution,
  findJob,
  listAiMarks,
  listComparedMarks,
  listUsageByQueue,
  listUsageByUser,
  retryAiSolution,
  updateAiSolution,
} from './queries';

/**
 * Opens an AI practice at once (no questions yet) and sends the job that writes them one by one; the working screen
 * shows each as it lands. Throws ai_not_configured, ai_rate_limited, and the practice form's own codes.
 */
export async function startAiPractice(ctx: RequestContext, body: CreatePracticeBody, now = Date.now()) {
  const { db, user } = ctx;
  const queue = requireAi(ctx);
  await checkRateLimit(ctx, PAPER_QUEUES, AI_LIMITS.papersPerHour, now);
  // The paper and its writer's job in one transaction: a paper is never open without a writer on the way.
  return db.transaction().execute(async (trx) => {
    const practiceId = await openWrittenPractice({ ...ctx, db: trx }, body, (type) => AI_QUESTION_SCORES[type], now);
    await queue.send<WritePracticePayload>(QUEUES.writePractice, { practiceId }, { createdBy: user.id, trx });
    return practiceId;
  });
}

/**
 * Repeat with AI (spec: generateAIQuestions' repeat variant): a practice of `noq` questions written like one of the
 * student's own finished paper, opened at once as any AI practice. Throws ai_not_configured, question_not_found,
 * ai_rate_limited and the practice form's free limits, all before anything is written.
 */
export async function startAiRepeatPractice(
  ctx: RequestContext,
  body: AiRepeatPracticeBody,
  now = Date.now(),
): Promise<string> {
  const { db, user } = ctx;
  const queue = requireAi(ctx);
  const source = await getRepeatSource(ctx, body.questionId);
  await checkRateLimit(ctx, PAPER_QUEUES, AI_LIMITS.papersPerHour, now);
  return db.transaction().execute(async (trx) => {
    const practiceId = await openWrittenPractice(
      { ...ctx, db: trx },
      { ...repeatForm(source, body.noq), timeLimit: body.timeLimit },
      () => source.totalScore,
      now,
    );
    await queue.send<WritePracticePayload>(
      QUEUES.writePractice,
      { practiceId, like: modelOf(source) },
      { createdBy: user.id, trx },
    );
    return practiceId;
  });
}

/** The AI marks of a practice, for whoever may read it (the student, a linked teacher). */
export async function getAiMarking(ctx: UserContext, practiceId: string): Promise<AiMarkingView> {
  const { db } = ctx;
  await getReadablePractice(ctx, practiceId);
  const rows = await listAiMarks(db, practiceId);
  const state: AiMarkingView['state'] =
    rows.length === 0
      ? 'none'
      : rows.some((r) => r.state === 'queued')
        ? 'marking'
        : rows.every((r) => r.state === 'failed')
          ? 'failed'
          : 'done';
  return {
    state,
    marks: rows.map((r) => ({
      questionNo: r.questionNo,
      state: r.state,
      score: r.score,
      totalScore: r.totalScore,
      points: r.points ? (JSON.parse(r.points) as AiMarkingView['marks'][number]['points']) : [],
      feedback: r.feedback,
      promptId: r.promptId,
      model: r.model,
      teacherScore: r.teacherScore,
    })),
  };
}

async function findSolutionTarget(ctx: UserContext, practiceId: string, questionNo: number) {
  const practice = await getReadablePractice(ctx, practiceId);
  // Solutions belong to the result screens: a paper in progress keeps its answers to itself.
  if (practice.finishedAt === null) throw new AppError('practice_not_finished', 409);
  const found = await findQuestionForSolution(ctx, practiceId, questionNo);
  if (!found) throw new AppError('practice_not_found', 404);
  return { practice, question: found.question, cacheKey: solutionCacheKey(found.question, practice.locale) };
}

function toSolutionView(row: Awaited<ReturnType<typeof findAiSolution>>, subjectId: string): AiSolutionView {
  if (!row) return { state: 'none', solutionHtml: null, model: null };
  return {
    state: row.state,
    solutionHtml:
      row.state === 'done' && row.solution
        ? renderRichText(row.solution, { assetBase: `/content-assets/${subjectId}/` })
        : null,
    model: row.model,
  };
}

/** The cached AI solution of a finished practice's question, if one was asked for. */
export async function getAiSolution(ctx: UserContext, practiceId: string, questionNo: number) {
  const { db } = ctx;
  const { practice, cacheKey } = await findSolutionTarget(ctx, practiceId, questionNo);
  return toSolutionView(await findAiSolution(db, cacheKey), practice.subjectId);
}

/**
 * Asks for a question's AI solution: answered from the cache when someone asked before (every student's copy of a
 * bank question shares it), else one job writes it. Counted against the asker's solutions per hour.
 */
export async function requestAiSolution(
  ctx: RequestContext,
  practiceId: string,
  questionNo: number,
  now = Date.now(),
): Promise<AiSolutionView> {
  const { db, user } = ctx;
  const queue = requireAi(ctx);
  const { practice, cacheKey } = await findSolutionTarget(ctx, practiceId, questionNo);
  const existing = await findAiSolution(db, cacheKey);
  if (existing && existing.state !== 'failed') return toSolutionView(existing, practice.subjectId);
  await checkRateLimit(ctx, SOLUTION_QUEUES, AI_LIMITS.solutionsPerHour, now);
  await sendSolutionJob(
    { ...ctx, queue },
    { cacheKey, practiceId, questionNo, createdBy: user.id, retry: existing !== undefined },
    now,
  );
  return toSolutionView(await findAiSolution(db, cacheKey), practice.subjectId);
}

/** The cache entry says "writing" only together with the job that writes it; false when another got there first. */
async function sendSolutionJob(
  ctx: DbContext & Pick<AppContext, 'queue'>,
  target: { cacheKey: string; practiceId: string; questionNo: number; createdBy: string; retry: boolean },
  now: number,
  delayMs = 0,
): Promise<boolean> {
  const { cacheKey, practiceId, questionNo } = target;
  return ctx.db.transaction().execute(async (trx) => {
    const claimed = target.retry
      ? await retryAiSolution(trx, cacheKey, now)
      : await claimAiSolution(trx, { cacheKey, state: 'queued', jobId: null, createdAt: now, updatedAt: now });
    if (!claimed) return false;
    const jobId = await ctx.queue.send<WriteSolutionPayload>(
      QUEUES.writeSolution,
      { cacheKey, practiceId, questionNo },
      { createdBy: target.createdBy, trx, delayMs },
    );
    await updateAiSolution(trx, cacheKey, { jobId, updatedAt: now });
    return true;
  });
}

/** The spec's wait (section 4): solutions are written for a practice older than 60 seconds, 2 seconds apart. */
export const AUTO_SOLUTION_AGE_MS = 60_000;
export const AUTO_SOLUTION_GAP_MS = 2_000;

/**
 * AI solutions written without being asked (spec section 4: "requested when a practice is older than 60 seconds and
 * has no solution, with a 2-second delay"), where AI is configured: when a paper is finished (the paperFinished
 * hook; solutions belong to the result screens), each of its questions with no worked solution of its own, and none
 * in the cache, gets a write-solution job, the first due when the practice is 60 s old and each next 2 s after. The
 * delays are the durable queue's, not a client's timer: a closed tab or a restarted server still gets them written.
 * Not counted against the student's solutions per hour (they did not ask).
 */
export async function requestPracticeSolutions(
  ctx: DbContext & Pick<AppContext, 'queue' | 'config'>,
  practiceId: string,
  now = Date.now(),
): Promise<number> {
  const { db } = ctx;
  if (!ctx.config.ai) return 0;
  const practice = await findPracticeById(db, practiceId);
  if (!practice) return 0;
  const missing = (await listPracticeQuestions(db, practiceId)).filter((q) => !q.solution?.trim());
  const firstDelay = Math.max(0, Number(practice.createdAt) + AUTO_SOLUTION_AGE_MS - now);
  let sent = 0;
  for (const question of missing) {
    const cacheKey = solutionCacheKey(question, practice.locale);
    if (await findAiSolution(db, cacheKey)) continue;
    const target = { cacheKey, practiceId, questionNo: question.questionNo, createdBy: practice.userId, retry: false };
    if (await sendSolutionJob(ctx, target, now, firstDelay + sent * AUTO_SOLUTION_GAP_MS)) sent++;
  }
  return sent;
}

function toJobView(job: NonNullable<Awaited<ReturnType<typeof findJob>>>): AiJobView {
  const payload = JSON.parse(job.payload) as { assignmentId?: string };
  return {
    id: job.id,
    state: job.state,
    progress: job.progress,
    assignmentId: payload.assignmentId ?? null,
    reason: jobFailureReason(job),
  };
}

/** A job its creator follows (a progress bar); anyone else's does not exist for them. */
export async function getAiJob(ctx: UserContext, jobId: string): Promise<AiJobView> {
  return toJobView(await getOwnJob(ctx, jobId));
}

export async function cancelAiJob(ctx: RequestContext, jobId: string): Promise<AiJobView> {
  const { db } = ctx;
  await getOwnJob(ctx, jobId);
  await ctx.queue.cancel(jobId);
  return toJobView((await findJob(db, jobId))!);
}

/** Super-admins: AI jobs, tokens and cost by user and by kind over the last `days`, and marking agreement. */
export async function getAiUsage(ctx: DbContext, days: number, now = Date.now()): Promise<AiUsageView> {
  const { db } = ctx;
  const since = now - days * 86_400_000;
  const [users, queues, compared] = await Promise.all([
    listUsageByUser(db, since, 200),
    listUsageByQueue(db, since),
    listComparedMarks(db, since),
  ]);
  const byQueue = queues.map((q) => ({
    queue: q.queue,
    jobs: Number(q.jobs),
    failed: Number(q.failed ?? 0),
    tokensIn: Number(q.tokensIn ?? 0),
    tokensOut: Number(q.tokensOut ?? 0),
    costMicros: Number(q.costMicros ?? 0),
  }));
  const sum = (key: 'jobs' | 'failed' | 'tokensIn' | 'tokensOut' | 'costMicros') =>
    byQueue.reduce((total, q) => total + q[key], 0);
  return {
    since,
    totals: {
      jobs: sum('jobs'),
      failed: sum('failed'),
      tokensIn: sum('tokensIn'),
      tokensOut: sum('tokensOut'),
      costMicros: sum('costMicros'),
    },
    byQueue,
    users: users.map((u) => ({
      userId: u.userId,
      displayName: u.displayName ?? '',
      email: u.email ?? '',
      jobs: Number(u.jobs),
      failed: Number(u.failed ?? 0),
      tokensIn: Number(u.tokensIn ?? 0),
      tokensOut: Number(u.tokensOut ?? 0),
      costMicros: Number(u.costMicros ?? 0),
      lastAt: Number(u.lastAt),
    })),
    agreement: summariseAgreement(compared),
  };
}

// The AI's assignment use cases live in assignments.ts; routes.ts imports them from there.
