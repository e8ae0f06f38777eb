import { randomUUID } from 'node:crypto';
import type { JoinPreview, JoinResult } from '../../../common/classes';
import type { SessionUser } from '../../auth/session';
import type { DbContext, RequestContext } from '../../context';
import { AppError } from '../../errors';
import { inTransaction } from '../../events/hooks';
import { assertFreeStudentQuota } from '../billing/service';
import { findJoinableClass, isInClass, joinAsMember } from '../classes/service';
import { tellInvitations } from '../invitations/service';
import { assertSeats } from '../schools/service';
import { findLink, insertLink, updateLink } from './queries';

// Joining a class by its code (issue 26, as Google Classroom's class code): a student who opens /join/<code> becomes
// a member of the class and a linked (accepted) student of its teacher or school, within their seats.

type JoinableClass = Awaited<ReturnType<typeof findJoinableClass>>;

/** What a student is about to join. Anyone may ask (the page shows it before sign-up); join_code_not_found. */
export async function previewJoin(ctx: DbContext, user: SessionUser | null, code: string): Promise<JoinPreview> {
  const found = await findJoinableClass(ctx, code);
  const isStudent = user?.role === 'student';
  return {
    className: found.name,
    teacherName: found.teacherName,
    schoolName: found.teacherIsSchool ? null : found.schoolName,
    isMember: isStudent && user ? await isInClass(ctx, found.id, user.id) : false,
    canJoin: user ? isStudent : null,
  };
}

/**
 * The signed-in student joins the class: a member (no number yet) and an accepted student of the class's teacher (or
 * school); a teacher's class for a school brings the student into that school. Joining twice changes nothing.
 * Throws join_students_only (403) for any other account, join_code_not_found (404), and class_full (409) when the
 * school has no seat or the free teacher no room for one more student: nothing is written then.
 */
export async function joinClass(ctx: RequestContext, code: string, now = Date.now()): Promise<JoinResult> {
  const { db, user: student } = ctx;
  if (student.role !== 'student') throw new AppError('join_students_only', 403);
  const found = await findJoinableClass(ctx, code);
  const link = await findLink(db, found.teacherId, student.id);
  const live = link && link.deleted === 0 ? link : undefined;
  // The school the student is counted by through this class: a school's own class, or a teacher's class for one.
  const schoolId = found.teacherIsSchool ? null : found.schoolId;
  const seatOwner = found.teacherIsSchool ? found.teacherId : found.schoolId;
  const needsSchool = schoolId !== null && live?.schoolId !== schoolId;
  await assertRoom(ctx, found, seatOwner, !live || needsSchool, now);

  const joined = await inTransaction(ctx, async (tx) => {
    const trx = tx.db;
    if (!link) {
      // A second join at the same moment finds this pair taken (student_links_pair) and has the same link to go on.
      const row = {
        id: randomUUID(),
        teacherId: found.teacherId,
        studentId: student.id,
        schoolId,
        accepted: 1 as const,
      };
      await insertLink(trx, { ...row, deleted: 0, createdAt: now, updatedAt: now });
    } else if (live) {
      await updateLink(trx, link.id, { accepted: 1, ...(needsSchool ? { schoolId } : {}) }, now);
    } else {
      await updateLink(trx, link.id, { schoolId, accepted: 1, deleted: 0, createdAt: now }, now);
    }
    return joinAsMember(tx, found, student.id);
  });
  // The teacher's My students shows the student at once (their class pages hear classesChanged).
  tellInvitations(ctx, found.teacherId);
  return {
    classId: found.id,
    className: found.name,
    teacherId: found.teacherId,
    teacherName: found.teacherName,
    joined,
  };
}

/** A seat in the school (or room under a free teacher's limit) for a student who is not yet counted: else class_full. */
async function assertRoom(
  ctx: RequestContext,
  found: JoinableClass,
  seatOwner: string | null,
  isNewToOwner: boolean,
  now: number,
) {
  if (!isNewToOwner) return;
  try {
    if (seatOwner) await assertSeats(ctx, seatOwner, { studentIds: [ctx.user.id] }, now);
    else await assertFreeStudentQuota(ctx, found.teacherId, 1, now);
  } catch (error) {
    // The teacher's own words (buy seats, upgrade) mean nothing to the student: the class is full, tell the teacher.
    if (error instanceof AppError && (error.code === 'not_enough_seat' || error.code === 'free_limit_students')) {
      throw new AppError('class_full', 409);
    }
    throw error;
  }
}
