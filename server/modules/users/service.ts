import {
  type AdminUserView,
  USERS_PAGE_SIZE,
  type UserPremiumBody,
  type UsersPage,
  type UsersQuery,
  type UsersStats,
} from '../../../common/billing';
import { premiumState } from '../../../common/entitlements';
import type { DbContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { countUsers, findUserRow, listUserRows, type UserRow, updateUserPremium } from './queries';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function toView(row: UserRow, now: number): AdminUserView {
  const premium = {
    premiumStudentQuantity: Number(row.premiumStudentQuantity),
    premiumTeacherQuantity: Number(row.premiumTeacherQuantity),
    premiumExpiry: row.premiumExpiry === null ? null : Number(row.premiumExpiry),
  };
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: row.role === 'teacher' ? 'teacher' : 'student',
    isSchool: row.isSchool === 1,
    lastSeenAt: row.lastSeenAt === null ? null : Number(row.lastSeenAt),
    createdAt: row.createdAt === null ? null : Number(row.createdAt),
    premium: {
      studentQuantity: premium.premiumStudentQuantity,
      teacherQuantity: premium.premiumTeacherQuantity,
      expiry: premium.premiumExpiry,
      state: premiumState(premium, now),
    },
  };
}

/** More pages exist only while a full page came back and no premium filter is set (spec content part 4). */
export async function listUsers(ctx: DbContext, query: UsersQuery): Promise<UsersPage> {
  const { db } = ctx;
  const rows = await listUserRows(db, query);
  const now = Date.now();
  const full = rows.length === USERS_PAGE_SIZE && !query.premium;
  return { users: rows.map((row) => toView(row, now)), nextCursor: full ? query.cursor + rows.length : null };
}

/**
 * The eight cards, each with the same figure for the period before: active and new users over 30 days and 24 hours
 * (the previous window of the same length), and totals, students, teachers and expired premium as they stood one
 * period (30 days) ago.
 */
export async function userStats(ctx: DbContext, now = Date.now()): Promise<UsersStats> {
  const { db } = ctx;
  const month = 30 * DAY;
  const windowed = async (length: number, field: 'seen' | 'created') => {
    const range = (from: number, to: number) =>
      field === 'seen' ? { seenFrom: from, seenTo: to } : { createdFrom: from, createdTo: to };
    return {
      value: await countUsers(db, range(now - length, now + 1)),
      previous: await countUsers(db, range(now - 2 * length, now - length)),
    };
  };
  const standing = async (filter: { role?: 'student' | 'teacher' }) => ({
    value: await countUsers(db, filter),
    previous: await countUsers(db, { ...filter, createdTo: now - month }),
  });
  const stats: UsersStats['stats'] = [
    { key: 'active30d', ...(await windowed(month, 'seen')) },
    { key: 'active24h', ...(await windowed(DAY, 'seen')) },
    { key: 'new30d', ...(await windowed(month, 'created')) },
    { key: 'new24h', ...(await windowed(DAY, 'created')) },
    { key: 'total', ...(await standing({})) },
    { key: 'students', ...(await standing({ role: 'student' })) },
    { key: 'teachers', ...(await standing({ role: 'teacher' })) },
    {
      key: 'expiredPremium',
      value: await countUsers(db, { expiredBy: now }),
      previous: await countUsers(db, { expiredBy: now - month }),
    },
  ];
  return { stats };
}

/**
 * A super-admin sets a student's or teacher's premium. Only students and teachers are listed, so an admin's own
 * account (and any admin's) is not found here: nobody sets their own premium.
 */
export async function setUserPremium(ctx: UserContext, id: string, body: UserPremiumBody) {
  const { db, user: actor } = ctx;
  if (actor.id === id) throw new AppError('forbidden', 403);
  if (!(await findUserRow(db, id))) throw new AppError('not_found', 404);
  await updateUserPremium(db, id, {
    premiumStudentQuantity: body.studentQuantity,
    premiumTeacherQuantity: body.teacherQuantity,
    premiumExpiry: body.expiry,
  });
  const row = await findUserRow(db, id);
  return toView(row!, Date.now());
}
