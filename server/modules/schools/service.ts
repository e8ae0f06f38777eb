import { randomUUID } from 'node:crypto';
import type {
  InvitedTeacher,
  InviteTeacherBody,
  SchoolLinkCounts,
  SchoolLinkView,
  SchoolTeachers,
  SchoolTeacherView,
  Seats,
} from '../../../common/schools';
import type { SessionUser } from '../../auth/session';
import type { DbContext, RequestContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { teacherAccountMail } from '../../mail/templates';
import { createInvitee, findInvitee, type LinkContext, tellInvitations, toLinkedPerson } from '../invitations/service';
import { getPremiumSettings, isCoveringFreeLimits } from '../settings/service';
import { fitsSeats, INVITE_PROMPT_INTERVAL_MS, invitePromptFor, isOverSeats, seatsOf } from './policy';
import {
  countOwnStudentLinks,
  countSchoolLinks,
  countSeatHolders,
  findSchoolProfile,
  findSchoolTeacher,
  insertSchoolTeacher,
  isAcceptedSchoolTeacher,
  listCountedStudents,
  listSchoolLinkRows,
  listSchoolTeacherRows,
  setInvitePromptedAt,
  updateSchoolTeacher,
} from './queries';

type TeacherRow = Awaited<ReturnType<typeof listSchoolTeacherRows>>[number];
type SchoolRow = Awaited<ReturnType<typeof listSchoolLinkRows>>[number];

function toTeacherView(row: TeacherRow): SchoolTeacherView {
  return {
    teacherId: row.teacherId,
    ...toLinkedPerson(row),
  };
}

function toSchoolView(row: SchoolRow, coversFreeLimits: boolean): SchoolLinkView {
  return {
    schoolId: row.schoolId,
    ...toLinkedPerson(row),
    coversFreeLimits,
  };
}

/** The rows as views, each saying whether its school's plan covers the free limits now (the limits check's answer). */
async function toSchoolViews(ctx: DbContext, rows: SchoolRow[], now: number): Promise<SchoolLinkView[]> {
  if (rows.length === 0) return [];
  const settings = await getPremiumSettings(ctx.db);
  const covers = await Promise.all(rows.map((row) => isCoveringFreeLimits(ctx, row.schoolId, now, settings)));
  return rows.map((row, index) => toSchoolView(row, covers[index] ?? false));
}

/** Only a school account manages teachers: a plain teacher is refused like any other role. */
export function requireSchool<Context extends { user: SessionUser }>(ctx: Context): Context {
  if (!ctx.user.isSchool) throw new AppError('forbidden', 403);
  return ctx;
}

/** Only a teacher who is not a school has schools. */
export function requirePlainTeacher<Context extends { user: SessionUser }>(ctx: Context): Context {
  if (ctx.user.isSchool) throw new AppError('forbidden', 403);
  return ctx;
}

/** A school's seats and how many are taken; null when the id is not a live school. */
export async function getSeats(ctx: DbContext, schoolId: string, now = Date.now()): Promise<Seats | null> {
  const { db } = ctx;
  const profile = await findSchoolProfile(db, schoolId);
  if (!profile) return null;
  return seatsOf(profile, await countSeatHolders(db, schoolId), now);
}

/** Whether a school is above its seats with no free trial running (the web then sends it to its profile). */
export async function isSchoolOverSeats(ctx: DbContext, schoolId: string, now = Date.now()): Promise<boolean> {
  const { db } = ctx;
  const profile = await findSchoolProfile(db, schoolId);
  if (!profile || profile.isDemo === 1) return false;
  const seats = seatsOf(profile, await countSeatHolders(db, schoolId), now);
  return isOverSeats(seats, profile.freeTrialEndsAt === null ? null : Number(profile.freeTrialEndsAt), now);
}

/**
 * Refuses with not_enough_seat (409) when adding these students and teachers would take the school beyond its seats.
 * Students the school already counts take no new seat; demo schools have no limit (like the free limits).
 */
export async function assertSeats(
  ctx: DbContext,
  schoolId: string,
  add: { studentIds?: string[]; newStudents?: number; teachers?: number },
  now = Date.now(),
): Promise<void> {
  const { db } = ctx;
  const profile = await findSchoolProfile(db, schoolId);
  if (!profile || profile.isDemo === 1) return;
  const seats = seatsOf(profile, await countSeatHolders(db, schoolId), now);
  const ids = [...new Set(add.studentIds ?? [])];
  const counted = await listCountedStudents(db, schoolId, ids);
  const students = ids.filter((id) => !counted.has(id)).length + (add.newStudents ?? 0);
  if (!fitsSeats(seats, { students, teachers: add.teachers ?? 0 })) {
    throw new AppError('not_enough_seat', 409, { studentCount: seats.students, teacherCount: seats.teachers });
  }
}

/** Which of these students a school already counts (they take no new seat). */
export function listStudentsCountedBy(ctx: DbContext, schoolId: string, studentIds: string[]): Promise<Set<string>> {
  const { db } = ctx;
  return listCountedStudents(db, schoolId, studentIds);
}

/** Whether the teacher has accepted this school's invitation: what lets them invite students and make classes for it. */
export function isTeacherOfSchool(ctx: DbContext, schoolId: string, teacherId: string): Promise<boolean> {
  const { db } = ctx;
  return isAcceptedSchoolTeacher(db, schoolId, teacherId);
}

/**
 * The school a class, an invited student or an assignment is made for: a school's own is its own; a teacher's is the
 * school asked for once the teacher has joined it (school_not_found otherwise, the same as for no such school), else
 * none.
 */
export async function getActingSchool(ctx: UserContext, schoolId: string | null | undefined): Promise<string | null> {
  const { user } = ctx;
  if (user.isSchool) return user.id;
  if (!schoolId) return null;
  if (!(await isTeacherOfSchool(ctx, schoolId, user.id))) throw new AppError('school_not_found', 404);
  return schoolId;
}

export async function listSchoolTeachers(ctx: UserContext, now = Date.now()): Promise<SchoolTeachers> {
  const { db, user: school } = ctx;
  const [rows, seats] = await Promise.all([listSchoolTeacherRows(db, school.id), getSeats(ctx, school.id, now)]);
  return {
    teachers: rows.map(toTeacherView),
    seats: seats ?? { students: 0, studentSeats: 0, teachers: 0, teacherSeats: 0 },
  };
}

/**
 * A school invites a teacher by e-mail (learner part sections 5 and 8): an existing teacher account gets a pending
 * link (a rejected or removed one becomes pending again); with createAccount, an address nobody has gets a new
 * teacher account with a random initial password, answered once. Seats are checked before anything is written.
 */
export async function inviteTeacher(
  ctx: RequestContext,
  body: InviteTeacherBody,
  now = Date.now(),
): Promise<InvitedTeacher> {
  const { db, user: school } = ctx;
  const profile = await findInvitee(ctx, body, {
    isOfKind: (found) => found.role === 'teacher' && found.isSchool !== 1,
    notRegistered: 'teacher_not_registered_yet',
    notOfKind: 'not_a_teacher',
  });
  let teacherId = profile?.id ?? null;
  if (teacherId !== null) {
    if (await findLiveSchoolTeacher(ctx, school.id, teacherId)) throw new AppError('teacher_already_invited', 409);
  }
  await assertSeats(ctx, school.id, { teachers: 1 }, now);

  let initialPassword: string | null = null;
  if (teacherId === null) {
    const created = await createInvitee(ctx, body, 'teacher');
    teacherId = created.userId;
    initialPassword = created.initialPassword;
  }

  const link = await findSchoolTeacher(db, school.id, teacherId);
  if (!link) {
    try {
      await insertSchoolTeacher(db, {
        id: randomUUID(),
        schoolId: school.id,
        teacherId,
        accepted: 0,
        deleted: 0,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // The same invitation sent twice at once: the pair is unique, so the second finds the first.
      if (await findSchoolTeacher(db, school.id, teacherId)) throw new AppError('teacher_already_invited', 409);
      throw error;
    }
  } else {
    await updateSchoolTeacher(db, link.id, { accepted: 0, deleted: 0, createdAt: now }, now);
  }

  if (initialPassword !== null) {
    await ctx.mail.send({
      to: body.email,
      ...teacherAccountMail({
        name: body.name,
        email: body.email,
        schoolName: school.displayName,
        signInUrl: `${ctx.config.publicUrl}/`,
      }),
    });
  }
  const [row] = await listSchoolTeacherRows(db, school.id, teacherId);
  if (!row) throw new AppError('school_not_found', 404);
  // The teacher's open pages show the invitation at once (my-schools and its badge).
  tellInvitations(ctx, teacherId);
  return { teacher: toTeacherView(row), initialPassword };
}

/** The school withdraws an invitation or removes a teacher. Throws school_not_found (no live link: not yours). */
export async function removeSchoolTeacher(ctx: LinkContext, teacherId: string, now = Date.now()) {
  const { user: school } = ctx;
  await endSchoolTeacher(ctx, school.id, teacherId, now);
  tellInvitations(ctx, teacherId);
}

export async function listSchools(ctx: UserContext, now = Date.now()): Promise<SchoolLinkView[]> {
  const { db, user: teacher } = ctx;
  return toSchoolViews(ctx, await listSchoolLinkRows(db, teacher.id), now);
}

export function getSchoolLinkCounts(ctx: DbContext, teacherId: string): Promise<SchoolLinkCounts> {
  const { db } = ctx;
  return countSchoolLinks(db, teacherId);
}

/** The teacher accepts a school's invitation (accepting twice changes nothing). Throws school_not_found. */
export async function acceptSchool(ctx: LinkContext, schoolId: string, now = Date.now()): Promise<SchoolLinkView> {
  const { db, user: teacher } = ctx;
  const [row] = await listSchoolLinkRows(db, teacher.id, schoolId);
  if (!row) throw new AppError('school_not_found', 404);
  const link = await findSchoolTeacher(db, schoolId, teacher.id);
  if (link && link.accepted === 0) await updateSchoolTeacher(db, link.id, { accepted: 1 }, now);
  tellInvitations(ctx, schoolId);
  return toSchoolView({ ...row, accepted: 1 }, await isCoveringFreeLimits(ctx, schoolId, now));
}

/** The teacher rejects an invitation or leaves a school. Throws school_not_found. */
export async function removeSchool(ctx: LinkContext, schoolId: string, now = Date.now()) {
  const { user: teacher } = ctx;
  await endSchoolTeacher(ctx, schoolId, teacher.id, now);
  tellInvitations(ctx, schoolId);
}

/** The live link (pending or accepted) between this school and this teacher; a removed one is no link. */
async function findLiveSchoolTeacher(ctx: DbContext, schoolId: string, teacherId: string) {
  const link = await findSchoolTeacher(ctx.db, schoolId, teacherId);
  return link?.deleted === 0 ? link : undefined;
}

/** Ends a school's link to a teacher, from either side; school_not_found when there is no live one (not yours). */
async function endSchoolTeacher(ctx: DbContext, schoolId: string, teacherId: string, now: number) {
  const link = await findLiveSchoolTeacher(ctx, schoolId, teacherId);
  if (!link) throw new AppError('school_not_found', 404);
  await updateSchoolTeacher(ctx.db, link.id, { deleted: 1 }, now);
}

/** Whether a teacher or school is due the prompt to invite a teacher or students (null for other roles). */
export async function getInvitePrompt(
  ctx: UserContext<{ id: string; isSchool: boolean; invitePromptedAt: number | null }>,
  now = Date.now(),
): Promise<'teacher' | 'students' | null> {
  const { db, user } = ctx;
  const promptedAt = user.invitePromptedAt === null ? null : Number(user.invitePromptedAt);
  // Prompted within 3 days: nothing to count.
  if (promptedAt !== null && now - promptedAt < INVITE_PROMPT_INTERVAL_MS) return null;
  const [holders, students] = await Promise.all([
    user.isSchool ? countSeatHolders(db, user.id) : { teachers: 0, students: 0 },
    user.isSchool ? 0 : countOwnStudentLinks(db, user.id),
  ]);
  return invitePromptFor({ isSchool: user.isSchool, promptedAt, teachers: holders.teachers, students }, now);
}

/** The prompt was shown: the next comes 3 days later at the earliest. */
export async function markInvitePromptShown(ctx: UserContext, now = Date.now()) {
  const { db, user } = ctx;
  await setInvitePromptedAt(db, user.id, now);
}

// The seat rule, for a class import that adds many students at once.
export { fitsSeats } from './policy';
