/**
 * bench/review-schedule: the wrong-question notebook scheduled by FSRS (server/modules/statistics/fsrs.ts) against
 * today's fixed steps of 1, 3 and 7 days (common/statistics.ts nextReview), on simulated students whose memory follows
 * a known forgetting curve, over 180 days, in the same run. bench/README.md, "bench/review-schedule".
 *
 *   npx tsx bench/review-schedule.ts            # [--seed 29] [--students 300] [--days 180] [--budget 20] [--target 0.9]
 *
 * The students (the truth, which neither scheduler sees):
 * - each notebook question has a true stability S (days); the chance of recalling it t days after it was last seen is
 *   exp(ln(0.9) · t / S), an exponential curve (FSRS itself assumes a power curve: the model is not the truth's);
 * - answering it wrong first and reading the solution leaves S0 = 1 day × m, where m = the student's memory (log-normal,
 *   sd 0.3) × the question's (log-normal, sd 0.4);
 * - a review recalled at chance p grows it: S ← S · (1 + 4 · m · (1 − p)^0.6), more when the recall was harder (the
 *   spacing effect: ×2.0 at p = 0.9 for m = 1, ×3.6 at p = 0.5); a review forgotten leaves S ← 0.3 · S + 0.5 · m (the
 *   solution read again);
 * - a right answer is slow (rated Hard) when its time, the expected time × log-normal(sd 0.35) × (1 + 1.2 (1 − p)),
 *   passes 1.5 times the expected time: hard recalls are slower;
 * - a student practises on 80% of days; on each practice day of the first 150 they answer 2 new questions wrong on
 *   average (Poisson), which enter the notebook; each takes one break of 10 to 14 days between day 40 and day 120.
 *   On a practice day they do that day's reviews: with FSRS the day's list (planReviewDay: at most the budget, twice
 *   it after a break, the most forgotten first); with the fixed steps every question due (today's notebook has no
 *   budget).
 *
 * FSRS runs twice on the test students: with ts-fsrs's default weights, and with weights fitted (fsrs-fit.ts, the FSRS
 * optimiser, as the nightly job fits them) on the review histories of a first cohort of other students (seed + 1000)
 * scheduled by the defaults: nothing is fitted on the students measured.
 *
 * Matched retention: today's steps keep far less on day 180 than FSRS at 0.90, and reviews per retained item is not
 * flat in retention, so each scheduler is also compared with the FSRS frontier (default weights, the targets in
 * FRONTIER_TARGETS) at the day-180 retention it measured: the two neighbouring targets, each on a share of the
 * questions, mixed to keep that retention.
 *
 * Measured: reviews done; retention at the end (the mean true recall chance of every question that entered, on day
 * 180), "retained items" being its sum; reviews per retained item; the mean recall chance over every day each question
 * spent after entering (how well it was known through the term, not only at the end); and each scheduler's log loss
 * on its own reviews: FSRS predicts its retrievability, the fixed steps their implied retention (0.90: each step is
 * meant to land where recall is still likely; the best constant in hindsight is printed too).
 */
import { type Grade, Rating } from 'ts-fsrs';
import { DAY_MS, hongKongDay } from '../common/statistics-days';
import { nextReview, type ReviewState } from '../common/statistics-rules';
import {
  expectedSeconds,
  type FsrsModel,
  isRetired,
  planReviewDay,
  type ReviewMemory,
  ratingOf,
  retrievability,
  reviewMemory,
  TARGET_RETENTION,
} from '../server/modules/statistics/fsrs';
import { fitWeights, type ReviewHistory } from '../server/modules/statistics/fsrs-fit';
import { integerBetween, normal, numberArgument, seededRandom } from './simulation';

const seed = numberArgument('seed', 29);
const studentCount = numberArgument('students', 300);
const days = numberArgument('days', 180);
const budget = numberArgument('budget', 20);
/** FSRS's target retention: the notebook's is 0.90; other values show the trade-off (bench/README.md). */
const target = numberArgument('target', TARGET_RETENTION);
/** --fit 0 leaves out the fitted weights (their fit takes minutes); --frontier 0 the targets' frontier below. */
const withFit = numberArgument('fit', 1) !== 0;
const withFrontier = numberArgument('frontier', 1) !== 0;
/**
 * The frontier: FSRS with the default weights at these target retentions, so that any scheduler can be compared with
 * FSRS at the retention it measured (a like-for-like "reviews for the same retention"), not only at the target.
 */
const FRONTIER_TARGETS = [0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.88, 0.9, 0.92, 0.94];

const firstDay = hongKongDay(Date.UTC(2026, 8, 1, 4));
const HOUR = 3_600_000;
/** Practice at 19:00 Hong Kong time, reviews right after it. */
const practiceAt = (day: number) => firstDay + day * DAY_MS + 19 * HOUR;
const reviewAt = (day: number) => firstDay + day * DAY_MS + 20 * HOUR;

// ---------- the world, the same for both schedulers ----------

interface StudentWorld {
  memory: number;
  /** practice days */
  active: boolean[];
  /** per day, the new wrong questions: their own memory factor and expected seconds */
  arrivals: Array<Array<{ factor: number; expected: number }>>;
  breakFrom: number;
}

function poisson(random: () => number, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = random();
  while (p > limit) {
    k++;
    p *= random();
  }
  return k;
}

/** The students of one cohort: the test cohort is built from the seed, the fitting cohort from another. */
function buildWorld(worldSeed: number): StudentWorld[] {
  const world: StudentWorld[] = [];
  const random = seededRandom(worldSeed);
  for (let s = 0; s < studentCount; s++) {
    const breakFrom = integerBetween(random, 40, 120);
    const breakLength = integerBetween(random, 10, 14);
    const active = Array.from(
      { length: days },
      (_, d) => !(d >= breakFrom && d < breakFrom + breakLength) && random() < 0.8,
    );
    const arrivals = Array.from({ length: days }, (_, d) =>
      active[d] && d < 150
        ? Array.from({ length: poisson(random, 2) }, () => {
            const mc = random() < 0.7;
            return {
              factor: Math.exp(0.4 * normal(random)),
              // The level scales the true time and the Hard threshold alike, so one level stands for all.
              expected: expectedSeconds({
                type: mc ? 'mc' : 'short',
                totalScore: mc ? 1 : integerBetween(random, 2, 6),
                level: 2,
              }),
            };
          })
        : [],
    );
    world.push({ memory: Math.exp(0.3 * normal(random)), active, arrivals, breakFrom });
  }
  return world;
}
const world = buildWorld(seed);
/** Other students (another seed), whose reviews the weights are fitted on: none of them is in the test cohort. */
const fittingWorld = buildWorld(seed + 1000);

// ---------- the truth of one question ----------

interface TrueItem {
  m: number;
  stability: number;
  lastSeenAt: number;
  expected: number;
}
const recallChance = (item: TrueItem, at: number) =>
  Math.exp((Math.log(0.9) * Math.max(0, at - item.lastSeenAt)) / DAY_MS / item.stability);

/**
 * How much a recall's gain shrinks as the memory is already stable: the gain is multiplied by S^-saturation. 0 is the
 * plain truth above; 0.2 is the "saturating" truth, where a memory already stable gains less from a review, as
 * SuperMemo's and FSRS's own fits to review logs find (FSRS's stability increase carries S^-w9). Each run measures
 * both, so no figure rests on one choice of truth.
 */
let saturation = 0;

/** A review of a question: whether it is recalled and how long it took; the true memory moves on. */
function review(item: TrueItem, at: number, random: () => number) {
  const p = recallChance(item, at);
  const right = random() < p;
  const seconds = item.expected * Math.exp(0.35 * normal(random)) * (1 + 1.2 * (1 - p));
  item.stability = right
    ? item.stability * (1 + 4 * item.m * (1 - p) ** 0.6 * item.stability ** -saturation)
    : 0.3 * item.stability + 0.5 * item.m;
  item.lastSeenAt = at;
  return { p, right, seconds };
}

// ---------- a scheduler ----------

interface Scheduler<State> {
  name: string;
  enter(at: number): State;
  /** the questions to review at `at` among those in the notebook; null state = left the notebook */
  plan(items: Array<{ id: number; state: State }>, at: number): number[];
  predict(state: State, at: number): number;
  update(state: State, answer: { right: boolean; seconds: number; expected: number }, at: number): State | null;
}

/**
 * FSRS with a model (its target retention and weights: the defaults, or fitted). With `log`, each question's answers
 * are kept as the notebook's history of it (its entering Again, then each review's rating), as the nightly job reads
 * them from the papers.
 */
function fsrsScheduler(
  name: string,
  model: FsrsModel,
  log?: ReviewHistory[],
): Scheduler<{ memory: ReviewMemory; history: ReviewHistory | null }> {
  return {
    name,
    enter: (at) => {
      const history = log ? [{ at, rating: Rating.Again as Grade }] : null;
      if (history) log!.push(history);
      return { memory: reviewMemory(null, Rating.Again, at, model), history };
    },
    plan: (items, at) =>
      planReviewDay(
        items.map((item) => ({ questionId: String(item.id), memory: item.state.memory })),
        at,
        budget,
        0,
        model,
      ).map((planned) => Number(planned.questionId)),
    predict: (state, at) => retrievability(state.memory, at, model),
    update: (state, answer, at) => {
      const rating = ratingOf({ right: answer.right, seconds: answer.seconds, expectedSeconds: answer.expected });
      state.history?.push({ at, rating });
      const next = reviewMemory(state.memory, rating, at, model);
      return answer.right && isRetired(next) ? null : { memory: next, history: state.history };
    },
  };
}
const defaultModel: FsrsModel = { targetRetention: target, weights: null };

const fixedScheduler: Scheduler<ReviewState> = {
  name: 'fixed steps 1-3-7 (today)',
  enter: (at) => nextReview(null, false, at)!,
  plan: (items, at) => items.filter((item) => item.state.dueAt <= at).map((item) => item.id),
  predict: () => TARGET_RETENTION,
  update: (state, answer, at) => nextReview(state, answer.right, at),
};

/**
 * A reference, not today's notebook: the same fixed steps carried on, doubling (1, 3, 7, 14, 30, 60, 120 days; wrong
 * starts over), so that fixed steps too hold the questions through the term and the two can be compared at a like
 * retention.
 */
const LADDER = [1, 3, 7, 14, 30, 60, 120];
const ladderScheduler: Scheduler<{ step: number; dueAt: number }> = {
  name: 'fixed steps to 120 days',
  enter: (at) => ({ step: 0, dueAt: hongKongDay(at) + DAY_MS }),
  plan: (items, at) => items.filter((item) => item.state.dueAt <= at).map((item) => item.id),
  predict: () => TARGET_RETENTION,
  update: (state, answer, at) => {
    if (!answer.right) return { step: 0, dueAt: hongKongDay(at) + DAY_MS };
    const step = state.step + 1;
    return step >= LADDER.length ? null : { step, dueAt: hongKongDay(at) + LADDER[step]! * DAY_MS };
  },
};

interface Outcome {
  reviews: number;
  entered: number;
  endRetention: number;
  meanRetention: number;
  logLoss: number;
  hindsightLogLoss: number;
  meanPredicted: number;
  observedRecall: number;
  busiestDay: number;
  busiestDayAfterBreak: number;
  inNotebookAtEnd: number;
}

/** What a run adds up across students and days, before it is divided into the outcome. */
interface Tally {
  reviews: number;
  entered: number;
  endSum: number;
  daySum: number;
  dayCount: number;
  lossSum: number;
  predictedSum: number;
  recalled: number;
  busiestDay: number;
  busiestDayAfterBreak: number;
  inNotebookAtEnd: number;
}

function run<State>(scheduler: Scheduler<State>, students: StudentWorld[] = world): Outcome {
  const random = seededRandom(seed + 1);
  const tally: Tally = {
    reviews: 0,
    entered: 0,
    endSum: 0,
    daySum: 0,
    dayCount: 0,
    lossSum: 0,
    predictedSum: 0,
    recalled: 0,
    busiestDay: 0,
    busiestDayAfterBreak: 0,
    inNotebookAtEnd: 0,
  };
  for (const student of students) simulateStudent(scheduler, student, tally, random);
  const { reviews, recalled } = tally;
  const observed = recalled / reviews;
  const hindsight =
    reviews === 0 ? 0 : -(recalled * Math.log(observed) + (reviews - recalled) * Math.log(1 - observed)) / reviews;
  return {
    reviews,
    entered: tally.entered,
    endRetention: tally.endSum / tally.entered,
    meanRetention: tally.daySum / tally.dayCount,
    logLoss: tally.lossSum / reviews,
    hindsightLogLoss: hindsight,
    meanPredicted: tally.predictedSum / reviews,
    observedRecall: observed,
    busiestDay: tally.busiestDay,
    busiestDayAfterBreak: tally.busiestDayAfterBreak,
    inNotebookAtEnd: tally.inNotebookAtEnd,
  };
}

/** One student's days: the scheduler's reviews on active days, new questions entering, how well each is known. */
function simulateStudent<State>(
  scheduler: Scheduler<State>,
  student: StudentWorld,
  tally: Tally,
  random: () => number,
): void {
  const truths: TrueItem[] = [];
  const states: Array<State | null> = [];
  for (let d = 0; d < days; d++) {
    if (student.active[d]) {
      reviewDay(scheduler, student, d, { truths, states }, tally, random);
      for (const arrival of student.arrivals[d]!) {
        const m = student.memory * arrival.factor;
        truths.push({ m, stability: m, lastSeenAt: practiceAt(d), expected: arrival.expected });
        states.push(scheduler.enter(practiceAt(d)));
        tally.entered++;
      }
    }
    // How well every question that has entered is known at the end of the day.
    for (const truth of truths) {
      tally.daySum += recallChance(truth, firstDay + (d + 1) * DAY_MS);
      tally.dayCount++;
    }
  }
  for (const truth of truths) tally.endSum += recallChance(truth, firstDay + days * DAY_MS);
  tally.inNotebookAtEnd += states.filter((state) => state !== null).length;
}

/** Day `d`'s reviews: what the scheduler plans, each answered by the true memory and scored against its prediction. */
function reviewDay<State>(
  scheduler: Scheduler<State>,
  student: StudentWorld,
  d: number,
  { truths, states }: { truths: TrueItem[]; states: Array<State | null> },
  tally: Tally,
  random: () => number,
): void {
  const at = reviewAt(d);
  const inNotebook = states.flatMap((state, id) => (state === null ? [] : [{ id, state }]));
  const todays = scheduler.plan(inNotebook, at);
  tally.busiestDay = Math.max(tally.busiestDay, todays.length);
  if (d >= student.breakFrom && d < student.breakFrom + 30)
    tally.busiestDayAfterBreak = Math.max(tally.busiestDayAfterBreak, todays.length);
  for (const id of todays) {
    const state = states[id]!;
    const predicted = Math.min(1 - 1e-6, Math.max(1e-6, scheduler.predict(state, at)));
    const answer = review(truths[id]!, at, random);
    tally.reviews++;
    tally.predictedSum += predicted;
    tally.recalled += answer.right ? 1 : 0;
    tally.lossSum -= answer.right ? Math.log(predicted) : Math.log(1 - predicted);
    states[id] = scheduler.update(state, { ...answer, expected: truths[id]!.expected }, at);
  }
}

const perRetained = (o: Outcome) => o.reviews / (o.endRetention * o.entered);

/**
 * FSRS's (default weights) reviews per retained item at a day-180 retention: the two frontier targets around it, each
 * scheduling a share of the questions so that together they keep that retention (reviews and retention add up over
 * the questions, so the mix is a schedule FSRS can run, unlike a straight line through reviews per retained item);
 * the targets are named, as the curve is not flat and at low targets the default weights' power curve over-predicts
 * the truth's recall. Null outside the frontier.
 */
function onFrontier(frontier: Outcome[], retention: number): { perRetained: number; between: string } | null {
  const points = frontier
    .map((outcome, i) => ({ outcome, target: FRONTIER_TARGETS[i]! }))
    .sort((a, b) => a.outcome.endRetention - b.outcome.endRetention);
  for (let i = 1; i < points.length; i++) {
    const [low, high] = [points[i - 1]!.outcome, points[i]!.outcome];
    if (retention < low.endRetention || retention > high.endRetention) continue;
    const share = (retention - low.endRetention) / (high.endRetention - low.endRetention || 1);
    const reviewsPerQuestion =
      low.reviews / low.entered + share * (high.reviews / high.entered - low.reviews / low.entered);
    return {
      perRetained: reviewsPerQuestion / retention,
      between: `targets ${points[i - 1]!.target.toFixed(2)} and ${points[i]!.target.toFixed(2)}`,
    };
  }
  return null;
}

const saving = (perRetainedOf: number, baseline: number) => {
  const fraction = 1 - perRetainedOf / baseline;
  return `${(100 * Math.abs(fraction)).toFixed(1)}% ${fraction >= 0 ? 'fewer' : 'more'}`;
};

const printRow = (name: string, o: Outcome) =>
  console.log(
    `${name.padEnd(28)} ${String(o.reviews).padStart(7)}   ${(o.reviews / o.entered).toFixed(2).padStart(12)}  ${(100 * o.endRetention).toFixed(1).padStart(16)}%  ${(100 * o.meanRetention).toFixed(1).padStart(13)}%  ${perRetained(o).toFixed(2).padStart(16)}  ${o.logLoss.toFixed(4).padStart(8)} (${o.hindsightLogLoss.toFixed(4)})        ${o.meanPredicted.toFixed(3)} / ${o.observedRecall.toFixed(3)}      ${o.busiestDay} (${o.busiestDayAfterBreak})`,
  );

const started = performance.now();
console.log(`bench/review-schedule  seed ${seed}, ${studentCount} students, ${days} days, budget ${budget}/day`);
for (const truth of [0, 0.2]) {
  saturation = truth;
  const defaultScheduler = fsrsScheduler(`FSRS default (${target.toFixed(2)})`, defaultModel);
  const fsrsOutcome = run(defaultScheduler);
  const fixedOutcome = run(fixedScheduler);
  const ladderOutcome = run(ladderScheduler);
  const rows: Array<[string, Outcome]> = [[defaultScheduler.name, fsrsOutcome]];
  let fitted: { outcome: Outcome; weights: number[]; log: ReviewHistory[]; seconds: number } | null = null;
  if (withFit) {
    // The fitting cohort runs the notebook as it starts (default weights); its reviews are what the job would read.
    const log: ReviewHistory[] = [];
    const fitStarted = performance.now();
    run(fsrsScheduler('fitting cohort', defaultModel, log), fittingWorld);
    const weights = await fitWeights(log);
    const seconds = (performance.now() - fitStarted) / 1000;
    const fittedScheduler = fsrsScheduler(`FSRS fitted (${target.toFixed(2)})`, { targetRetention: target, weights });
    fitted = { outcome: run(fittedScheduler), weights, log, seconds };
    rows.push([fittedScheduler.name, fitted.outcome]);
  }
  rows.push([fixedScheduler.name, fixedOutcome], [ladderScheduler.name, ladderOutcome]);
  const frontier = withFrontier
    ? FRONTIER_TARGETS.map((t) =>
        t === target ? fsrsOutcome : run(fsrsScheduler('frontier', { targetRetention: t, weights: null })),
      )
    : [];
  console.log('');
  console.log(
    `truth: ${truth === 0 ? 'plain' : `saturating (S^-${truth})`}; ${fsrsOutcome.entered} questions entered the notebook`,
  );
  console.log(
    'scheduler                    reviews   per question  retention day 180  mean retention  reviews/retained  log loss (hindsight const)  predicted/observed  busiest day (after break)',
  );
  for (const [name, o] of rows) printRow(name, o);
  for (const [i, t] of FRONTIER_TARGETS.entries())
    if (t !== target) printRow(`FSRS default (${t.toFixed(2)}, frontier)`, frontier[i]!);
  const fixedPerRetained = perRetained(fixedOutcome);
  console.log(
    `FSRS (default weights) needs ${saving(perRetained(fsrsOutcome), fixedPerRetained)} reviews per retained question than today's steps, ${saving(perRetained(fsrsOutcome), perRetained(ladderOutcome))} than the steps carried to 120 days (goal: 20% fewer than today's)`,
  );
  if (fitted)
    console.log(
      `FSRS (fitted weights) needs ${saving(perRetained(fitted.outcome), fixedPerRetained)} reviews per retained question than today's steps, ${saving(perRetained(fitted.outcome), perRetained(ladderOutcome))} than the steps carried to 120 days, ${saving(perRetained(fitted.outcome), perRetained(fsrsOutcome))} than with the default weights`,
    );
  if (withFrontier) {
    // Like for like: each scheduler against FSRS (default weights) at the retention the scheduler itself kept.
    const matched: Array<[string, Outcome]> = [
      ["today's steps", fixedOutcome],
      ['the steps carried to 120 days', ladderOutcome],
      ...(fitted ? ([['FSRS fitted', fitted.outcome]] as Array<[string, Outcome]>) : []),
    ];
    for (const [name, o] of matched) {
      const fsrsThere = onFrontier(frontier, o.endRetention);
      console.log(
        fsrsThere === null
          ? `at the retention of ${name} (${(100 * o.endRetention).toFixed(1)}% on day 180) the frontier has no point`
          : `at the retention of ${name} (${(100 * o.endRetention).toFixed(1)}% on day 180) FSRS (default weights, between ${fsrsThere.between}) needs ${fsrsThere.perRetained.toFixed(2)} reviews per retained question: ${name} ${perRetained(o).toFixed(2)}, FSRS ${saving(fsrsThere.perRetained, perRetained(o))}`,
      );
    }
  }
  if (fitted)
    console.log(
      `fitted on ${fitted.log.length} questions (${fitted.log.reduce((n, h) => n + h.length - 1, 0)} reviews) of ${fittingWorld.length} other students in ${fitted.seconds.toFixed(1)} s: w = [${fitted.weights.map((w) => w.toFixed(3)).join(', ')}]`,
    );
}
console.log('');
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
