import type { FastifyInstance } from 'fastify';
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

/**
 * The form of a bank paper of `mc` multiple-choice questions and no written ones, in English at level 1 with 30
 * minutes: what a test asks for when the paper's shape is not what it is about (a practice, or an assignment's part).
 */
export function mcPaperForm(chapters: { subjectId: string; chapterIds: string[] }, mc: number) {
  return paperForm(chapters, { mc });
}

/** The same with written questions too: `short` and `long` default to none. */
export function paperForm(
  chapters: { subjectId: string; chapterIds: string[] },
  counts: { mc: number; short?: number; long?: number },
) {
  return {
    subjectId: chapters.subjectId,
    chapterIds: chapters.chapterIds,
    locale: 'en',
    difficulty: 1,
    noOfMCQuestions: counts.mc,
    noOfShortQuestions: counts.short ?? 0,
    noOfLongQuestions: counts.long ?? 0,
    timeLimit: 30,
  };
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
