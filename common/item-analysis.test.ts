import { describe, expect, it } from 'vitest';
import type { OptionKey } from './catalog';
import { analyseItem, correlation, type ItemAnswer, itemAnswersOf, itemGroupSize, restScore } from './item-analysis';

/** Ten students ranked by the rest of their paper (0.9 down to 0.0); key a. */
const choices: Array<OptionKey | null> = ['a', 'a', 'b', 'a', 'c', 'a', 'b', 'd', 'b', null];
const tenAnswers: ItemAnswer[] = choices.map((option, i) => ({
  respondentId: `r${i}`,
  rest: (9 - i) / 10,
  option,
  score: option === 'a' ? 1 : 0,
}));

/** n answers that everyone got right, ranked by distinct rests. */
const allRight = (n: number): ItemAnswer[] =>
  Array.from({ length: n }, (_, i) => ({ respondentId: `s${i}`, rest: i / n, option: 'a', score: 1 }));

describe('item analysis', () => {
  it('puts 27% of the answers in each group, rounded', () => {
    expect([itemGroupSize(0), itemGroupSize(1), itemGroupSize(2), itemGroupSize(10), itemGroupSize(100)]).toEqual([
      0, 0, 1, 3, 27,
    ]);
  });

  it('computes facility as the share of marks won', () => {
    expect(analyseItem(tenAnswers, 'a').facility).toBeCloseTo(0.4, 10);
  });

  it('computes discrimination as the upper facility minus the lower', () => {
    // Upper three (rests 0.9, 0.8, 0.7) chose a, a, b: 2/3 right; lower three (0.2, 0.1, 0.0) none right.
    const result = analyseItem(tenAnswers, 'a');
    expect(result.upperCount).toBe(3);
    expect(result.lowerCount).toBe(3);
    expect(result.discrimination).toBeCloseTo(2 / 3, 10);
  });

  it('computes the point-biserial as the score-rest correlation', () => {
    // By hand: Sxy = 2.7 - 10(0.4)(0.45) = 0.9, Sxx = 4 - 1.6 = 2.4, Syy = 2.85 - 2.025 = 0.825.
    expect(analyseItem(tenAnswers, 'a').pointBiserial).toBeCloseTo(0.9 / Math.sqrt(2.4 * 0.825), 10);
  });

  it('counts the options of the upper and the lower group, blanks apart', () => {
    const result = analyseItem(tenAnswers, 'a');
    expect(result.upperOptions).toEqual({ a: 2, b: 1, c: 0, d: 0, blank: 0 });
    expect(result.lowerOptions).toEqual({ a: 0, b: 1, c: 0, d: 1, blank: 1 });
    expect(result.flags).toEqual([]);
  });

  it('flags a question whose upper group chose a distractor more than the key', () => {
    // The same answers with the key said to be b: the upper group chose a twice, b once.
    const rekeyed = tenAnswers.map((a) => ({ ...a, score: a.option === 'b' ? 1 : 0 }));
    expect(analyseItem(rekeyed, 'b').flags).toContain('distractor_beats_key');
  });

  it('flags a question that does not discriminate once it has 30 answers', () => {
    const result = analyseItem(allRight(30), 'a');
    expect(result.discrimination).toBe(0);
    expect(result.flags).toEqual(['low_discrimination']);
  });

  it('does not flag low discrimination below 30 answers', () => {
    expect(analyseItem(allRight(29), 'a').flags).toEqual([]);
  });

  it('gives no point-biserial when every answer scored the same', () => {
    expect(analyseItem(allRight(30), 'a').pointBiserial).toBeNull();
  });

  it('reads a written question from its mark shares, without option counts', () => {
    const written: ItemAnswer[] = [
      { respondentId: 'x', rest: 0.9, option: null, score: 1 },
      { respondentId: 'y', rest: 0.5, option: null, score: 0.5 },
      { respondentId: 'z', rest: 0.1, option: null, score: 0.25 },
      { respondentId: 'w', rest: 0.2, option: null, score: 0 },
    ];
    const result = analyseItem(written, null);
    // Four answers: groups of one; upper is x (1), lower is z (0.25).
    expect(result.facility).toBeCloseTo(0.4375, 10);
    expect(result.discrimination).toBeCloseTo(0.75, 10);
    expect(result.upperOptions).toBeNull();
    expect(result.flags).toEqual([]);
  });

  it('breaks ties in the criterion by respondent, so two runs agree', () => {
    const tied: ItemAnswer[] = [
      { respondentId: 'b', rest: 0.5, option: 'a', score: 1 },
      { respondentId: 'a', rest: 0.5, option: 'c', score: 0 },
    ];
    expect(analyseItem(tied, 'a').discrimination).toBe(-1);
    expect(analyseItem([...tied].reverse(), 'a').discrimination).toBe(-1);
  });

  it('answers nulls without answers', () => {
    expect(analyseItem([], 'a')).toMatchObject({ answers: 0, facility: null, discrimination: null });
  });

  it('ranks by the rest of the paper, leaving the question out', () => {
    expect(restScore({ score: 8, totalScore: 10 }, { score: 2, totalScore: 4 })).toBe(1);
    expect(restScore({ score: 3, totalScore: 4 }, { score: 3, totalScore: 4 })).toBeNull();
    expect(correlation([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
  });

  it('reads answer rows back to original letters, ranking each by the rest of its paper', () => {
    const row = {
      type: 'mc',
      totalScore: 1,
      correctAns: 'b',
      paperTotalScore: 5,
    };
    const items = itemAnswersOf(
      [
        // A shuffled copy: shown B is original C (order "acbd"), so its key b is original c; answered shown a = a.
        { ...row, practiceId: 'p1', questionId: 'q1', score: 0, ans: 'a', optionOrder: 'acbd', paperScore: 4 },
        // An unshuffled copy: its letters are the original ones.
        {
          ...row,
          practiceId: 'p2',
          questionId: 'q1',
          score: 1,
          ans: 'c',
          correctAns: 'c',
          optionOrder: null,
          paperScore: 2,
        },
        // A blank, and a paper with nothing else marked (left out).
        { ...row, practiceId: 'p3', questionId: 'q1', score: 0, ans: null, optionOrder: null, paperScore: 1 },
        {
          ...row,
          practiceId: 'p4',
          questionId: 'q1',
          score: 1,
          ans: 'c',
          optionOrder: null,
          paperScore: 1,
          paperTotalScore: 1,
        },
      ],
      (r) => r.questionId,
    );
    const item = items.get('q1')!;
    expect(item.key).toBe('c');
    expect(item.answers).toEqual([
      { respondentId: 'p1', score: 0, rest: 1, option: 'a' },
      { respondentId: 'p2', score: 1, rest: 0.25, option: 'c' },
      { respondentId: 'p3', score: 0, rest: 0.25, option: null },
    ]);
  });
});
