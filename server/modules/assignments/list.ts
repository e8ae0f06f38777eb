import type { AssignmentListResponse, StudentAssignmentSummary } from '../../../common/assignments';
import type { DbContext, UserContext } from '../../context';
import {
  listAssignedStudents,
  listAssignedSubjectsOfStudent,
  listOwnedAssignmentsOfStudent,
  listStudentAssignments,
  listTeacherAssignments,
} from './queries';
import { toStudentSummary, toTeacherSummary } from './views';

/**
 * Teacher: their own assignments (and, for a school, the ones set in its name) with status, avatar stack and the
 * count of overdue ones to check. Student: the published ones set for them, with status and the count not submitted.
 */
export async function listAssignments(ctx: UserContext, now = Date.now()): Promise<AssignmentListResponse> {
  const { db, user } = ctx;
  if (user.role === 'student') {
    const assignments = (await listStudentAssignments(db, user.id)).map((row) => toStudentSummary(row, now));
    return {
      role: 'student',
      assignments,
      unsubmitted: assignments.filter((a) => a.finishedAt === null).length,
    };
  }
  const rows = await listTeacherAssignments(db, user.id);
  const students = await listAssignedStudents(
    db,
    rows.map((row) => row.id),
  );
  const byAssignment = new Map<string, typeof students>();
  for (const row of students) byAssignment.set(row.assignmentId, [...(byAssignment.get(row.assignmentId) ?? []), row]);
  const assignments = rows.map((row) => toTeacherSummary(row, byAssignment.get(row.id) ?? [], now));
  return {
    role: 'teacher',
    assignments,
    toCheck: assignments.filter((a) => a.status === 'not_checked').length,
  };
}

/**
 * The subjects of the published assignments set for a student, with their grade bands: statistics offers them beside
 * the practised ones (docs/product-rules.md, subjects a user sees).
 */
export function listAssignedSubjects(ctx: DbContext, studentId: string) {
  const { db } = ctx;
  return listAssignedSubjectsOfStudent(db, studentId);
}

/** One of a teacher's (or school's) assignments as one student is doing it: for the statistics' assignments tab. */
export interface OwnedAssignmentOfStudent {
  id: string;
  subject: { id: string; titleEn: string; titleZh: string };
  remark: string;
  teacherName: string;
  dueDate: number;
  finishedAt: number | null;
  score: number | null;
  totalScore: number | null;
  pendingMarking: number;
}

/**
 * The published assignments this teacher owns (a school: set by it or in its name, as isAssignmentOwner) that are
 * set for the student, optionally of one subject and due in [dueFrom, dueTo). The caller has checked the student is
 * linked; a plain teacher never sees another teacher's assignments.
 */
export async function listOwnedAssignmentsForStudent(
  ctx: UserContext,
  studentId: string,
  filter: { subjectId?: string; dueFrom?: number; dueTo?: number } = {},
): Promise<OwnedAssignmentOfStudent[]> {
  const { db, user } = ctx;
  if (user.role !== 'teacher') return [];
  const rows = await listOwnedAssignmentsOfStudent(db, { id: user.id, isSchool: user.isSchool }, studentId, filter);
  return rows.map((row) => ({
    id: row.id,
    subject: { id: row.subjectId, titleEn: row.subjectTitleEn, titleZh: row.subjectTitleZh },
    remark: row.remark,
    teacherName: row.teacherName,
    dueDate: Number(row.dueDate),
    finishedAt: row.finishedAt === null ? null : Number(row.finishedAt),
    score: row.score === null ? null : Number(row.score),
    totalScore: row.totalScore === null ? null : Number(row.totalScore),
    pendingMarking: Number(row.pendingMarking ?? 0),
  }));
}

/**
 * A student's published assignments that this teacher set (or a school set in its name), with the student's status
 * of each; nobody else's. For the parents' weekly digest (server/modules/digest), which lists what is due and late.
 */
export async function listAssignmentsSetFor(
  ctx: UserContext,
  studentId: string,
  now = Date.now(),
): Promise<StudentAssignmentSummary[]> {
  const { db, user: teacher } = ctx;
  const rows = await listStudentAssignments(db, studentId);
  return rows
    .filter((row) => row.teacherId === teacher.id || row.schoolId === teacher.id)
    .map((row) => toStudentSummary(row, now));
}
