import type { AssignmentView } from '../../../common/assignments';
import type { UserContext } from '../../context';
import { AppError } from '../../errors';
import { inTransaction } from '../../events/hooks';
import { getAssignmentView } from './get';
import { listAssignedStudents, listAssignmentQuestions, updateAssignment } from './queries';
import { checkDueDate, getOwnedAssignment } from './shared';

/**
 * Publishes it: its students see it from now on. Needs at least one question and one student (an assignment for
 * nobody is printed instead) and a due date still ahead. Publishing twice changes nothing.
 */
export async function publishAssignment(
  ctx: UserContext,
  assignmentId: string,
  now = Date.now(),
): Promise<AssignmentView> {
  const { db, user } = ctx;
  const assignment = await getOwnedAssignment(ctx, assignmentId);
  if (assignment.published === 0) {
    const [questions, students] = await Promise.all([
      listAssignmentQuestions(db, assignmentId),
      listAssignedStudents(db, [assignmentId]),
    ]);
    if (questions.length === 0) throw new AppError('invalid_count', 400);
    if (students.length === 0) throw new AppError('invalid_students', 400);
    checkDueDate(Number(assignment.dueDate), now);
    await inTransaction(ctx, async (tx) => {
      await updateAssignment(tx.db, assignmentId, { published: 1, publishedAt: now, updatedAt: now });
      await ctx.hooks.emit('assignmentPublished', {
        db: tx.db,
        assignmentId,
        teacherId: user.id,
        studentIds: students.map((student) => student.studentId),
        now,
        afterCommit: tx.afterCommit,
      });
    });
  }
  return getAssignmentView(ctx, assignmentId, now);
}
