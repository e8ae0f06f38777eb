import { describe, expect, it } from 'vitest';
import { MATHS_COMPULSORY_CUT_SCORES } from '../../../common/learning-settings';
import { buildSubjectCalibration, type CalibrationAnswer } from './calibration';
import { expectedFraction } from './rasch';

const bands = [
  { grade: '5**', min: 0.85, max: 1, color: '' },
  { grade: '5*', min: 0.75, max: 0.85, color: '' },
  { grade: '5', min: 0.65, max: 0.75, color: '' },
  { grade: '4', min: 0.52, max: 0.65, color: '' },
  { grade: '3', min: 0.4, max: 0.52, color: '' },
  { grade: '2', min: 0.28, max: 0.4, color: '' },
  { grade: '1', min: 0, max: 0.28, color: '' },
];

/**
 * 40 students answer an easy MC question (right unless among the last 5), a hard one (right for the first 10), and a
 * 4-mark written question (student n wins n mod 5 marks); one student alone answers a fourth question.
 */
function answers(): CalibrationAnswer[] {
  const rows: CalibrationAnswer[] = [];
  for (let n = 0; n < 40; n++) {
    const userId = `u${n}`;
    rows.push({ userId, questionId: 'easy', score: n < 35 ? 1 : 0, totalScore: 1 });
    rows.push({ userId, questionId: 'hard', score: n < 10 ? 1 : 0, totalScore: 1 });
    rows.push({ userId, questionId: 'written', score: n % 5, totalScore: 4 });
  }
  rows.push({ userId: 'u0', questionId: 'rare', score: 1, totalScore: 1 });
  return rows;
}

describe('the nightly calibration', () => {
  it('stores the difficulties of questions with 30 answers or more, the hard one above the easy one', () => {
    const result = buildSubjectCalibration('hkdse-math-cp', bands, answers(), 1000)!;
    const byId = new Map(result.questions.map((q) => [q.questionId, q]));
    expect([...byId.keys()].sort()).toEqual(['easy', 'hard', 'written']);
    expect(byId.get('hard')!.difficulty).toBeGreaterThan(byId.get('easy')!.difficulty + 1);
    expect(byId.get('easy')).toMatchObject({ subjectId: 'hkdse-math-cp', answers: 40, calibratedAt: 1000 });
  });

  it('stores the subject’s prior and cut points, placed on the calibrated questions by their marks', () => {
    const result = buildSubjectCalibration('hkdse-math-cp', bands, answers(), 1000)!;
    const cuts = JSON.parse(result.subject.cutPoints) as number[];
    expect(cuts).toHaveLength(6);
    const paper = result.questions.map((q) => ({ difficulty: q.difficulty, max: q.questionId === 'written' ? 4 : 1 }));
    expect(expectedFraction(cuts[5]!, paper)).toBeCloseTo(MATHS_COMPULSORY_CUT_SCORES['5**'], 6);
    expect(result.subject).toMatchObject({ questions: 3, answers: 121 });
    expect(result.subject.abilitySd).toBeGreaterThan(0);
  });

  it('calibrates nothing without a question answered 30 times, or without cut scores', () => {
    expect(buildSubjectCalibration('s', bands, answers().slice(0, 60), 1000)).toBeNull();
    expect(buildSubjectCalibration('s', bands.slice(1), answers(), 1000)).toBeNull();
  });
});
