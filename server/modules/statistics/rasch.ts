/**
 * The Rasch model behind the expected DSE level (issue 29, point 2; docs/product-rules.md, "Expected DSE level").
 *
 * A student of ability θ wins each mark of a question of difficulty b with probability σ(θ − b) = 1 / (1 + e^(b−θ)).
 * A question worth m marks is read as m such trials ("binomial on marks"): an MC question is one trial, a written
 * answer that won 3 of 5 marks is 3 successes in 5. Fractional marks (a half mark) enter the same formula as they
 * are. The alternative, a partial-credit model with a threshold per mark, needs far more answers per question than a
 * bank of a few thousand questions gets, and the binomial reading keeps one parameter per question.
 *
 * Calibration is joint maximum likelihood with weak normal priors (penalised JML): both the abilities and the
 * difficulties are found by alternating Newton steps. The priors keep a student (or question) with every mark won or
 * none at a finite value instead of infinity; the difficulties are centred on 0 after each sweep, which fixes the
 * scale's origin (the bank's average question is difficulty 0). JML's known bias (difficulties spread by about
 * L / (L − 1) for L answers per student) is small at the 30+ answers a calibrated student has; the bench measures the
 * result end to end (bench/expected-level.ts).
 *
 * Everything here is pure: the calibration job reads the answers, calls calibrate(), and stores the difficulties.
 */

/** One answer: `person` and `item` are indexes; `score` marks won of `max` (an MC question: 0 or 1 of 1). */
export interface RaschResponse {
  person: number;
  item: number;
  score: number;
  max: number;
}

export interface RaschCalibration {
  abilities: number[];
  abilityErrors: number[];
  difficulties: number[];
  difficultyErrors: number[];
  /** answers (not marks) behind each difficulty */
  itemAnswers: number[];
  iterations: number;
  converged: boolean;
}

export interface CalibrationOptions {
  /** prior sd of abilities and of difficulties, in logits: wide, they only tame extreme scores */
  abilityPriorSd?: number;
  difficultyPriorSd?: number;
  maxIterations?: number;
  /** stop once no parameter moves more than this */
  tolerance?: number;
}

export const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** A Newton step, capped: a far-off start (a question nobody got right) walks in steps of at most one logit. */
const capped = (step: number) => Math.max(-1, Math.min(1, step));

/** Calibrates abilities and difficulties from answers (penalised JML, above). */
export function calibrate(
  responses: readonly RaschResponse[],
  persons: number,
  items: number,
  options: CalibrationOptions = {},
): RaschCalibration {
  const abilityPrecision = 1 / (options.abilityPriorSd ?? 3) ** 2;
  const difficultyPrecision = 1 / (options.difficultyPriorSd ?? 3) ** 2;
  const maxIterations = options.maxIterations ?? 200;
  const tolerance = options.tolerance ?? 1e-4;
  const theta = new Array<number>(persons).fill(0);
  const b = new Array<number>(items).fill(0);
  const itemAnswers = new Array<number>(items).fill(0);
  for (const r of responses) itemAnswers[r.item]!++;

  const gradient = new Float64Array(Math.max(persons, items));
  const information = new Float64Array(Math.max(persons, items));
  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations && !converged) {
    iterations++;
    const before = [...theta, ...b];
    // Abilities, the difficulties held.
    gradient.fill(0, 0, persons);
    information.fill(0, 0, persons);
    for (const r of responses) {
      const p = logistic(theta[r.person]! - b[r.item]!);
      gradient[r.person]! += r.score - r.max * p;
      information[r.person]! += r.max * p * (1 - p);
    }
    for (let n = 0; n < persons; n++)
      theta[n]! += capped((gradient[n]! - theta[n]! * abilityPrecision) / (information[n]! + abilityPrecision));
    // Difficulties, the abilities held.
    gradient.fill(0, 0, items);
    information.fill(0, 0, items);
    for (const r of responses) {
      const p = logistic(theta[r.person]! - b[r.item]!);
      gradient[r.item]! += r.max * p - r.score;
      information[r.item]! += r.max * p * (1 - p);
    }
    for (let i = 0; i < items; i++)
      b[i]! += capped((gradient[i]! - b[i]! * difficultyPrecision) / (information[i]! + difficultyPrecision));
    // The origin: the average answered question is difficulty 0 (the abilities move with it, nothing else changes).
    const answered = b.filter((_, i) => itemAnswers[i]! > 0);
    const shift = answered.length > 0 ? answered.reduce((s, x) => s + x, 0) / answered.length : 0;
    for (let i = 0; i < items; i++) b[i]! -= shift;
    for (let n = 0; n < persons; n++) theta[n]! -= shift;
    // Converged when a whole sweep, centring included, moves nothing: the ability prior and the centring pull the
    // origin against each other by the same amount each sweep, so the steps alone never reach zero.
    const after = [...theta, ...b];
    converged = after.every((x, k) => Math.abs(x - before[k]!) < tolerance);
  }

  // Standard errors from the information at the estimates (the prior's precision included).
  const personInformation = new Float64Array(persons);
  const itemInformation = new Float64Array(items);
  for (const r of responses) {
    const p = logistic(theta[r.person]! - b[r.item]!);
    personInformation[r.person]! += r.max * p * (1 - p);
    itemInformation[r.item]! += r.max * p * (1 - p);
  }
  return {
    abilities: theta,
    abilityErrors: theta.map((_, n) => 1 / Math.sqrt(personInformation[n]! + abilityPrecision)),
    difficulties: b,
    difficultyErrors: b.map((_, i) => 1 / Math.sqrt(itemInformation[i]! + difficultyPrecision)),
    itemAnswers,
    iterations,
    converged,
  };
}

/** A student's answer to a calibrated question. */
export interface AbilityAnswer {
  difficulty: number;
  score: number;
  max: number;
}

/** The students' abilities as a population: the prior a single student's estimate starts from. */
export interface AbilityPrior {
  mean: number;
  sd: number;
}

/**
 * The population prior from a calibration: the mean of the abilities, and their spread with the estimates' own error
 * taken out (the spread of estimates is the true spread plus the error variance), at least 0.5 logit.
 */
export function populationPrior(calibration: Pick<RaschCalibration, 'abilities' | 'abilityErrors'>): AbilityPrior {
  const n = calibration.abilities.length;
  if (n < 2) return { mean: 0, sd: 1.5 };
  const mean = calibration.abilities.reduce((s, x) => s + x, 0) / n;
  const variance = calibration.abilities.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1);
  const errorVariance = calibration.abilityErrors.reduce((s, e) => s + e * e, 0) / n;
  return { mean, sd: Math.sqrt(Math.max(0.25, variance - errorVariance)) };
}

/**
 * A student's ability from their answers to calibrated questions: the posterior's mode under the population prior
 * (MAP), and its standard error from the posterior's curvature there (the answers' information plus the prior's).
 * Without answers it is the prior itself.
 */
export function estimateAbility(
  answers: readonly AbilityAnswer[],
  prior: AbilityPrior,
): { ability: number; standardError: number } {
  const precision = 1 / prior.sd ** 2;
  let theta = prior.mean;
  let information = 0;
  for (let iteration = 0; iteration < 100; iteration++) {
    let gradient = -(theta - prior.mean) * precision;
    information = 0;
    for (const a of answers) {
      const p = logistic(theta - a.difficulty);
      gradient += a.score - a.max * p;
      information += a.max * p * (1 - p);
    }
    const step = capped(gradient / (information + precision));
    theta += step;
    if (Math.abs(step) < 1e-8) break;
  }
  information = 0;
  for (const a of answers) {
    const p = logistic(theta - a.difficulty);
    information += a.max * p * (1 - p);
  }
  return { ability: theta, standardError: 1 / Math.sqrt(information + precision) };
}

/** The expected share of a paper's marks won at an ability (the paper's test characteristic curve). */
export function expectedFraction(ability: number, paper: readonly { difficulty: number; max: number }[]): number {
  let won = 0;
  let total = 0;
  for (const q of paper) {
    won += q.max * logistic(ability - q.difficulty);
    total += q.max;
  }
  return total > 0 ? won / total : 0;
}

/**
 * The ability at which a paper's expected score is `fraction` of its marks: how a raw cut score (a share of the
 * paper) becomes a cut point on the ability scale. The curve rises with ability, so bisection finds it.
 */
export function abilityForFraction(fraction: number, paper: readonly { difficulty: number; max: number }[]): number {
  let low = -12;
  let high = 12;
  for (let i = 0; i < 80; i++) {
    const middle = (low + high) / 2;
    if (expectedFraction(middle, paper) < fraction) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
