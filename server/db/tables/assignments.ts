import type { Generated, Selectable } from 'kysely';
import type { Flag, PaperSettingsColumns, QuestionCopyColumns } from './columns';

/** A teacher's (or school's) paper for linked students; unpublished until confirmed, deleted is a soft flag. */
export interface AssignmentTable extends PaperSettingsColumns {
  id: string;
  teacherId: string;
  schoolId: string | null;
  /** 'bank' or 'blank' (AI and upload come later) */
  mode: string;
  dueDate: number;
  remark: string;
  published: Flag;
  publishedAt: number | null;
  checked: Flag;
  /** the user who made it, or 'ai' */
  createdBy: string;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
  /** each student's practice gets its own order of MC options (0014) */
  shuffleOptions: Generated<Flag>;
  /** a full mock paper's blueprint and sections (JSON: common/mock-papers.ts AssignmentMockPaper), else null (0028) */
  mockPaper: string | null;
}
export type AssignmentRow = Selectable<AssignmentTable>;

/** The assignment's own copy of a question: editing it never touches the bank. */
export interface AssignmentQuestionTable extends QuestionCopyColumns {
  id: string;
  assignmentId: string;
  position: number;
  deleted: Flag;
  /** a mock paper's question: the id of its section in the blueprint (0028); null otherwise */
  mockSection: string | null;
}
export type AssignmentQuestionRow = Selectable<AssignmentQuestionTable>;

/** A student an assignment is set for, and that student's practice of it once started. */
export interface AssignmentStudentTable {
  assignmentId: string;
  studentId: string;
  practiceId: string | null;
  deleted: Flag;
  createdAt: number;
}
