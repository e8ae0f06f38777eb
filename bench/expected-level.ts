/**
 * bench/expected-level: the expected DSE level (Rasch, server/modules/statistics/expected-level.ts) against today's
 * expected grade (the average score fraction through the grade bands, common/statistics.ts expectedGrade), on
 * simulated students whose ability is known. bench/README.md, "bench/expected-level".
 *
 *   npx tsx bench/expected-level.ts            # [--seed 29] [--students 2000] [--history 3000]
 */
import { type DseLevel, dseLevels, type LevelProbabilities } from '../common/expected-level';
import { type CutScores, MATHS_COMPULSORY_CUT_SCORES } from '../common/learning-settings';
import { expectedGrade } from '../common/statistics-rules';
import { abilityCutPoints, estimateLevel } from '../server/modules/statistics/expected-level';
import {
  type AbilityAnswer,
  calibrate,
  logistic,
  populationPrior,
  type RaschResponse,
} from '../server/modules/statistics/rasch';
import { integerBetween, mean, normal, numberArgument, sample, seededRandom } from './simulation';

const seed = numberArgument('seed', 29);
const evaluated = numberArgument('students', 2000);
const historyStudents = numberArgument('history', 3000);
const random = seededRandom(seed);

// ---------- the world ----------

/**
 * The bank: 300 questions at each level 1-3; difficulty by level (-1.3, 0, 1.3 logits, sd 0.5); 70% MC, 30% written
 * (3-6 marks). The truth is not the Rasch model the estimate assumes: each question has its own discrimination
 * (log-normal, sd 0.3) and an MC question is guessed right one time in four by a student who does not know it (a
 * 3-parameter model), so the bench measures the estimate under misfit, as real answers would be.
 */
interface Item {
  level: 1 | 2 | 3;
  difficulty: number;
  discrimination: number;
  max: number;
}
const bank: Item[] = [];
for (const level of [1, 2, 3] as const)
  for (let i = 0; i < 300; i++)
    bank.push({
      level,
      difficulty: -1.3 + 1.3 * (level - 1) + 0.5 * normal(random),
      discrimination: Math.exp(0.3 * normal(random)),
      max: random() < 0.7 ? 1 : integerBetween(random, 3, 6),
    });
const byLevel = (level: number) => bank.map((item, index) => ({ item, index })).filter((x) => x.item.level === level);
const levelPools = [byLevel(1), byLevel(2), byLevel(3)];

/** Abilities: DSE-like spread around the bank's middle. */
const drawAbility = () => 0.3 + 1.3 * normal(random);

/** The true chance of each mark (above). */
function markChance(theta: number, item: Item): number {
  const known = logistic(item.discrimination * (theta - item.difficulty));
  return item.max === 1 ? 0.25 + 0.75 * known : known;
}

/** Marks won: each mark a trial at its true chance. */
function answer(theta: number, item: Item): number {
  let score = 0;
  for (let m = 0; m < item.max; m++) if (random() < markChance(theta, item)) score++;
  return score;
}

/** How a student picks a paper's level: mixed (uniform), or mostly easy, or mostly hard. */
type Habit = 'mixed' | 'easy' | 'hard';
function paperLevel(habit: Habit): number {
  if (habit === 'mixed') return integerBetween(random, 1, 3);
  const favourite = habit === 'easy' ? 1 : 3;
  return random() < 0.7 ? favourite : integerBetween(random, 1, 3);
}

/** A paper of 10 questions at one level, no question twice for the same student. */
function takePaper(theta: number, level: number, seen: Set<number>) {
  const pool = levelPools[level - 1]!.filter((x) => !seen.has(x.index));
  return sample(random, pool, 10).map(({ item, index }) => {
    seen.add(index);
    return { index, score: answer(theta, item), max: item.max };
  });
}

// ---------- the truth ----------

// The reference (DSE) paper is the whole bank with its true difficulties; a student's true level is where their
// expected share of it falls among the cut scores (Mathematics, the published estimates).
const cutScores: CutScores = MATHS_COMPULSORY_CUT_SCORES;
const cutLevels = dseLevels.slice(1) as Exclude<DseLevel, '1'>[];
/** The true expected share of the reference paper at an ability. */
function trueFraction(theta: number): number {
  let won = 0;
  let total = 0;
  for (const item of bank) {
    won += item.max * markChance(theta, item);
    total += item.max;
  }
  return won / total;
}
/** The ability whose true expected share is `fraction` (bisection: the share rises with ability). */
function trueAbilityFor(fraction: number): number {
  let low = -12;
  let high = 12;
  for (let i = 0; i < 60; i++) {
    const middle = (low + high) / 2;
    if (trueFraction(middle) < fraction) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
const trueCutPoints = cutLevels.map((level) => trueAbilityFor(cutScores[level]));
const trueLevel = (theta: number): DseLevel => dseLevels[trueCutPoints.filter((cut) => theta >= cut).length]!;

// ---------- calibration from logged answers ----------

const started = performance.now();
const responses: RaschResponse[] = [];
for (let person = 0; person < historyStudents; person++) {
  const theta = drawAbility();
  const habit: Habit = (['mixed', 'easy', 'hard'] as const)[person % 3]!;
  const seen = new Set<number>();
  for (let p = 0; p < 8; p++)
    for (const a of takePaper(theta, paperLevel(habit), seen)) responses.push({ person, item: a.index, ...a });
}
const calibration = calibrate(responses, historyStudents, bank.length);
const prior = populationPrior(calibration);
const referencePaper = bank.map((item, i) => ({ difficulty: calibration.difficulties[i]!, max: item.max }));
const cutPoints = abilityCutPoints(cutScores, referencePaper);
const calibratedIn = performance.now() - started;
const trueMean = mean(bank.map((item) => item.difficulty));
// Against the true difficulties (the 3-parameter truth has no exact Rasch counterpart: a rough check of the scale).
const difficultyError = Math.sqrt(
  mean(bank.map((item, i) => (calibration.difficulties[i]! - (item.difficulty - trueMean)) ** 2)),
);

// ---------- today's expected grade: the average through bands made of the same cut scores ----------

const bands = [
  { grade: '1', min: 0, max: cutScores['2'], color: '' },
  ...cutLevels.map((level, i) => ({
    grade: level,
    min: cutScores[level],
    max: i + 1 < cutLevels.length ? cutScores[cutLevels[i + 1]!] : 1,
    color: '',
  })),
];

// ---------- evaluation ----------

interface Shown {
  probabilities: LevelProbabilities;
  likely: DseLevel;
}
const rasch: Array<{ truth: DseLevel; shown: Shown }> = [];
const baseline: Array<{ truth: DseLevel; shown: Shown }> = [];
const oneHot = (level: DseLevel) =>
  Object.fromEntries(dseLevels.map((l) => [l, l === level ? 1 : 0])) as LevelProbabilities;

for (let s = 0; s < evaluated; s++) {
  const theta = drawAbility();
  const habit: Habit = (['mixed', 'easy', 'hard'] as const)[s % 3]!;
  const seen = new Set<number>();
  const answers: AbilityAnswer[] = [];
  let won = 0;
  let total = 0;
  for (let p = 0; p < 5; p++)
    for (const a of takePaper(theta, paperLevel(habit), seen)) {
      answers.push({ difficulty: calibration.difficulties[a.index]!, score: a.score, max: a.max });
      won += a.score;
      total += a.max;
    }
  const truth = trueLevel(theta);
  const level = estimateLevel({ papers: 5, answers }, prior, cutPoints)!;
  rasch.push({ truth, shown: level });
  const grade = expectedGrade(won / total, bands, { papers: 5, markedWritten: 0 })!;
  const gradeLevel = grade.grade as DseLevel;
  baseline.push({ truth, shown: { likely: gradeLevel, probabilities: oneHot(gradeLevel) } });
}

const index = (level: DseLevel) => dseLevels.indexOf(level);
function summarise(rows: Array<{ truth: DseLevel; shown: Shown }>) {
  const exact = rows.filter((r) => r.shown.likely === r.truth).length / rows.length;
  const withinOne = rows.filter((r) => Math.abs(index(r.shown.likely) - index(r.truth)) <= 1).length / rows.length;
  // Reliability diagram: every (student, level) pair, binned by the probability shown, in 10-point bins.
  const bins = Array.from({ length: 10 }, () => ({ shown: 0, happened: 0, count: 0 }));
  for (const r of rows)
    for (const level of dseLevels) {
      const p = r.shown.probabilities[level];
      const bin = bins[Math.min(9, Math.floor(p * 10))]!;
      bin.shown += p;
      bin.happened += r.truth === level ? 1 : 0;
      bin.count++;
    }
  const diagram = bins.map((bin, i) => ({
    bin: `${i * 10}-${i * 10 + 10}`,
    count: bin.count,
    shown: bin.count > 0 ? (100 * bin.shown) / bin.count : null,
    observed: bin.count > 0 ? (100 * bin.happened) / bin.count : null,
  }));
  // Bins with fewer than 30 pairs say more about chance than about calibration.
  const counted = diagram.filter((bin) => bin.count >= 30);
  const maxGap = Math.max(...counted.map((bin) => Math.abs(bin.shown! - bin.observed!)));
  return { exact, withinOne, diagram, maxGap };
}

const raschSummary = summarise(rasch);
const baselineSummary = summarise(baseline);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

console.log(`bench/expected-level  seed ${seed}, ${evaluated} students x 5 papers of 10 questions (levels by habit)`);
console.log(
  `calibration: ${historyStudents} earlier students x 8 papers = ${responses.length} answers, ${calibration.iterations} sweeps` +
    ` (${calibration.converged ? 'converged' : 'NOT converged'}) in ${(calibratedIn / 1000).toFixed(1)} s;` +
    ` difficulty RMSE ${difficultyError.toFixed(3)} logits; prior N(${prior.mean.toFixed(2)}, ${prior.sd.toFixed(2)}²)`,
);
console.log(
  `true level shares: ${dseLevels.map((l) => `${l} ${pct(rasch.filter((r) => r.truth === l).length / rasch.length)}`).join(', ')}`,
);
console.log('');
console.log('                         exact    within one level   reliability max gap (bins >= 30 pairs)');
for (const [name, s] of [
  ['Rasch level + odds', raschSummary],
  ['today: average + bands', baselineSummary],
] as const)
  console.log(
    `${name.padEnd(24)} ${pct(s.exact).padStart(6)}   ${pct(s.withinOne).padStart(8)}           ${s.maxGap.toFixed(1)} points`,
  );
console.log('');
console.log('reliability diagram, Rasch (bin: pairs, mean shown -> observed):');
for (const bin of raschSummary.diagram)
  if (bin.count > 0)
    console.log(
      `  ${bin.bin.padEnd(7)} ${String(bin.count).padStart(6)}  ${bin.shown!.toFixed(1).padStart(5)} -> ${bin.observed!.toFixed(1)}`,
    );

// ---------- the easy paper scored high ----------

/** Five papers at one level for a student of this ability: what today's card and the Rasch card say. */
function fivePapers(theta: number, level: number) {
  const seen = new Set<number>();
  const answers: AbilityAnswer[] = [];
  let won = 0;
  let total = 0;
  for (let p = 0; p < 5; p++)
    for (const a of takePaper(theta, level, seen)) {
      answers.push({ difficulty: calibration.difficulties[a.index]!, score: a.score, max: a.max });
      won += a.score;
      total += a.max;
    }
  return {
    share: won / total,
    today: expectedGrade(won / total, bands, { papers: 5, markedWritten: 0 })!.grade,
    rasch: estimateLevel({ papers: 5, answers }, prior, cutPoints)!,
  };
}

console.log('');
console.log('easy papers scored high (5 papers of level-1 questions, then the same student on 5 of level 3):');
for (const [name, theta] of [
  ['middle of level 4', (trueCutPoints[2]! + trueCutPoints[3]!) / 2],
  ['middle of level 5', (trueCutPoints[3]! + trueCutPoints[4]!) / 2],
] as const) {
  const easy = fivePapers(theta, 1);
  const hard = fivePapers(theta, 3);
  const odds = (p: LevelProbabilities) => dseLevels.map((l) => `${l} ${pct(p[l])}`).join(', ');
  console.log(`  true ${trueLevel(theta)} (${name}, θ ${theta.toFixed(2)}):`);
  console.log(
    `    level 1: scores ${pct(easy.share)}; today ${easy.today}; Rasch ${easy.rasch.likely} (${odds(easy.rasch.probabilities)})`,
  );
  console.log(
    `    level 3: scores ${pct(hard.share)}; today ${hard.today}; Rasch ${hard.rasch.likely} (${odds(hard.rasch.probabilities)})`,
  );
}
