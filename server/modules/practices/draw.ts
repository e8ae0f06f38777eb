import type { QuestionType } from '../../../common/catalog';
import type { Db } from '../../db/index';
import { AppError } from '../../errors';
import { listCandidateQuestions } from './queries';

export interface DrawRequest {
  chapterIds: string[];
  difficulty: number;
  counts: Record<QuestionType, number>;
  /** bank questions to avoid when others will do (seen recently) */
  seen: Set<string>;
  /** bank questions that may not be drawn at all (already in the paper) */
  exclude?: Set<string>;
  random?: () => number;
}

export interface DrawResult {
  /** bank question ids in paper order: MC, then short, then long */
  questionIds: string[];
  /** true when the chosen level alone had too few and neighbouring levels were used */
  widened: boolean;
}

/**
 * Picks bank questions for a paper (NOTES.md, difficulty): questions at the chosen level first; only when the
 * chapters have too few at that level, the neighbouring levels (never two away). Within that, questions this student
 * has not seen recently come before ones they have, at random. When even the widened pool is too small, nothing is
 * created and `not_enough_questions` says which type and how many there are.
 */
export async function drawQuestions(db: Db, request: DrawRequest): Promise<DrawResult> {
  const random = request.random ?? Math.random;
  const questionIds: string[] = [];
  let widened = false;
  for (const type of ['mc', 'short', 'long'] as const) {
    const wanted = request.counts[type];
    if (wanted === 0) continue;
    const candidates = (await listCandidateQuestions(db, request.chapterIds, type)).filter(
      (q) => !request.exclude?.has(q.id),
    );
    const atLevel = candidates.filter((q) => q.level === request.difficulty);
    const pool =
      atLevel.length >= wanted ? atLevel : candidates.filter((q) => Math.abs(q.level - request.difficulty) <= 1);
    if (pool.length < wanted)
      throw new AppError('not_enough_questions', 422, { type, available: pool.length, requested: wanted });
    if (pool !== atLevel) widened = true;
    const ranked = pool
      .map((q) => ({
        id: q.id,
        rank: (q.level === request.difficulty ? 0 : 2) + (request.seen.has(q.id) ? 1 : 0),
        tiebreak: random(),
      }))
      .sort((a, b) => a.rank - b.rank || a.tiebreak - b.tiebreak);
    questionIds.push(...ranked.slice(0, wanted).map((q) => q.id));
  }
  return { questionIds, widened };
}
