import type { GradeBand } from '../../../common/catalog';
import type { CutScores } from '../../../common/learning-settings';
import type { QuestionCalibrationTable, SubjectCalibrationTable } from '../../db/tables/statistics';
import { abilityCutPoints, CALIBRATION_MIN_ANSWERS, cutScoresFor } from './expected-level';
import { calibrate, populationPrior, type RaschResponse } from './rasch';

/** A marked answer as the calibration reads it (learning-queries.ts listCalibrationAnswers). */
export interface CalibrationAnswer {
  userId: string;
  questionId: string;
  score: number;
  totalScore: number;
}

/**
 * The nightly calibration of one subject, from its answers to the rows to store: each question's difficulty (those
 * with at least CALIBRATION_MIN_ANSWERS answers), and the subject's ability prior and level cut points (the learning
 * settings' cut scores, else its bands'). Null when no question has enough answers, or the subject has no cut scores
 * (its bands lack a level from 2 to 5**).
 *
 * A question's marks are the most frequent total its copies carried (a teacher may edit a copy's total; the bank's
 * own total is what most papers used). Questions with too few answers still take part in the calibration, so their
 * answers inform the students' abilities, but their difficulty is not stored.
 */
export function buildSubjectCalibration(
  subjectId: string,
  bands: readonly GradeBand[],
  answers: readonly CalibrationAnswer[],
  now: number,
  cutScoreSettings?: Record<string, CutScores>,
): { questions: QuestionCalibrationTable[]; subject: SubjectCalibrationTable } | null {
  const cutScores = cutScoresFor(subjectId, bands, cutScoreSettings);
  if (!cutScores) return null;
  const people = new Map<string, number>();
  const items = new Map<string, number>();
  const marks = new Map<string, Map<number, number>>();
  const responses: RaschResponse[] = answers.map((a) => {
    if (!people.has(a.userId)) people.set(a.userId, people.size);
    if (!items.has(a.questionId)) items.set(a.questionId, items.size);
    const totals = marks.get(a.questionId) ?? new Map<number, number>();
    totals.set(a.totalScore, (totals.get(a.totalScore) ?? 0) + 1);
    marks.set(a.questionId, totals);
    return {
      person: people.get(a.userId)!,
      item: items.get(a.questionId)!,
      score: Math.min(a.totalScore, Math.max(0, a.score)),
      max: a.totalScore,
    };
  });
  const result = calibrate(responses, people.size, items.size);
  const questions: QuestionCalibrationTable[] = [];
  const referencePaper: { difficulty: number; max: number }[] = [];
  for (const [questionId, index] of items) {
    if (result.itemAnswers[index]! < CALIBRATION_MIN_ANSWERS) continue;
    const difficulty = result.difficulties[index]!;
    questions.push({
      questionId,
      subjectId,
      difficulty,
      standardError: result.difficultyErrors[index]!,
      answers: result.itemAnswers[index]!,
      calibratedAt: now,
    });
    const totals = [...marks.get(questionId)!].sort((x, y) => y[1] - x[1] || x[0] - y[0]);
    referencePaper.push({ difficulty, max: totals[0]![0] });
  }
  if (questions.length === 0) return null;
  const prior = populationPrior(result);
  return {
    questions,
    subject: {
      subjectId,
      abilityMean: prior.mean,
      abilitySd: prior.sd,
      cutPoints: JSON.stringify(abilityCutPoints(cutScores, referencePaper)),
      questions: questions.length,
      answers: answers.length,
      calibratedAt: now,
    },
  };
}
