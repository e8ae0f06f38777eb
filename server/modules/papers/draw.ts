import type { QuestionType } from '../../../common/catalog';
import type { DbContext } from '../../context';
import { AppError } from '../../errors';
import { listCandidateQuestions } from './queries';

export interface DrawRequest {
  chapterIds: string[];
  difficulty: number;
  counts: Record<QuestionType, number>;
  /**
   * The spec's plain count: this many questions of any type, on top of `counts` (the form sends one or the other).
   * They are ranked together, so the paper's mix follows what the chapters hold at the chosen level.
   */
  anyType?: number;
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

const types = ['mc', 'short', 'long'] as const;

/**
 * Picks bank questions for a paper (docs/product-rules.md, difficulty): questions at the chosen level first; when the
 * chapters have too few at that level, the neighbouring levels too, and then any level. Within that, questions at the
 * chosen level come first, then nearer levels, and questions this student has not seen recently before ones they
 * have, at random. Only when the chapters cannot fill the paper at all is nothing created, and `not_enough_questions`
 * says which type (or 'any') and how many there are.
 */
export async function drawQuestions(ctx: DbContext, request: DrawRequest): Promise<DrawResult> {
  const { db } = ctx;
  const random = request.random ?? Math.random;
  const candidatesOf = async (type: QuestionType) =>
    (await listCandidateQuestions(db, request.chapterIds, type))
      .filter((q) => !request.exclude?.has(q.id))
      .map((q) => ({ ...q, type }));
  const pick = <Q extends { id: string; level: number }>(candidates: Q[], wanted: number, type: string) => {
    if (candidates.length < wanted)
      throw new AppError('not_enough_questions', 422, { type, available: candidates.length, requested: wanted });
    const distance = (q: { level: number }) => Math.abs(q.level - request.difficulty);
    const isWidened = candidates.filter((q) => distance(q) === 0).length < wanted;
    const ranked = candidates
      .map((q) => ({ q, rank: distance(q) * 2 + (request.seen.has(q.id) ? 1 : 0), tiebreak: random() }))
      .sort((a, b) => a.rank - b.rank || a.tiebreak - b.tiebreak);
    return { chosen: ranked.slice(0, wanted).map((item) => item.q), isWidened };
  };

  const chosen: Array<{ id: string; type: QuestionType }> = [];
  let widened = false;
  for (const type of types) {
    const wanted = request.counts[type];
    if (wanted === 0) continue;
    const drawn = pick(await candidatesOf(type), wanted, type);
    chosen.push(...drawn.chosen);
    widened ||= drawn.isWidened;
  }
  if (request.anyType) {
    const taken = new Set(chosen.map((q) => q.id));
    const all = (await Promise.all(types.map(candidatesOf))).flat().filter((q) => !taken.has(q.id));
    const drawn = pick(all, request.anyType, 'any');
    chosen.push(...drawn.chosen);
    widened ||= drawn.isWidened;
  }
  // Paper order: MC, then short, then long (a stable sort keeps the draw's order within a type).
  chosen.sort((a, b) => types.indexOf(a.type) - types.indexOf(b.type));
  return { questionIds: chosen.map((q) => q.id), widened };
}
