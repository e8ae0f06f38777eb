import {
  AI_LIMITS,
  type AiQuestionBody,
  type AiRepeatAssignmentBody,
  type CreateAiAssignmentBody,
} from '../../../common/ai';
import type { RequestContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { PAPER_QUEUES, QUESTION_QUEUES, QUEUES } from '../../jobs/queue-names';
import { createAssignment, getAssignmentView, getChangeableAssignment, repeatSettings } from '../assignments/service';
import { checkChapters, getRepeatSource } from '../papers/service';
import { checkRateLimit, modelOf, repeatForm, requireAi } from './common';
import type { WriteAssignmentPayload, WriteAssignmentQuestionPayload } from './jobs';

// The AI's assignment use cases: a teacher's AI assignment, a repeat as an assignment, one question written into a
// draft. Each sends its writer's job in the assignment's own transaction.

type WriteRequest = WriteAssignmentPayload['request'];

/**
 * Creates an unpublished assignment at once and sends the job that writes its questions into it (the teacher
 * reviews them on confirm before publishing). The form's checks, free limits and students are the assignments'
 * own (createAssignment).
 */
export async function startAiAssignment(
  ctx: RequestContext,
  body: CreateAiAssignmentBody,
  now = Date.now(),
): Promise<{ id: string; jobId: string }> {
  const queue = requireAi(ctx);
  await checkRateLimit(ctx, PAPER_QUEUES, AI_LIMITS.papersPerHour, now);
  const chapters = await checkChapters(ctx, body.subjectId, body.chapterIds);
  let jobId = '';
  const assignmentId = await createAssignment(ctx, { ...body, mode: 'blank' }, now, [], async (trx, id) => {
    jobId = await sendWriteAssignment({ ...ctx, db: trx }, queue, id, chapters, now, {
      locale: body.locale,
      difficulty: body.difficulty,
      counts: { mc: body.noOfMCQuestions, short: body.noOfShortQuestions, long: body.noOfLongQuestions },
    });
  });
  return { id: assignmentId, jobId };
}

/**
 * The job that writes an AI assignment's questions, with its subject and chapters named in the paper's language; sent
 * in the assignment's own transaction (`trx`), so an assignment never waits for a writer that was never sent.
 */
async function sendWriteAssignment(
  ctx: UserContext,
  queue: NonNullable<ReturnType<typeof requireAi>>,
  assignmentId: string,
  chapters: Array<{ id: string; chapterNo: string; titleEn: string; titleZh: string }>,
  now: number,
  request: Omit<WriteRequest, 'subject' | 'chapters'>,
): Promise<string> {
  const { db: trx, user: teacher } = ctx;
  const view = await getAssignmentView(ctx, assignmentId, now);
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
 * like the source question, in its chapter, type, level and language; in a school's name as on create (`schoolId`).
 */
export async function startAiRepeatAssignment(
  ctx: RequestContext,
  body: AiRepeatAssignmentBody,
  now = Date.now(),
): Promise<{ id: string; jobId: string }> {
  const queue = requireAi(ctx);
  const source = await getRepeatSource(ctx, body.questionId);
  await checkRateLimit(ctx, PAPER_QUEUES, AI_LIMITS.papersPerHour, now);
  const form = repeatForm(source, body.noq);
  const [chapter] = await checkChapters(ctx, form.subjectId, form.chapterIds);
  let jobId = '';
  const assignmentId = await createAssignment(
    ctx,
    {
      ...form,
      mode: 'blank',
      ...repeatSettings(body),
    },
    now,
    [],
    async (trx, id) => {
      jobId = await sendWriteAssignment({ ...ctx, db: trx }, queue, id, [chapter!], now, {
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
  ctx: RequestContext,
  assignmentId: string,
  body: AiQuestionBody,
  now = Date.now(),
): Promise<{ jobId: string }> {
  const { user: teacher } = ctx;
  const queue = requireAi(ctx);
  const view = await getChangeableAssignment(ctx, assignmentId, body.replaceId === undefined ? 1 : 0, now);
  const [chapter] = await checkChapters(ctx, view.subject.id, [body.chapterId]);
  const replaced = body.replaceId === undefined ? undefined : view.questions.find((q) => q.id === body.replaceId);
  if (body.replaceId !== undefined && !replaced) throw new AppError('question_not_found', 404);
  await checkRateLimit(ctx, QUESTION_QUEUES, AI_LIMITS.questionsPerHour, now);
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
