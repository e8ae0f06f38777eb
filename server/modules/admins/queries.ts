import type { Db } from '../../db/index';

const adminColumns = ['id', 'email', 'displayName', 'role', 'mustChangePassword', 'createdAt', 'lastSeenAt'] as const;

export function listAdminRows(db: Db) {
  return db
    .selectFrom('profiles')
    .select(adminColumns)
    .where('role', 'in', ['admin', 'super-admin'])
    .where('deleted', '=', 0)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

/** An undeleted account whose role is admin or super-admin; anyone else is not an admin to these routes. */
export function findAdminRow(db: Db, id: string) {
  return db
    .selectFrom('profiles')
    .select(adminColumns)
    .where('id', '=', id)
    .where('role', 'in', ['admin', 'super-admin'])
    .where('deleted', '=', 0)
    .executeTakeFirst();
}
export type AdminRow = NonNullable<Awaited<ReturnType<typeof findAdminRow>>>;
