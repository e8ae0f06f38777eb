import { ASSIGNMENT_LIMITS } from '../../../common/assignment-rules';
import type { AssignmentView, UpdateAssignmentBody } from '../../../common/assignments';
import type { UserContext } from '../../context';
import { AppError } from '../../errors';
import { paperCounts } from '../papers/service';
import { getAssignmentView } from './get';
import { inSectionOrder, mockPaperOf } from './mock';
import { canChangePaper } from './policy';
import {
  insertAssignmentStudents,
  listAllAssignmentStudentIds,
  listAssignmentQuestions,
  lockAssignment,
  reorderAssignmentQuestions,
  setAssignmentStudentsDeleted,
  updateAssignment,
} from './queries';
import { checkDueDate, checkStudents, getOwnedAssignment, notFound } from './shared';

/**
 * Saves confirm-assignment's changes: remark, due date and students at any time; the paper's order (and which
 * copies it keeps) and the time limit only before publishing (assignment_published after). Throws invalid_due_date,
 * invalid_students, invalid_request (a question that is not on the paper).
 */
export async function updateAssignmentFields(
  ctx: UserContext,
  assignmentId: string,
  body: UpdateAssignmentBody,
  now = Date.now(),
): Promise<AssignmentView> {
  const { db } = ctx;
  await getOwnedAssignment(ctx, assignmentId);
  if (body.dueDate !== undefined) checkDueDate(body.dueDate, now);
  if (body.studentIds !== undefined) {
    // A student already set stays allowed: a school keeps the students its teacher set in its name, and a teacher
    // those of its school's. Only a student added now must be linked to whoever adds them.
    const current = new Set(
      (await listAllAssignmentStudentIds(db, assignmentId))
        .filter((row) => row.deleted === 0)
        .map((row) => row.studentId),
    );
    await checkStudents(
      ctx,
      body.studentIds.filter((id) => !current.has(id)),
    );
  }

  await db.transaction().execute(async (trx) => {
    const assignment = await lockAssignment(trx, assignmentId);
    if (!assignment) throw notFound();
    const changesPaper =
      body.questionIds !== undefined || body.timeLimit !== undefined || body.shuffleOptions !== undefined;
    if (changesPaper && !canChangePaper(assignment)) throw new AppError('assignment_published', 409);
    // Past the spec's 120 minutes only for a full mock paper (its own time is up to MOCK_TIME_LIMIT_MAX).
    if (body.timeLimit !== undefined && body.timeLimit > ASSIGNMENT_LIMITS.timeLimit.max && !mockPaperOf(assignment)) {
      throw new AppError('invalid_time_limit', 400);
    }

    if (body.questionIds !== undefined) {
      const live = new Map((await listAssignmentQuestions(trx, assignmentId)).map((q) => [q.id, q]));
      if (body.questionIds.some((id) => !live.has(id))) throw new AppError('invalid_request', 400);
      // A mock paper stays in section order: the teacher reorders within a section.
      const order = inSectionOrder(
        mockPaperOf(assignment),
        body.questionIds.map((id) => live.get(id)!),
      ).map((q) => q.id);
      await reorderAssignmentQuestions(trx, assignmentId, order);
    }
    if (body.studentIds !== undefined) {
      const rows = await listAllAssignmentStudentIds(trx, assignmentId);
      const wanted = new Set(body.studentIds);
      const known = new Map(rows.map((row) => [row.studentId, row.deleted]));
      await setAssignmentStudentsDeleted(
        trx,
        assignmentId,
        rows.filter((row) => row.deleted === 0 && !wanted.has(row.studentId)).map((row) => row.studentId),
        1,
      );
      await setAssignmentStudentsDeleted(
        trx,
        assignmentId,
        body.studentIds.filter((id) => known.get(id) === 1),
        0,
      );
      await insertAssignmentStudents(
        trx,
        assignmentId,
        body.studentIds.filter((id) => !known.has(id)),
        now,
      );
    }
    const counts = body.questionIds !== undefined ? paperCounts(await listAssignmentQuestions(trx, assignmentId)) : {};
    await updateAssignment(trx, assignmentId, {
      ...(body.remark !== undefined ? { remark: body.remark } : {}),
      ...(body.dueDate !== undefined ? { dueDate: body.dueDate } : {}),
      ...(body.timeLimit !== undefined ? { timeLimit: body.timeLimit } : {}),
      ...(body.shuffleOptions !== undefined ? { shuffleOptions: body.shuffleOptions ? 1 : 0 } : {}),
      ...counts,
      updatedAt: now,
    });
  });
  return getAssignmentView(ctx, assignmentId, now);
}
