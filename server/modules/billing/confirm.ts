import { type ConfirmAnswer, purchaseEventValue } from '../../../common/billing';
import { premiumState } from '../../../common/entitlements';
import type { AppContext, RequestContext } from '../../context';
import { AppError } from '../../errors';
import { retrieveAirwallexIntent } from './airwallex';
import {
  findBillingProfile,
  findLastAnalyticsEventAt,
  findLatestPayment,
  findPayment,
  insertAnalyticsEvent,
  latestPaidPayment,
  setPaymentStatus,
} from './queries';
import { getBillingProfile } from './service';
import { grantAirwallexPayment } from './webhooks';

/** How long after a checkout its return may still ask the provider: an older pending one is not this return's. */
const CONFIRM_WINDOW_MS = 24 * 3_600_000;
const FAILED_INTENT_STATUSES = new Set(['CANCELLED', 'FAILED']);

/**
 * The return from a provider. The webhook is the authority, but it may come after the browser: a pending Airwallex
 * payment is looked up at Airwallex and granted here when it has succeeded (once, whichever arrives first). Then the
 * purchase analytics event fires if this is the return that earns it (spec content part 4).
 */
export async function confirmPayment(ctx: RequestContext): Promise<ConfirmAnswer> {
  const { user } = ctx;
  if (user.role !== 'student' && user.role !== 'teacher') throw new AppError('forbidden', 403);
  const now = Date.now();
  let payment = await findLatestPayment(ctx.db, user.id);
  if (
    payment?.status === 'pending' &&
    payment.provider === 'airwallex' &&
    payment.externalId &&
    ctx.config.airwallex &&
    now - payment.createdAt < CONFIRM_WINDOW_MS
  ) {
    const intent = await retrieveAirwallexIntent(ctx.config.airwallex, payment.externalId);
    const pending = payment;
    if (intent.status === 'SUCCEEDED') {
      await ctx.db.transaction().execute((trx) => grantAirwallexPayment({ ...ctx, db: trx }, pending, now));
    } else if (FAILED_INTENT_STATUSES.has(intent.status)) {
      await setPaymentStatus(ctx.db, pending.id, 'failed');
    }
    payment = await findPayment(ctx.db, pending.id);
  }
  const purchaseEvent = await firePurchaseEvent(ctx, user.id, now);
  const profile = await getBillingProfile(ctx, user.id);
  const status = !payment
    ? 'none'
    : payment.status === 'paid' || payment.status === 'failed'
      ? payment.status
      : 'pending';
  return {
    status,
    premium: { state: premiumState(profile, now), expiry: profile.premiumExpiry },
    purchaseEvent,
  };
}

/**
 * The purchase event, to the analytics sinks (server/analytics; the analyticsEvents table remembers it was told). Its
 * windows are common/billing.ts purchaseEventValue's; its id is the payment's, so one payment fires it once even when
 * two returns race.
 */
export async function firePurchaseEvent(
  ctx: Pick<AppContext, 'db' | 'analytics'>,
  userId: string,
  now: number,
): Promise<{ value: number; currency: string } | null> {
  const { db } = ctx;
  const [profile, payment, lastEventAt] = await Promise.all([
    findBillingProfile(db, userId),
    latestPaidPayment(db, userId),
    findLastAnalyticsEventAt(db, userId, 'purchase'),
  ]);
  if (!profile || !payment) return null;
  const value = purchaseEventValue({
    hasRole: profile.role === 'student' || profile.role === 'teacher',
    paymentCreatedAt: payment.createdAt,
    purchasedAt: profile.premiumPurchasedAt,
    lastEventAt,
    expiry: profile.premiumExpiry,
    // The plan's price a month as it was bought (the limited-time price when discounted; a school's seats together).
    monthlyPrice: Math.round(payment.amount / Math.max(1, payment.months)),
    now,
  });
  if (value === null) return null;
  const event = { id: `purchase:${payment.id}`, userId, name: 'purchase', value, currency: 'HKD', createdAt: now };
  if (!(await insertAnalyticsEvent(db, event))) return null;
  ctx.analytics.track('purchase', { userId, paymentId: payment.id, value, currency: event.currency });
  return { value, currency: event.currency };
}
