import type { GradeBand } from '../../../common/catalog';
import {
  type DseLevel,
  dseLevels,
  EXPECTED_LEVEL_MIN_PAPERS,
  EXPECTED_LEVEL_MIN_QUESTIONS,
  type ExpectedLevel,
  type LevelProbabilities,
} from '../../../common/expected-level';
import { type CutScores, cutLevels, defaultLearningSettings } from '../../../common/learning-settings';
import { normalCdf } from '../../../common/statistics-rules';
import { type AbilityAnswer, type AbilityPrior, abilityForFraction, estimateAbility } from './rasch';

/**
 * The expected DSE level with its odds (docs/product-rules.md, "Expected DSE level"): the student's ability from their
 * answers to calibrated questions (rasch.ts), placed against the ability cut points of the subject's levels.
 */

/**
 * A question's difficulty is stored (and its answers count as evidence) once the calibration had at least this many
 * answers to it: below that its standard error passes about 0.4 logit, as much as the gap between two levels' cut
 * points.
 */
export const CALIBRATION_MIN_ANSWERS = 30;

/** The cut scores of a subject's grade bands: each level's band's lower edge; null unless every level 2-5** has one. */
export function cutScoresFromBands(bands: readonly GradeBand[]): CutScores | null {
  const cuts: Partial<CutScores> = {};
  for (const level of cutLevels) {
    const band = bands.find((b) => b.grade === level);
    if (!band) return null;
    cuts[level] = band.min;
  }
  return cuts as CutScores;
}

/**
 * A subject's cut scores: those of the learning settings (by default Mathematics (Compulsory Part) from the published
 * estimates, common/learning-settings.ts); every other subject from its own grade bands (content/subjects/*.yaml),
 * until estimates are gathered for it.
 */
export function cutScoresFor(
  subjectId: string,
  bands: readonly GradeBand[],
  settings: Record<string, CutScores> = defaultLearningSettings.levelCutScores,
): CutScores | null {
  return settings[subjectId] ?? cutScoresFromBands(bands);
}

/** The default cut scores (the learning settings' defaults). */
export function defaultCutScores(subjectId: string, bands: readonly GradeBand[]): CutScores | null {
  return cutScoresFor(subjectId, bands);
}

/**
 * The ability cut points of the levels 2 to 5**, lowest first: the ability whose expected score on the reference paper
 * is the level's cut score (rasch.ts abilityForFraction). The reference paper stands for a DSE paper: the subject's
 * calibrated questions, each counted with its marks. Cut points never go down (a cut score that did would be a typo).
 */
export function abilityCutPoints(
  cuts: CutScores,
  referencePaper: readonly { difficulty: number; max: number }[],
): number[] {
  const points: number[] = [];
  for (const level of cutLevels) {
    const point = abilityForFraction(cuts[level], referencePaper);
    points.push(Math.max(point, points[points.length - 1] ?? Number.NEGATIVE_INFINITY));
  }
  return points;
}

/**
 * The chance of each level for an ability known as a normal of this mean and standard error: the share of it between
 * each pair of cut points. "1" takes all below level 2's cut, "5**" all above its own.
 */
export function levelProbabilities(ability: number, standardError: number, cutPoints: readonly number[]) {
  const below = cutPoints.map((cut) => normalCdf((cut - ability) / standardError));
  const probabilities = {} as LevelProbabilities;
  dseLevels.forEach((level, index) => {
    const upper = index < below.length ? below[index]! : 1;
    const lower = index === 0 ? 0 : below[index - 1]!;
    probabilities[level] = Math.max(0, upper - lower);
  });
  return probabilities;
}

/** The most probable level; a tie goes to the lower one (the card never flatters). */
export function likelyLevel(probabilities: LevelProbabilities): DseLevel {
  let best: DseLevel = '1';
  for (const level of dseLevels) if (probabilities[level] > probabilities[best] + 1e-12) best = level;
  return best;
}

/**
 * The card: null with too little evidence (fewer than EXPECTED_LEVEL_MIN_PAPERS papers in the range, or fewer than
 * EXPECTED_LEVEL_MIN_QUESTIONS marked answers to calibrated questions). Answers to questions not yet calibrated do not
 * count: the caller leaves them out.
 */
export function estimateLevel(
  evidence: { papers: number; answers: readonly AbilityAnswer[] },
  prior: AbilityPrior,
  cutPoints: readonly number[],
): ExpectedLevel | null {
  if (evidence.papers < EXPECTED_LEVEL_MIN_PAPERS || evidence.answers.length < EXPECTED_LEVEL_MIN_QUESTIONS)
    return null;
  const { ability, standardError } = estimateAbility(evidence.answers, prior);
  const probabilities = levelProbabilities(ability, standardError, cutPoints);
  return {
    likely: likelyLevel(probabilities),
    probabilities,
    papers: evidence.papers,
    questions: evidence.answers.length,
  };
}
