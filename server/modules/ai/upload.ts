import {
  AI_LIMITS,
  type ReadAnswerView,
  type ReadQuestionView,
  type SaveUploadBody,
  UPLOAD_LIMITS,
  type UploadReadView,
} from '../../../common/ai';
import { type AiClient, createAiClient } from '../../ai/client';
import { type ReadQuestion, readAnswerPhoto, readDocument, readImageText, readPage } from '../../ai/pages';
import type { AppContext, DbContext, RequestContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import type { JobContext } from '../../jobs/queue';
import { ANSWER_QUEUES, PAPER_QUEUES, QUEUES } from '../../jobs/queue-names';
import { createDatabaseFileStore } from '../../storage/database-store';
import { pdfPagesToPng } from '../../storage/pages';
import { type FileStore, newFileKey } from '../../storage/store';
import { createAssignment } from '../assignments/service';
import { getSubjects } from '../catalog/service';
import { findQuestionForSolution } from '../papers/service';
import { getReadablePractice } from '../practices/service';
import { checkRateLimit, getOwnJob, requireAi } from './common';
import { accountUsage } from './job-deps';
import { jobFailureReason } from './policy';
import { documentText, isDocumentType, type WorksheetFileType } from './upload-documents';

export interface ReadUploadPayload {
  /** pages (PDF, PNG, JPEG) and documents (a Word worksheet's HTML, a spreadsheet's CSV), in the order sent */
  files: Array<{ key: string; type: WorksheetFileType }>;
  subject: string;
  locale: 'en' | 'zh';
}

export interface ReadUploadResult {
  pages: number;
  questions: ReadQuestionView[];
  promptId: string | null;
}

type JobDeps = Pick<AppContext, 'db' | 'config' | 'hooks'>;

/** Tries of every AI job (the queue's default): after the last, or a cancel, the uploaded files are removed. */
const LAST_ATTEMPT = 3;

/** Runs a job that reads stored uploads, removing them once read, or once no try is left. */
async function thenRemove<T>(job: JobContext<unknown>, keys: string[], store: FileStore, read: () => Promise<T>) {
  try {
    const result = await read();
    await Promise.all(keys.map((key) => store.delete(key)));
    return result;
  } catch (error) {
    if (job.attempt >= LAST_ATTEMPT || job.signal.aborted) await Promise.all(keys.map((key) => store.delete(key)));
    throw error;
  }
}

/**
 * The store the job reads the uploaded files from: the database, which every worker shares, so a worker on another
 * machine (`npm run worker` beside PostgreSQL) reads what this app server was sent. See docs/jobs.md.
 */
export function uploadStore(ctx: DbContext): FileStore {
  const { db } = ctx;
  return createDatabaseFileStore(db);
}

/**
 * Checks and stores the files, then sends the job that reads them (uploadAssignment, spec section 7). A document's
 * text is cleaned and checked first (documentText: document_empty, document_too_long), so a bad one stores nothing.
 */
export async function startUploadRead(
  ctx: RequestContext,
  subjectId: string,
  locale: 'en' | 'zh',
  sent: Array<{ bytes: Buffer; type: WorksheetFileType }>,
  now = Date.now(),
): Promise<{ jobId: string }> {
  const { user: teacher } = ctx;
  const queue = requireAi(ctx);
  await checkRateLimit(ctx, PAPER_QUEUES, AI_LIMITS.papersPerHour, now);
  const subject = await findSubjectTitle(ctx, subjectId, locale);
  const files = sent.map((file) =>
    isDocumentType(file.type) ? { ...file, bytes: Buffer.from(documentText(file.type, file.bytes)) } : file,
  );
  const store = uploadStore(ctx);
  const stored: ReadUploadPayload['files'] = [];
  for (const file of files) {
    const key = newFileKey(file.type === 'jpeg' ? 'jpg' : file.type);
    await store.put(key, file.bytes);
    stored.push({ key, type: file.type });
  }
  const jobId = await queue.send<ReadUploadPayload>(
    QUEUES.readUpload,
    { files: stored, subject, locale },
    { createdBy: teacher.id },
  );
  return { jobId };
}

async function findSubjectTitle(ctx: UserContext, subjectId: string, locale: 'en' | 'zh') {
  // The subject must be one the teacher may set work in; its name only guides the model.
  const subject = (await getSubjects(ctx)).find((s) => s.id === subjectId);
  if (!subject) throw new AppError('subject_not_found', 404);
  return (locale === 'zh' ? subject.title.zh : subject.title.en) || subject.title.en;
}

function toReviewed(q: ReadQuestion): ReadQuestionView {
  // An "MC" question read without its four options is a written one for the teacher to review.
  const isMc = q.type === 'mc' && q.options !== null;
  return {
    type: isMc ? 'mc' : q.type === 'mc' ? 'short' : q.type,
    question: q.question,
    options: isMc ? q.options : null,
    correctAns: isMc ? q.correct : null,
    solution: q.solution,
    totalScore: q.totalScore,
  };
}

type ReadItem = { image: Buffer; mime: 'image/png' | 'image/jpeg' } | { text: string; format: 'html' | 'csv' };

/** The stored files as what the model reads: each PDF page and photo an image (30 in all), each document its text. */
async function loadReadItems(files: ReadUploadPayload['files'], store: FileStore): Promise<ReadItem[]> {
  const items: ReadItem[] = [];
  let pages = 0;
  for (const file of files) {
    const bytes = await store.get(file.key);
    if (!bytes) continue;
    if (isDocumentType(file.type)) {
      items.push({ text: bytes.toString('utf8'), format: file.type });
    } else if (file.type === 'pdf') {
      const drawn = pages < UPLOAD_LIMITS.pages ? await pdfPagesToPng(bytes, UPLOAD_LIMITS.pages - pages) : [];
      for (const image of drawn) items.push({ image, mime: 'image/png' });
      pages += drawn.length;
    } else if (pages < UPLOAD_LIMITS.pages) {
      items.push({ image: bytes, mime: file.type === 'png' ? 'image/png' : 'image/jpeg' });
      pages += 1;
    }
  }
  return items;
}

/**
 * The job: each file's pages as images (a PDF page by page) read by the vision model, and each document's text
 * (a Word worksheet, a spreadsheet) by the text model, in turn, with progress per page or document. The questions are
 * the job's result, for the teacher's review; nothing is saved until then. The stored files are removed once read.
 */
export async function runReadUpload(job: JobContext<ReadUploadPayload>, deps: JobDeps) {
  const { config } = deps;
  const store = uploadStore(deps);
  const keys = job.payload.files.map((file) => file.key);
  return thenRemove(job, keys, store, async () => {
    const items = await loadReadItems(job.payload.files, store);
    const ai = createAiClient(config.ai);
    const questions: ReadQuestionView[] = [];
    let promptId: string | null = null;
    const context = { subject: job.payload.subject, locale: job.payload.locale };
    const hooks = {
      signal: job.signal,
      onUsage: accountUsage(job, config),
    };
    for (const [index, item] of items.entries()) {
      const place = { no: index + 1, of: items.length };
      const read =
        'text' in item
          ? await readDocument(ai, { ...item, ...place }, context, hooks)
          : await readPage(ai, { ...item, ...place }, context, hooks);
      promptId = read.promptId;
      questions.push(...read.questions.map(toReviewed));
      await job.progress((index + 1) / items.length);
    }
    const result: ReadUploadResult = { pages: items.length, questions, promptId };
    return result;
  });
}

/** What the reading job found so far, for the teacher who started it (anyone else: 404). */
export async function getUploadRead(ctx: UserContext, jobId: string): Promise<UploadReadView> {
  const job = await getOwnJob(ctx, jobId, QUEUES.readUpload);
  const result = job.state === 'completed' && job.result ? (JSON.parse(job.result) as ReadUploadResult) : null;
  return {
    state: job.state,
    progress: job.progress,
    questions: result?.questions ?? null,
    pages: result?.pages ?? null,
    reason: jobFailureReason(job),
  };
}

/** The reviewed questions become an unpublished assignment (with them, or not at all); confirm opens on it. */
export async function saveUpload(
  ctx: UserContext & Pick<AppContext, 'analytics'>,
  body: SaveUploadBody,
  now = Date.now(),
) {
  const id = await createAssignment(
    ctx,
    {
      mode: 'blank',
      subjectId: body.subjectId,
      chapterIds: [body.chapterId],
      locale: body.locale,
      difficulty: 2,
      noOfMCQuestions: 0,
      noOfShortQuestions: 0,
      noOfLongQuestions: 0,
      timeLimit: body.timeLimit,
      dueDate: body.dueDate,
      studentIds: body.studentIds,
      remark: body.remark,
      shuffleOptions: body.shuffleOptions,
      schoolId: body.schoolId,
    },
    now,
    body.questions.map((q) => ({
      chapterId: body.chapterId,
      type: q.type,
      level: 2,
      question: q.question,
      solution: q.solution,
      options: q.type === 'mc' && q.options ? q.options : {},
      correctAns: q.type === 'mc' ? q.correctAns : null,
      totalScore: q.totalScore,
    })),
  );
  return { id };
}

export interface ReadAnswerPayload {
  key: string;
  mime: 'image/png' | 'image/jpeg';
  subject: string;
  question: string;
}

/**
 * uploadSubmission: a student photographs their written answer to a question of their open paper; a job has the
 * vision model read it into text, which the student checks and edits before it is saved as their answer. Someone
 * else's paper is practice_not_found (404); a handed-in one practice_finished; an MC question invalid_type.
 */
export async function startReadAnswer(
  ctx: RequestContext,
  target: { practiceId: string; questionNo: number },
  photo: { bytes: Buffer; mime: 'image/png' | 'image/jpeg' },
  now = Date.now(),
): Promise<{ jobId: string }> {
  const { user: student } = ctx;
  const queue = requireAi(ctx);
  const practice = await getReadablePractice(ctx, target.practiceId, now);
  if (practice.finishedAt !== null) throw new AppError('practice_finished', 409);
  const found = await findQuestionForSolution(ctx, target.practiceId, target.questionNo);
  if (!found) throw new AppError('question_not_found', 404);
  if (found.question.type === 'mc') throw new AppError('invalid_type', 400);
  await checkRateLimit(ctx, ANSWER_QUEUES, AI_LIMITS.answersPerHour, now);
  const key = await keepPhoto(ctx, photo);
  const jobId = await queue.send<ReadAnswerPayload>(
    QUEUES.readAnswer,
    { key, mime: photo.mime, subject: found.subject, question: found.question.question },
    { createdBy: student.id },
  );
  return { jobId };
}

/** A photo kept for its job under a new key: the job removes it once it has read it (or gives up). */
async function keepPhoto(ctx: DbContext, photo: { bytes: Buffer; mime: 'image/png' | 'image/jpeg' }): Promise<string> {
  const key = newFileKey(photo.mime === 'image/png' ? 'png' : 'jpg');
  await uploadStore(ctx).put(key, photo.bytes);
  return key;
}

type ReadImage = (
  ai: AiClient,
  photo: Parameters<typeof readImageText>[1],
  hooks: Parameters<typeof readImageText>[2],
) => Promise<{ text: string; promptId: string }>;

/** A job reading the text off one kept photo with AI (an answer, an OCR): none when the photo is gone, then removed. */
function readKeptPhoto(
  job: JobContext<{ key: string; mime: 'image/png' | 'image/jpeg' }>,
  deps: JobDeps,
  read: ReadImage,
) {
  const { config } = deps;
  const store = uploadStore(deps);
  return thenRemove(job, [job.payload.key], store, async () => {
    const image = await store.get(job.payload.key);
    if (!image) return { text: '' };
    const hooks = { signal: job.signal, onUsage: accountUsage(job, config) };
    const result = await read(createAiClient(config.ai), { image, mime: job.payload.mime }, hooks);
    await job.progress(1);
    return { text: result.text, promptId: result.promptId };
  });
}

export function runReadAnswer(job: JobContext<ReadAnswerPayload>, deps: JobDeps) {
  const context = { subject: job.payload.subject, question: job.payload.question };
  return readKeptPhoto(job, deps, (ai, photo, hooks) => readAnswerPhoto(ai, photo, context, hooks));
}

export function getReadAnswer(ctx: UserContext, jobId: string): Promise<ReadAnswerView> {
  return getReadText(ctx, jobId, QUEUES.readAnswer);
}

/** A reading job's text (an answer's photo, an editor's picture) for the one who started it. */
async function getReadText(ctx: UserContext, jobId: string, queue: string): Promise<ReadAnswerView> {
  const job = await getOwnJob(ctx, jobId, queue);
  const result = job.state === 'completed' && job.result ? (JSON.parse(job.result) as { text: string }) : null;
  return { state: job.state, text: result?.text ?? null, reason: jobFailureReason(job) };
}

export interface OcrPayload {
  key: string;
  mime: 'image/png' | 'image/jpeg';
}

/** OCR of one image into an editor (a question, chapter notes or a blog post): its result is the text, LaTeX maths. */
export async function startOcr(
  ctx: RequestContext,
  photo: { bytes: Buffer; mime: 'image/png' | 'image/jpeg' },
  now = Date.now(),
): Promise<{ jobId: string }> {
  const { user } = ctx;
  const queue = requireAi(ctx);
  await checkRateLimit(ctx, ANSWER_QUEUES, AI_LIMITS.answersPerHour, now);
  const key = await keepPhoto(ctx, photo);
  const jobId = await queue.send<OcrPayload>(QUEUES.ocr, { key, mime: photo.mime }, { createdBy: user.id });
  return { jobId };
}

export function runOcr(job: JobContext<OcrPayload>, deps: JobDeps) {
  return readKeptPhoto(job, deps, readImageText);
}

export function getOcr(ctx: UserContext, jobId: string): Promise<ReadAnswerView> {
  return getReadText(ctx, jobId, QUEUES.ocr);
}
