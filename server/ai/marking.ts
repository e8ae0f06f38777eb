import type { AiClient, Usage } from './client';
import { loadPrompt } from './prompts';
import { MarkResult } from './schemas';

export interface MarkedAnswer {
  score: number;
  points: MarkResult['points'];
  feedback: string;
  promptId: string;
  model: string;
}

/**
 * Marks one written answer against its marking scheme: marks per point with a one-line reason, and a short
 * feedback. The score is the sum of the points, kept between 0 and the question's total and rounded to half marks
 * (a model may add up badly; the points it gave stay as it gave them, for the teacher to audit).
 */
export async function markWrittenAnswer(
  ai: AiClient,
  input: { question: string; solution: string; answer: string; totalScore: number; locale: 'en' | 'zh' },
  hooks: { signal?: AbortSignal; onUsage?: (usage: Usage) => Promise<void> } = {},
): Promise<MarkedAnswer> {
  const prompt = loadPrompt('mark-answer', 1, {
    totalScore: input.totalScore,
    question: input.question,
    solution: input.solution || '(none given: mark on the subject knowledge)',
    answer: input.answer,
    language: input.locale === 'zh' ? 'Traditional Chinese (Hong Kong usage)' : 'English',
  });
  const { object, usage } = await ai.object({ schema: MarkResult, prompt: prompt.text, signal: hooks.signal });
  await hooks.onUsage?.(usage);
  return {
    score: scoreFromPoints(object.points, input.totalScore),
    points: object.points,
    feedback: object.feedback,
    promptId: prompt.id,
    model: ai.model,
  };
}

/** The points' sum, between 0 and the total, to the nearest half mark. */
export function scoreFromPoints(points: Array<{ awarded: number }>, totalScore: number): number {
  const sum = points.reduce((total, p) => total + (Number.isFinite(p.awarded) ? Math.max(0, p.awarded) : 0), 0);
  return Math.min(totalScore, Math.round(sum * 2) / 2);
}
