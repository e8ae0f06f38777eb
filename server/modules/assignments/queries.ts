import type { Insertable, JoinBuilder, Updateable } from 'kysely';
import type { Db } from '../../db/index';
import { forUpdate } from '../../db/locking';
import type { AssignmentQuestionTable, AssignmentTable } from '../../db/tables/assignments';
import type { Database } from '../../db/types';

/** An assigned student's practice of the assignment, if started and not deleted (a left join's condition). */
function livePracticeOfAssignee(join: JoinBuilder<Database, 'assignmentStudents' | 'practices'>) {
  return join.onRef('practices.id', '=', 'assignmentStudents.practiceId').on('practices.deleted', '=', 0);
}

/** The live students of published, live assignments, each with their practice of it (its columns null if none). */
function selectPublishedAssignees(db: Db) {
  return db
    .selectFrom('assignmentStudents')
    .innerJoin('assignments', 'assignments.id', 'assignmentStudents.assignmentId')
    .leftJoin('practices', livePracticeOfAssignee)
    .where('assignmentStudents.deleted', '=', 0)
    .where('assignments.deleted', '=', 0)
    .where('assignments.published', '=', 1);
}

export function insertAssignment(db: Db, assignment: Insertable<AssignmentTable>) {
  return db.insertInto('assignments').values(assignment).execute();
}

export async function insertAssignmentQuestions(db: Db, questions: Insertable<AssignmentQuestionTable>[]) {
  // Chunks of 50 rows keep the bound parameters well under both engines' limits.
  for (let i = 0; i < questions.length; i += 50)
    await db
      .insertInto('assignmentQuestions')
      .values(questions.slice(i, i + 50))
      .execute();
}

/** A live assignment, whoever it belongs to: callers decide who may see it (policy.ts). */
export function findAssignment(db: Db, assignmentId: string) {
  return db
    .selectFrom('assignments')
    .selectAll()
    .where('id', '=', assignmentId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export function lockAssignment(db: Db, assignmentId: string) {
  return forUpdate(
    db,
    db.selectFrom('assignments').selectAll().where('id', '=', assignmentId).where('deleted', '=', 0),
  ).executeTakeFirst();
}

export async function updateAssignment(db: Db, assignmentId: string, changes: Updateable<AssignmentTable>) {
  await db.updateTable('assignments').set(changes).where('id', '=', assignmentId).execute();
}

/**
 * Assignments this teacher made since `since` (deleted ones too: deleting does not give a free one back), but not
 * an AI draft removed because its writer wrote nothing: that one cost the teacher nothing (issue 24).
 */
export async function countAssignmentsSince(db: Db, teacherId: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('assignments')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('teacherId', '=', teacherId)
    .where('createdAt', '>=', since)
    .where((eb) => eb.or([eb('deleted', '=', 0), eb('noOfQuestions', '>', 0), eb('published', '=', 1)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Removes (soft) an unpublished assignment that holds no question; false when it is published or has some. */
export async function deleteEmptyDraft(db: Db, assignmentId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('assignments')
    .set({ deleted: 1, updatedAt: now })
    .where('id', '=', assignmentId)
    .where('deleted', '=', 0)
    .where('published', '=', 0)
    .where('noOfQuestions', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The paper: live question copies in order. */
export function listAssignmentQuestions(db: Db, assignmentId: string) {
  return db
    .selectFrom('assignmentQuestions')
    .selectAll()
    .where('assignmentId', '=', assignmentId)
    .where('deleted', '=', 0)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findAssignmentQuestion(db: Db, assignmentId: string, questionId: string) {
  return db
    .selectFrom('assignmentQuestions')
    .selectAll()
    .where('assignmentId', '=', assignmentId)
    .where('id', '=', questionId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export async function updateAssignmentQuestion(
  db: Db,
  questionId: string,
  changes: Updateable<AssignmentQuestionTable>,
) {
  await db.updateTable('assignmentQuestions').set(changes).where('id', '=', questionId).execute();
}

/** Rewrites the paper's order to `questionIds`; copies not named are deleted (soft). */
export async function reorderAssignmentQuestions(db: Db, assignmentId: string, questionIds: string[]) {
  let query = db.updateTable('assignmentQuestions').set({ deleted: 1 }).where('assignmentId', '=', assignmentId);
  if (questionIds.length > 0) query = query.where('id', 'not in', questionIds);
  await query.execute();
  for (const [index, id] of questionIds.entries())
    await db
      .updateTable('assignmentQuestions')
      .set({ position: index + 1 })
      .where('assignmentId', '=', assignmentId)
      .where('id', '=', id)
      .execute();
}

/** The assigned students (live rows) with their profiles and their practice of it, if started. */
export function listAssignedStudents(db: Db, assignmentIds: string[]) {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('assignmentStudents')
    .innerJoin('profiles', 'profiles.id', 'assignmentStudents.studentId')
    .leftJoin('practices', livePracticeOfAssignee)
    .select([
      'assignmentStudents.assignmentId',
      'assignmentStudents.studentId',
      'assignmentStudents.practiceId',
      'assignmentStudents.createdAt',
      'profiles.displayName',
      'profiles.avatarUrl',
      'practices.startedAt',
      'practices.deadlineAt',
      'practices.finishedAt',
      'practices.score',
      'practices.totalScore',
      'practices.pendingMarking',
      'practices.grade',
      'practices.gradeColor',
    ])
    .where('assignmentStudents.assignmentId', 'in', assignmentIds)
    .where('assignmentStudents.deleted', '=', 0)
    .orderBy('profiles.displayName')
    .orderBy('assignmentStudents.studentId')
    .execute();
}
export type AssignedStudentRow = Awaited<ReturnType<typeof listAssignedStudents>>[number];

/** Every row, live or removed, so a student added back reuses theirs (and keeps a practice already started). */
export function listAllAssignmentStudentIds(db: Db, assignmentId: string) {
  return db
    .selectFrom('assignmentStudents')
    .select(['studentId', 'deleted'])
    .where('assignmentId', '=', assignmentId)
    .execute();
}

export async function insertAssignmentStudents(db: Db, assignmentId: string, studentIds: string[], now: number) {
  for (let i = 0; i < studentIds.length; i += 100)
    await db
      .insertInto('assignmentStudents')
      .values(
        studentIds.slice(i, i + 100).map((studentId) => ({
          assignmentId,
          studentId,
          practiceId: null,
          deleted: 0 as const,
          createdAt: now,
        })),
      )
      .execute();
}

export async function setAssignmentStudentsDeleted(db: Db, assignmentId: string, studentIds: string[], deleted: 0 | 1) {
  if (studentIds.length === 0) return;
  await db
    .updateTable('assignmentStudents')
    .set({ deleted })
    .where('assignmentId', '=', assignmentId)
    .where('studentId', 'in', studentIds)
    .execute();
}

/** This student's live place on the assignment, locked where the engine locks rows (start decides on it). */
export function lockAssignedStudent(db: Db, assignmentId: string, studentId: string) {
  return forUpdate(
    db,
    db
      .selectFrom('assignmentStudents')
      .select(['practiceId'])
      .where('assignmentId', '=', assignmentId)
      .where('studentId', '=', studentId)
      .where('deleted', '=', 0),
  ).executeTakeFirst();
}

export function findAssignedStudent(db: Db, assignmentId: string, studentId: string) {
  return db
    .selectFrom('assignmentStudents')
    .select(['practiceId'])
    .where('assignmentId', '=', assignmentId)
    .where('studentId', '=', studentId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export async function setStudentPractice(db: Db, assignmentId: string, studentId: string, practiceId: string) {
  await db
    .updateTable('assignmentStudents')
    .set({ practiceId })
    .where('assignmentId', '=', assignmentId)
    .where('studentId', '=', studentId)
    .execute();
}

const listColumns = [
  'assignments.id',
  'assignments.teacherId',
  'assignments.schoolId',
  'assignments.subjectId',
  'assignments.chapterIds',
  'assignments.mode',
  'assignments.locale',
  'assignments.difficulty',
  'assignments.noOfQuestions',
  'assignments.noOfMCQuestions',
  'assignments.noOfShortQuestions',
  'assignments.noOfLongQuestions',
  'assignments.timeLimit',
  'assignments.dueDate',
  'assignments.remark',
  'assignments.published',
  'assignments.checked',
  'assignments.shuffleOptions',
  'assignments.createdAt',
  'subjects.titleEn as subjectTitleEn',
  'subjects.titleZh as subjectTitleZh',
  'teachers.displayName as teacherName',
  'teachers.avatarUrl as teacherAvatarUrl',
] as const;

/** A teacher's (or school's) live assignments, newest first. */
export function listTeacherAssignments(db: Db, userId: string) {
  return db
    .selectFrom('assignments')
    .innerJoin('subjects', 'subjects.id', 'assignments.subjectId')
    .innerJoin('profiles as teachers', 'teachers.id', 'assignments.teacherId')
    .leftJoin('profiles as schools', 'schools.id', 'assignments.schoolId')
    .select(listColumns)
    .select(['schools.displayName as schoolName', 'schools.avatarUrl as schoolAvatarUrl'])
    .where('assignments.deleted', '=', 0)
    .where((eb) => eb.or([eb('assignments.teacherId', '=', userId), eb('assignments.schoolId', '=', userId)]))
    .orderBy('assignments.createdAt', 'desc')
    .orderBy('assignments.id', 'desc')
    .execute();
}
export type AssignmentListRow = Awaited<ReturnType<typeof listTeacherAssignments>>[number];

/** The published, live assignments set for this student, with their practice of each; newest due date first. */
export function listStudentAssignments(db: Db, studentId: string) {
  return selectPublishedAssignees(db)
    .innerJoin('subjects', 'subjects.id', 'assignments.subjectId')
    .innerJoin('profiles as teachers', 'teachers.id', 'assignments.teacherId')
    .select([...listColumns, 'assignmentStudents.practiceId', 'practices.startedAt', 'practices.finishedAt'])
    .where('assignmentStudents.studentId', '=', studentId)
    .orderBy('assignments.dueDate', 'desc')
    .orderBy('assignments.id', 'desc')
    .execute();
}

/**
 * The published, live assignments of one owner (its teacher, or a school: set by it or in its name) set for one
 * student, with the student's practice of each; optionally one subject and due dates in [dueFrom, dueTo). Newest due
 * date first.
 */
export function listOwnedAssignmentsOfStudent(
  db: Db,
  owner: { id: string; isSchool: boolean },
  studentId: string,
  filter: { subjectId?: string; dueFrom?: number; dueTo?: number },
) {
  let query = selectPublishedAssignees(db)
    .innerJoin('subjects', 'subjects.id', 'assignments.subjectId')
    .innerJoin('profiles as teachers', 'teachers.id', 'assignments.teacherId')
    .select([
      'assignments.id',
      'assignments.subjectId',
      'subjects.titleEn as subjectTitleEn',
      'subjects.titleZh as subjectTitleZh',
      'assignments.remark',
      'assignments.dueDate',
      'teachers.displayName as teacherName',
      'practices.finishedAt',
      'practices.score',
      'practices.totalScore',
      'practices.pendingMarking',
    ])
    .where('assignmentStudents.studentId', '=', studentId)
    .where((eb) =>
      owner.isSchool
        ? eb.or([eb('assignments.teacherId', '=', owner.id), eb('assignments.schoolId', '=', owner.id)])
        : eb('assignments.teacherId', '=', owner.id),
    );
  if (filter.subjectId !== undefined) query = query.where('assignments.subjectId', '=', filter.subjectId);
  if (filter.dueFrom !== undefined) query = query.where('assignments.dueDate', '>=', filter.dueFrom);
  if (filter.dueTo !== undefined) query = query.where('assignments.dueDate', '<', filter.dueTo);
  return query.orderBy('assignments.dueDate', 'desc').orderBy('assignments.id', 'desc').execute();
}

/** The live subjects of the published, live assignments set for this student (statistics' subject selector). */
export function listAssignedSubjectsOfStudent(db: Db, studentId: string) {
  return db
    .selectFrom('assignmentStudents')
    .innerJoin('assignments', 'assignments.id', 'assignmentStudents.assignmentId')
    .innerJoin('subjects', 'subjects.id', 'assignments.subjectId')
    .select(['subjects.id', 'subjects.titleEn', 'subjects.titleZh', 'subjects.grades'])
    .distinct()
    .where('assignmentStudents.studentId', '=', studentId)
    .where('assignmentStudents.deleted', '=', 0)
    .where('assignments.deleted', '=', 0)
    .where('assignments.published', '=', 1)
    .where('subjects.deleted', '=', 0)
    .orderBy('subjects.id')
    .execute();
}

export function findSubjectTitles(db: Db, subjectId: string) {
  return db.selectFrom('subjects').select(['id', 'titleEn', 'titleZh']).where('id', '=', subjectId).executeTakeFirst();
}

export function findPerson(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'displayName', 'avatarUrl'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * The papers a student is still writing of a teacher's assignments (unfinished, before their deadline), with the
 * assignment's own time limit: extra time given now reaches them.
 */
export function listRunningAssignmentPapers(db: Db, teacherId: string, studentId: string, now: number) {
  return db
    .selectFrom('practices')
    .innerJoin('assignments', 'assignments.id', 'practices.assignmentId')
    .select(['practices.id', 'practices.startedAt', 'practices.deadlineAt', 'assignments.timeLimit'])
    .where('practices.userId', '=', studentId)
    .where('assignments.teacherId', '=', teacherId)
    .where('practices.finishedAt', 'is', null)
    .where('practices.deleted', '=', 0)
    .where('practices.deadlineAt', '>', now)
    .execute();
}
