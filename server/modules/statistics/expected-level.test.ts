import { describe, expect, it } from 'vitest';
import { dseLevels } from '../../../common/expected-level';
import { MATHS_COMPULSORY_CUT_SCORES } from '../../../common/learning-settings';
import {
  abilityCutPoints,
  cutScoresFromBands,
  defaultCutScores,
  estimateLevel,
  levelProbabilities,
  likelyLevel,
} from './expected-level';
import { expectedFraction } from './rasch';

const bands = [
  { grade: '5**', min: 0.85, max: 1, color: '#000' },
  { grade: '5*', min: 0.75, max: 0.85, color: '#000' },
  { grade: '5', min: 0.65, max: 0.75, color: '#000' },
  { grade: '4', min: 0.52, max: 0.65, color: '#000' },
  { grade: '3', min: 0.4, max: 0.52, color: '#000' },
  { grade: '2', min: 0.28, max: 0.4, color: '#000' },
  { grade: '1', min: 0.15, max: 0.28, color: '#000' },
  { grade: 'U', min: 0, max: 0.15, color: '#000' },
];
const cuts = [-2, -1, 0, 1, 2, 3];
const sum = (p: Record<string, number>) => Object.values(p).reduce((s, x) => s + x, 0);

describe('the expected DSE level', () => {
  it('takes cut scores from a subject’s grade bands', () => {
    expect(cutScoresFromBands(bands)).toEqual({ '2': 0.28, '3': 0.4, '4': 0.52, '5': 0.65, '5*': 0.75, '5**': 0.85 });
    expect(cutScoresFromBands(bands.filter((b) => b.grade !== '5*'))).toBeNull();
  });

  it('uses the published estimates for Mathematics (Compulsory Part) and the bands elsewhere', () => {
    expect(defaultCutScores('hkdse-math-cp', bands)).toBe(MATHS_COMPULSORY_CUT_SCORES);
    expect(defaultCutScores('hkdse-physics', bands)?.['5**']).toBe(0.85);
  });

  it('puts each cut point where the reference paper’s expected score is the cut score', () => {
    const paper = [
      { difficulty: -1, max: 1 },
      { difficulty: 0, max: 3 },
      { difficulty: 1.5, max: 2 },
    ];
    const points = abilityCutPoints(MATHS_COMPULSORY_CUT_SCORES, paper);
    expect(points).toHaveLength(6);
    expect(expectedFraction(points[5]!, paper)).toBeCloseTo(0.906, 6);
    expect(expectedFraction(points[0]!, paper)).toBeCloseTo(0.28, 6);
    expect([...points].sort((a, b) => a - b)).toEqual(points);
  });

  it('splits a sure ability into the level between its cut points', () => {
    const p = levelProbabilities(0.5, 0.01, cuts);
    expect(p['4']).toBeCloseTo(1, 9);
    expect(likelyLevel(p)).toBe('4');
  });

  it('gives probabilities that sum to 1 and spread with the error', () => {
    const p = levelProbabilities(0.5, 1, cuts);
    expect(sum(p)).toBeCloseTo(1, 12);
    // Between 0 and 1 around 0.5 with sd 1: Φ(0.5) − Φ(−0.5).
    expect(p['4']).toBeCloseTo(0.3829249, 5);
    expect(p['1']).toBeCloseTo(0.0062097, 5);
    expect(Object.keys(p)).toEqual([...dseLevels]);
  });

  it('keeps all below level 2 in "1" and all above 5**’s cut in "5**"', () => {
    expect(levelProbabilities(-10, 0.5, cuts)['1']).toBeCloseTo(1, 9);
    expect(levelProbabilities(10, 0.5, cuts)['5**']).toBeCloseTo(1, 9);
  });

  it('answers null below three papers or twenty answers', () => {
    const answers = Array.from({ length: 20 }, (_, i) => ({ difficulty: 0, score: i % 2, max: 1 }));
    const prior = { mean: 0, sd: 1 };
    expect(estimateLevel({ papers: 2, answers }, prior, cuts)).toBeNull();
    expect(estimateLevel({ papers: 3, answers: answers.slice(1) }, prior, cuts)).toBeNull();
    const level = estimateLevel({ papers: 3, answers }, prior, cuts);
    expect(level).toMatchObject({ likely: '3', papers: 3, questions: 20 });
    expect(sum(level!.probabilities)).toBeCloseTo(1, 12);
  });

  it('does not call an easy paper scored high a 5**', () => {
    // 30 answers, 28 right, on questions of difficulty -3: a high score on an easy paper.
    const answers = Array.from({ length: 30 }, (_, i) => ({ difficulty: -3, score: i < 28 ? 1 : 0, max: 1 }));
    const level = estimateLevel({ papers: 3, answers }, { mean: 0, sd: 1.5 }, cuts);
    expect(level!.likely).not.toBe('5**');
    expect(level!.probabilities['5**']).toBeLessThan(0.05);
  });
});
