import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { DAY_MS, hongKongDay } from '../../../common/statistics-days';
import {
  chooseVariant,
  expectedSeconds,
  isRetired,
  memoryFromSteps,
  memoryOfRow,
  memoryView,
  planReviewDay,
  RETIRE_STABILITY_DAYS,
  type ReviewMemory,
  ratingOf,
  retrievability,
  reviewMemory,
  rowOfMemory,
} from './fsrs';

// 10:00 in Hong Kong on 2 March 2026.
const answeredAt = Date.UTC(2026, 2, 2, 2, 0);
const day = hongKongDay(answeredAt);

/** A memory due `dueInDays` from `day`, reviewed `reviewedDaysAgo` before it, of the given stability. */
function memory(overrides: Partial<ReviewMemory> = {}): ReviewMemory {
  return {
    stability: 5,
    difficulty: 5,
    reps: 3,
    lapses: 0,
    state: 2,
    lastReviewAt: day - 5 * DAY_MS,
    dueAt: day,
    ...overrides,
  };
}

describe('the notebook’s FSRS rating', () => {
  it('rates a wrong answer Again', () => {
    expect(ratingOf({ right: false, seconds: 10, expectedSeconds: 90 })).toBe(Rating.Again);
  });

  it('rates a right answer Good', () => {
    expect(ratingOf({ right: true, seconds: 90, expectedSeconds: 90 })).toBe(Rating.Good);
  });

  it('rates a right answer Hard when it took more than 1.5 times the expected time', () => {
    expect(ratingOf({ right: true, seconds: 136, expectedSeconds: 90 })).toBe(Rating.Hard);
    expect(ratingOf({ right: true, seconds: 135, expectedSeconds: 90 })).toBe(Rating.Good);
  });

  it('never guesses Easy, however quick', () => {
    expect(ratingOf({ right: true, seconds: 1, expectedSeconds: 90 })).toBe(Rating.Good);
  });

  it('rates a right answer without a measured time Good', () => {
    expect(ratingOf({ right: true, seconds: null, expectedSeconds: 90 })).toBe(Rating.Good);
  });

  it('expects 90 s for a middle-level MC question and 75 s a mark for a written one, less when easy, more when hard', () => {
    expect(expectedSeconds({ type: 'mc', totalScore: 1, level: 2 })).toBe(90);
    expect(expectedSeconds({ type: 'long', totalScore: 8, level: 2 })).toBe(600);
    expect(expectedSeconds({ type: 'mc', totalScore: 1, level: 1 })).toBe(67.5);
    expect(expectedSeconds({ type: 'mc', totalScore: 1, level: 3 })).toBe(112.5);
    expect(expectedSeconds({ type: 'short', totalScore: 4, level: 3 })).toBe(375);
  });
});

describe('the notebook’s FSRS memory', () => {
  it('brings a question answered wrong back the next Hong Kong day', () => {
    const first = reviewMemory(null, Rating.Again, answeredAt);
    expect(first.dueAt).toBe(day + DAY_MS);
    expect(first.lapses).toBe(0);
    expect(first.reps).toBe(1);
    expect(first.lastReviewAt).toBe(answeredAt);
  });

  it('lengthens the interval after each right review', () => {
    let m = reviewMemory(null, Rating.Again, answeredAt);
    const intervals: number[] = [];
    for (let i = 0; i < 4; i++) {
      const at = m.dueAt + 3_600_000;
      const next = reviewMemory(m, Rating.Good, at);
      intervals.push((next.dueAt - hongKongDay(at)) / DAY_MS);
      expect(next.stability).toBeGreaterThan(m.stability);
      m = next;
    }
    expect(intervals).toEqual([...intervals].sort((a, b) => a - b));
    expect(intervals[3]!).toBeGreaterThan(7);
  });

  it('gives a slow right answer a shorter interval than a quick one', () => {
    const m = reviewMemory(reviewMemory(null, Rating.Again, answeredAt), Rating.Good, answeredAt + 3 * DAY_MS);
    const at = m.dueAt + 3_600_000;
    expect(reviewMemory(m, Rating.Hard, at).dueAt).toBeLessThan(reviewMemory(m, Rating.Good, at).dueAt);
  });

  it('counts a lapse and shortens the interval when a reviewed question is forgotten', () => {
    const m = memory({ stability: 20, dueAt: day + 20 * DAY_MS, lastReviewAt: day });
    const at = day + 20 * DAY_MS + 3_600_000;
    const next = reviewMemory(m, Rating.Again, at);
    expect(next.lapses).toBe(1);
    expect(next.stability).toBeLessThan(20);
    expect(next.dueAt - hongKongDay(at)).toBeLessThanOrEqual(7 * DAY_MS);
  });

  it('tells the chance of recall: 1 just after a review, about 0.9 one stability later', () => {
    const m = memory({ stability: 10, lastReviewAt: day });
    expect(retrievability(m, day)).toBe(1);
    expect(retrievability(m, day + 10 * DAY_MS)).toBeCloseTo(0.9, 2);
    expect(retrievability(m, day + 30 * DAY_MS)).toBeLessThan(0.9);
  });

  it('shows dueAt, stability, difficulty and retrievability for the review queue', () => {
    const m = memory({ stability: 10, difficulty: 4.2, lastReviewAt: day, dueAt: day + 10 * DAY_MS });
    const view = memoryView(m, day + 10 * DAY_MS);
    expect(view).toMatchObject({ dueAt: day + 10 * DAY_MS, stability: 10, difficulty: 4.2 });
    expect(view.retrievability).toBeGreaterThan(0);
    expect(view.retrievability).toBeLessThanOrEqual(1);
  });

  it('retires a question once it is remembered for half a year', () => {
    expect(isRetired(memory({ stability: RETIRE_STABILITY_DAYS }))).toBe(true);
    expect(isRetired(memory({ stability: RETIRE_STABILITY_DAYS - 1 }))).toBe(false);
  });

  it('reads a row’s memory back from its columns, and a fixed-steps row from its step', () => {
    const m = reviewMemory(null, Rating.Again, answeredAt);
    expect(memoryOfRow({ ...rowOfMemory(m), step: 0 })).toEqual(m);
    const legacy = {
      stability: null,
      difficulty: null,
      reps: null,
      lapses: null,
      memoryState: null,
      lastReviewAt: null,
    };
    expect(memoryOfRow({ ...legacy, step: 1, dueAt: day })).toEqual(memoryFromSteps(1, day));
  });

  it('carries a fixed-steps row over with its due date', () => {
    const dueAt = day + 7 * DAY_MS;
    const m = memoryFromSteps(2, dueAt);
    expect(m.dueAt).toBe(dueAt);
    expect(m.reps).toBe(3);
    expect(m.lastReviewAt).toBe(dueAt - 7 * DAY_MS);
    expect(m.stability).toBeGreaterThan(memoryFromSteps(0, dueAt).stability);
  });
});

describe('the day’s reviews', () => {
  const now = day + 10 * 3_600_000;
  const due = (id: string, stability: number, dueAt = day) => ({
    questionId: id,
    memory: memory({ stability, dueAt, lastReviewAt: dueAt - 5 * DAY_MS }),
  });

  it('shows only questions due by now', () => {
    const plan = planReviewDay([due('a', 5), due('b', 5, day + DAY_MS)], now);
    expect(plan.map((p) => p.questionId)).toEqual(['a']);
  });

  it('shows the most forgotten first', () => {
    const plan = planReviewDay([due('strong', 50), due('weak', 1), due('middle', 5)], now);
    expect(plan.map((p) => p.questionId)).toEqual(['weak', 'middle', 'strong']);
    expect(plan[0]!.retrievability).toBeLessThan(plan[1]!.retrievability);
  });

  it('holds a normal day to the budget', () => {
    const items = Array.from({ length: 30 }, (_, i) => due(`q${String(i).padStart(2, '0')}`, 1 + i));
    expect(planReviewDay(items, now, 20)).toHaveLength(20);
  });

  it('holds a day after a break to twice the budget, most forgotten first', () => {
    // A week away: 100 questions overdue.
    const items = Array.from({ length: 100 }, (_, i) =>
      due(`q${String(i).padStart(3, '0')}`, 1 + (i % 10), day - 7 * DAY_MS),
    );
    const plan = planReviewDay(items, now, 20);
    expect(plan).toHaveLength(40);
    const shown = Math.max(...plan.map((p) => p.retrievability));
    const left = items
      .filter((item) => !plan.some((p) => p.questionId === item.questionId))
      .map((item) => retrievability(item.memory, now));
    expect(Math.min(...left)).toBeGreaterThanOrEqual(shown);
  });
});

describe('the review’s variant', () => {
  const question = { id: 'q1', chapterId: 'ch1', type: 'mc', level: 2 };
  const bank = [
    question,
    { id: 'q4', chapterId: 'ch1', type: 'mc', level: 2 },
    { id: 'q3', chapterId: 'ch1', type: 'mc', level: 2 },
    { id: 'q5', chapterId: 'ch1', type: 'mc', level: 3 },
    { id: 'q6', chapterId: 'ch1', type: 'short', level: 2 },
    { id: 'q7', chapterId: 'ch2', type: 'mc', level: 2 },
  ];

  it('chooses an unseen question of the same chapter, type and level', () => {
    expect(chooseVariant(question, bank, new Set(['q1']))).toBe('q3');
    expect(chooseVariant(question, bank, new Set(['q1', 'q3']))).toBe('q4');
  });

  it('keeps the question itself when the bank has no unseen variant', () => {
    expect(chooseVariant(question, bank, new Set(['q1', 'q3', 'q4']))).toBe('q1');
  });
});
