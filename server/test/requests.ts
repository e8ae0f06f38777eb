import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PracticeView } from '../../common/practice';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the app as a signed-in user (or signed out, with null), with a JSON body when one is given. */
export function callAs(app: FastifyInstance) {
  return (user: { cookie: string } | null, method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: user ? { cookie: user.cookie } : {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
}

/** A caller bound to one user, for a test that speaks mostly as them. */
export function boundTo(call: ReturnType<typeof callAs>, user: { cookie: string }) {
  return (method: Method, url: string, payload?: unknown) => call(user, method, url, payload);
}

/**
 * The form of a bank paper of `mc` multiple-choice questions and no written ones, in English at level 1 with 30
 * minutes: what a test asks for when the paper's shape is not what it is about (a practice, or an assignment's part).
 */
export function mcPaperForm(chapters: { subjectId: string; chapterIds: string[] }, mc: number) {
  return paperForm(chapters, { mc });
}

/**
 * The same with written questions too: `short` and `long` default to none; `locale`, `difficulty` and `timeLimit` to
 * English, level 1 and 30 minutes.
 */
export function paperForm(chapters: { subjectId: string; chapterIds: string[] }, shape: PaperShape) {
  return {
    subjectId: chapters.subjectId,
    chapterIds: chapters.chapterIds,
    locale: shape.locale ?? 'en',
    difficulty: shape.difficulty ?? 1,
    noOfMCQuestions: shape.mc,
    noOfShortQuestions: shape.short ?? 0,
    noOfLongQuestions: shape.long ?? 0,
    timeLimit: shape.timeLimit ?? 30,
  };
}

/** A catalogue's first chapter alone, for `paperForm`. */
export function firstChapter(catalogue: { subjectId: string; chapterIds: string[] }) {
  return { subjectId: catalogue.subjectId, chapterIds: catalogue.chapterIds.slice(0, 1) };
}

export interface PaperShape {
  mc: number;
  short?: number;
  long?: number;
  locale?: 'en' | 'zh';
  difficulty?: number;
  timeLimit?: number;
}

type Question = PracticeView['questions'][number];

/**
 * The user starts a practice from `form` (201), saves each question's answer from `answerOf` (none where it answers
 * null) and hands the paper in (200). Answers the paper as handed in.
 */
export async function handInPaper(
  test: { call: ReturnType<typeof callAs> },
  user: { cookie: string },
  form: ReturnType<typeof paperForm>,
  answerOf: (question: Question) => string | null = () => null,
): Promise<PracticeView> {
  const started = await test.call(user, 'POST', '/api/practices', form);
  expect(started.statusCode, started.body).toBe(201);
  const paper = started.json() as PracticeView;
  for (const question of paper.questions) {
    const ans = answerOf(question);
    if (ans !== null)
      await test.call(user, 'PUT', `/api/practices/${paper.id}/answers/${question.questionNo}`, { ans, seq: 1 });
  }
  const submitted = await test.call(user, 'POST', `/api/practices/${paper.id}/submit`);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json() as PracticeView;
}

/** An assignment's body: a bank paper of `form` for these students, due in three days, no remark (`extra` overrides). */
export function assignmentForm(
  form: ReturnType<typeof paperForm>,
  students: Array<{ id: string }>,
  extra: Record<string, unknown> = {},
) {
  const dueDate = Date.now() + 3 * 86_400_000;
  return { mode: 'bank', ...form, dueDate, studentIds: students.map((s) => s.id), remark: '', ...extra };
}

/** The teacher sets an assignment from `body` (201) and publishes it (200). Answers its id. */
export async function publishAssignment(
  test: { call: ReturnType<typeof callAs> },
  teacher: { cookie: string },
  body: Record<string, unknown>,
): Promise<string> {
  const created = await test.call(teacher, 'POST', '/api/assignments', body);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as { id: string };
  const published = await test.call(teacher, 'POST', `/api/assignments/${id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

export interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
}

/** A multipart body of several files (field `files`), built by the platform's FormData as a browser would send it. */
export async function multipartFiles(parts: FilePart[], cookie: string) {
  const form = new FormData();
  for (const part of parts)
    form.append('files', new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '', cookie },
  };
}
