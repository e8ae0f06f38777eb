import type { Generated } from 'kysely';
import type { Flag } from './columns';

/** What one finished paper last added to the statistics rollups (migration 0009). */
export interface StatPaperTable {
  practiceId: string;
  userId: string;
  subjectId: string;
  /** start of the Hong Kong day it was finished */
  day: number;
  questions: number;
  seconds: number;
  /** marks won over marked questions only */
  score: number;
  totalScore: number;
  markedWritten: number;
  /** JSON: { chapterId, attempted, marked, correct }[] */
  chapters: string;
}

export interface StatDailyTable {
  userId: string;
  subjectId: string;
  day: number;
  papers: number;
  questions: number;
  seconds: number;
  score: number;
  totalScore: number;
  markedWritten: number;
}

/**
 * Sums over the students' daily averages (score / totalScore) in a subject on a day: the chart's ranking line, a day at
 * a time. A range's ranking is not summed from these (that would count a student once per day practised) but read per
 * student from statDaily (statistics queries, sumStudentAverages).
 */
export interface StatSubjectDailyTable {
  subjectId: string;
  day: number;
  students: number;
  sum: number;
  sumOfSquares: number;
}

export interface StatChapterDailyTable {
  userId: string;
  subjectId: string;
  chapterId: string;
  day: number;
  attempted: number;
  marked: number;
  /** fractions of each marked question's total won, summed */
  correct: number;
}

export interface ReviewQueueTable {
  userId: string;
  questionId: string;
  subjectId: string;
  chapterId: string;
  practiceId: string;
  questionNo: number;
  lastRight: Flag;
  step: number;
  dueAt: number;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
  /** FSRS memory (server/modules/statistics/fsrs.ts); null on rows the fixed steps wrote before 0024 */
  stability: Generated<number | null>;
  difficulty: Generated<number | null>;
  reps: Generated<number | null>;
  lapses: Generated<number | null>;
  memoryState: Generated<number | null>;
  lastReviewAt: Generated<number | null>;
}

/** A student's own daily review budget (0028); no row: the learning setting's. */
export interface ReviewBudgetTable {
  userId: string;
  dailyBudget: number;
  updatedAt: number;
}

/** FSRS weights fitted to the notebook's reviews by the nightly job (0028; server/modules/statistics/fsrs-fit.ts). */
export interface ReviewWeightsTable {
  fittedAt: number;
  /** JSON: number[21] */
  weights: string;
  items: number;
  checkedReviews: number;
  logLoss: number;
  defaultLogLoss: number;
  used: Flag;
}

/** A bank question's Rasch difficulty from the last calibration (0024; server/modules/statistics/rasch.ts). */
export interface QuestionCalibrationTable {
  questionId: string;
  subjectId: string;
  difficulty: number;
  standardError: number;
  answers: number;
  calibratedAt: number;
}

/** A subject's ability prior and its levels' ability cut points, from the same calibration (0024). */
export interface SubjectCalibrationTable {
  subjectId: string;
  abilityMean: number;
  abilitySd: number;
  /** JSON: number[6], the cut points of levels 2, 3, 4, 5, 5*, 5** */
  cutPoints: string;
  questions: number;
  answers: number;
  calibratedAt: number;
}
