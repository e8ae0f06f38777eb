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
  /** true when the chosen level alone had too few and other levels were used */
  widened: boolean;
}

/**
 * Picks bank questions for a paper (docs/product-rules.md, difficulty): questions at the chosen level first; when the
 * chapters have too few at that level, the neighbouring levels too, and then any level. Within that, questions at the
 * chosen level come first, then nearer levels, and questions this student has not seen recently before ones they
 * have, at random. Only when the chapters cannot fill the paper at all is nothing created, and `not_enough_questions`
 * says which type and how many there are.
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
    if (candidates.length < wanted)
      throw new AppError('not_enough_questions', 422, { type, available: candidates.length, requested: wanted });
    const distance = (q: { level: number }) => Math.abs(q.level - request.difficulty);
    if (candidates.filter((q) => distance(q) === 0).length < wanted) widened = true;
    const ranked = candidates
      .map((q) => ({
        id: q.id,
        rank: distance(q) * 2 + (request.seen.has(q.id) ? 1 : 0),
        tiebreak: random(),
      }))
      .sort((a, b) => a.rank - b.rank || a.tiebreak - b.tiebreak);
    questionIds.push(...ranked.slice(0, wanted).map((q) => q.id));
  }
  return { questionIds, widened };
}
