import type { Insertable } from 'kysely';
import type { Db } from '../../db/index';
import type { ClassTable } from '../../db/tables/people';

/**
 * The live classes a user sees, newest first: the ones they made and, for a school, the ones made for it.
 * With classId, only that class (when the user sees it).
 */
export function listClassRows(db: Db, userId: string, options: { school: boolean; classId?: string }) {
  let query = db
    .selectFrom('classes')
    .innerJoin('profiles as owner', 'owner.id', 'classes.teacherId')
    .select([
      'classes.id',
      'classes.name',
      'classes.teacherId',
      'owner.displayName as teacherName',
      'classes.schoolId',
      'classes.createdAt',
    ])
    .where('classes.deleted', '=', 0);
  query = options.school
    ? query.where((eb) => eb.or([eb('classes.teacherId', '=', userId), eb('classes.schoolId', '=', userId)]))
    : query.where('classes.teacherId', '=', userId);
  if (options.classId) query = query.where('classes.id', '=', options.classId);
  return query.orderBy('classes.createdAt', 'desc').orderBy('classes.id', 'desc').execute();
}

/** The members of these classes whose accounts are live, with their profiles. */
export function listClassMembers(db: Db, classIds: string[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('classStudents')
    .innerJoin('profiles', 'profiles.id', 'classStudents.studentId')
    .select([
      'classStudents.classId',
      'classStudents.studentId',
      'classStudents.classNumber',
      'profiles.displayName',
      'profiles.email',
      'profiles.avatarUrl',
    ])
    .where('classStudents.classId', 'in', classIds)
    .where('profiles.deleted', '=', 0)
    .execute();
}

export async function insertClass(db: Db, row: Insertable<ClassTable>) {
  await db.insertInto('classes').values(row).execute();
}

export async function updateClassRow(
  db: Db,
  id: string,
  changes: Partial<Pick<ClassTable, 'name' | 'deleted'>>,
  now: number,
) {
  await db
    .updateTable('classes')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** Replaces a class's members (call inside a transaction). */
export async function replaceClassMembers(
  db: Db,
  classId: string,
  students: Array<{ studentId: string; classNumber: string }>,
) {
  await db.deleteFrom('classStudents').where('classId', '=', classId).execute();
  if (students.length === 0) return;
  await db
    .insertInto('classStudents')
    .values(students.map((student) => ({ classId, ...student })))
    .execute();
}

/**
 * The students a class may hold: live links (pending or accepted) of the class's maker and, for a school's class,
 * of the school and of its teachers for it.
 */
export async function listEligibleStudentIds(
  db: Db,
  teacherId: string,
  schoolId: string | null,
  studentIds: string[],
): Promise<Set<string>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('studentLinks')
    .innerJoin('profiles', 'profiles.id', 'studentLinks.studentId')
    .select('studentLinks.studentId')
    .where('studentLinks.deleted', '=', 0)
    .where('profiles.deleted', '=', 0)
    .where('studentLinks.studentId', 'in', studentIds)
    .where((eb) => {
      const owners = [eb('studentLinks.teacherId', '=', teacherId)];
      if (schoolId)
        owners.push(eb('studentLinks.teacherId', '=', schoolId), eb('studentLinks.schoolId', '=', schoolId));
      return eb.or(owners);
    })
    .execute();
  return new Set(rows.map((row) => row.studentId));
}
