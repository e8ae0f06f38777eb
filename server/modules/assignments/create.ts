import { randomUUID } from 'node:crypto';
import type { CreateAssignmentBody } from '../../../common/assignments';
import type { AppContext, UserContext } from '../../context';
import type { Db } from '../../db/index';
import { checkChapters, checkFreeLimits, drawCopies, paperCounts } from '../papers/service';
import { drawMockAssignment } from './mock';
import { insertAssignment, insertAssignmentQuestions, insertAssignmentStudents } from './queries';
import {
  assignmentFreeLimit,
  checkDueDate,
  checkStudents,
  schoolOfNewAssignment,
  toAssignmentCopy,
  type WrittenQuestion,
  writtenCopy,
} from './shared';

/**
 * Creates an unpublished assignment: from the bank (chapters required, questions drawn and copied) or blank (the
 * teacher adds questions on confirm). Nothing is written unless every rule holds. Throws subject_not_found,
 * invalid_chapters, invalid_due_date, invalid_students, school_not_found (a school the teacher is not in),
 * free_limit_assignment_questions, free_limit_assignments or not_enough_questions. Set in a school's name
 * (body.schoolId), the school sees and manages it as its teacher does (isAssignmentOwner), and the school's plan
 * covers it: a free teacher's limits do not apply while the school has premium (checkFreeLimits' coveredBy).
 */
export async function createAssignment(
  ctx: UserContext & Pick<AppContext, 'analytics'>,
  body: CreateAssignmentBody,
  now = Date.now(),
  /** a blank assignment's questions, written elsewhere (read from an upload): saved with it, or nothing is */
  written: Array<Omit<WrittenQuestion, 'source'>> = [],
  /** more work in the assignment's own transaction (the AI writer's job is sent there): both happen, or neither */
  inTransaction?: (trx: Db, assignmentId: string) => Promise<void>,
): Promise<string> {
  const { db, user: teacher } = ctx;
  const schoolId = await schoolOfNewAssignment(ctx, body.schoolId);
  const chapters = await checkChapters(ctx, body.subjectId, body.chapterIds);
  checkDueDate(body.dueDate, now);
  const studentIds = [...new Set(body.studentIds)];
  await checkStudents(ctx, studentIds);
  const counts =
    body.mode === 'bank'
      ? { mc: body.noOfMCQuestions, short: body.noOfShortQuestions, long: body.noOfLongQuestions }
      : { mc: 0, short: 0, long: 0 };
  const covered = { coveredBy: schoolId };
  await checkFreeLimits(
    ctx,
    counts.mc + counts.short + counts.long + written.length,
    now,
    assignmentFreeLimit,
    covered,
  );

  const assignmentId = randomUUID();
  // A full mock paper (issue 28.8): drawn to its blueprint by the paper core from the chosen chapters or the whole
  // syllabus (mock.ts; mock_paper_not_found). Its size is known once drawn: a free teacher's questions per assignment
  // apply to it as to any paper.
  const mock = body.mode === 'mock' ? await drawMockAssignment(ctx, body, assignmentId) : null;
  if (mock) await checkFreeLimits(ctx, mock.copies.length, now, assignmentFreeLimit, covered);
  const drawn =
    body.mode === 'bank'
      ? await drawCopies(
          ctx,
          { chapterIds: chapters.map((c) => c.id), difficulty: body.difficulty, counts, seen: new Set() },
          assignmentId,
          body.locale,
        )
      : { questions: [] };
  const questions = mock
    ? mock.copies
    : body.mode === 'bank'
      ? drawn.questions.map((q, index) => toAssignmentCopy(q, assignmentId, index + 1))
      : written.map((q, index) => writtenCopy(q, assignmentId, index + 1, now));

  await db.transaction().execute(async (trx) => {
    await insertAssignment(trx, {
      id: assignmentId,
      teacherId: teacher.id,
      schoolId,
      subjectId: body.subjectId,
      chapterIds: JSON.stringify(chapters.map((c) => c.id)),
      mode: body.mode,
      locale: body.locale,
      difficulty: body.difficulty,
      ...paperCounts(questions),
      timeLimit: body.timeLimit,
      dueDate: body.dueDate,
      remark: body.remark,
      shuffleOptions: body.shuffleOptions ? 1 : 0,
      published: 0,
      publishedAt: null,
      checked: 0,
      createdBy: teacher.id,
      deleted: 0,
      createdAt: now,
      updatedAt: now,
      // A mock spans every level, as the real paper does (2 is the form's "medium"), and takes the paper's own time.
      ...(mock && {
        chapterIds: JSON.stringify(mock.chapters.map((c) => c.id)),
        difficulty: 2,
        timeLimit: mock.timeLimit,
        mockPaper: JSON.stringify(mock.paper),
      }),
    });
    await insertAssignmentQuestions(trx, questions);
    await insertAssignmentStudents(trx, assignmentId, studentIds, now);
    await inTransaction?.(trx, assignmentId);
  });
  ctx.analytics.track('create_assignment', {
    userId: teacher.id,
    assignmentId,
    subjectId: body.subjectId,
    mode: body.mode,
    questions: questions.length,
    students: studentIds.length,
  });
  return assignmentId;
}
