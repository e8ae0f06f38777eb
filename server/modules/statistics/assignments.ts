import { studentAssignmentStatus } from '../../../common/assignment-rules';
import type { StatisticsQuery, StudentAssignmentStatistics } from '../../../common/statistics';
import { DAY_MS, defaultRange, hongKongDay } from '../../../common/statistics-days';
import { isLateAssignment, summarisePunctuality } from '../../../common/statistics-rules';
import type { UserContext } from '../../context';
import { AppError } from '../../errors';
import { listOwnedAssignmentsForStudent } from '../assignments/service';
import { readableStudent } from './service';

/**
 * The assignments tab of a linked student's statistics (issue 13): the viewer's own assignments set for the student
 * (a school's: set by it or in its name), due in the range's Hong Kong days (or later, when the range reaches today)
 * and of the chosen subject, with
 * punctuality over them (docs/product-rules.md). Read from the assignments area's service, never its queries. A
 * student has no such tab: their own address answers 404 like a stranger's.
 */
export async function getStudentAssignmentStatistics(
  ctx: UserContext,
  studentId: string,
  query: StatisticsQuery,
  now = Date.now(),
): Promise<StudentAssignmentStatistics> {
  const { user } = ctx;
  if (user.role !== 'teacher') throw new AppError('student_not_found', 404);
  const student = await readableStudent(ctx, studentId);
  const fallback = defaultRange(now);
  const from = hongKongDay(query.from ?? fallback.from);
  const to = hongKongDay(query.to ?? fallback.to);
  // Ranges end today at the latest, but a teacher wants what is still coming: a range that reaches today also holds
  // the assignments due later.
  const reachesToday = to + DAY_MS > now;
  const rows = await listOwnedAssignmentsForStudent(ctx, student.id, {
    subjectId: query.subjectId,
    dueFrom: from,
    dueTo: reachesToday ? undefined : to + DAY_MS,
  });
  const submissions = rows.map((row) => ({ dueAt: row.dueDate, submittedAt: row.finishedAt }));
  const summary = summarisePunctuality(submissions, now);
  return {
    ...summary,
    assignments: rows.map((row, index) => ({
      assignmentId: row.id,
      subject: row.subject,
      remark: row.remark,
      teacherName: row.teacherName,
      dueDate: row.dueDate,
      status: studentAssignmentStatus({ dueDate: row.dueDate, finishedAt: row.finishedAt }, now),
      finishedAt: row.finishedAt,
      scorePercent:
        row.finishedAt === null || row.score === null || !row.totalScore
          ? null
          : Math.round((row.score / row.totalScore) * 1000) / 10,
      pendingMarking: row.finishedAt === null ? 0 : row.pendingMarking,
      late: isLateAssignment(submissions[index]!, now),
    })),
  };
}
