import {
  ASSIGNMENT_LIMITS,
  type AssignmentMode,
  type AssignmentPerson,
  type AssignmentQuestionView,
  isLateSubmission,
  type StudentAssignmentSummary,
  studentAssignmentStatus,
  type TeacherAssignmentSummary,
  teacherAssignmentStatus,
} from '../../../common/assignments';
import { type OptionKey, optionKeys, type QuestionType } from '../../../common/catalog';
import type { AssignmentQuestionRow, AssignmentRow } from '../../db/tables/assignments';
import { renderRichText } from '../../render/rich-text';
import { copyOptions, paperShapeOf, renderCopyOptions } from '../papers/service';
import type { AssignedStudentRow, AssignmentListRow, listStudentAssignments } from './queries';

export const toQuestionType = (type: string): QuestionType => (type === 'short' || type === 'long' ? type : 'mc');
const toMode = (mode: string): AssignmentMode => (mode === 'blank' || mode === 'mock' ? mode : 'bank');
const toLocale = (locale: string) => (locale === 'zh' ? ('zh' as const) : ('en' as const));

type BaseRow = Pick<
  AssignmentRow,
  | 'id'
  | 'mode'
  | 'locale'
  | 'difficulty'
  | 'noOfQuestions'
  | 'noOfMCQuestions'
  | 'noOfShortQuestions'
  | 'noOfLongQuestions'
  | 'timeLimit'
  | 'dueDate'
  | 'remark'
  | 'published'
  | 'shuffleOptions'
  | 'createdAt'
>;

export function toAssignmentBase(
  row: BaseRow,
  subject: { id: string; titleEn: string; titleZh: string },
  teacher: AssignmentPerson,
) {
  return {
    id: row.id,
    subject: { id: subject.id, title: { en: subject.titleEn, zh: subject.titleZh } },
    teacher,
    mode: toMode(row.mode),
    locale: toLocale(row.locale),
    ...paperShapeOf(row),
    dueDate: Number(row.dueDate),
    remark: row.remark,
    published: row.published === 1,
    shuffleOptions: row.shuffleOptions === 1,
    createdAt: Number(row.createdAt),
  };
}

const listSubject = (row: Pick<AssignmentListRow, 'subjectId' | 'subjectTitleEn' | 'subjectTitleZh'>) => ({
  id: row.subjectId,
  titleEn: row.subjectTitleEn,
  titleZh: row.subjectTitleZh,
});
const listTeacher = (
  row: Pick<AssignmentListRow, 'teacherId' | 'teacherName' | 'teacherAvatarUrl'>,
): AssignmentPerson => ({
  id: row.teacherId,
  displayName: row.teacherName,
  avatarUrl: row.teacherAvatarUrl,
});

export function toPerson(row: Pick<AssignedStudentRow, 'studentId' | 'displayName' | 'avatarUrl'>): AssignmentPerson {
  return { id: row.studentId, displayName: row.displayName, avatarUrl: row.avatarUrl };
}

export function toTeacherSummary(
  row: AssignmentListRow,
  students: AssignedStudentRow[],
  now: number,
): TeacherAssignmentSummary {
  return {
    ...toAssignmentBase(row, listSubject(row), listTeacher(row)),
    status: teacherAssignmentStatus(
      { published: row.published === 1, checked: row.checked === 1, dueDate: Number(row.dueDate) },
      now,
    ),
    school:
      row.schoolId === null
        ? null
        : { id: row.schoolId, displayName: row.schoolName ?? '', avatarUrl: row.schoolAvatarUrl ?? null },
    students: students.slice(0, ASSIGNMENT_LIMITS.avatarStack).map(toPerson),
    studentCount: students.length,
    submittedCount: students.filter((s) => s.finishedAt !== null).length,
  };
}

type StudentListRow = Awaited<ReturnType<typeof listStudentAssignments>>[number];

export function toStudentSummary(row: StudentListRow, now: number): StudentAssignmentSummary {
  const finishedAt = row.finishedAt === null ? null : Number(row.finishedAt);
  const dueDate = Number(row.dueDate);
  return {
    ...toAssignmentBase(row, listSubject(row), listTeacher(row)),
    status: studentAssignmentStatus({ dueDate, finishedAt }, now),
    practiceId: row.practiceId,
    startedAt: row.startedAt === null ? null : Number(row.startedAt),
    finishedAt,
    late: isLateSubmission(finishedAt, dueDate),
  };
}

/** A question copy as its teacher reviews it on confirm-assignment: rendered, with answer and solution. */
export function toQuestionView(q: AssignmentQuestionRow, index: number, subjectId: string): AssignmentQuestionView {
  const render = (text: string) => renderRichText(text, { assetBase: `/content-assets/${subjectId}/` });
  const type = toQuestionType(q.type);
  return {
    id: q.id,
    questionNo: index + 1,
    questionId: q.questionId,
    chapterId: q.chapterId,
    type,
    level: q.level,
    totalScore: q.totalScore,
    questionHtml: render(q.question),
    options: renderCopyOptions(q, type === 'mc', render),
    correctAns: optionKeys.find((key): key is OptionKey => key === q.correctAns) ?? null,
    solutionHtml: render(q.solution),
    source: {
      question: q.question,
      solution: q.solution,
      options: type === 'mc' ? copyOptions(q) : null,
    },
    editedAt: q.editedAt === null ? null : Number(q.editedAt),
  };
}
