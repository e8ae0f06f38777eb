import { describe, expect, it } from 'vitest';
import { analyseItem, itemAnswersOf } from '../../../common/item-analysis';
import type { PracticeView } from '../../../common/practice';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import { handInPaper, paperForm } from '../../test/requests';
import { listBankItemAnswers } from '../admin-questions/item-analysis-queries';
import {
  findSubjectCalibration,
  listAbilityAnswers,
  listCalibrationAnswers,
  saveQuestionCalibrations,
  saveSubjectCalibration,
} from './learning-queries';

async function setup() {
  const test = await createTestApp();
  const catalogue = await test.make.catalogue({ questionsPerType: 3 });
  return { ...test, catalogue };
}
type Setup = Awaited<ReturnType<typeof setup>>;

/** A submitted paper of three MC questions, answered `answers` in turn (every answer marked at once). */
async function mcPaper(test: Setup, student: TestUser, answers: string[]): Promise<PracticeView> {
  await test.make.premium(student);
  return handInPaper(test, student, paperForm(test.catalogue, { mc: 3 }), (q) => answers[q.questionNo - 1] ?? null);
}

describe('the learning cores’ reads', () => {
  it('reads each marked answer with its paper’s score for the bank-wide item analysis', async () => {
    const test = await setup();
    const strong = await test.make.user('student');
    const weak = await test.make.user('student');
    await mcPaper(test, strong, ['a', 'a', 'a']);
    await mcPaper(test, weak, ['b', 'b', 'b']);
    const rows = await listBankItemAnswers(test.app.db, test.catalogue.subjectId, 0);
    expect(rows).toHaveLength(6);
    const first = rows.find((row) => row.score > 0)!;
    expect(first).toMatchObject({ type: 'mc', totalScore: 1, paperTotalScore: 3 });
    const items = itemAnswersOf(rows, (row) => row.questionId);
    // The two papers may have drawn different questions: six answers in all, each ranked by the rest of its paper
    // (the strong paper's other two answers right: 1; the weak paper's: 0).
    const all = [...items.values()].flatMap((item) => item.answers);
    expect(all).toHaveLength(6);
    expect(all.filter((a) => a.score === 1).every((a) => a.rest === 1)).toBe(true);
    expect(all.filter((a) => a.score === 0).every((a) => a.rest === 0)).toBe(true);
    for (const { key, answers } of items.values()) expect(analyseItem(answers, key).answers).toBe(answers.length);
    expect(await listBankItemAnswers(test.app.db, test.catalogue.subjectId, Date.now() + 60_000)).toEqual([]);
  });

  it('reads the calibration’s answers and a student’s answers to calibrated questions', async () => {
    const test = await setup();
    const student = await test.make.user('student');
    const paper = await mcPaper(test, student, ['a', 'b', 'a']);
    const answers = await listCalibrationAnswers(test.app.db, test.catalogue.subjectId, 0);
    expect(answers).toHaveLength(3);
    expect(answers.every((a) => a.userId === student.id && a.totalScore === 1)).toBe(true);

    // Nothing calibrated yet: no evidence. Then two of the three questions are.
    const range = [0, Date.now() + 60_000] as const;
    expect(await listAbilityAnswers(test.app.db, student.id, test.catalogue.subjectId, ...range)).toEqual([]);
    const calibratedAt = Date.now();
    const ids = [...new Set(answers.map((a) => a.questionId))].slice(0, 2);
    await saveQuestionCalibrations(
      test.app.db,
      ids.map((questionId, i) => ({
        questionId,
        subjectId: test.catalogue.subjectId,
        difficulty: i - 0.5,
        standardError: 0.3,
        answers: 40,
        calibratedAt,
      })),
    );
    const evidence = await listAbilityAnswers(test.app.db, student.id, test.catalogue.subjectId, ...range);
    expect(evidence.length).toBeGreaterThanOrEqual(2);
    expect(evidence.every((a) => a.practiceId === paper.id && a.max === 1)).toBe(true);
    expect(evidence.map((a) => a.difficulty).sort()).toEqual(expect.arrayContaining([-0.5, 0.5]));

    // Saved twice: the second calibration of a subject replaces the first.
    for (const [abilityMean, abilitySd] of [
      [0.2, 1.1],
      [0.3, 1.0],
    ] as const)
      await saveSubjectCalibration(test.app.db, {
        subjectId: test.catalogue.subjectId,
        abilityMean,
        abilitySd,
        cutPoints: JSON.stringify([-2, -1, 0, 1, 2, 3]),
        questions: 2,
        answers: 3,
        calibratedAt,
      });
    expect(await findSubjectCalibration(test.app.db, test.catalogue.subjectId)).toMatchObject({
      abilityMean: 0.3,
      abilitySd: 1,
    });
  });
});
