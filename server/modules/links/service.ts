import { randomUUID } from 'node:crypto';
import type {
  InvitedStudent,
  InviteStudentBody,
  StudentLinkView,
  TeacherLinkCounts,
  TeacherLinkView,
  UpdateStudentLinkBody,
} from '../../../common/links';
import type { SessionUser } from '../../auth/session';
import type { DbContext, RequestContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { inTransaction } from '../../events/hooks';
import { studentAccountMail } from '../../mail/templates';
import { assertFreeStudentQuota } from '../billing/service';
import { leaveOwnerClasses, listClassesOfStudents, placeInClass, type StudentClass } from '../classes/service';
import { createInvitee, findInvitee, type LinkContext, tellInvitations, toLinkedPerson } from '../invitations/service';
import { assertSeats, getActingSchool } from '../schools/service';
import {
  countAssignmentsByStudent,
  countTeacherLinks,
  findLink,
  insertLink,
  listSchoolLinksOfStudent,
  listStudentLinks,
  listTeacherLinks,
  updateLink,
} from './queries';

type StudentLinkRow = Awaited<ReturnType<typeof listStudentLinks>>[number];
type TeacherLinkRow = Awaited<ReturnType<typeof listTeacherLinks>>[number];

function toStudentLinkView(row: StudentLinkRow, classes: StudentClass[] = []): StudentLinkView {
  return {
    studentId: row.studentId,
    ...toLinkedPerson(row),
    // Issue 26: the fields clients read, now from the classes the student is in.
    className: classes.map((one) => one.name).join(', '),
    classNumber: classes.find((one) => one.classNumber)?.classNumber ?? '',
    classes,
    teacherId: row.teacherId,
    teacherName: row.teacherName,
    // A school's own student belongs to the school, as a teacher's student invited for it does.
    schoolId: row.schoolId ?? (row.teacherIsSchool === 1 ? row.teacherId : null),
    schoolName: row.schoolId ? row.schoolName : row.teacherIsSchool === 1 ? row.teacherName : null,
    timeMultiplier: toMultiplier(row.timeMultiplier),
  };
}

// PostgreSQL's real keeps 1.1 as 1.10000002: two decimals are all a multiplier means.
const toMultiplier = (value: number | string) => Math.round(Number(value) * 100) / 100;

function toTeacherLinkView(row: TeacherLinkRow): TeacherLinkView {
  return {
    teacherId: row.teacherId,
    ...toLinkedPerson(row),
    isSchool: row.isSchool === 1,
  };
}

/**
 * A teacher's students; a school's also include those its teachers invited for it, each student once, with the
 * teachers who linked them for it (the school's teacher column, issue 12).
 */
export async function listStudents(ctx: UserContext, now = Date.now()): Promise<StudentLinkView[]> {
  const { db, user: teacher } = ctx;
  const [rows, classes, counts] = await Promise.all([
    listStudentLinks(db, teacher.id, undefined, { school: teacher.isSchool }),
    listClassesOfStudents(ctx),
    countAssignmentsByStudent(db, teacher, now),
  ]);
  const noAssignments = { pending: 0, late: 0, total: 0 };
  const view = (row: StudentLinkRow) => ({
    ...toStudentLinkView(row, classes.get(row.studentId)),
    assignments: counts.get(row.studentId) ?? noAssignments,
  });
  if (!teacher.isSchool) return rows.map((row) => ({ ...view(row), schoolTeachers: [] }));
  // The school's own link first, else the newest of its teachers' links.
  const byStudent = new Map<string, StudentLinkRow>();
  const teachersOf = new Map<string, Array<{ id: string; displayName: string }>>();
  for (const row of rows) {
    const kept = byStudent.get(row.studentId);
    if (!kept || (row.teacherId === teacher.id && kept.teacherId !== teacher.id)) byStudent.set(row.studentId, row);
    // Rows come newest first: put each teacher in front to list them oldest first.
    if (row.teacherId !== teacher.id)
      teachersOf.set(row.studentId, [
        { id: row.teacherId, displayName: row.teacherName },
        ...(teachersOf.get(row.studentId) ?? []),
      ]);
  }
  return rows
    .filter((row) => byStudent.get(row.studentId) === row)
    .map((row) => ({ ...view(row), schoolTeachers: teachersOf.get(row.studentId) ?? [] }));
}

async function getStudentLink(ctx: UserContext, studentId: string): Promise<StudentLinkView> {
  const { db, user: teacher } = ctx;
  const [row] = (await listStudentLinks(db, teacher.id, studentId)).filter((link) => link.teacherId === teacher.id);
  if (!row) throw new AppError('link_not_found', 404);
  const classes = await listClassesOfStudents(ctx, [studentId]);
  return toStudentLinkView(row, classes.get(studentId));
}

/**
 * Invites a student by e-mail (learner part sections 5 and 8). An existing student account gets a pending link (a
 * link the student rejected or the teacher removed becomes pending again); with createAccount, an address nobody has
 * gets a new student account with a random initial password, answered once. Throws student_not_registered_yet,
 * email_existed, student_already_invited or not_a_student; with schoolId, school_not_found unless the teacher has
 * joined that school. A school (its own students, or a teacher's for it) must have a seat left: not_enough_seat; a
 * free teacher's own students stay within the free quota: free_limit_students.
 */
export async function inviteStudent(
  ctx: RequestContext,
  body: InviteStudentBody,
  now = Date.now(),
): Promise<InvitedStudent> {
  const { db, user: teacher } = ctx;
  const seatOwner = await getActingSchool(ctx, body.schoolId);
  // A school's own link names no school: the school is its teacher.
  const schoolId = teacher.isSchool ? null : seatOwner;
  const profile = await findInvitee(ctx, body, {
    isOfKind: (found) => found.role === 'student' && found.id !== teacher.id,
    notRegistered: 'student_not_registered_yet',
    notOfKind: 'not_a_student',
  });
  let studentId: string;
  let initialPassword: string | null = null;
  if (profile) {
    studentId = profile.id;
    const link = await findLink(db, teacher.id, studentId);
    if (link && link.deleted === 0) throw new AppError('student_already_invited', 409);
    if (seatOwner) await assertSeats(ctx, seatOwner, { studentIds: [studentId] }, now);
    else await assertFreeStudentQuota(ctx, teacher.id, 1, now);
  } else {
    if (seatOwner) await assertSeats(ctx, seatOwner, { newStudents: 1 }, now);
    else await assertFreeStudentQuota(ctx, teacher.id, 1, now);
    const created = await createInvitee(ctx, body, 'student');
    studentId = created.userId;
    initialPassword = created.initialPassword;
  }

  // An account the teacher made is theirs to link: no Accept step for a student who never asked for an account.
  const accepted = initialPassword === null ? 0 : 1;
  await inTransaction(ctx, async (tx) => {
    await writeLink(tx, { teacherId: teacher.id, studentId, schoolId, accepted }, now);
    if (body.className) {
      const place = { className: body.className, classNumber: body.classNumber, studentId };
      const classSchool = teacher.isSchool ? teacher.id : schoolId;
      await placeInClass(tx, { ...place, teacherId: teacher.id, schoolId: classSchool }, now);
    }
  });

  if (initialPassword !== null) await mailNewAccount(ctx, body);
  // The student's open pages show the invitation at once (my-teachers and its badge).
  tellInvitations(ctx, studentId);
  return { student: await getStudentLink(ctx, studentId), initialPassword };
}

/** Tells the owner of a new account who made it and where to sign in (never the password: docs/product-rules.md). */
async function mailNewAccount(ctx: RequestContext, body: InviteStudentBody) {
  const mail = studentAccountMail({
    name: body.name,
    email: body.email,
    teacherName: ctx.user.displayName,
    signInUrl: `${ctx.config.publicUrl}/`,
  });
  await ctx.mail.send({ to: body.email, ...mail });
}

/**
 * Writes a new live link between a teacher and a student, or brings a removed one back (pending unless `accepted`).
 * student_already_invited when a live link is there, also when the same invitation is sent twice at once.
 */
async function writeLink(
  ctx: DbContext,
  link: { teacherId: string; studentId: string; schoolId: string | null; accepted: 0 | 1 },
  now: number,
) {
  const { db } = ctx;
  const found = await findLink(db, link.teacherId, link.studentId);
  if (found && found.deleted === 0) throw new AppError('student_already_invited', 409);
  if (found) {
    await updateLink(
      db,
      found.id,
      { schoolId: link.schoolId, accepted: link.accepted, deleted: 0, createdAt: now },
      now,
    );
    return;
  }
  // The pair is unique: a second invitation at once finds the first's link there.
  const inserted = await insertLink(db, { id: randomUUID(), ...link, deleted: 0, createdAt: now, updatedAt: now });
  if (!inserted) throw new AppError('student_already_invited', 409);
}

/**
 * The teacher removes a student (pending or accepted). A school also takes a student its teachers invited for it out
 * of the school: those links lose the school and stay the teachers'. Throws link_not_found.
 */
export async function removeStudent(ctx: LinkContext, studentId: string, now = Date.now()) {
  const { db, user: teacher } = ctx;
  const own = await findLiveLink(ctx, teacher.id, studentId);
  const viaTeachers = teacher.isSchool ? await listSchoolLinksOfStudent(db, teacher.id, studentId) : [];
  if (!own && viaTeachers.length === 0) throw new AppError('link_not_found', 404);
  await inTransaction(ctx, async (tx) => {
    if (own) {
      await updateLink(tx.db, own.id, { deleted: 1 }, now);
      await leaveOwnerClasses(tx, teacher.id, studentId);
    }
    for (const other of viaTeachers) await updateLink(tx.db, other.id, { schoolId: null }, now);
  });
  tellInvitations(ctx, studentId);
}

export async function listTeachers(ctx: UserContext): Promise<TeacherLinkView[]> {
  const { db, user: student } = ctx;
  return (await listTeacherLinks(db, student.id)).map(toTeacherLinkView);
}

export function getTeacherLinkCounts(ctx: UserContext<Pick<SessionUser, 'id'>>): Promise<TeacherLinkCounts> {
  const { db, user: student } = ctx;
  return countTeacherLinks(db, student.id);
}

/** The student accepts an invitation (accepting twice changes nothing). Throws link_not_found. */
export async function acceptTeacher(ctx: LinkContext, teacherId: string, now = Date.now()): Promise<TeacherLinkView> {
  const { db, user: student } = ctx;
  const [row] = await listTeacherLinks(db, student.id, teacherId);
  if (!row) throw new AppError('link_not_found', 404);
  const link = await findLink(db, teacherId, student.id);
  if (link && link.accepted === 0) await updateLink(db, link.id, { accepted: 1 }, now);
  tellInvitations(ctx, teacherId);
  return toTeacherLinkView({ ...row, accepted: 1 });
}

/** The student rejects a pending invitation or removes a teacher. Throws link_not_found. */
export async function removeTeacher(ctx: LinkContext, teacherId: string, now = Date.now()) {
  const { user: student } = ctx;
  const link = await findLiveLink(ctx, teacherId, student.id);
  if (!link) throw new AppError('link_not_found', 404);
  await inTransaction(ctx, async (tx) => {
    await updateLink(tx.db, link.id, { deleted: 1 }, now);
    await leaveOwnerClasses(tx, teacherId, student.id);
  });
  tellInvitations(ctx, teacherId);
}

/**
 * The teacher gives a student extra time on their assignments (a multiplier of the time limit, applied when the
 * student starts one, and to a paper of theirs the student is writing: the extraTimeChanged hook). Only the
 * teacher's own live link; throws link_not_found.
 */
export async function updateStudentLink(
  ctx: UserContext,
  studentId: string,
  body: UpdateStudentLinkBody,
  now = Date.now(),
): Promise<StudentLinkView> {
  const { user: teacher } = ctx;
  const link = await findLiveLink(ctx, teacher.id, studentId);
  if (!link) throw new AppError('link_not_found', 404);
  await inTransaction(ctx, async (tx) => {
    await updateLink(tx.db, link.id, { timeMultiplier: body.timeMultiplier }, now);
    await ctx.hooks.emit('extraTimeChanged', {
      db: tx.db,
      teacherId: teacher.id,
      studentId,
      multiplier: toMultiplier(body.timeMultiplier),
      now,
      afterCommit: tx.afterCommit,
    });
  });
  return getStudentLink(ctx, studentId);
}

/** The student's time multiplier on this teacher's assignments: 1 without a live link. */
export async function getTimeMultiplier(ctx: DbContext, teacherId: string, studentId: string): Promise<number> {
  const link = await findLiveLink(ctx, teacherId, studentId);
  return link ? toMultiplier(link.timeMultiplier) : 1;
}

/** Whether this teacher has a live link (pending or accepted) to this student. */
export async function hasLiveLink(ctx: DbContext, teacherId: string, studentId: string): Promise<boolean> {
  return (await findLiveLink(ctx, teacherId, studentId)) !== undefined;
}

/** The live link (pending or accepted) between this teacher and this student; a removed one is no link. */
async function findLiveLink(ctx: DbContext, teacherId: string, studentId: string) {
  const link = await findLink(ctx.db, teacherId, studentId);
  return link?.deleted === 0 ? link : undefined;
}

/** The teachers with an accepted link to this student (told when the student's paper is regraded). */
export async function listLinkedTeacherIds(ctx: DbContext, studentId: string): Promise<string[]> {
  const links = await listTeacherLinks(ctx.db, studentId);
  return links.filter((link) => link.accepted === 1).map((link) => link.teacherId);
}

// Read by other areas (me, practices, papers, statistics) through this service rather than this area's queries.
export { countTeacherLinks, hasAcceptedLink, isLinkedTeacher } from './queries';
