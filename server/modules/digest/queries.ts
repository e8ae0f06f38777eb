import type { Db } from '../../db/index';

/** Marks the week's run as sent; false when a run for that week exists already (another server, or a restart). */
export async function insertDigestRun(db: Db, week: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('digestRuns')
    .values({ week, createdAt: now })
    .onConflict((oc) => oc.column('week').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Who gets a week's digest: live teacher accounts that are not schools, with the digest on and at least one
 * accepted live link to a student, who have not had this week's yet.
 */
export function listDigestRecipients(db: Db, week: string) {
  return db
    .selectFrom('profiles')
    .select(['profiles.id', 'profiles.email', 'profiles.displayName', 'profiles.language'])
    .where('profiles.role', '=', 'teacher')
    .where('profiles.isSchool', '=', 0)
    .where('profiles.deleted', '=', 0)
    .where('profiles.weeklyDigest', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('studentLinks')
          .innerJoin('profiles as students', 'students.id', 'studentLinks.studentId')
          .select('studentLinks.id')
          .whereRef('studentLinks.teacherId', '=', 'profiles.id')
          .where('studentLinks.accepted', '=', 1)
          .where('studentLinks.deleted', '=', 0)
          .where('students.deleted', '=', 0),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('digestDeliveries')
            .select('digestDeliveries.userId')
            .whereRef('digestDeliveries.userId', '=', 'profiles.id')
            .where('digestDeliveries.week', '=', week),
        ),
      ),
    )
    .orderBy('profiles.id')
    .execute();
}

/** Records that this parent has this week's digest; false when they had it already (a retried job). */
export async function insertDigestDelivery(db: Db, userId: string, week: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('digestDeliveries')
    .values({ userId, week, sentAt: now })
    .onConflict((oc) => oc.columns(['userId', 'week']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findDigestSetting(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['role', 'isSchool', 'weeklyDigest'])
    .where('id', '=', userId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export async function updateDigestSetting(db: Db, userId: string, isOn: boolean) {
  await db
    .updateTable('profiles')
    .set({ weeklyDigest: isOn ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}
