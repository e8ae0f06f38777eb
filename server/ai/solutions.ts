import { z } from 'zod';
import { findLatexErrors } from '../render/rich-text';
import type { AiClient, Usage } from './client';
import { loadPrompt } from './prompts';

export const WrittenSolution = z.object({ solution: z.string().min(1).max(8000) });

/** A worked solution for one question, its LaTeX checked like a generated question's (written again when refused). */
export async function writeSolution(
  ai: AiClient,
  input: {
    subject: string;
    question: string;
    options: { a: string; b: string; c: string; d: string } | null;
    locale: 'en' | 'zh';
  },
  hooks: { signal?: AbortSignal; onUsage?: (usage: Usage) => Promise<void> } = {},
): Promise<{ solution: string; promptId: string; model: string }> {
  const prompt = loadPrompt('write-solution', 1, {
    syllabus: 'HKDSE',
    subject: input.subject,
    language: input.locale === 'zh' ? 'Traditional Chinese (Hong Kong usage)' : 'English',
    question: input.question,
    options: input.options
      ? `Options:\nA. ${input.options.a}\nB. ${input.options.b}\nC. ${input.options.c}\nD. ${input.options.d}`
      : '',
  });
  let problem = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const text = problem ? `${prompt.text}\n\nYour last answer was refused: ${problem}. Write a new one.` : prompt.text;
    const { object, usage } = await ai.object({ schema: WrittenSolution, prompt: text, signal: hooks.signal });
    await hooks.onUsage?.(usage);
    const errors = findLatexErrors([['solution', object.solution]]);
    if (errors.length === 0) return { solution: object.solution, promptId: prompt.id, model: ai.model };
    problem = `LaTeX does not parse: ${errors[0]!.message}`;
  }
  throw new Error(`no acceptable solution after 3 tries: ${problem}`);
}
