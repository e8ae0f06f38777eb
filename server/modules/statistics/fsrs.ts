import { type Card, createEmptyCard, fsrs, type Grade, Rating, State } from 'ts-fsrs';
import { DAY_MS, hongKongDay } from '../../../common/statistics-days';

/**
 * The wrong-question notebook's memory model (issue 29, point 1; docs/product-rules.md, "The wrong-question
 * notebook"): each question in it carries an FSRS memory state (ts-fsrs, FSRS-6 with its default weights, or
 * those the nightly job fitted to the notebook's own reviews: fsrs-fit.ts), and comes
 * back when the student's chance of recalling it falls to the target retention, 0.90, instead of after fixed steps of
 * 1, 3 and 7 days. Everything here is pure; the notebook's rows carry the state (migration 0024).
 *
 * The scheduler works in whole Hong Kong days, as the notebook always has: no minute-long learning steps (a review is
 * a short practice the student starts, not a flashcard flipped twice in ten minutes), no fuzz (the daily budget
 * already spreads the load, and a repeatable schedule is easier to explain and to test), and nothing scheduled beyond
 * a year: a DSE candidate's horizon.
 */

export const TARGET_RETENTION = 0.9;
export const MAXIMUM_INTERVAL_DAYS = 365;
/** A question remembered this well (90% recall still likely after half a year) leaves the notebook. */
export const RETIRE_STABILITY_DAYS = 180;
/** Reviews a student is shown a day by default; after a break a day shows at most twice as many. */
export const DEFAULT_DAILY_BUDGET = 20;

/**
 * What the scheduler runs on: the target retention, and FSRS-6's 21 weights, either fitted to the notebook's own
 * reviews by the nightly job (fsrs-fit.ts) or null for ts-fsrs's defaults.
 */
export interface FsrsModel {
  targetRetention: number;
  weights: readonly number[] | null;
}
export const DEFAULT_MODEL: FsrsModel = { targetRetention: TARGET_RETENTION, weights: null };

const schedulers = new Map<string, ReturnType<typeof fsrs>>();
/** The scheduler of a model (the notebook's target is TARGET_RETENTION; the bench tries others). */
function schedulerFor(model: FsrsModel) {
  const key = `${model.targetRetention}|${model.weights?.join(',') ?? 'default'}`;
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    // The weights change at most nightly: a few models at a time, never a growing pile.
    if (schedulers.size >= 16) schedulers.clear();
    scheduler = fsrs({
      request_retention: model.targetRetention,
      maximum_interval: MAXIMUM_INTERVAL_DAYS,
      enable_fuzz: false,
      enable_short_term: false,
      ...(model.weights ? { w: [...model.weights] } : {}),
    });
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

/**
 * ts-fsrs counts elapsed days between UTC calendar dates; the notebook's days are Hong Kong days (UTC+8, no daylight
 * saving). Handing it times moved on by 8 hours makes its calendar days ours: an answer at 10:00 and a review at 01:00
 * the next Hong Kong morning are one day apart, not zero.
 */
const HONG_KONG_OFFSET_MS = 8 * 3_600_000;
const onFsrsClock = (time: number) => new Date(time + HONG_KONG_OFFSET_MS);

/** What a notebook row keeps of a question's memory. Times are ms since the epoch. */
export interface ReviewMemory {
  /** days until recall falls to 90% */
  stability: number;
  /** FSRS difficulty, 1 (easy) to 10 (hard) */
  difficulty: number;
  reps: number;
  lapses: number;
  /** FSRS state: 0 new, 1 learning, 2 review, 3 relearning */
  state: number;
  lastReviewAt: number;
  /** the start of the Hong Kong day it is due */
  dueAt: number;
}

// ---------- the rating ----------

/**
 * Seconds a question is expected to take, from the DSE papers' pace: an MC question 90 s (Mathematics paper 2 gives
 * 100 s a question, Economics paper 1 80 s); a written question 75 s a mark (Mathematics paper 1: 135 minutes for 105
 * marks, the sciences' and Economics' paper 1 and 2: 150 minutes for about 120). That pace is a whole paper's, whose
 * questions run from easy to hard, so it is the middle level's: a level-1 question is expected in three quarters of
 * it, a level-3 (multi-step) one in a quarter more (LEVEL_PACE; docs/product-rules.md, "Time on a question").
 */
export function expectedSeconds(question: { type: string; totalScore: number; level: number }): number {
  const pace = question.type === 'mc' ? 90 : 75 * Math.max(1, question.totalScore);
  return pace * (LEVEL_PACE[question.level] ?? 1);
}

/** The expected time's share of the DSE pace at each level (1 easy, 2 middle, 3 hard). */
export const LEVEL_PACE: Readonly<Record<number, number>> = { 1: 0.75, 2: 1, 3: 1.25 };

/** A right answer slower than this many times the expected time was hard-won: rated Hard, not Good. */
export const SLOW_FACTOR = 1.5;

/**
 * An answer's FSRS rating: wrong (not full marks) is Again; right is Good, or Hard when slow (more than SLOW_FACTOR
 * times the expected time). Easy is never guessed: a quick right answer may be a lucky one, and Easy stretches the next
 * interval the most. An answer whose time was not measured (`seconds` null) is Good when right.
 */
export function ratingOf(answer: { right: boolean; seconds: number | null; expectedSeconds: number }): Grade {
  if (!answer.right) return Rating.Again;
  if (answer.seconds !== null && answer.seconds > SLOW_FACTOR * answer.expectedSeconds) return Rating.Hard;
  return Rating.Good;
}

// ---------- the memory ----------

function toCard(memory: ReviewMemory): Card {
  return {
    due: onFsrsClock(memory.dueAt),
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: 0,
    scheduled_days: Math.max(0, Math.round((memory.dueAt - hongKongDay(memory.lastReviewAt)) / DAY_MS)),
    learning_steps: 0,
    reps: memory.reps,
    lapses: memory.lapses,
    state: memory.state as State,
    last_review: onFsrsClock(memory.lastReviewAt),
  };
}

/**
 * The memory after an answer: from nothing (a question entering the notebook, usually with Again) or from its
 * current state. The next review falls on the start of the Hong Kong day the interval reaches, as the fixed steps
 * did, so a question due "in 3 days" is due all of that day.
 */
export function reviewMemory(
  current: ReviewMemory | null,
  rating: Grade,
  answeredAt: number,
  model: FsrsModel = DEFAULT_MODEL,
): ReviewMemory {
  const card = current ? toCard(current) : createEmptyCard(onFsrsClock(answeredAt));
  const { card: next } = schedulerFor(model).next(card, onFsrsClock(answeredAt), rating);
  return {
    stability: next.stability,
    difficulty: next.difficulty,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReviewAt: answeredAt,
    dueAt: hongKongDay(answeredAt) + next.scheduled_days * DAY_MS,
  };
}

/** The chance, 0 to 1, that the student recalls the question at `now` (FSRS's forgetting curve). */
export function retrievability(memory: ReviewMemory, now: number, model: FsrsModel = DEFAULT_MODEL): number {
  if (now <= memory.lastReviewAt) return 1;
  return schedulerFor(model).get_retrievability(toCard(memory), onFsrsClock(now), false);
}

/** Whether a question is remembered well enough to leave the notebook (after a right answer). */
export function isRetired(memory: ReviewMemory): boolean {
  return memory.stability >= RETIRE_STABILITY_DAYS;
}

/** The fields `GET /api/review-queue` adds to each item. */
export function memoryView(memory: ReviewMemory, now: number, model: FsrsModel = DEFAULT_MODEL) {
  return {
    dueAt: memory.dueAt,
    stability: memory.stability,
    difficulty: memory.difficulty,
    retrievability: retrievability(memory, now, model),
  };
}

/**
 * A row written by the fixed steps (step 0-2 of 1, 3, 7 days, before migration 0024) as FSRS memory: its wrong answer
 * and then one Good review per step passed, replayed on the days the steps imply, so its due date stays where it was
 * and it joins the new schedule at its next review.
 */
export function memoryFromSteps(step: number, dueAt: number): ReviewMemory {
  const intervals = [1, 3, 7];
  const passed = intervals.slice(0, step + 1).reduce((s, x) => s + x, 0);
  let at = dueAt - passed * DAY_MS;
  let memory = reviewMemory(null, Rating.Again, at);
  for (let s = 1; s <= step; s++) {
    at += intervals[s - 1]! * DAY_MS;
    memory = reviewMemory(memory, Rating.Good, at);
  }
  return { ...memory, dueAt };
}

/** A notebook row's memory columns (migration 0024); all null on a row the fixed steps wrote. */
export interface MemoryColumns {
  stability: number | null;
  difficulty: number | null;
  reps: number | null;
  lapses: number | null;
  memoryState: number | null;
  lastReviewAt: number | null;
}

/** The memory of a notebook row: its own columns, or, on a row from the fixed steps, memoryFromSteps. */
export function memoryOfRow(row: MemoryColumns & { step: number; dueAt: number }): ReviewMemory {
  if (row.stability === null || row.difficulty === null || row.lastReviewAt === null)
    return memoryFromSteps(row.step, Number(row.dueAt));
  return {
    stability: row.stability,
    difficulty: row.difficulty,
    reps: row.reps ?? 0,
    lapses: row.lapses ?? 0,
    state: row.memoryState ?? State.Review,
    lastReviewAt: Number(row.lastReviewAt),
    dueAt: Number(row.dueAt),
  };
}

/** A memory as a notebook row's columns. */
export function rowOfMemory(memory: ReviewMemory): MemoryColumns & { dueAt: number } {
  return {
    stability: memory.stability,
    difficulty: memory.difficulty,
    reps: memory.reps,
    lapses: memory.lapses,
    memoryState: memory.state,
    lastReviewAt: memory.lastReviewAt,
    dueAt: memory.dueAt,
  };
}

// ---------- the day's reviews ----------

export interface DueCandidate {
  questionId: string;
  memory: ReviewMemory;
}

/**
 * The reviews a student is shown today: the questions due by now, the most forgotten (lowest retrievability) first,
 * at most `budget` of them; on a day when some have waited since before today (after a break) at most twice the
 * budget, so a backlog is caught up over a few days instead of landing at once. What is not shown stays due and
 * comes first on a later day, being the more forgotten by then. Reviews already done today count against the limit.
 */
export function planReviewDay(
  items: readonly DueCandidate[],
  now: number,
  budget = DEFAULT_DAILY_BUDGET,
  /** reviews already done today: they count against the day's limit */
  alreadyDone = 0,
  model: FsrsModel = DEFAULT_MODEL,
): { questionId: string; retrievability: number }[] {
  const today = hongKongDay(now);
  const due = items.filter((item) => item.memory.dueAt <= now);
  const hasBacklog = due.some((item) => item.memory.dueAt < today);
  const limit = Math.max(0, (hasBacklog ? 2 * budget : budget) - alreadyDone);
  return due
    .map((item) => ({ questionId: item.questionId, retrievability: retrievability(item.memory, now, model) }))
    .sort((a, b) => a.retrievability - b.retrievability || (a.questionId < b.questionId ? -1 : 1))
    .slice(0, limit);
}

// ---------- the variant ----------

export interface BankQuestion {
  id: string;
  chapterId: string;
  type: string;
  level: number;
}

/**
 * The question a review shows: an unseen bank question of the same chapter, type and level when the bank has one
 * (so the student recalls the method, not the answer), else the question itself. Among several, the first by id, so
 * the same review shows the same variant until it is answered; the caller passes every question the student has seen
 * (answered on any paper), which the chosen one then joins.
 */
export function chooseVariant(
  question: BankQuestion,
  bank: readonly BankQuestion[],
  seen: ReadonlySet<string>,
): string {
  const variants = bank
    .filter(
      (q) =>
        q.id !== question.id &&
        !seen.has(q.id) &&
        q.chapterId === question.chapterId &&
        q.type === question.type &&
        q.level === question.level,
    )
    .map((q) => q.id)
    .sort();
  return variants[0] ?? question.id;
}
