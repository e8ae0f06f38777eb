import { type AssignmentView, studentAssignmentStatus, teacherAssignmentStatus } from '../../../common/assignments';
import type { UserContext } from '../../context';
import { AppError } from '../../errors';
import { checkFreeLimits } from '../papers/service';
import { assignmentMockOf, mockPaperOf } from './mock';
import { canChangePaper, canStudentSee, isAssignmentOwner } from './policy';
import {
  findAssignment,
  findPerson,
  findSubjectTitles,
  listAssignedStudents,
  listAssignmentQuestions,
} from './queries';
import { getOwnedAssignment, notFound, questionsOnly } from './shared';
import { toAssignmentBase, toPerson, toQuestionView } from './views';

/** The assignment as its teacher or school sees it (every copy with answers), or as an assigned student (no paper). */
export async function getAssignmentView(
  ctx: UserContext,
  assignmentId: string,
  now = Date.now(),
): Promise<AssignmentView> {
  const { db, user } = ctx;
  const assignment = await findAssignment(db, assignmentId);
  if (!assignment) throw notFound();
  const [subject, teacher] = await Promise.all([
    findSubjectTitles(db, assignment.subjectId),
    findPerson(db, assignment.teacherId),
  ]);
  const base = toAssignmentBase(
    assignment,
    subject ?? { id: assignment.subjectId, titleEn: '', titleZh: '' },
    teacher ?? { id: assignment.teacherId, displayName: '', avatarUrl: null },
  );
  const chapterIds = JSON.parse(assignment.chapterIds) as string[];
  const dueDate = Number(assignment.dueDate);

  if (isAssignmentOwner(assignment, user)) {
    const [questions, students] = await Promise.all([
      listAssignmentQuestions(db, assignmentId),
      listAssignedStudents(db, [assignmentId]),
    ]);
    return {
      ...base,
      status: teacherAssignmentStatus(
        { published: assignment.published === 1, checked: assignment.checked === 1, dueDate },
        now,
      ),
      chapterIds,
      students: students.map(toPerson),
      questions: questions.map((q, index) => toQuestionView(q, index, assignment.subjectId)),
      practiceId: null,
      mock: assignmentMockOf(mockPaperOf(assignment), questions),
    };
  }

  const assigned = user.role === 'student' ? await listAssignedStudents(db, [assignmentId]) : [];
  const mine = assigned.find((row) => row.studentId === user.id);
  if (!canStudentSee(assignment, user, mine !== undefined) || !mine) throw notFound();
  const finishedAt = mine.finishedAt === null ? null : Number(mine.finishedAt);
  return {
    ...base,
    status: studentAssignmentStatus({ dueDate, finishedAt }, now),
    chapterIds,
    students: [toPerson(mine)],
    questions: [],
    practiceId: mine.practiceId,
    mock: null,
  };
}

/**
 * The teacher's own assignment while its paper can still change and has room for `adding` more questions (the AI
 * area checks this before it sends a job that writes a question into it). 404 for anyone else,
 * assignment_published once published, free_limit_assignment_questions for a free teacher at their limit.
 */
export async function getChangeableAssignment(ctx: UserContext, assignmentId: string, adding: 0 | 1, now = Date.now()) {
  const { db } = ctx;
  const assignment = await getOwnedAssignment(ctx, assignmentId);
  if (!canChangePaper(assignment)) throw new AppError('assignment_published', 409);
  // A free teacher at their questions per assignment learns it now, before AI writes a question it cannot add.
  const current = await listAssignmentQuestions(db, assignmentId);
  await checkFreeLimits(ctx, current.length + adding, now, questionsOnly, { coveredBy: assignment.schoolId });
  return getAssignmentView(ctx, assignmentId, now);
}
