import {
  AI_LIMITS,
  AI_QUESTION_SCORES,
  type AiJobView,
  type AiMarkingView,
  type AiQuestionBody,
  type AiRepeatAssignmentBody,
  type AiRepeatPracticeBody,
  type AiSolutionView,
  type AiUsageView,
  type CreateAiAssignmentBody,
} from '../../../common/ai';
import type { CreatePracticeBody } from '../../../common/practice';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/index';
import { AppError } from '../../errors';
import { PAPER_QUEUES, QUESTION_QUEUES, QUEUES, SOLUTION_QUEUES } from '../../jobs/queue-names';
import { findJobs } from '../../jobs/registry';
import { renderRichText } from '../../render/rich-text';
import { createAssignment, getAssignmentView, getChangeableAssignment } from '../assignments/service';
import {
  checkChapters,
  findQuestionForSolution,
  getRepeatSource,
  openWrittenPractice,
  type RepeatSource,
} from '../papers/service';
import { getReadablePractice } from '../practices/service';
import type {
  WriteAssignmentPayload,
  WriteAssignmentQuestionPayload,
  WritePracticePayload,
  WriteSolutionPayload,
} from './jobs';
import { jobFailureReason, minutesUntilFree, solutionCacheKey, summariseAgreement } from './policy';
import {
  claimAiSolution,
  countJobsSince,
  findAiSolution,
  findJob,
  findOldestJobSince,
  listAiMarks,
  listComparedMarks,
  listUsageByQueue,
  listUsageByUser,
  retryAiSolution,
  updateAiSolution,
} from './queries';

const HOUR_MS = 3_600_000;

/** The app's queue when AI is configured; ai_not_configured (409) otherwise, before anything is written. */
function requireAi(db: Db) {
  const jobs = findJobs(db);
  if (!jobs?.ai) throw new AppError('ai_not_configured', 409);
  return jobs.queue;
}

/** Per-user rolling-hour limits on the AI work a person starts (ai_rate_limited, 429, with minutes to wait). */
export async function checkRateLimit(db: Db, user: SessionUser, queues: readonly string[], limit: number, now: number) {
  const since = now - HOUR_MS;
  const used = await countJobsSince(db, user.id, queues, since);
  if (used < limit) return;
  const oldest = await findOldestJobSince(db, user.id, queues, since);
  throw new AppError('ai_rate_limited', 429, { limit, minutes: minutesUntilFree(oldest, now, HOUR_MS) });
}

/**
 * Opens an AI practice at once (no questions yet) and sends the job that writes them one by one; the working screen
 * shows each as it lands. Throws ai_not_configured, ai_rate_limited, and the practice form's own codes.
 */
export async function startAiPractice(db: Db, user: SessionUser, body: CreatePracticeBody, now = Date.now()) {
  const queue = requireAi(db);
  await checkRateLimit(db, user, PAPER_QUEUES, AI_LIMITS.papersPerHour, now);
  // The paper and its writer's job in one transaction: a paper is never open without a writer on the way.
  return db.transaction().execute(async (trx) => {
    const practiceId = await openWrittenPractice(trx, user, body, (type) => AI_QUESTION_SCORES[type], now);
    await queue.send<WritePracticePayload>(QUEUES.writePractice, { practiceId }, { createdBy: user.id, trx });
    return practiceId;
  });
}

/** `noq` questions of the source's type, at its level (the form's 1-3), in its chapter and language. */
function repeatForm(source: RepeatSource, noq: number) {
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

const modelOf = (source: RepeatSource) => ({
  question: source.question,
  options: source.options,
  totalScore: source.totalScore,
});

/**
 * Repeat with AI (spec: generateAIQuestions' repeat variant): a practice of `noq` questions written like one of the
 * student's own finished paper, opened at once as any AI practice. Throws ai_not_configured, question_not_found,
 * ai_rate_limited and the practice form's free limits, all before anything is written.
 */
export async function startAiRepeatPractice(
  db: Db,
  user: SessionUser,
  body: AiRepeatPracticeBody,
  now = Date.now(),
): Promise<string> {
  const queue = requireAi(db);
  const source = await getRepeatSource(db, user, body.questionId);
  await checkRateLimit(db, user, PAPER_QUEUES, AI_LIMITS.papersPerHour, now);
  return db.transaction().execute(async (trx) => {
    const practiceId = await openWrittenPractice(
      trx,
      user,
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
export async function getAiMarking(db: Db, user: SessionUser, practiceId: string): Promise<AiMarkingView> {
  await getReadablePractice(db, user, practiceId);
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

async function findSolutionTarget(db: Db, user: SessionUser, practiceId: string, questionNo: number) {
  const practice = await getReadablePractice(db, user, practiceId);
  // Solutions belong to the result screens: a paper in progress keeps its answers to itself.
  if (practice.finishedAt === null) throw new AppError('practice_not_finished', 409);
  const found = await findQuestionForSolution(db, practiceId, questionNo);
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
export async function getAiSolution(db: Db, user: SessionUser, practiceId: string, questionNo: number) {
  const { practice, cacheKey } = await findSolutionTarget(db, user, practiceId, questionNo);
  return toSolutionView(await findAiSolution(db, cacheKey), practice.subjectId);
}

/**
 * Asks for a question's AI solution: answered from the cache when someone asked before (every student's copy of a
 * bank question shares it), else one job writes it. Counted against the asker's solutions per hour.
 */
export async function requestAiSolution(
  db: Db,
  user: SessionUser,
  practiceId: string,
  questionNo: number,
  now = Date.now(),
): Promise<AiSolutionView> {
  const queue = requireAi(db);
  const { practice, cacheKey } = await findSolutionTarget(db, user, practiceId, questionNo);
  const existing = await findAiSolution(db, cacheKey);
  if (existing && existing.state !== 'failed') return toSolutionView(existing, practice.subjectId);
  await checkRateLimit(db, user, SOLUTION_QUEUES, AI_LIMITS.solutionsPerHour, now);
  // The cache entry says "writing" only together with the job that writes it.
  await db.transaction().execute(async (trx) => {
    const claimed = existing
      ? await retryAiSolution(trx, cacheKey, now)
      : await claimAiSolution(trx, { cacheKey, state: 'queued', jobId: null, createdAt: now, updatedAt: now });
    if (!claimed) return;
    const jobId = await queue.send<WriteSolutionPayload>(
      QUEUES.writeSolution,
      { cacheKey, practiceId, questionNo },
      { createdBy: user.id, trx },
    );
    await updateAiSolution(trx, cacheKey, { jobId, updatedAt: now });
  });
  return toSolutionView(await findAiSolution(db, cacheKey), practice.subjectId);
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
export async function getAiJob(db: Db, user: SessionUser, jobId: string): Promise<AiJobView> {
  const job = await findJob(db, jobId);
  if (!job || job.createdBy !== user.id) throw new AppError('not_found', 404);
  return toJobView(job);
}

export async function cancelAiJob(db: Db, user: SessionUser, jobId: string): Promise<AiJobView> {
  const job = await findJob(db, jobId);
  if (!job || job.createdBy !== user.id) throw new AppError('not_found', 404);
  await findJobs(db)?.queue.cancel(jobId);
  return toJobView((await findJob(db, jobId))!);
}

/**
 * Creates an unpublished assignment at once and sends the job that writes its questions into it (the teacher
 * reviews them on confirm before publishing). The form's checks, free limits and students are the assignments'
 * own (createAssignment).
 */
export async function startAiAssignment(
  db: Db,
  teacher: SessionUser,
  body: CreateAiAssignmentBody,
  now = Date.now(),
): Promise<{ id: string; jobId: string }> {
  const queue = requireAi(db);
  await checkRateLimit(db, teacher, PAPER_QUEUES, AI_LIMITS.papersPerHour, now);
  const chapters = await checkChapters(db, body.subjectId, body.chapterIds);
  let jobId = '';
  const assignmentId = await createAssignment(db, teacher, { ...body, mode: 'blank' }, now, [], async (trx, id) => {
    jobId = await sendWriteAssignment(trx, queue, teacher, id, chapters, now, {
      locale: body.locale,
      difficulty: body.difficulty,
      counts: { mc: body.noOfMCQuestions, short: body.noOfShortQuestions, long: body.noOfLongQuestions },
    });
  });
  return { id: assignmentId, jobId };
}

type WriteRequest = WriteAssignmentPayload['request'];

/**
 * The job that writes an AI assignment's questions, with its subject and chapters named in the paper's language; sent
 * in the assignment's own transaction (`trx`), so an assignment never waits for a writer that was never sent.
 */
async function sendWriteAssignment(
  trx: Db,
  queue: NonNullable<ReturnType<typeof requireAi>>,
  teacher: SessionUser,
  assignmentId: string,
  chapters: Array<{ id: string; chapterNo: string; titleEn: string; titleZh: string }>,
  now: number,
  request: Omit<WriteRequest, 'subject' | 'chapters'>,
): Promise<string> {
  const view = await getAssignmentView(trx, teacher, assignmentId, now);
  const zh = request.locale === 'zh';
  return queue.send<WriteAssignmentPayload>(
    QUEUES.writeAssignment,
    {
      assignmentId,
      teacherId: teacher.id,
      request: {
        ...request,
        subject: (zh ? view.subject.title.zh : view.subject.title.en) || view.subject.title.en,
        chapters: chapters.map((c) => `${c.chapterNo} ${zh ? c.titleZh || c.titleEn : c.titleEn}`),
      },
      chapterIds: chapters.map((c) => c.id),
    },
    { createdBy: teacher.id, trx },
  );
}

/**
 * Repeat with AI for a teacher (spec: generateAIAssignment's repeat variant): the bank repeat's checks (a linked
 * student's finished paper, students, due date), then an unpublished assignment whose `noq` questions the job writes
 * like the source question, in its chapter, type, level and language.
 */
export async function startAiRepeatAssignment(
  db: Db,
  teacher: SessionUser,
  body: AiRepeatAssignmentBody,
  now = Date.now(),
): Promise<{ id: string; jobId: string }> {
  const queue = requireAi(db);
  const source = await getRepeatSource(db, teacher, body.questionId);
  await checkRateLimit(db, teacher, PAPER_QUEUES, AI_LIMITS.papersPerHour, now);
  const form = repeatForm(source, body.noq);
  const [chapter] = await checkChapters(db, form.subjectId, form.chapterIds);
  let jobId = '';
  const assignmentId = await createAssignment(
    db,
    teacher,
    {
      ...form,
      mode: 'blank',
      timeLimit: body.timeLimit,
      dueDate: body.dueDate,
      studentIds: body.studentIds,
      remark: '',
      shuffleOptions: false,
    },
    now,
    [],
    async (trx, id) => {
      jobId = await sendWriteAssignment(trx, queue, teacher, id, [chapter!], now, {
        locale: source.locale,
        difficulty: form.difficulty,
        counts: { mc: form.noOfMCQuestions, short: form.noOfShortQuestions, long: form.noOfLongQuestions },
        like: modelOf(source),
      });
    },
  );
  return { id: assignmentId, jobId };
}

/**
 * One AI question for an unpublished assignment (spec: generateSingleAIQuestion): "add question → with AI" (chapter,
 * type, level) or "change question with AI" (`replaceId`, the copy it replaces in place). Everything the teacher
 * could get wrong is checked here, before the job is sent; the job writes it, checks it like every AI question and
 * adds it through the assignments' own service (its free limit, its copy of the question).
 */
export async function startAiAssignmentQuestion(
  db: Db,
  teacher: SessionUser,
  assignmentId: string,
  body: AiQuestionBody,
  now = Date.now(),
): Promise<{ jobId: string }> {
  const queue = requireAi(db);
  const view = await getChangeableAssignment(db, teacher, assignmentId, body.replaceId === undefined ? 1 : 0, now);
  const [chapter] = await checkChapters(db, view.subject.id, [body.chapterId]);
  const replaced = body.replaceId === undefined ? undefined : view.questions.find((q) => q.id === body.replaceId);
  if (body.replaceId !== undefined && !replaced) throw new AppError('question_not_found', 404);
  await checkRateLimit(db, teacher, QUESTION_QUEUES, AI_LIMITS.questionsPerHour, now);
  const zh = view.locale === 'zh';
  const jobId = await queue.send<WriteAssignmentQuestionPayload>(
    QUEUES.writeAssignmentQuestion,
    {
      assignmentId,
      teacherId: teacher.id,
      request: {
        subject: (zh ? view.subject.title.zh : view.subject.title.en) || view.subject.title.en,
        chapters: [`${chapter!.chapterNo} ${zh ? chapter!.titleZh || chapter!.titleEn : chapter!.titleEn}`],
        locale: zh ? 'zh' : 'en',
        difficulty: body.level,
        counts: { mc: 0, short: 0, long: 0, [body.type]: 1 },
      },
      chapterId: body.chapterId,
      type: body.type,
      // A new question, not one like those already on the paper (the replaced one first).
      avoid: [...(replaced ? [replaced] : []), ...view.questions.filter((q) => q !== replaced)]
        .slice(0, 10)
        .map((q) => q.source.question),
      replaceId: body.replaceId ?? null,
    },
    { createdBy: teacher.id },
  );
  return { jobId };
}

/** Super-admins: AI jobs, tokens and cost by user and by kind over the last `days`, and marking agreement. */
export async function getAiUsage(db: Db, days: number, now = Date.now()): Promise<AiUsageView> {
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
