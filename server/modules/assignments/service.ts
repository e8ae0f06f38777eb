import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { nextTotalScore } from '../../../common/admin-questions';
import {
  type AddAssignmentQuestionBody,
  type AssignmentListResponse,
  type AssignmentResults,
  type AssignmentView,
  type CreateAssignmentBody,
  isDueDateAcceptable,
  type RepeatAssignmentBody,
  type StudentAssignmentSummary,
  shouldMarkChecked,
  studentAssignmentStatus,
  teacherAssignmentStatus,
  type UpdateAssignmentBody,
} from '../../../common/assignments';
import { applyOptionOrder, shuffledOptionOrder } from '../../../common/option-order';
import type { UpdatePracticeQuestionBody } from '../../../common/question-copy';
import { track } from '../../analytics/index';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/index';
import type { AssignmentQuestionTable, AssignmentRow, NewPracticeQuestion } from '../../db/types';
import { AppError } from '../../errors';
import { getTimeMultiplier, listStudents } from '../links/service';
import {
  checkChapters,
  checkFreeLimits,
  drawCopies,
  type FreeLimitRule,
  getQuestionCopy,
  insertAssignmentPractice,
} from '../papers/service';
import { getPracticeView } from '../practices/service';
import { canChangePaper, canStudentSee, isAssignmentOwner } from './policy';
import {
  countAssignmentsSince,
  deleteEmptyDraft,
  findAssignedStudent,
  findAssignment,
  findAssignmentQuestion,
  findPerson,
  findSubjectTitles,
  insertAssignment,
  insertAssignmentQuestions,
  insertAssignmentStudents,
  listAllAssignmentStudentIds,
  listAssignedStudents,
  listAssignedSubjectsOfStudent,
  listAssignmentQuestions,
  listOwnedAssignmentsOfStudent,
  listStudentAssignments,
  listTeacherAssignments,
  lockAssignedStudent,
  lockAssignment,
  reorderAssignmentQuestions,
  setAssignmentStudentsDeleted,
  setStudentPractice,
  tallyFinishedAnswers,
  updateAssignment,
  updateAssignmentQuestion,
} from './queries';
import { summariseResults } from './results';
import {
  toAssignmentBase,
  toPerson,
  toQuestionType,
  toQuestionView,
  toStudentSummary,
  toTeacherSummary,
} from './views';

/** Free teachers: questions per assignment and assignments per Hong Kong day (settings.freeLimit). */
const assignmentFreeLimit: FreeLimitRule = {
  questionsPerPaper: (limits) => limits.questionsPerAssignment,
  perDay: (limits) => limits.assignmentsPerDay,
  dailyCode: 'free_limit_assignments',
  countSince: countAssignmentsSince,
};
/** Adding a question to a paper counts its questions only. */
const questionsOnly: FreeLimitRule = { ...assignmentFreeLimit, countSince: undefined };

const notFound = () => new AppError('assignment_not_found', 404);

/** Whole minutes, rounded up: 30 minutes at 1.25x is 38, never less than the teacher set. */
function studentTimeLimit(minutes: number, multiplier: number): number {
  return Math.ceil(minutes * Math.max(1, multiplier) - 1e-9);
}

/** A student's copy of an MC question in an order of their own, when the teacher shuffles options. */
function shuffleFor<
  Question extends Parameters<typeof applyOptionOrder>[0] & { type: string; optionOrder: string | null },
>(assignment: Pick<AssignmentRow, 'shuffleOptions'>, question: Question): Question {
  if (assignment.shuffleOptions !== 1 || question.type !== 'mc') return question;
  const order = shuffledOptionOrder();
  return { ...applyOptionOrder(question, order), optionOrder: order };
}

/** Only linked students who accepted this teacher may be assigned (invalid_students otherwise). */
async function checkStudents(db: Db, teacher: SessionUser, studentIds: string[]) {
  if (studentIds.length === 0) return;
  const accepted = new Set((await listStudents(db, teacher)).filter((s) => s.accepted).map((s) => s.studentId));
  if (studentIds.some((id) => !accepted.has(id))) throw new AppError('invalid_students', 400);
}

function checkDueDate(dueDate: number, now: number) {
  if (!isDueDateAcceptable(dueDate, now)) throw new AppError('invalid_due_date', 400);
}

/** A copy of a practice-shaped question (drawn from the bank) as the assignment's own. */
function toAssignmentCopy(
  q: NewPracticeQuestion,
  assignmentId: string,
  position: number,
): Insertable<AssignmentQuestionTable> {
  return {
    id: randomUUID(),
    assignmentId,
    position,
    questionId: q.questionId ?? null,
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

/** The question counts of a paper, kept on the assignment as its questions change. */
function paperCounts(questions: Array<{ type: string }>) {
  const countOf = (type: string) => questions.filter((q) => q.type === type).length;
  return {
    noOfQuestions: questions.length,
    noOfMCQuestions: countOf('mc'),
    noOfShortQuestions: countOf('short'),
    noOfLongQuestions: countOf('long'),
  };
}

/**
 * Creates an unpublished assignment: from the bank (chapters required, questions drawn and copied) or blank (the
 * teacher adds questions on confirm). Nothing is written unless every rule holds. Throws subject_not_found,
 * invalid_chapters, invalid_due_date, invalid_students, free_limit_questions, free_limit_assignments or
 * not_enough_questions.
 */
export async function createAssignment(
  db: Db,
  teacher: SessionUser,
  body: CreateAssignmentBody,
  now = Date.now(),
  /** a blank assignment's questions, written elsewhere (read from an upload): saved with it, or nothing is */
  written: Array<Omit<WrittenQuestion, 'source'>> = [],
  /** more work in the assignment's own transaction (the AI writer's job is sent there): both happen, or neither */
  inTransaction?: (trx: Db, assignmentId: string) => Promise<void>,
): Promise<string> {
  const chapters = await checkChapters(db, body.subjectId, body.chapterIds);
  checkDueDate(body.dueDate, now);
  const studentIds = [...new Set(body.studentIds)];
  await checkStudents(db, teacher, studentIds);
  const counts =
    body.mode === 'bank'
      ? { mc: body.noOfMCQuestions, short: body.noOfShortQuestions, long: body.noOfLongQuestions }
      : { mc: 0, short: 0, long: 0 };
  await checkFreeLimits(db, teacher, counts.mc + counts.short + counts.long + written.length, now, assignmentFreeLimit);

  const assignmentId = randomUUID();
  const drawn =
    body.mode === 'bank'
      ? await drawCopies(
          db,
          { chapterIds: chapters.map((c) => c.id), difficulty: body.difficulty, counts, seen: new Set() },
          assignmentId,
          body.locale,
        )
      : { questions: [] };
  const questions =
    body.mode === 'bank'
      ? drawn.questions.map((q, index) => toAssignmentCopy(q, assignmentId, index + 1))
      : written.map((q, index) => writtenCopy(q, assignmentId, index + 1, now));

  await db.transaction().execute(async (trx) => {
    await insertAssignment(trx, {
      id: assignmentId,
      teacherId: teacher.id,
      schoolId: teacher.isSchool ? teacher.id : null,
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
    });
    await insertAssignmentQuestions(trx, questions);
    await insertAssignmentStudents(trx, assignmentId, studentIds, now);
    await inTransaction?.(trx, assignmentId);
  });
  track(db, 'create_assignment', {
    userId: teacher.id,
    assignmentId,
    subjectId: body.subjectId,
    mode: body.mode,
    questions: questions.length,
    students: studentIds.length,
  });
  return assignmentId;
}

/** A question written by the teacher (or AI, or read from an upload): the assignment's own copy, in no bank. */
export type WrittenQuestion = Extract<AddAssignmentQuestionBody, { source: 'new' }>;

function writtenCopy(
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

/**
 * Repeat a question (learner part section 4): from a linked student's finished paper, an unpublished assignment of
 * `noq` bank questions of that question's chapter and type, at its level first, in the paper's language. The
 * confirm page then reviews it like any other. Throws question_not_found (not a paper of a linked student),
 * practice_not_finished, and whatever createAssignment throws (not_enough_questions when the chapter has too few).
 */
export async function repeatAssignment(
  db: Db,
  teacher: SessionUser,
  body: RepeatAssignmentBody,
  now = Date.now(),
): Promise<string> {
  const copy = await getQuestionCopy(db, teacher, body.questionId);
  const practice = await getPracticeView(db, teacher, copy.practiceId, now);
  const question = practice.questions.find((q) => q.id === copy.id);
  if (!question) throw new AppError('question_not_found', 404);
  return createAssignment(
    db,
    teacher,
    {
      mode: 'bank',
      subjectId: practice.subject.id,
      chapterIds: [question.chapterId],
      locale: practice.locale,
      difficulty: question.level,
      noOfMCQuestions: question.type === 'mc' ? body.noq : 0,
      noOfShortQuestions: question.type === 'short' ? body.noq : 0,
      noOfLongQuestions: question.type === 'long' ? body.noq : 0,
      timeLimit: body.timeLimit,
      dueDate: body.dueDate,
      studentIds: body.studentIds,
      remark: '',
      shuffleOptions: false,
    },
    now,
  );
}

/** The assignment if this teacher (or school) owns it; anyone else gets assignment_not_found. */
async function getOwnedAssignment(db: Db, user: SessionUser, assignmentId: string): Promise<AssignmentRow> {
  const assignment = await findAssignment(db, assignmentId);
  if (!assignment || !isAssignmentOwner(assignment, user)) throw notFound();
  return assignment;
}

/**
 * Teacher: their own assignments (and, for a school, the ones set in its name) with status, avatar stack and the
 * count of overdue ones to check. Student: the published ones set for them, with status and the count not submitted.
 */
export async function listAssignments(db: Db, user: SessionUser, now = Date.now()): Promise<AssignmentListResponse> {
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
export function listAssignedSubjects(db: Db, studentId: string) {
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
  db: Db,
  user: SessionUser,
  studentId: string,
  filter: { subjectId?: string; dueFrom?: number; dueTo?: number } = {},
): Promise<OwnedAssignmentOfStudent[]> {
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

/** The assignment as its teacher or school sees it (every copy with answers), or as an assigned student (no paper). */
export async function getAssignmentView(
  db: Db,
  user: SessionUser,
  assignmentId: string,
  now = Date.now(),
): Promise<AssignmentView> {
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
  };
}

/**
 * Saves confirm-assignment's changes: remark, due date and students at any time; the paper's order (and which
 * copies it keeps) and the time limit only before publishing (assignment_published after). Throws invalid_due_date,
 * invalid_students, invalid_request (a question that is not on the paper).
 */
export async function updateAssignmentFields(
  db: Db,
  user: SessionUser,
  assignmentId: string,
  body: UpdateAssignmentBody,
  now = Date.now(),
): Promise<AssignmentView> {
  await getOwnedAssignment(db, user, assignmentId);
  if (body.dueDate !== undefined) checkDueDate(body.dueDate, now);
  if (body.studentIds !== undefined) await checkStudents(db, user, body.studentIds);

  await db.transaction().execute(async (trx) => {
    const assignment = await lockAssignment(trx, assignmentId);
    if (!assignment) throw notFound();
    const changesPaper =
      body.questionIds !== undefined || body.timeLimit !== undefined || body.shuffleOptions !== undefined;
    if (changesPaper && !canChangePaper(assignment)) throw new AppError('assignment_published', 409);

    if (body.questionIds !== undefined) {
      const live = new Set((await listAssignmentQuestions(trx, assignmentId)).map((q) => q.id));
      if (body.questionIds.some((id) => !live.has(id))) throw new AppError('invalid_request', 400);
      await reorderAssignmentQuestions(trx, assignmentId, body.questionIds);
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
  return getAssignmentView(db, user, assignmentId, now);
}

/**
 * Publishes it: its students see it from now on. Needs at least one question and one student (an assignment for
 * nobody is printed instead) and a due date still ahead. Publishing twice changes nothing.
 */
export async function publishAssignment(
  db: Db,
  user: SessionUser,
  assignmentId: string,
  now = Date.now(),
): Promise<AssignmentView> {
  const assignment = await getOwnedAssignment(db, user, assignmentId);
  if (assignment.published === 0) {
    const [questions, students] = await Promise.all([
      listAssignmentQuestions(db, assignmentId),
      listAssignedStudents(db, [assignmentId]),
    ]);
    if (questions.length === 0) throw new AppError('invalid_count', 400);
    if (students.length === 0) throw new AppError('invalid_students', 400);
    checkDueDate(Number(assignment.dueDate), now);
    await updateAssignment(db, assignmentId, { published: 1, publishedAt: now, updatedAt: now });
  }
  return getAssignmentView(db, user, assignmentId, now);
}

/** Soft delete: students no longer see it; practices already done stay in their history. */
/**
 * An AI-written assignment whose writer gave up before writing a question is not left behind as an empty draft, nor
 * counted against the teacher's free assignments (issue 24). One with questions stays, for the teacher to finish.
 */
export async function discardEmptyDraft(db: Db, assignmentId: string, now = Date.now()): Promise<boolean> {
  return deleteEmptyDraft(db, assignmentId, now);
}

export async function deleteAssignment(db: Db, user: SessionUser, assignmentId: string, now = Date.now()) {
  await getOwnedAssignment(db, user, assignmentId);
  await updateAssignment(db, assignmentId, { deleted: 1, updatedAt: now });
}

/**
 * The student starts the assignment: the first call creates their practice (copies of the paper, the server's
 * clock), every later call answers the same practice. Late starts and submissions are accepted (and shown late).
 * One transaction holds the student's row, so two starts at once make one practice.
 */
export async function startAssignment(
  db: Db,
  student: SessionUser,
  assignmentId: string,
  now = Date.now(),
): Promise<{ practiceId: string }> {
  const assignment = await findAssignment(db, assignmentId);
  const assigned = assignment ? await findAssignedStudent(db, assignmentId, student.id) : undefined;
  if (!assignment || !canStudentSee(assignment, student, assigned !== undefined)) throw notFound();
  if (assigned?.practiceId) return { practiceId: assigned.practiceId };

  const started = await db.transaction().execute(async (trx) => {
    const row = await lockAssignedStudent(trx, assignmentId, student.id);
    if (!row) throw notFound();
    if (row.practiceId) return { practiceId: row.practiceId, isNew: false };
    const questions = await listAssignmentQuestions(trx, assignmentId);
    // Extra time is the teacher's per student (on the link); the practice's deadline carries it, so the server's
    // clock (autosave refusals, timeout finishing) honours it like any other time limit.
    const multiplier = await getTimeMultiplier(trx, assignment.teacherId, student.id);
    const practiceId = await insertAssignmentPractice(
      trx,
      student.id,
      {
        assignmentId,
        teacherId: assignment.teacherId,
        schoolId: assignment.schoolId,
        subjectId: assignment.subjectId,
        chapterIds: [...new Set(questions.map((q) => q.chapterId))],
        locale: assignment.locale === 'zh' ? 'zh' : 'en',
        difficulty: assignment.difficulty,
        timeLimit: studentTimeLimit(assignment.timeLimit, multiplier),
        questions: questions.map((q) =>
          shuffleFor(assignment, {
            questionId: q.questionId,
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
    await setStudentPractice(trx, assignmentId, student.id, practiceId);
    return { practiceId, isNew: true };
  });
  // Told once per student and assignment: the start that made the practice (later calls reopen it).
  if (started.isNew)
    track(db, 'start_assignment', { userId: student.id, assignmentId, practiceId: started.practiceId });
  return { practiceId: started.practiceId };
}

/**
 * The results page's figures. Opening them after the due date marks the assignment checked (section 4), which takes
 * it off the teacher's "to check" badge.
 */
export async function getAssignmentResults(
  db: Db,
  user: SessionUser,
  assignmentId: string,
  now = Date.now(),
): Promise<AssignmentResults> {
  const assignment = await getOwnedAssignment(db, user, assignmentId);
  const dueDate = Number(assignment.dueDate);
  if (shouldMarkChecked({ published: assignment.published === 1, checked: assignment.checked === 1, dueDate }, now))
    await updateAssignment(db, assignmentId, { checked: 1, updatedAt: now });
  const [paper, students, tallies] = await Promise.all([
    listAssignmentQuestions(db, assignmentId),
    listAssignedStudents(db, [assignmentId]),
    tallyFinishedAnswers(db, assignmentId),
  ]);
  return summariseResults(
    { id: assignmentId, dueDate },
    paper.map((q) => ({ chapterId: q.chapterId, type: toQuestionType(q.type), totalScore: q.totalScore })),
    students,
    tallies.map((t) => ({
      questionNo: Number(t.questionNo),
      option: t.option,
      answers: Number(t.answers),
      marked: Number(t.marked),
      score: Number(t.score ?? 0),
    })),
  );
}

/**
 * The teacher's own assignment while its paper can still change and has room for `adding` more questions (the AI
 * area checks this before it sends a job that writes a question into it). 404 for anyone else,
 * assignment_published once published, free_limit_questions for a free teacher at their limit.
 */
export async function getChangeableAssignment(
  db: Db,
  user: SessionUser,
  assignmentId: string,
  adding: 0 | 1,
  now = Date.now(),
) {
  const assignment = await getOwnedAssignment(db, user, assignmentId);
  if (!canChangePaper(assignment)) throw new AppError('assignment_published', 409);
  // A free teacher at their questions per assignment learns it now, before AI writes a question it cannot add.
  const current = await listAssignmentQuestions(db, assignmentId);
  await checkFreeLimits(db, user, current.length + adding, now, questionsOnly);
  return getAssignmentView(db, user, assignmentId, now);
}

/**
 * Adds one question at the end of an unpublished paper: drawn from the bank (chapter, type, level; never one already
 * on the paper) or written by the teacher (or by AI). The chapter must belong to the assignment's subject. Free
 * teachers stay within their questions per assignment. With `replaceId` the new copy takes that question's place
 * instead, in one transaction ("change question"; question_not_found when it is not on the paper).
 */
export async function addAssignmentQuestion(
  db: Db,
  user: SessionUser,
  assignmentId: string,
  body: AddAssignmentQuestionBody,
  now = Date.now(),
  replaceId?: string,
): Promise<AssignmentView> {
  const assignment = await getOwnedAssignment(db, user, assignmentId);
  if (!canChangePaper(assignment)) throw new AppError('assignment_published', 409);
  await checkChapters(db, assignment.subjectId, [body.chapterId]);
  const current = await listAssignmentQuestions(db, assignmentId);
  if (replaceId !== undefined && !current.some((q) => q.id === replaceId))
    throw new AppError('question_not_found', 404);
  const kept = replaceId === undefined ? current : current.filter((q) => q.id !== replaceId);
  await checkFreeLimits(db, user, kept.length + 1, now, questionsOnly);
  const position = (current.at(-1)?.position ?? 0) + 1;

  let copy: Insertable<AssignmentQuestionTable>;
  if (body.source === 'bank') {
    const { questions } = await drawCopies(
      db,
      {
        chapterIds: [body.chapterId],
        difficulty: body.level,
        counts: { mc: 0, short: 0, long: 0, [body.type]: 1 },
        seen: new Set(),
        exclude: new Set(current.flatMap((q) => (q.questionId ? [q.questionId] : []))),
      },
      assignmentId,
      assignment.locale === 'zh' ? 'zh' : 'en',
    );
    copy = toAssignmentCopy(questions[0]!, assignmentId, position);
  } else {
    copy = writtenCopy(body, assignmentId, position, now);
  }
  const inserted = copy;
  await db.transaction().execute(async (trx) => {
    await insertAssignmentQuestions(trx, [inserted]);
    if (replaceId !== undefined) {
      const order = current.map((q) => (q.id === replaceId ? inserted.id : q.id));
      await reorderAssignmentQuestions(
        trx,
        assignmentId,
        order.filter((id): id is string => id !== undefined),
      );
    }
    await updateAssignment(trx, assignmentId, { ...paperCounts([...kept, inserted]), updatedAt: now });
  });
  return getAssignmentView(db, user, assignmentId, now);
}

/** Edits the assignment's copy of a question before publishing (the bank's question never changes). */
export async function editAssignmentQuestion(
  db: Db,
  user: SessionUser,
  assignmentId: string,
  questionId: string,
  body: UpdatePracticeQuestionBody,
  now = Date.now(),
): Promise<AssignmentView> {
  const assignment = await getOwnedAssignment(db, user, assignmentId);
  const copy = await findAssignmentQuestion(db, assignmentId, questionId);
  if (!copy) throw new AppError('question_not_found', 404);
  if (!canChangePaper(assignment)) throw new AppError('assignment_published', 409);
  const type = body.type ?? toQuestionType(copy.type);
  const isMc = type === 'mc';
  const correctAns = isMc ? (body.correctAns !== undefined ? body.correctAns : copy.correctAns) : null;
  if (isMc && correctAns === null) throw new AppError('invalid_answer', 400);
  const option = (given: string | undefined, current: string | null) => (isMc ? (given ?? current ?? '') : null);
  await db.transaction().execute(async (trx) => {
    await updateAssignmentQuestion(trx, questionId, {
      ...(body.question !== undefined ? { question: body.question } : {}),
      ...(body.solution !== undefined ? { solution: body.solution } : {}),
      ...(body.level !== undefined ? { level: body.level } : {}),
      optionA: option(body.options?.a, copy.optionA),
      optionB: option(body.options?.b, copy.optionB),
      optionC: option(body.options?.c, copy.optionC),
      optionD: option(body.options?.d, copy.optionD),
      type,
      totalScore: nextTotalScore(
        { type: toQuestionType(copy.type), totalScore: copy.totalScore },
        type,
        body.totalScore,
      ),
      correctAns,
      editedAt: now,
    });
    await updateAssignment(trx, assignmentId, {
      ...paperCounts(
        (await listAssignmentQuestions(trx, assignmentId)).map((q) => (q.id === questionId ? { type } : q)),
      ),
      updatedAt: now,
    });
  });
  return getAssignmentView(db, user, assignmentId, now);
}

/**
 * A student's published assignments that this teacher set (or a school set in its name), with the student's status
 * of each; nobody else's. For the parents' weekly digest (server/modules/digest), which lists what is due and late.
 */
export async function listAssignmentsSetFor(
  db: Db,
  teacher: SessionUser,
  studentId: string,
  now = Date.now(),
): Promise<StudentAssignmentSummary[]> {
  const rows = await listStudentAssignments(db, studentId);
  return rows
    .filter((row) => row.teacherId === teacher.id || row.schoolId === teacher.id)
    .map((row) => toStudentSummary(row, now));
}
