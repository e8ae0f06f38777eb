import type { Insertable } from 'kysely';
import type { Db } from '../../db/index';
import type { PaymentTable } from '../../db/tables/billing';
import type { ProfileUpdate } from '../../db/tables/people';

export function findBillingProfile(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select([
      'id',
      'email',
      'displayName',
      'role',
      'isSchool',
      'premiumStudentQuantity',
      'premiumTeacherQuantity',
      'premiumExpiry',
      'premiumCustomerId',
      'premiumPurchasedAt',
      'premiumSubscriptionId',
      'premiumEventAt',
    ])
    .where('id', '=', userId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export type BillingProfile = NonNullable<Awaited<ReturnType<typeof findBillingProfile>>>;

export async function setPremium(db: Db, userId: string, changes: ProfileUpdate) {
  await db.updateTable('profiles').set(changes).where('id', '=', userId).execute();
}

export async function insertPayment(db: Db, payment: Insertable<PaymentTable>) {
  await db.insertInto('payments').values(payment).execute();
}

export async function setPaymentExternalId(db: Db, id: string, externalId: string) {
  await db.updateTable('payments').set({ externalId }).where('id', '=', id).execute();
}

export function findPayment(db: Db, id: string) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPaymentByExternalId(db: Db, provider: 'stripe' | 'airwallex', externalId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('externalId', '=', externalId)
    .executeTakeFirst();
}

export async function markPaymentPaid(db: Db, id: string, paidAt: number) {
  await db.updateTable('payments').set({ status: 'paid', paidAt }).where('id', '=', id).execute();
}

/** The latest paid payment of a user: the purchase event and the return page read it. */
export function latestPaidPayment(db: Db, userId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', '=', 'paid')
    .orderBy('paidAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many distinct users have paid the limited-time price: the offer's cap counts them. */
export async function countDiscountedBuyers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.count<string | number>('userId').distinct().as('count'))
    .where('isDiscounted', '=', 1)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Remembers a provider event; false when it was already there (a replay). Called inside the transaction that applies
 * the event, so the event and its effect are stored together or not at all.
 */
export async function recordEvent(
  db: Db,
  event: { id: string; provider: string; type: string; userId: string | null; createdAt: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('billingEvents')
    .values({ ...event, receivedAt: Date.now() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findProfileByCustomerId(db: Db, customerId: string) {
  return db
    .selectFrom('profiles')
    .select(['id'])
    .where('premiumCustomerId', '=', customerId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/**
 * Marks a pending payment paid; false when it was not pending any more. The one conditional update is the claim, so a
 * webhook and a return page arriving together grant the months once.
 */
export async function claimPendingPayment(db: Db, id: string, paidAt: number): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'paid', paidAt })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPaymentStatus(db: Db, id: string, status: 'failed') {
  await db.updateTable('payments').set({ status }).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** The user's latest checkout, whatever became of it. */
export function findLatestPayment(db: Db, userId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findLastAnalyticsEventAt(db: Db, userId: string, name: string): Promise<number | null> {
  const row = await db
    .selectFrom('analyticsEvents')
    .select((eb) => eb.fn.max('createdAt').as('at'))
    .where('userId', '=', userId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}

/** false when an event with this id was already recorded */
export async function insertAnalyticsEvent(
  db: Db,
  event: { id: string; userId: string; name: string; value: number; currency: string; createdAt: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('analyticsEvents')
    .values(event)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * A plain teacher's own students for the free quota: live links (pending or accepted) not made for a school, whose
 * students take that school's seats instead.
 */
export async function countOwnStudents(db: Db, teacherId: string): Promise<number> {
  const row = await db
    .selectFrom('studentLinks')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('teacherId', '=', teacherId)
    .where('deleted', '=', 0)
    .where('schoolId', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
