import {
  type ClassStudentView,
  type ClassView,
  type CreateClassBody,
  classNameKey,
  type UpdateClassBody,
} from '../../../common/classes';
import type { SessionUser } from '../../auth/session';
import type { DbContext, UserContext } from '../../context';
import type { Db } from '../../db/index';
import { AppError } from '../../errors';
import { inTransaction } from '../../events/hooks';
import { getActingSchool } from '../schools/service';
import { freeJoinCode } from './join-code';
import { findOrMakeClass, tellClassesChanged } from './placement';
import {
  findClassByKey,
  listClassMembers,
  listClassRows,
  listEligibleStudentIds,
  replaceClassMembers,
  updateClassRow,
} from './queries';

type ClassOwner = Pick<SessionUser, 'id' | 'isSchool'>;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function byClassNumber(a: ClassStudentView, b: ClassStudentView): number {
  // Students without a number go last; numbers sort as numbers ('2' before '10').
  if (!a.classNumber !== !b.classNumber) return a.classNumber ? -1 : 1;
  return collator.compare(a.classNumber, b.classNumber) || collator.compare(a.displayName, b.displayName);
}

async function loadClasses(ctx: UserContext<ClassOwner>, classId?: string): Promise<ClassView[]> {
  const { db, user } = ctx;
  const rows = await listClassRows(db, user.id, { school: user.isSchool, classId });
  const members = await listClassMembers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    teacherId: row.teacherId,
    teacherName: row.teacherName,
    schoolId: row.schoolId,
    createdAt: Number(row.createdAt),
    joinCode: row.joinCode,
    students: members
      .filter((member) => member.classId === row.id)
      .map((member) => ({
        studentId: member.studentId,
        displayName: member.displayName,
        email: member.email,
        avatarUrl: member.avatarUrl,
        classNumber: member.classNumber,
      }))
      .sort(byClassNumber),
  }));
}

/**
 * A teacher's (or school's) classes with their students, newest first: for the My classes page, the My students class
 * filter and the assignment student selector.
 */
export function listTeacherClasses(ctx: UserContext<ClassOwner>): Promise<ClassView[]> {
  return loadClasses(ctx);
}

/** One class the user sees; class_not_found otherwise (another teacher's class does not exist for them). */
export async function getClass(ctx: UserContext<ClassOwner>, classId: string): Promise<ClassView> {
  const [found] = await loadClasses(ctx, classId);
  if (!found) throw new AppError('class_not_found', 404);
  return found;
}

/** Each student once (the last class number given wins), every one a student the class may hold. */
async function checkStudents(
  ctx: DbContext,
  teacherId: string,
  schoolId: string | null,
  students: Array<{ studentId: string; classNumber: string }>,
) {
  const { db } = ctx;
  const unique = [...new Map(students.map((student) => [student.studentId, student])).values()];
  const eligible = await listEligibleStudentIds(
    db,
    teacherId,
    schoolId,
    unique.map((student) => student.studentId),
  );
  if (unique.some((student) => !eligible.has(student.studentId))) throw new AppError('invalid_students', 400);
  return unique;
}

export async function createClass(ctx: UserContext, body: CreateClassBody, now = Date.now()) {
  const { user } = ctx;
  // A school's class belongs to the school; a teacher's may belong to a school they have joined.
  const schoolId = await getActingSchool(ctx, body.schoolId);
  const students = await checkStudents(ctx, user.id, schoolId, body.students);
  const id = await inTransaction(ctx, async (tx) => {
    const made = await findOrMakeClass(tx, { teacherId: user.id, schoolId, name: body.name }, now);
    if (!made.isNew) throw new AppError('class_name_taken', 409);
    await replaceClassMembers(tx.db, made.id, students);
    await tellClassesChanged(tx, [user.id, schoolId]);
    return made.id;
  });
  return getClass(ctx, id);
}

export async function updateClass(ctx: UserContext, classId: string, body: UpdateClassBody, now = Date.now()) {
  const { db } = ctx;
  const current = await getClass(ctx, classId);
  const students =
    body.students === undefined
      ? undefined
      : await checkStudents(ctx, current.teacherId, current.schoolId, body.students);
  const rename = body.name === undefined ? {} : { name: body.name, nameKey: classNameKey(body.name) };
  if (rename.nameKey && rename.nameKey !== classNameKey(current.name)) {
    const taken = await findClassByKey(db, current.teacherId, current.schoolId, rename.nameKey);
    if (taken) throw new AppError('class_name_taken', 409);
  }
  await changeClass(ctx, current, async (trx) => {
    await updateClassRow(trx, classId, rename, now);
    if (students) await replaceClassMembers(trx, classId, students);
  });
  return getClass(ctx, classId);
}

/**
 * One change of a class the user sees, in one transaction that tells the class's teacher and school (their other
 * tabs and devices, and the school when its teacher changes a class for it, or the teacher when the school does).
 */
async function changeClass(
  ctx: UserContext<ClassOwner>,
  current: Pick<ClassView, 'teacherId' | 'schoolId'>,
  write: (db: Db) => Promise<void>,
) {
  await inTransaction(ctx, async (tx) => {
    await write(tx.db);
    await tellClassesChanged(tx, [current.teacherId, current.schoolId]);
  });
}

export async function deleteClass(ctx: UserContext, classId: string, now = Date.now()) {
  const current = await getClass(ctx, classId);
  await changeClass(ctx, current, (db) => updateClassRow(db, classId, { deleted: 1 }, now));
}

/** A new join code for the class (the old one stops working at once), which also turns joining by code on. */
export async function resetJoinCode(ctx: UserContext<ClassOwner>, classId: string, now = Date.now()) {
  const current = await getClass(ctx, classId);
  await changeClass(ctx, current, async (db) => updateClassRow(db, classId, { joinCode: await freeJoinCode(db) }, now));
  return getClass(ctx, classId);
}

/** Joining the class by code is off until a new code is made. */
export async function turnOffJoinCode(ctx: UserContext<ClassOwner>, classId: string, now = Date.now()) {
  const current = await getClass(ctx, classId);
  await changeClass(ctx, current, (db) => updateClassRow(db, classId, { joinCode: null }, now));
  return getClass(ctx, classId);
}

export {
  type ClassWriter,
  findJoinableClass,
  isInClass,
  joinAsMember,
  leaveOwnerClasses,
  listClassesOfStudents,
  placeInClass,
  type StudentClass,
} from './placement';
