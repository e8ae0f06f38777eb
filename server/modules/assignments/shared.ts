// Rules several assignment use cases share: the free limits, the owner check, student time and option order, and
// how a bank or written question becomes the assignment's copy.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { nextTotalScore } from '../../../common/admin-questions';
import { type AddAssignmentQuestionBody, isDueDateAcceptable } from '../../../common/assignments';
import { applyOptionOrder, shuffledOptionOrder } from '../../../common/option-order';
import type { UserContext } from '../../context';
import type { AssignmentQuestionTable, AssignmentRow } from '../../db/tables/assignments';
import type { NewPracticeQuestion } from '../../db/tables/papers';
import { AppError } from '../../errors';
import { listStudents } from '../links/service';
import type { FreeLimitRule } from '../papers/service';
import { getActingSchool } from '../schools/service';
import { isAssignmentOwner } from './policy';
import { countAssignmentsSince, findAssignment } from './queries';

/** Free teachers: questions per assignment and assignments per Hong Kong day (settings.freeLimit). */
export const assignmentFreeLimit: FreeLimitRule = {
  questionsPerPaper: (limits) => limits.questionsPerAssignment,
  perDay: (limits) => limits.assignmentsPerDay,
  dailyCode: 'free_limit_assignments',
  questionsCode: 'free_limit_assignment_questions',
  countSince: countAssignmentsSince,
};

/** Adding a question to a paper counts its questions only. */
export const questionsOnly: FreeLimitRule = { ...assignmentFreeLimit, countSince: undefined };

export const notFound = () => new AppError('assignment_not_found', 404);

/** Whole minutes, rounded up: 30 minutes at 1.25x is 38, never less than the teacher set. */
export function studentTimeLimit(minutes: number, multiplier: number): number {
  return Math.ceil(minutes * Math.max(1, multiplier) - 1e-9);
}

/** A student's copy of an MC question in an order of their own, when the teacher shuffles options. */
export function shuffleFor<
  Question extends Parameters<typeof applyOptionOrder>[0] & { type: string; optionOrder: string | null },
>(assignment: Pick<AssignmentRow, 'shuffleOptions'>, question: Question): Question {
  if (assignment.shuffleOptions !== 1 || question.type !== 'mc') return question;
  const order = shuffledOptionOrder();
  return { ...applyOptionOrder(question, order), optionOrder: order };
}

/** Only linked students who accepted this teacher may be assigned (invalid_students otherwise). */
export async function checkStudents(ctx: UserContext, studentIds: string[]) {
  if (studentIds.length === 0) return;
  const accepted = new Set((await listStudents(ctx)).filter((s) => s.accepted).map((s) => s.studentId));
  if (studentIds.some((id) => !accepted.has(id))) throw new AppError('invalid_students', 400);
}

/**
 * The school a new assignment is set in the name of: a school's own is always its own; a teacher's, the school asked
 * for if the teacher has joined it (school_not_found otherwise, as for a school that does not exist), else none.
 */
export async function schoolOfNewAssignment(ctx: UserContext, schoolId: string | null): Promise<string | null> {
  const { user } = ctx;
  // An assignment refuses a school naming another school; a class or an invitation just takes the school's own.
  if (user.isSchool && schoolId !== null && schoolId !== user.id) throw new AppError('school_not_found', 404);
  return getActingSchool(ctx, schoolId);
}

export function checkDueDate(dueDate: number, now: number) {
  if (!isDueDateAcceptable(dueDate, now)) throw new AppError('invalid_due_date', 400);
}

/** A copy of a practice-shaped question (drawn from the bank) as the assignment's own. */
export function toAssignmentCopy(
  q: NewPracticeQuestion,
  assignmentId: string,
  position: number,
): Insertable<AssignmentQuestionTable> {
  return {
    id: randomUUID(),
    assignmentId,
    position,
    questionId: q.questionId ?? null,
    questionVersion: q.questionVersion ?? 1,
    chapterId: q.chapterId,
    type: q.type,
    level: q.level,
    totalScore: q.totalScore,
    question: q.question,
    optionA: q.optionA ?? null,
    optionB: q.optionB ?? null,
    optionC: q.optionC ?? null,
    optionD: q.optionD ?? null,
    solution: q.solution,
    correctAns: q.correctAns ?? null,
    deleted: 0,
    editedAt: null,
  };
}

/** The assignment if this teacher (or school) owns it; anyone else gets assignment_not_found. */
export async function getOwnedAssignment(ctx: UserContext, assignmentId: string): Promise<AssignmentRow> {
  const { db, user } = ctx;
  const assignment = await findAssignment(db, assignmentId);
  if (!assignment || !isAssignmentOwner(assignment, user)) throw notFound();
  return assignment;
}

/** A question written by the teacher (or AI, or read from an upload): the assignment's own copy, in no bank. */
export type WrittenQuestion = Extract<AddAssignmentQuestionBody, { source: 'new' }>;

export function writtenCopy(
  body: Omit<WrittenQuestion, 'source'>,
  assignmentId: string,
  position: number,
  now: number,
): Insertable<AssignmentQuestionTable> & { id: string } {
  const isMc = body.type === 'mc';
  return {
    id: randomUUID(),
    assignmentId,
    position,
    questionId: null,
    chapterId: body.chapterId,
    type: body.type,
    level: body.level,
    totalScore: nextTotalScore({ type: body.type, totalScore: 0 }, body.type, body.totalScore ?? (isMc ? 1 : 5)),
    question: body.question,
    optionA: isMc ? (body.options.a ?? '') : null,
    optionB: isMc ? (body.options.b ?? '') : null,
    optionC: isMc ? (body.options.c ?? '') : null,
    optionD: isMc ? (body.options.d ?? '') : null,
    solution: body.solution,
    correctAns: isMc ? body.correctAns : null,
    deleted: 0,
    editedAt: now,
  };
}
