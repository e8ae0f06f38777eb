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
      'classes.joinCode',
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

/**
 * Inserts a class unless a live class of the same owner, school and name key, or the same join code, is there
 * (classes_owner_name, classes_join_code): false then, with nothing written, even inside a PostgreSQL transaction.
 */
export async function insertClassIfFree(db: Db, row: Insertable<ClassTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('classes')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateClassRow(
  db: Db,
  id: string,
  changes: Partial<Pick<ClassTable, 'name' | 'nameKey' | 'deleted' | 'joinCode'>>,
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

/** The live class of this owner, school and name key (one at most: the classes_owner_name index). */
export function findClassByKey(db: Db, teacherId: string, schoolId: string | null, nameKey: string) {
  let query = db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('teacherId', '=', teacherId)
    .where('nameKey', '=', nameKey)
    .where('deleted', '=', 0);
  query = schoolId === null ? query.where('schoolId', 'is', null) : query.where('schoolId', '=', schoolId);
  return query.executeTakeFirst();
}

/** The live class with this join code, with its teacher (or school) and the school it belongs to. */
export function findClassByJoinCode(db: Db, joinCode: string) {
  return db
    .selectFrom('classes')
    .innerJoin('profiles as owner', 'owner.id', 'classes.teacherId')
    .leftJoin('profiles as school', 'school.id', 'classes.schoolId')
    .select([
      'classes.id',
      'classes.name',
      'classes.teacherId',
      'classes.schoolId',
      'owner.displayName as teacherName',
      'owner.isSchool as teacherIsSchool',
      'school.displayName as schoolName',
    ])
    .where('classes.joinCode', '=', joinCode)
    .where('classes.deleted', '=', 0)
    .where('owner.deleted', '=', 0)
    .executeTakeFirst();
}

/** Whether any live class has this join code. */
export async function isJoinCodeTaken(db: Db, joinCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('classes')
    .select('id')
    .where('joinCode', '=', joinCode)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

export function findMember(db: Db, classId: string, studentId: string) {
  return db
    .selectFrom('classStudents')
    .select('classNumber')
    .where('classId', '=', classId)
    .where('studentId', '=', studentId)
    .executeTakeFirst();
}

export async function insertMember(db: Db, classId: string, studentId: string, classNumber: string) {
  await db.insertInto('classStudents').values({ classId, studentId, classNumber }).execute();
}

export async function setMemberNumber(db: Db, classId: string, studentId: string, classNumber: string) {
  await db
    .updateTable('classStudents')
    .set({ classNumber })
    .where('classId', '=', classId)
    .where('studentId', '=', studentId)
    .execute();
}

/**
 * The memberships of these students in the live classes a user sees (as listClassRows): each class's id, name and
 * the student's number in it.
 */
export function listMembershipsSeenBy(db: Db, userId: string, options: { school: boolean; studentIds?: string[] }) {
  if (options.studentIds?.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('classStudents')
    .innerJoin('classes', 'classes.id', 'classStudents.classId')
    .select(['classes.id as classId', 'classes.name', 'classStudents.studentId', 'classStudents.classNumber'])
    .where('classes.deleted', '=', 0);
  query = options.school
    ? query.where((eb) => eb.or([eb('classes.teacherId', '=', userId), eb('classes.schoolId', '=', userId)]))
    : query.where('classes.teacherId', '=', userId);
  if (options.studentIds) query = query.where('classStudents.studentId', 'in', options.studentIds);
  return query.execute();
}

/** The classes this teacher (or school) made that hold the student (live or not), with the school each is for. */
export function listOwnerClassesOf(db: Db, teacherId: string, studentId: string) {
  return db
    .selectFrom('classStudents')
    .innerJoin('classes', 'classes.id', 'classStudents.classId')
    .select(['classes.id', 'classes.schoolId'])
    .where('classStudents.studentId', '=', studentId)
    .where('classes.teacherId', '=', teacherId)
    .execute();
}

/** Takes a student out of every class this teacher (or school) made: the link between them has ended. */
export async function removeMemberFromOwnerClasses(db: Db, teacherId: string, studentId: string) {
  await db
    .deleteFrom('classStudents')
    .where('studentId', '=', studentId)
    .where('classId', 'in', db.selectFrom('classes').select('id').where('teacherId', '=', teacherId))
    .execute();
}
