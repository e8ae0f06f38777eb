import { randomUUID } from 'node:crypto';
import { classNameKey } from '../../../common/classes';
import type { DbContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import type { Committing } from '../../events/hooks';
import { freeJoinCode, readJoinCode } from './join-code';
import {
  findClassByJoinCode,
  findClassByKey,
  findMember,
  insertClassIfFree,
  insertMember,
  listMembershipsSeenBy,
  listOwnerClassesOf,
  removeMemberFromOwnerClasses,
  setMemberNumber,
} from './queries';

// How students get into classes other than by My classes' own form: an invitation or a class list naming a class
// (placeInClass), a join code (joinAsMember), and what every list of students shows of their classes.

export interface StudentClass {
  id: string;
  name: string;
  classNumber: string;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A writer inside its transaction, which classes tell their changes through (classesChanged, after the commit). */
export type ClassWriter = DbContext & Committing;

/**
 * Raises classesChanged for these classes' teachers and schools (each account once): their open class pages, My
 * students and the assignment form's class picker refresh once the writer's transaction has committed.
 */
export async function tellClassesChanged(ctx: ClassWriter, owners: Array<string | null>) {
  const accounts = [...new Set(owners.filter((owner): owner is string => owner !== null))];
  if (accounts.length === 0) return;
  await ctx.hooks.emit('classesChanged', { db: ctx.db, owners: accounts, afterCommit: ctx.afterCommit });
}

/**
 * Makes a live class of this owner and school unless one of that name (by classNameKey) is there: its id, and whether
 * it was made now. A new class can be joined by code from the start. Safe against a second writer making the same
 * class at once (the classes_owner_name index; the loser finds the winner's class).
 */
export async function findOrMakeClass(
  ctx: DbContext,
  owner: { teacherId: string; schoolId: string | null; name: string },
  now: number,
): Promise<{ id: string; isNew: boolean }> {
  const { db } = ctx;
  const name = owner.name.trim();
  const nameKey = classNameKey(name);
  for (;;) {
    const found = await findClassByKey(db, owner.teacherId, owner.schoolId, nameKey);
    if (found) return { id: found.id, isNew: false };
    const id = randomUUID();
    const row = { id, teacherId: owner.teacherId, schoolId: owner.schoolId, name, nameKey, deleted: 0 as const };
    const joinCode = await freeJoinCode(db);
    if (await insertClassIfFree(db, { ...row, joinCode, createdAt: now, updatedAt: now })) return { id, isNew: true };
    // Someone made the class (found next time round) or took the code (a new one next time round) meanwhile.
  }
}

/**
 * Puts a student in the class of this name of this teacher (or school), in the school given (a school's own classes:
 * the school's id), making the class when the owner has none of that name (names match by classNameKey). A class
 * number given replaces the student's number in the class; an empty one keeps it. Call inside the writer's
 * transaction, after the link is written.
 */
export async function placeInClass(
  ctx: ClassWriter,
  place: { teacherId: string; schoolId: string | null; className: string; studentId: string; classNumber: string },
  now: number,
): Promise<{ classId: string }> {
  const { db } = ctx;
  const { id, isNew } = await findOrMakeClass(ctx, { ...place, name: place.className }, now);
  const member = await findMember(db, id, place.studentId);
  const renumber = member !== undefined && place.classNumber !== '' && member.classNumber !== place.classNumber;
  if (!member) await insertMember(db, id, place.studentId, place.classNumber);
  else if (renumber) await setMemberNumber(db, id, place.studentId, place.classNumber);
  if (isNew || !member || renumber) await tellClassesChanged(ctx, [place.teacherId, place.schoolId]);
  return { classId: id };
}

/** A student joining by code: in the class, with no number yet. False when they were in it already. */
export async function joinAsMember(
  ctx: ClassWriter,
  joined: { id: string; teacherId: string; schoolId: string | null },
  studentId: string,
): Promise<boolean> {
  const { db } = ctx;
  if (await findMember(db, joined.id, studentId)) return false;
  await insertMember(db, joined.id, studentId, '');
  await tellClassesChanged(ctx, [joined.teacherId, joined.schoolId]);
  return true;
}

export async function isInClass(ctx: DbContext, classId: string, studentId: string): Promise<boolean> {
  return (await findMember(ctx.db, classId, studentId)) !== undefined;
}

/** The live class a join code opens, with its teacher; join_code_not_found for anything else (a typo, a reset code). */
export async function findJoinableClass(ctx: DbContext, typed: string) {
  const code = readJoinCode(typed);
  const found = code ? await findClassByJoinCode(ctx.db, code) : undefined;
  if (!found) throw new AppError('join_code_not_found', 404);
  return { ...found, teacherIsSchool: found.teacherIsSchool === 1 };
}

/**
 * Each student's classes among the live classes the user sees (their own; a school's: also its teachers' classes
 * for it), by name. All the user's students when studentIds is left out.
 */
export async function listClassesOfStudents(
  ctx: UserContext<{ id: string; isSchool: boolean }>,
  studentIds?: string[],
): Promise<Map<string, StudentClass[]>> {
  const rows = await listMembershipsSeenBy(ctx.db, ctx.user.id, { school: ctx.user.isSchool, studentIds });
  const byStudent = new Map<string, StudentClass[]>();
  for (const row of rows) {
    const list = byStudent.get(row.studentId) ?? [];
    list.push({ id: row.classId, name: row.name, classNumber: row.classNumber });
    byStudent.set(row.studentId, list);
  }
  for (const list of byStudent.values())
    list.sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
  return byStudent;
}

/** The link between a teacher (or school) and a student ended: the student leaves the classes that account made. */
export async function leaveOwnerClasses(ctx: ClassWriter, teacherId: string, studentId: string) {
  const left = await listOwnerClassesOf(ctx.db, teacherId, studentId);
  if (left.length === 0) return;
  await removeMemberFromOwnerClasses(ctx.db, teacherId, studentId);
  await tellClassesChanged(ctx, [teacherId, ...left.map((one) => one.schoolId)]);
}
