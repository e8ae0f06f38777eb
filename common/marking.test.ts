import { describe, expect, it } from 'vitest';
import { clampScore, markMultipleChoice, totalPractice } from './marking';

const bands = [
  { grade: 'A', min: 0.5, max: 1, color: '#00aa00' },
  { grade: 'U', min: 0, max: 0.5, color: '#777777' },
];

describe('markMultipleChoice', () => {
  it('gives the full score for the correct letter and 0 for a wrong or blank one', () => {
    expect(markMultipleChoice({ totalScore: 1, correctAns: 'b', ans: 'b' })).toBe(1);
    expect(markMultipleChoice({ totalScore: 1, correctAns: 'b', ans: 'c' })).toBe(0);
    expect(markMultipleChoice({ totalScore: 1, correctAns: 'b', ans: null })).toBe(0);
  });
});

describe('clampScore', () => {
  it('keeps a manual score between 0 and the total', () => {
    expect(clampScore(5, 2)).toBe(2);
    expect(clampScore(-1, 2)).toBe(0);
    expect(clampScore(1.5, 2)).toBe(1.5);
  });
});

describe('totalPractice', () => {
  it('sums marked questions, counts unmarked written answers as pending and grades the fraction', () => {
    const totals = totalPractice(
      [
        { type: 'mc', totalScore: 1, correctAns: 'a', ans: 'a', score: 1 },
        { type: 'mc', totalScore: 1, correctAns: 'a', ans: 'b', score: 0 },
        { type: 'short', totalScore: 2, correctAns: null, ans: 'x', score: null },
        { type: 'long', totalScore: 4, correctAns: null, ans: 'y', score: 3 },
      ],
      bands,
    );
    expect(totals).toEqual({ score: 4, totalScore: 8, pendingMarking: 1, pendingMarks: 2, grade: undefined });
  });

  it('grades the paper only once every written answer is marked', () => {
    const questions = [
      { type: 'mc' as const, totalScore: 1, correctAns: 'a', ans: 'b', score: 0 },
      { type: 'long' as const, totalScore: 10, correctAns: null, ans: 'y', score: null },
    ];
    expect(totalPractice(questions, bands)).toMatchObject({ score: 0, pendingMarks: 10, grade: undefined });
    questions[1]!.score = 9;
    expect(totalPractice(questions, bands)).toMatchObject({ score: 9, pendingMarks: 0, grade: bands[0] });
  });
});
