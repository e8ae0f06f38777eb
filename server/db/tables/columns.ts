import type { Generated } from 'kysely';

/** A yes/no column: an integer 0/1 on both engines, so no boolean mapping differs between SQLite and PostgreSQL. */
export type Flag = 0 | 1;

/** What a paper is set with: a practice and an assignment (whose students' practices copy it) share these columns. */
export interface PaperSettingsColumns {
  subjectId: string;
  /** JSON: string[] ([] for a blank assignment) */
  chapterIds: string;
  locale: string;
  difficulty: number;
  noOfQuestions: number;
  noOfMCQuestions: number;
  noOfShortQuestions: number;
  noOfLongQuestions: number;
  /** minutes */
  timeLimit: number;
}

/** A paper's own copy of a bank question (a practice's, an assignment's): editing it never touches the bank. */
export interface QuestionCopyColumns {
  questionId: string | null;
  chapterId: string;
  type: string;
  /** 1 (easy) to 3 (hard) */
  level: number;
  totalScore: number;
  question: string;
  optionA: string | null;
  optionB: string | null;
  optionC: string | null;
  optionD: string | null;
  solution: string;
  correctAns: string | null;
  /** when a teacher last edited this copy */
  editedAt: number | null;
  /** the bank question's version this copy was made from, `questionId` being the source (0025) */
  questionVersion: Generated<number>;
}

/** A catalog entry's own columns (categories, subjects, sections, chapters). */
export interface CatalogEntryColumns {
  id: string;
  titleEn: string;
  titleZh: string;
  order: number;
  published: Flag;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
  /** set when edited in the app; the content loader then leaves its text alone */
  editedAt: number | null;
}
