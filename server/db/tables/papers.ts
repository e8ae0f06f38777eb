import type { Generated, Insertable, Selectable } from 'kysely';
import type { Flag, PaperSettingsColumns, QuestionCopyColumns } from './columns';

export interface PracticeTable extends PaperSettingsColumns {
  id: string;
  userId: string;
  startedAt: number;
  deadlineAt: number;
  finishedAt: number | null;
  /**
   * 'student' (submitted), 'timeout' (finished by the server after the deadline and grace) or 'upload' (handed in on
   * paper: its teacher uploaded the pages, server/modules/assignments/hand-in.ts)
   */
  finishedBy: string | null;
  score: number | null;
  totalScore: number;
  pendingMarking: number;
  grade: string | null;
  gradeColor: string | null;
  remark: string;
  notice: string | null;
  /** where the questions came from: 'bank', 'ai', 'assignment' */
  source: string;
  assignmentId: string | null;
  teacherId: string | null;
  schoolId: string | null;
  redoOf: string | null;
  /** a mock of an HKDSE paper: the paper and its sections' question ranges, JSON (0023, common/mock-papers.ts) */
  mockPaper: string | null;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
}
export type PracticeRow = Selectable<PracticeTable>;

export interface PracticeQuestionTable extends QuestionCopyColumns {
  /** the copy's own id (the teacher's editor names it); random for new rows */
  id: string;
  practiceId: string;
  questionNo: number;
  ans: string | null;
  ansSeq: number;
  ansSavedAt: number | null;
  score: number | null;
  comment: string | null;
  markedBy: string | null;
  /** raised by every teacher's mark: a save that names an older version is refused (marking together) */
  markVersion: Generated<number>;
  /** a shuffled MC copy: the original option shown at each place ("cadb"); null when not shuffled (0014) */
  optionOrder: Generated<string | null>;
  /** the student's own mark of an answer the AI marked: shown beside it, never counted (0021) */
  disputeScore: Generated<number | null>;
  /** seconds the question was on the student's screen; null when not measured (0024) */
  answerSeconds: Generated<number | null>;
  /** on a review paper, the notebook question this one stands for (itself or a variant); null elsewhere (0024) */
  reviewOf: Generated<string | null>;
  /** 1: a written answer marked before its key was corrected; its marker checks the mark again (0025) */
  regradePending: Generated<number>;
}
export type PracticeQuestionRow = Selectable<PracticeQuestionTable>;
export type NewPracticeQuestion = Insertable<PracticeQuestionTable>;

export interface BookmarkTable {
  id: string;
  userId: string;
  practiceId: string;
  questionNo: number;
  subjectId: string;
  chapterId: string;
  remark: string;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
}

export interface ReportTable {
  id: Generated<number>;
  userId: string;
  questionId: string | null;
  subjectId: string;
  chapterId: string;
  practiceId: string | null;
  assignmentId: string | null;
  questionNo: number | null;
  locale: string;
  message: string;
  deleted: Flag;
  createdAt: number;
  /** 'open', 'regraded' (corrected and regraded) or 'no_change' (0025) */
  status: Generated<string>;
  /** the admin's reply, which the reporter sees */
  reply: Generated<string | null>;
  resolvedAt: Generated<number | null>;
  resolvedBy: Generated<string | null>;
}

/** A copy re-marked under its bank question's corrected key (0025, server/modules/papers/regrade.ts). */
export interface RegradeTable {
  id: string;
  practiceId: string;
  questionNo: number;
  questionId: string;
  fromVersion: number;
  toVersion: number;
  oldScore: number | null;
  newScore: number | null;
  regradedAt: number;
}

/** A page of a paper handed in on paper, uploaded by its teacher (0028): an image in the file store, in order. */
export interface HandInPageTable {
  practiceId: string;
  pageNo: number;
  fileKey: string;
  contentType: string;
  createdBy: string;
  createdAt: number;
}
