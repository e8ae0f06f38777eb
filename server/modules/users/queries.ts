import { sql } from 'kysely';
import { USERS_PAGE_SIZE, type UsersQuery } from '../../../common/billing';
import type { Db } from '../../db/index';
import type { ProfileUpdate } from '../../db/tables/people';

const columns = [
  'id',
  'email',
  'displayName',
  'role',
  'isSchool',
  'lastSeenAt',
  'createdAt',
  'premiumStudentQuantity',
  'premiumTeacherQuantity',
  'premiumExpiry',
] as const;

/**
 * One page of students and teachers (never admins). Premium "yes" means any premium set (seats or an expiry), "no"
 * none at all. A search by e-mail finds any address holding the text (the spec's list matched it exactly, and an admin
 * looking for "chan@" found nothing; docs/product-rules.md); addresses are stored in lower case.
 */
export function listUserRows(db: Db, query: UsersQuery) {
  let q = db
    .selectFrom('profiles')
    .select(columns)
    .where('deleted', '=', 0)
    .where('role', 'in', query.role ? [query.role] : ['student', 'teacher']);
  if (query.email) {
    const pattern = `%${query.email.toLowerCase().replace(/[\\%_]/g, (letter) => `\\${letter}`)}%`;
    q = q.where(sql<boolean>`${sql.ref('email')} like ${pattern} escape '\\'`);
  }
  if (query.premium === 'yes') {
    q = q.where((eb) =>
      eb.or([
        eb('premiumExpiry', 'is not', null),
        eb('premiumStudentQuantity', '>', 0),
        eb('premiumTeacherQuantity', '>', 0),
      ]),
    );
  } else if (query.premium === 'no') {
    q = q
      .where('premiumExpiry', 'is', null)
      .where('premiumStudentQuantity', '=', 0)
      .where('premiumTeacherQuantity', '=', 0);
  }
  // Rows never seen sort last either way; the id breaks ties so pages never overlap.
  return q
    .orderBy(sql`${sql.ref(query.sort)} is null`)
    .orderBy(query.sort, query.order)
    .orderBy('id')
    .limit(USERS_PAGE_SIZE)
    .offset(query.cursor)
    .execute();
}

export type UserRow = Awaited<ReturnType<typeof listUserRows>>[number];

export function findUserRow(db: Db, id: string) {
  return db
    .selectFrom('profiles')
    .select(columns)
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .where('role', 'in', ['student', 'teacher'])
    .executeTakeFirst();
}

export async function updateUserPremium(db: Db, id: string, changes: ProfileUpdate) {
  await db.updateTable('profiles').set(changes).where('id', '=', id).execute();
}

/** Counts of students and teachers matching a condition on when they were seen, made or expired. */
export async function countUsers(
  db: Db,
  filter: {
    role?: 'student' | 'teacher';
    seenFrom?: number;
    seenTo?: number;
    createdFrom?: number;
    createdTo?: number;
    expiredBy?: number;
  },
): Promise<number> {
  let q = db
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('deleted', '=', 0)
    .where('role', 'in', filter.role ? [filter.role] : ['student', 'teacher']);
  if (filter.seenFrom !== undefined) q = q.where('lastSeenAt', '>=', filter.seenFrom);
  if (filter.seenTo !== undefined) q = q.where('lastSeenAt', '<', filter.seenTo);
  if (filter.createdFrom !== undefined) q = q.where('createdAt', '>=', filter.createdFrom);
  if (filter.createdTo !== undefined) q = q.where('createdAt', '<', filter.createdTo);
  if (filter.expiredBy !== undefined)
    q = q.where('premiumExpiry', 'is not', null).where('premiumExpiry', '<=', filter.expiredBy);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function touchLastSeen(db: Db, id: string, now: number) {
  await db.updateTable('profiles').set({ lastSeenAt: now }).where('id', '=', id).execute();
}
