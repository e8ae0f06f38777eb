import { describe, expect, it } from 'vitest';
import { markAfterEdit } from './question-copy';

describe('markAfterEdit', () => {
  const mc = { type: 'mc', correctAns: 'b', totalScore: 1, ans: 'b', score: 1, markedBy: 'auto' };
  const long = { type: 'long', correctAns: null, totalScore: 6, ans: 'An essay', score: 5, markedBy: 'teacher' };

  it('keeps an MC mark when only texts or level change', () => {
    expect(
      markAfterEdit({ ...mc, score: 0, markedBy: 'teacher' }, { type: 'mc', correctAns: 'b', totalScore: 1 }),
    ).toEqual({
      score: 0,
      markedBy: 'teacher',
    });
  });

  it('marks an MC answer again when the answer changes, or a written question becomes MC', () => {
    expect(markAfterEdit(mc, { type: 'mc', correctAns: 'c', totalScore: 1 })).toEqual({ score: 0, markedBy: 'auto' });
    expect(markAfterEdit({ ...long, ans: 'c' }, { type: 'mc', correctAns: 'c', totalScore: 1 })).toEqual({
      score: 1,
      markedBy: 'auto',
    });
  });

  it('leaves a former MC question awaiting a mark, and keeps a written mark within the new total', () => {
    expect(markAfterEdit(mc, { type: 'short', correctAns: null, totalScore: 2 })).toEqual({
      score: null,
      markedBy: null,
    });
    expect(markAfterEdit(long, { type: 'long', correctAns: null, totalScore: 3 })).toEqual({
      score: 3,
      markedBy: 'teacher',
    });
    expect(
      markAfterEdit({ ...long, score: null, markedBy: null }, { type: 'short', correctAns: null, totalScore: 3 }),
    ).toEqual({
      score: null,
      markedBy: null,
    });
  });
});
