import type { Role } from '../../../common/roles';
import { createAiClient } from '../../ai/client';
import {
  type ModelQuestion,
  type QuestionRequest,
  type WrittenType,
  writeOne,
  writeQuestions,
} from '../../ai/questions';
import { writeSolution } from '../../ai/solutions';
import { findProfile } from '../../auth/queries';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/index';
import { AppError } from '../../errors';
import { publish } from '../../events/publish';
import type { JobContext, JobQueue } from '../../jobs/queue';
import { QUEUES } from '../../jobs/queue-names';
import { addAssignmentQuestion, discardEmptyDraft, getAssignmentView } from '../assignments/service';
import {
  addWrittenQuestion,
  closeWrittenPaper,
  copyOptions,
  findQuestionForSolution,
  findWrittenPaper,
} from '../papers/service';
import { accountUsage, type Deps } from './job-deps';
import { type MarkPracticePayload, runMarkPractice } from './mark-job';
import { registerNotesWorkers } from './notes';
import { failQueuedAiMarks, updateAiSolution } from './queries';
import {
  type OcrPayload,
  type ReadAnswerPayload,
  type ReadUploadPayload,
  runOcr,
  runReadAnswer,
  runReadUpload,
} from './upload';

export interface WritePracticePayload {
  practiceId: string;
  /** repeat with AI: every question is written like this one */
  like?: ModelQuestion;
}
export interface WriteSolutionPayload {
  cacheKey: string;
  practiceId: string;
  questionNo: number;
}
export interface WriteAssignmentPayload {
  assignmentId: string;
  teacherId: string;
  request: QuestionRequest;
  /** the request's chapters' ids, in the same order */
  chapterIds: string[];
}

export interface WriteAssignmentQuestionPayload {
  assignmentId: string;
  teacherId: string;
  /** one chapter, the level as its difficulty */
  request: QuestionRequest;
  chapterId: string;
  type: WrittenType;
  /** texts of questions on the paper, not to be repeated */
  avoid: string[];
  /** the copy the new question replaces, in its place; null adds it at the end */
  replaceId: string | null;
}

/** The paper was handed in (or the assignment published) while being written: the writer stops, not a failure. */
class PaperClosed extends Error {}

/** An AI practice's questions, one by one into the open paper; a retried job continues after the last one kept. */
export async function runWritePractice(job: JobContext<WritePracticePayload>, deps: Deps) {
  const { config, events } = deps;
  const { practiceId, like } = job.payload;
  const paper = await findWrittenPaper(deps, practiceId);
  if (!paper?.isOpen) return { stopped: true };
  const total = paper.counts.mc + paper.counts.short + paper.counts.long;
  const ai = createAiClient(config.ai);
  try {
    await writeQuestions(
      ai,
      {
        subject: paper.subject,
        chapters: paper.chapters.map((c) => c.title),
        locale: paper.locale,
        difficulty: paper.difficulty,
        counts: paper.counts,
        ...(like ? { like } : {}),
      },
      {
        skip: paper.written,
        signal: job.signal,
        onUsage: accountUsage(job, config),
        onQuestion: async (q) => {
          const added = await addWrittenQuestion(deps, practiceId, {
            questionNo: q.questionNo,
            chapterId: paper.chapters[q.chapterIndex]?.id ?? paper.chapters[0]!.id,
            type: q.type,
            level: paper.difficulty,
            totalScore: q.totalScore,
            question: q.question,
            options: q.options,
            correct: q.correct,
            solution: q.solution,
          });
          if (!added) throw new PaperClosed();
          // The working screen shows it as soon as it hears this, instead of at its next look (it polls as well).
          if (events) void publish(events, paper.userId, { type: 'questions', data: { practiceId } });
          await job.progress(q.questionNo / Math.max(1, total));
        },
      },
    );
  } catch (error) {
    if (error instanceof PaperClosed) return { stopped: true };
    throw error;
  }
  return { written: total };
}

/** One question's worked solution into the shared cache. */
export async function runWriteSolution(job: JobContext<WriteSolutionPayload>, deps: Deps) {
  const { db, config } = deps;
  const { cacheKey, practiceId, questionNo } = job.payload;
  const found = await findQuestionForSolution(deps, practiceId, questionNo);
  if (!found) {
    await updateAiSolution(db, cacheKey, { state: 'failed', updatedAt: Date.now() });
    return { stopped: true };
  }
  const { question, practice, subject } = found;
  const written = await writeSolution(
    createAiClient(config.ai),
    {
      subject,
      question: question.question,
      options: question.type === 'mc' ? copyOptions(question) : null,
      locale: practice.locale === 'zh' ? 'zh' : 'en',
    },
    { signal: job.signal, onUsage: accountUsage(job, config) },
  );
  await updateAiSolution(db, cacheKey, {
    state: 'done',
    solution: written.solution,
    promptId: written.promptId,
    model: written.model,
    updatedAt: Date.now(),
  });
  return { done: true };
}

async function findTeacher(db: Db, teacherId: string): Promise<SessionUser | undefined> {
  const profile = await findProfile(db, teacherId);
  if (!profile) return undefined;
  return {
    id: profile.id,
    email: profile.email,
    displayName: profile.displayName,
    role: profile.role as Role | null,
    isSchool: profile.isSchool === 1,
    language: profile.language === 'zh' ? 'zh' : 'en',
  };
}

/**
 * An unpublished assignment's questions, each added through the assignments' own service (its checks, its free
 * limit per paper); stops when the teacher publishes or deletes it, or the free limit is reached.
 */
export async function runWriteAssignment(job: JobContext<WriteAssignmentPayload>, deps: Deps) {
  const { db, config } = deps;
  const { assignmentId, teacherId, request, chapterIds } = job.payload;
  const teacher = await findTeacher(db, teacherId);
  if (!teacher) return { stopped: true };
  let view: Awaited<ReturnType<typeof getAssignmentView>>;
  try {
    view = await getAssignmentView({ ...deps, user: teacher }, assignmentId);
  } catch (error) {
    if (error instanceof AppError) return { stopped: error.code };
    throw error;
  }
  if (view.published) return { stopped: 'assignment_published' };
  const total = request.counts.mc + request.counts.short + request.counts.long;
  try {
    await writeQuestions(createAiClient(config.ai), request, {
      skip: view.questions.length,
      signal: job.signal,
      onUsage: accountUsage(job, config),
      onQuestion: async (q) => {
        try {
          await addAssignmentQuestion({ ...deps, user: teacher }, assignmentId, {
            source: 'new',
            chapterId: chapterIds[q.chapterIndex] ?? chapterIds[0]!,
            type: q.type,
            level: request.difficulty,
            question: q.question,
            solution: q.solution,
            options: q.options ?? {},
            correctAns: q.type === 'mc' ? q.correct : null,
            totalScore: q.totalScore,
          });
        } catch (error) {
          if (error instanceof AppError) throw new PaperClosed(error.code);
          throw error;
        }
        await job.progress(q.questionNo / Math.max(1, total));
      },
    });
  } catch (error) {
    if (error instanceof PaperClosed) return { stopped: error.message };
    throw error;
  }
  return { written: total };
}

/**
 * One question for an unpublished assignment: written and checked like every AI question (a refused one is written
 * again), then added through the assignments' service, at the end or in place of the one it replaces. Stops without
 * failing when the teacher published or deleted the paper, removed the replaced question, or reached a free limit.
 */
export async function runWriteAssignmentQuestion(job: JobContext<WriteAssignmentQuestionPayload>, deps: Deps) {
  const { db, config } = deps;
  const { assignmentId, teacherId, request, chapterId, type, avoid, replaceId } = job.payload;
  const teacher = await findTeacher(db, teacherId);
  if (!teacher) return { stopped: true };
  const written = await writeOne(
    createAiClient(config.ai),
    request,
    type,
    0,
    avoid.map((question) => ({ question })),
    { signal: job.signal, onUsage: accountUsage(job, config) },
  );
  await job.progress(0.9);
  try {
    await addAssignmentQuestion(
      { ...deps, user: teacher },
      assignmentId,
      {
        source: 'new',
        chapterId,
        type,
        level: request.difficulty,
        question: written.question,
        solution: written.solution,
        options: written.options ?? {},
        correctAns: type === 'mc' ? written.correct : null,
        totalScore: written.totalScore,
      },
      Date.now(),
      replaceId ?? undefined,
    );
    await job.progress(1);
    return { added: true, replaced: replaceId !== null };
  } catch (error) {
    if (error instanceof AppError) return { stopped: error.code };
    throw error;
  }
}

/**
 * What waited for a job that failed for good (after its last try, or its worker lost) is settled, so nobody is left
 * looking at "writing" or "marking" forever: the paper keeps what was written and says so (`ai_failed` with nothing
 * written costs the student nothing), queued marks fail and the answers await a person, the solution can be asked
 * for again, and an AI draft with no question is removed.
 */
const giveUps = {
  writePractice: (deps: Deps) => async (payload: WritePracticePayload) => closeWrittenPaper(deps, payload.practiceId),
  markPractice:
    ({ db }: Deps) =>
    async (payload: MarkPracticePayload) =>
      failQueuedAiMarks(db, payload.practiceId, Date.now()),
  writeSolution:
    ({ db }: Deps) =>
    async (payload: WriteSolutionPayload) => {
      await updateAiSolution(db, payload.cacheKey, { state: 'failed', updatedAt: Date.now() });
    },
  writeAssignment: (deps: Deps) => async (payload: WriteAssignmentPayload) => {
    await discardEmptyDraft(deps, payload.assignmentId);
  },
};

/** The AI workers of this process (server/workers.ts startWorkers). */
export function registerAiWorkers(queue: JobQueue, deps: Deps): void {
  queue.work<WritePracticePayload>(QUEUES.writePractice, (job) => runWritePractice(job, deps), {
    concurrency: 2,
    onGiveUp: giveUps.writePractice(deps),
  });
  queue.work<MarkPracticePayload>(QUEUES.markPractice, (job) => runMarkPractice(job, deps), {
    concurrency: 2,
    onGiveUp: giveUps.markPractice(deps),
  });
  queue.work<WriteSolutionPayload>(QUEUES.writeSolution, (job) => runWriteSolution(job, deps), {
    concurrency: 2,
    onGiveUp: giveUps.writeSolution(deps),
  });
  queue.work<WriteAssignmentPayload>(QUEUES.writeAssignment, (job) => runWriteAssignment(job, deps), {
    concurrency: 1,
    onGiveUp: giveUps.writeAssignment(deps),
  });
  queue.work<WriteAssignmentQuestionPayload>(
    QUEUES.writeAssignmentQuestion,
    (job) => runWriteAssignmentQuestion(job, deps),
    { concurrency: 2 },
  );
  queue.work<ReadUploadPayload>(QUEUES.readUpload, (job) => runReadUpload(job, deps), { concurrency: 1 });
  queue.work<ReadAnswerPayload>(QUEUES.readAnswer, (job) => runReadAnswer(job, deps), { concurrency: 2 });
  queue.work<OcrPayload>(QUEUES.ocr, (job) => runOcr(job, deps), { concurrency: 2 });
  registerNotesWorkers(queue, deps);
}
