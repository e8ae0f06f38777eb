import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DAY_MS, hongKongDay } from '../../../common/statistics-days';
import type { ReviewQueueTable } from '../../db/tables/statistics';
import { type NotebookAnswer, notebookRowAfter } from './notebook-memory';

// How one marked answer moves the notebook (notebook-memory.ts): the mapping from answer to FSRS rating and row.

const now = Date.UTC(2026, 11, 7, 2);
const paper = { userId: 'u', subjectId: 's', practiceId: 'p2', answeredAt: now };
const answer = (overrides: Partial<NotebookAnswer> = {}): NotebookAnswer => ({
  questionNo: 3,
  questionId: 'q1',
  chapterId: 'c1',
  type: 'mc',
  level: 2,
  totalScore: 1,
  score: 0,
  answerSeconds: null,
  reviewOf: null,
  ...overrides,
});
const row = (overrides: Partial<Selectable<ReviewQueueTable>> = {}): Selectable<ReviewQueueTable> => ({
  userId: 'u',
  questionId: 'q1',
  subjectId: 's',
  chapterId: 'c1',
  practiceId: 'p1',
  questionNo: 1,
  lastRight: 0,
  step: 0,
  dueAt: hongKongDay(now),
  deleted: 0,
  createdAt: now - 10 * DAY_MS,
  updatedAt: now - 10 * DAY_MS,
  stability: 3,
  difficulty: 6,
  reps: 2,
  lapses: 0,
  memoryState: 2,
  lastReviewAt: now - 3 * DAY_MS,
  ...overrides,
});

describe('the notebook after an answer', () => {
  it('takes in a wrong answer (Again) and leaves out a right one not in it, or one unmarked', () => {
    const entered = notebookRowAfter(undefined, answer(), paper, now)!;
    expect(entered).toMatchObject({ questionId: 'q1', deleted: 0, lastRight: 0, reps: 1, practiceId: 'p2' });
    expect(entered.dueAt).toBe(hongKongDay(now) + DAY_MS);
    expect(notebookRowAfter(undefined, answer({ score: 1 }), paper, now)).toBeUndefined();
    expect(notebookRowAfter(undefined, answer({ score: null }), paper, now)).toBeUndefined();
    // a written answer short of full marks is wrong
    expect(notebookRowAfter(undefined, answer({ type: 'short', totalScore: 4, score: 3 }), paper, now)).toBeDefined();
  });

  it('rates a right answer Good, Hard when slower than 1.5 times the expected time, and a wrong one Again', () => {
    const good = notebookRowAfter(row(), answer({ score: 1, answerSeconds: 60 }), paper, now)!;
    const hard = notebookRowAfter(row(), answer({ score: 1, answerSeconds: 136 }), paper, now)!;
    const untimed = notebookRowAfter(row(), answer({ score: 1 }), paper, now)!;
    const again = notebookRowAfter(row(), answer({ score: 0 }), paper, now)!;
    expect(untimed.stability).toBe(good.stability);
    expect(hard.stability!).toBeLessThan(good.stability!);
    expect(again.stability!).toBeLessThan(hard.stability!);
    expect(again.lapses).toBe(1);
    expect(good.dueAt).toBeGreaterThan(hard.dueAt);
    // A written question is expected to take 75 s a mark: 4 marks in 400 s is not slow, in 500 s it is.
    const written = (seconds: number) =>
      notebookRowAfter(row(), answer({ type: 'long', totalScore: 4, score: 4, answerSeconds: seconds }), paper, now)!;
    expect(written(400).stability).toBe(good.stability);
    expect(written(500).stability).toBe(hard.stability);
    // Slow is relative to the level: 120 s on a level-1 MC question (expected 67.5 s) is slow, on a level-3 one
    // (expected 112.5 s) it is not.
    expect(notebookRowAfter(row(), answer({ score: 1, level: 1, answerSeconds: 120 }), paper, now)!.stability).toBe(
      hard.stability,
    );
    expect(notebookRowAfter(row(), answer({ score: 1, level: 3, answerSeconds: 120 }), paper, now)!.stability).toBe(
      good.stability,
    );
  });

  it('moves the reviewed notebook question by a variant’s answer, keeping its place', () => {
    const next = notebookRowAfter(
      row({ questionId: 'q1', chapterId: 'c1' }),
      answer({ questionId: 'q9', reviewOf: 'q1', score: 1 }),
      paper,
      now,
    )!;
    expect(next).toMatchObject({ questionId: 'q1', chapterId: 'c1', practiceId: 'p2', deleted: 0 });
  });

  it('retires a question once its stability reaches 180 days on a right answer', () => {
    const next = notebookRowAfter(
      row({ stability: 150, lastReviewAt: now - 150 * DAY_MS }),
      answer({ score: 1 }),
      paper,
      now,
    )!;
    expect(next.deleted).toBe(1);
  });

  it('undoes a re-mark of the paper that put the question in, and ignores the same outcome twice', () => {
    const own = row({ practiceId: 'p2', reps: 1, lastRight: 0 });
    expect(notebookRowAfter(own, answer({ score: 0 }), paper, now)).toBeUndefined();
    expect(notebookRowAfter(own, answer({ score: 1 }), paper, now)).toMatchObject({ deleted: 1 });
    // a review whose mark went from right to wrong starts over
    const reviewed = row({ practiceId: 'p2', reps: 4, lastRight: 1, stability: 20 });
    const over = notebookRowAfter(reviewed, answer({ score: 0 }), paper, now)!;
    expect(over).toMatchObject({ deleted: 0, reps: 1 });
    // a question retired before and met wrong again comes back from Again
    expect(notebookRowAfter(row({ deleted: 1 }), answer(), paper, now)).toMatchObject({ deleted: 0, reps: 1 });
  });

  it('moves a question once a Hong Kong day: a later answer that day on another paper changes nothing', () => {
    // It entered this morning (10:00 Hong Kong time) on paper p1, due tomorrow.
    const morning = hongKongDay(now) + 10 * 3_600_000;
    const entered = notebookRowAfter(
      undefined,
      answer(),
      { ...paper, practiceId: 'p1', answeredAt: morning },
      morning,
    )!;
    const live = { ...row(), ...entered } as Selectable<ReviewQueueTable>;
    const evening = { ...paper, answeredAt: hongKongDay(now) + 21 * 3_600_000 };
    // Met again tonight on p2, right, slow or wrong: still due tomorrow, its memory as it was (not put off 3 days
    // with FSRS's stability unchanged, nor its difficulty raised for good).
    for (const later of [answer({ score: 1 }), answer({ score: 1, answerSeconds: 600 }), answer({ score: 0 })])
      expect(notebookRowAfter(live, later, evening, evening.answeredAt)).toBeUndefined();
    // Tomorrow's first answer moves it.
    const tomorrow = { ...paper, answeredAt: morning + DAY_MS };
    const next = notebookRowAfter(live, answer({ score: 1 }), tomorrow, tomorrow.answeredAt)!;
    expect(next.stability!).toBeGreaterThan(live.stability!);
    expect(next.reps).toBe(2);
    // A re-mark of the paper that moved it today is still a re-mark.
    expect(notebookRowAfter(live, answer({ score: 1 }), { ...evening, practiceId: 'p1' }, now)).toMatchObject({
      deleted: 1,
    });
  });

  it('carries a row of the fixed steps over at its next answer', () => {
    const legacy = row({ stability: null, difficulty: null, lastReviewAt: null, reps: null, step: 1 });
    const next = notebookRowAfter(legacy, answer({ score: 1 }), paper, now)!;
    expect(next.stability!).toBeGreaterThan(1);
    expect(next.reps).toBeGreaterThanOrEqual(3);
  });
});
