import type { Insertable } from 'kysely';
import type { Db } from '../../db/index';
import type { SchoolTeacherTable } from '../../db/tables/people';

/** The link between this school and this teacher, in whatever state (one row per pair, reused on re-invite). */
export function findSchoolTeacher(db: Db, schoolId: string, teacherId: string) {
  return db
    .selectFrom('schoolTeachers')
    .selectAll()
    .where('schoolId', '=', schoolId)
    .where('teacherId', '=', teacherId)
    .executeTakeFirst();
}

export async function insertSchoolTeacher(db: Db, row: Insertable<SchoolTeacherTable>) {
  await db.insertInto('schoolTeachers').values(row).execute();
}

export async function updateSchoolTeacher(
  db: Db,
  id: string,
  changes: Partial<Pick<SchoolTeacherTable, 'accepted' | 'deleted' | 'createdAt'>>,
  now: number,
) {
  await db
    .updateTable('schoolTeachers')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** Live school links joined to the live profile of the side `person` names: a school's teachers, a teacher's schools. */
function liveSchoolLinks(db: Db, person: 'teacherId' | 'schoolId') {
  return db
    .selectFrom('schoolTeachers')
    .innerJoin('profiles', 'profiles.id', `schoolTeachers.${person}`)
    .where('schoolTeachers.deleted', '=', 0)
    .where('profiles.deleted', '=', 0);
}

/** Live school links with the profile of the side `person` names, as the lists of both sides show them. */
function schoolLinksWithProfile(db: Db, person: 'teacherId' | 'schoolId') {
  return liveSchoolLinks(db, person).select([
    'schoolTeachers.teacherId',
    'schoolTeachers.schoolId',
    'profiles.email',
    'profiles.displayName',
    'profiles.avatarUrl',
    'schoolTeachers.accepted',
    'schoolTeachers.createdAt',
  ]);
}

/** A school's live teacher links with each teacher's profile, newest first. */
export function listSchoolTeacherRows(db: Db, schoolId: string, teacherId?: string) {
  let query = schoolLinksWithProfile(db, 'teacherId').where('schoolTeachers.schoolId', '=', schoolId);
  if (teacherId) query = query.where('schoolTeachers.teacherId', '=', teacherId);
  return query.orderBy('schoolTeachers.createdAt', 'desc').orderBy('schoolTeachers.id', 'desc').execute();
}

/** A teacher's live school links with each school's profile: pending first, then newest. */
export function listSchoolLinkRows(db: Db, teacherId: string, schoolId?: string) {
  let query = schoolLinksWithProfile(db, 'schoolId').where('schoolTeachers.teacherId', '=', teacherId);
  if (schoolId) query = query.where('schoolTeachers.schoolId', '=', schoolId);
  return query
    .orderBy('schoolTeachers.accepted')
    .orderBy('schoolTeachers.createdAt', 'desc')
    .orderBy('schoolTeachers.id', 'desc')
    .execute();
}

export async function countSchoolLinks(db: Db, teacherId: string): Promise<{ accepted: number; pending: number }> {
  const rows = await liveSchoolLinks(db, 'schoolId')
    .select(['schoolTeachers.accepted', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('schoolTeachers.teacherId', '=', teacherId)
    .groupBy('schoolTeachers.accepted')
    .execute();
  const count = (accepted: 0 | 1) => Number(rows.find((row) => row.accepted === accepted)?.count ?? 0);
  return { accepted: count(1), pending: count(0) };
}

/** Whether this teacher has accepted this school's invitation and is still its teacher. */
export async function isAcceptedSchoolTeacher(db: Db, schoolId: string, teacherId: string): Promise<boolean> {
  const row = await db
    .selectFrom('schoolTeachers')
    .select('id')
    .where('schoolId', '=', schoolId)
    .where('teacherId', '=', teacherId)
    .where('accepted', '=', 1)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** The school's seat holders now: live teacher links (pending too) and distinct live students (its own or its teachers'). */
export async function countSeatHolders(db: Db, schoolId: string): Promise<{ students: number; teachers: number }> {
  const [teachers, students] = await Promise.all([
    db
      .selectFrom('schoolTeachers')
      .innerJoin('profiles', 'profiles.id', 'schoolTeachers.teacherId')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('schoolTeachers.schoolId', '=', schoolId)
      .where('schoolTeachers.deleted', '=', 0)
      .where('profiles.deleted', '=', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('studentLinks')
      .innerJoin('profiles', 'profiles.id', 'studentLinks.studentId')
      .select((eb) => eb.fn.count<number | string>('studentLinks.studentId').distinct().as('count'))
      .where('studentLinks.deleted', '=', 0)
      .where('profiles.deleted', '=', 0)
      .where((eb) => eb.or([eb('studentLinks.teacherId', '=', schoolId), eb('studentLinks.schoolId', '=', schoolId)]))
      .executeTakeFirstOrThrow(),
  ]);
  return { teachers: Number(teachers.count), students: Number(students.count) };
}

/** Which of these students the school already counts (a live link of its own, or of its teachers for it). */
export async function listCountedStudents(db: Db, schoolId: string, studentIds: string[]): Promise<Set<string>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('studentLinks')
    .select('studentId')
    .where('deleted', '=', 0)
    .where('studentId', 'in', studentIds)
    .where((eb) => eb.or([eb('teacherId', '=', schoolId), eb('schoolId', '=', schoolId)]))
    .execute();
  return new Set(rows.map((row) => row.studentId));
}

export function findSchoolProfile(db: Db, schoolId: string) {
  return db
    .selectFrom('profiles')
    .select([
      'id',
      'isDemo',
      'premiumStudentQuantity',
      'premiumTeacherQuantity',
      'premiumExpiry',
      'premiumPurchasedAt',
      'freeTrialEndsAt',
    ])
    .where('id', '=', schoolId)
    .where('role', '=', 'teacher')
    .where('isSchool', '=', 1)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/** How many live student links (pending or accepted) this teacher has made. */
export async function countOwnStudentLinks(db: Db, teacherId: string): Promise<number> {
  const row = await db
    .selectFrom('studentLinks')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('teacherId', '=', teacherId)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setInvitePromptedAt(db: Db, userId: string, at: number) {
  await db.updateTable('profiles').set({ invitePromptedAt: at }).where('id', '=', userId).execute();
}
