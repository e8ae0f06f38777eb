import type { Insertable } from 'kysely';
import type { Db } from '../../db/index';
import type { StudentLinkTable } from '../../db/tables/people';

/** The link between this teacher and this student, in whatever state (one row per pair, reused on re-invite). */
export function findLink(db: Db, teacherId: string, studentId: string) {
  return db
    .selectFrom('studentLinks')
    .selectAll()
    .where('teacherId', '=', teacherId)
    .where('studentId', '=', studentId)
    .executeTakeFirst();
}

/** Inserts a link unless the pair has one (student_links_pair): false then, with nothing written. */
export async function insertLink(db: Db, link: Insertable<StudentLinkTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('studentLinks')
    .values(link)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateLink(
  db: Db,
  id: string,
  changes: Partial<
    Pick<StudentLinkTable, 'accepted' | 'deleted' | 'createdAt' | 'schoolId'> & {
      timeMultiplier: number;
    }
  >,
  now: number,
) {
  await db
    .updateTable('studentLinks')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/**
 * A teacher's live links (pending and accepted) with each student's profile, newest first. For a school, also the
 * links its teachers made for it.
 */
export function listStudentLinks(db: Db, teacherId: string, studentId?: string, options: { school?: boolean } = {}) {
  let query = db
    .selectFrom('studentLinks')
    .innerJoin('profiles', 'profiles.id', 'studentLinks.studentId')
    .innerJoin('profiles as teacher', 'teacher.id', 'studentLinks.teacherId')
    .leftJoin('profiles as school', 'school.id', 'studentLinks.schoolId')
    .select([
      'studentLinks.id',
      'studentLinks.studentId',
      'profiles.email',
      'profiles.displayName',
      'profiles.avatarUrl',
      'studentLinks.accepted',
      'studentLinks.createdAt',
      'studentLinks.teacherId',
      'teacher.displayName as teacherName',
      'teacher.isSchool as teacherIsSchool',
      'studentLinks.schoolId',
      'school.displayName as schoolName',
      'studentLinks.timeMultiplier',
    ])
    .where('studentLinks.deleted', '=', 0)
    .where('profiles.deleted', '=', 0);
  query = options.school
    ? query.where((eb) =>
        eb.or([eb('studentLinks.teacherId', '=', teacherId), eb('studentLinks.schoolId', '=', teacherId)]),
      )
    : query.where('studentLinks.teacherId', '=', teacherId);
  if (studentId) query = query.where('studentLinks.studentId', '=', studentId);
  return query.orderBy('studentLinks.createdAt', 'desc').orderBy('studentLinks.id', 'desc').execute();
}

/** A school's live links made by its teachers for it, to one student. */
export function listSchoolLinksOfStudent(db: Db, schoolId: string, studentId: string) {
  return db
    .selectFrom('studentLinks')
    .select('id')
    .where('schoolId', '=', schoolId)
    .where('studentId', '=', studentId)
    .where('deleted', '=', 0)
    .execute();
}

/** A student's live links to teachers whose accounts are live, joined to the teacher's profile. */
function linksToLiveTeachers(db: Db, studentId: string) {
  return db
    .selectFrom('studentLinks')
    .innerJoin('profiles', 'profiles.id', 'studentLinks.teacherId')
    .where('studentLinks.studentId', '=', studentId)
    .where('studentLinks.deleted', '=', 0)
    .where('profiles.deleted', '=', 0);
}

/** A student's live links with each teacher's profile: pending first, then newest. */
export function listTeacherLinks(db: Db, studentId: string, teacherId?: string) {
  let query = linksToLiveTeachers(db, studentId).select([
    'studentLinks.teacherId',
    'profiles.email',
    'profiles.displayName',
    'profiles.avatarUrl',
    'profiles.isSchool',
    'studentLinks.accepted',
    'studentLinks.createdAt',
  ]);
  if (teacherId) query = query.where('studentLinks.teacherId', '=', teacherId);
  return query
    .orderBy('studentLinks.accepted')
    .orderBy('studentLinks.createdAt', 'desc')
    .orderBy('studentLinks.id', 'desc')
    .execute();
}

export async function countTeacherLinks(db: Db, studentId: string): Promise<{ accepted: number; pending: number }> {
  const rows = await linksToLiveTeachers(db, studentId)
    .select(['studentLinks.accepted', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('studentLinks.accepted')
    .execute();
  const count = (accepted: 0 | 1) => Number(rows.find((row) => row.accepted === accepted)?.count ?? 0);
  return { accepted: count(1), pending: count(0) };
}

/**
 * Whether this viewer has an accepted, live link to this student: what lets a teacher, school or parent see the
 * student's practices and statistics. A school (`isSchool`) also counts a link one of its teachers made for it
 * (issue 12: the school sees the students its teachers invited for it).
 */
export async function hasAcceptedLink(
  db: Db,
  viewer: { id: string; isSchool: boolean },
  studentId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('studentLinks')
    .select('id')
    .where((eb) =>
      viewer.isSchool
        ? eb.or([eb('teacherId', '=', viewer.id), eb('schoolId', '=', viewer.id)])
        : eb('teacherId', '=', viewer.id),
    )
    .where('studentId', '=', studentId)
    .where('accepted', '=', 1)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether this teacher has an accepted, live link they made to this student: what lets them see their practices. */
export function isLinkedTeacher(db: Db, teacherId: string, studentId: string): Promise<boolean> {
  return hasAcceptedLink(db, { id: teacherId, isSchool: false }, studentId);
}

/**
 * Per student, the published, live assignments this owner set for them (a school: set by it or in its name) and how
 * many are pending (not submitted, still due) and late (submitted after the due date, or not submitted once it
 * passed); one grouped query for the whole list (spec: the student link's pendingAssignments, lateAssignments,
 * totalAssignments).
 */
export async function countAssignmentsByStudent(db: Db, owner: { id: string; isSchool: boolean }, now: number) {
  const rows = await db
    .selectFrom('assignmentStudents')
    .innerJoin('assignments', 'assignments.id', 'assignmentStudents.assignmentId')
    .leftJoin('practices', (join) =>
      join.onRef('practices.id', '=', 'assignmentStudents.practiceId').on('practices.deleted', '=', 0),
    )
    .select((eb) => {
      const missing = eb('practices.finishedAt', 'is', null);
      const due = eb('assignments.dueDate', '>', now);
      const late = eb.or([
        eb.and([missing, eb('assignments.dueDate', '<=', now)]),
        eb('practices.finishedAt', '>', eb.ref('assignments.dueDate')),
      ]);
      return [
        'assignmentStudents.studentId',
        eb.fn.countAll<number | string>().as('total'),
        eb.fn
          .sum<number | string>(
            eb
              .case()
              .when(eb.and([missing, due]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('pending'),
        eb.fn.sum<number | string>(eb.case().when(late).then(1).else(0).end()).as('late'),
      ];
    })
    .where('assignmentStudents.deleted', '=', 0)
    .where('assignments.deleted', '=', 0)
    .where('assignments.published', '=', 1)
    .where((eb) =>
      owner.isSchool
        ? eb.or([eb('assignments.teacherId', '=', owner.id), eb('assignments.schoolId', '=', owner.id)])
        : eb('assignments.teacherId', '=', owner.id),
    )
    .groupBy('assignmentStudents.studentId')
    .execute();
  return new Map(
    rows.map((row) => [
      row.studentId,
      { pending: Number(row.pending ?? 0), late: Number(row.late ?? 0), total: Number(row.total) },
    ]),
  );
}
