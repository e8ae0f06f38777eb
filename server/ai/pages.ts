import { z } from 'zod';
import type { AiClient, Usage } from './client';
import { loadPrompt } from './prompts';

/** What the vision model answers for one page: the questions it read (zod-checked like every structured answer). */
export const ReadPage = z.object({
  questions: z
    .array(
      z.object({
        type: z.enum(['mc', 'short', 'long']),
        question: z.string().min(1).max(20_000),
        options: z
          .object({
            a: z.string().max(2000),
            b: z.string().max(2000),
            c: z.string().max(2000),
            d: z.string().max(2000),
          })
          .nullable(),
        correct: z.enum(['a', 'b', 'c', 'd']).nullable(),
        solution: z.string().max(20_000),
        totalScore: z.number().min(0.5).max(100),
      }),
    )
    .max(60),
});
export type ReadPage = z.infer<typeof ReadPage>;
export type ReadQuestion = ReadPage['questions'][number];

/** One page image read by the vision model (AI_VISION_MODEL, else AI_MODEL) into questions. */
export async function readPage(
  ai: AiClient,
  page: { image: Buffer; mime: 'image/png' | 'image/jpeg'; no: number; of: number },
  context: { subject: string; locale: 'en' | 'zh' },
  hooks: ReadHooks = {},
): Promise<{ questions: ReadQuestion[]; promptId: string }> {
  const prompt = loadPrompt('read-pages', 1, {
    subject: context.subject,
    page: page.no,
    pages: page.of,
    language: context.locale === 'zh' ? 'Chinese or English' : 'English or Chinese',
  });
  const { object, usage } = await ai.object({
    schema: ReadPage,
    prompt: prompt.text,
    images: [`data:${page.mime};base64,${page.image.toString('base64')}`],
    signal: hooks.signal,
  });
  await hooks.onUsage?.(usage);
  return { questions: object.questions, promptId: prompt.id };
}

/**
 * One uploaded document's text (a Word worksheet's cleaned HTML, a spreadsheet's CSV) read by the text model
 * (AI_MODEL) into questions, as a page is: no image, so no vision model is needed.
 */
export async function readDocument(
  ai: AiClient,
  document: { text: string; format: 'html' | 'csv'; no: number; of: number },
  context: { subject: string; locale: 'en' | 'zh' },
  hooks: ReadHooks = {},
): Promise<{ questions: ReadQuestion[]; promptId: string }> {
  const prompt = loadPrompt('read-document', 1, {
    subject: context.subject,
    format: document.format === 'html' ? 'HTML converted from a Word document' : 'CSV converted from a spreadsheet',
    file: document.no,
    files: document.of,
    language: context.locale === 'zh' ? 'Chinese or English' : 'English or Chinese',
    text: document.text,
  });
  const { object, usage } = await ai.object({ schema: ReadPage, prompt: prompt.text, signal: hooks.signal });
  await hooks.onUsage?.(usage);
  return { questions: object.questions, promptId: prompt.id };
}

/** What the vision model answers for a photo of a written answer. */
export const ReadAnswer = z.object({ text: z.string().max(20_000) });

/** A photo of a student's written answer, read into text the student then checks (uploadSubmission). */
export async function readAnswerPhoto(
  ai: AiClient,
  photo: Photo,
  context: { subject: string; question: string },
  hooks: ReadHooks = {},
): Promise<{ text: string; promptId: string }> {
  const prompt = loadPrompt('read-answer', 1, { subject: context.subject, question: context.question.slice(0, 4000) });
  return readText(ai, prompt, photo, hooks);
}

/** OCR: the text of one image, with mathematics as LaTeX, for an editor. */
export async function readImageText(
  ai: AiClient,
  photo: Photo,
  hooks: ReadHooks = {},
): Promise<{ text: string; promptId: string }> {
  const prompt = loadPrompt('ocr', 2, {});
  return readText(ai, prompt, photo, hooks);
}

type Photo = { image: Buffer; mime: 'image/png' | 'image/jpeg' };
type ReadHooks = { signal?: AbortSignal; onUsage?: (usage: Usage) => Promise<void> };

/** The text the model reads off one image with the prompt given, and which prompt it was. */
async function readText(
  ai: AiClient,
  prompt: { text: string; id: string },
  photo: Photo,
  hooks: ReadHooks,
): Promise<{ text: string; promptId: string }> {
  const { object, usage } = await ai.object({
    schema: ReadAnswer,
    prompt: prompt.text,
    images: [`data:${photo.mime};base64,${photo.image.toString('base64')}`],
    signal: hooks.signal,
  });
  await hooks.onUsage?.(usage);
  return { text: object.text.trim(), promptId: prompt.id };
}
