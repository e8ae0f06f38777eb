import type { DbContext, RequestContext } from '../../context';
import type { AssignmentRow } from '../../db/tables/assignments';
import { getTimeMultiplier } from '../links/service';
import { insertAssignmentPractice } from '../papers/service';
import { mockPaperOf, storedMockOf } from './mock';
import { canStudentSee } from './policy';
import {
  findAssignedStudent,
  findAssignment,
  listAssignmentQuestions,
  lockAssignedStudent,
  setStudentPractice,
} from './queries';
import { notFound, shuffleFor, studentTimeLimit } from './shared';

/**
 * The student starts the assignment: the first call creates their practice (copies of the paper, the server's
 * clock), every later call answers the same practice. Late starts and submissions are accepted (and shown late).
 * One transaction holds the student's row, so two starts at once make one practice.
 */
export async function startAssignment(
  ctx: RequestContext,
  assignmentId: string,
  now = Date.now(),
): Promise<{ practiceId: string }> {
  const { db, user: student } = ctx;
  const assignment = await findAssignment(db, assignmentId);
  const assigned = assignment ? await findAssignedStudent(db, assignmentId, student.id) : undefined;
  if (!assignment || !canStudentSee(assignment, student, assigned !== undefined)) throw notFound();
  if (assigned?.practiceId) return { practiceId: assigned.practiceId };

  const started = await db.transaction().execute(async (trx) => {
    const row = await lockAssignedStudent(trx, assignmentId, student.id);
    if (!row) throw notFound();
    if (row.practiceId) return { practiceId: row.practiceId, isNew: false };
    const practiceId = await createStudentPractice({ ...ctx, db: trx }, assignment, student.id, now);
    return { practiceId, isNew: true };
  });
  // Told once per student and assignment: the start that made the practice (later calls reopen it).
  if (started.isNew)
    ctx.analytics.track('start_assignment', { userId: student.id, assignmentId, practiceId: started.practiceId });
  return { practiceId: started.practiceId };
}

/**
 * The student's paper of the assignment (copies of its questions, the student's time limit with their extra time),
 * recorded on their row. Run it in the transaction that locked that row (lockAssignedStudent) and found no paper.
 */
export async function createStudentPractice(
  ctx: DbContext,
  assignment: AssignmentRow,
  studentId: string,
  now: number,
): Promise<string> {
  const { db: trx } = ctx;
  const assignmentId = assignment.id;
  const questions = await listAssignmentQuestions(trx, assignmentId);
  // Extra time is the teacher's per student (on the link); the practice's deadline carries it, so the server's
  // clock (autosave refusals, timeout finishing) honours it like any other time limit.
  const multiplier = await getTimeMultiplier(ctx, assignment.teacherId, studentId);
  const practiceId = await insertAssignmentPractice(
    ctx,
    studentId,
    {
      assignmentId,
      teacherId: assignment.teacherId,
      schoolId: assignment.schoolId,
      subjectId: assignment.subjectId,
      chapterIds: [...new Set(questions.map((q) => q.chapterId))],
      locale: assignment.locale === 'zh' ? 'zh' : 'en',
      difficulty: assignment.difficulty,
      timeLimit: studentTimeLimit(assignment.timeLimit, multiplier),
      mockPaper: storedMockOf(mockPaperOf(assignment), questions),
      questions: questions.map((q) =>
        shuffleFor(assignment, {
          questionId: q.questionId,
          questionVersion: q.questionVersion,
          chapterId: q.chapterId,
          type: q.type,
          level: q.level,
          totalScore: q.totalScore,
          question: q.question,
          optionA: q.optionA,
          optionB: q.optionB,
          optionC: q.optionC,
          optionD: q.optionD,
          solution: q.solution,
          correctAns: q.correctAns,
          optionOrder: null,
        }),
      ),
    },
    now,
  );
  await setStudentPractice(trx, assignmentId, studentId, practiceId);
  return practiceId;
}
