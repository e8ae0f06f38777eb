import { z } from 'zod';
import { findLatexErrors } from '../render/rich-text';

/** What the model returns for one generated question (every structured answer has its schema here). */
export const GeneratedQuestion = z.object({
  question: z.string().min(1).max(4000),
  options: z
    .object({ a: z.string().max(1000), b: z.string().max(1000), c: z.string().max(1000), d: z.string().max(1000) })
    .nullable(),
  correct: z.enum(['a', 'b', 'c', 'd']).nullable(),
  solution: z.string().min(1).max(8000),
});
export type GeneratedQuestion = z.infer<typeof GeneratedQuestion>;

/** AI marking of one written answer: marks per marking-scheme point and a short feedback. */
export const MarkResult = z.object({
  points: z
    .array(z.object({ point: z.string().max(500), awarded: z.number().min(0), reason: z.string().max(500) }))
    .max(20),
  feedback: z.string().max(1000),
});
export type MarkResult = z.infer<typeof MarkResult>;

/**
 * Why a generated question may not reach a student, or null when it may: an MC question needs four distinct
 * options and one key; a written one none; every formula must parse in KaTeX.
 */
export function checkGeneratedQuestion(q: GeneratedQuestion, type: 'mc' | 'short' | 'long'): string | null {
  if (type === 'mc') {
    if (!q.options || !q.correct) return 'an MC question needs four options and its key';
    const texts = Object.values(q.options).map((o) => o.trim().toLowerCase());
    if (texts.some((t) => t === '')) return 'an option is empty';
    if (new Set(texts).size !== 4) return 'options are not distinct';
  }
  const errors = findLatexErrors([
    ['question', q.question],
    ['solution', q.solution],
    ...(q.options ? Object.entries(q.options).map(([k, v]) => [k, v] as [string, string]) : []),
  ]);
  if (errors.length > 0) return `LaTeX does not parse in ${errors[0]!.field}: ${errors[0]!.message}`;
  return null;
}
