import { MONTH_MS } from '../../../common/billing';
import type { AppContext, DbContext } from '../../context';
import type { PaymentTable } from '../../db/tables/billing';
import type { ProfileUpdate } from '../../db/tables/people';
import type { AirwallexEvent } from './airwallex';
import {
  type BillingProfile,
  claimPendingPayment,
  findBillingProfile,
  findPayment,
  findPaymentByExternalId,
  findProfileByCustomerId,
  markPaymentPaid,
  recordEvent,
  setPaymentStatus,
  setPremium,
} from './queries';
import type { StripeCheckoutSession, StripeEvent, StripeSubscription } from './stripe';

type Payment = PaymentTable;

/**
 * Each provider event is applied once: it is recorded by id in the same transaction as its effect, so a replay finds
 * it and changes nothing. Subscription events carry the provider's time; one older than the last applied is recorded
 * and skipped, so events that arrive out of order never undo a newer state.
 */
export async function applyStripeEvent(ctx: AppContext, event: StripeEvent): Promise<'applied' | 'replayed'> {
  const eventAt = event.created * 1000;
  return ctx.db.transaction().execute(async (trx) => {
    const userId = await stripeEventUser({ ...ctx, db: trx }, event);
    const fresh = await recordEvent(trx, {
      id: `stripe:${event.id}`,
      provider: 'stripe',
      type: event.type,
      userId,
      createdAt: eventAt,
    });
    if (!fresh) return 'replayed';
    if (!userId) return 'applied';
    const profile = await findBillingProfile(trx, userId);
    if (!profile) return 'applied';
    switch (event.type) {
      case 'checkout.session.completed':
        await applyCheckoutCompleted({ ...ctx, db: trx }, profile, event.data.object, eventAt);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await applySubscription({ ...ctx, db: trx }, profile, event.data.object, event.type, eventAt);
        break;
      default:
        break;
    }
    return 'applied';
  });
}

async function stripeEventUser(ctx: DbContext, event: StripeEvent): Promise<string | null> {
  const { db } = ctx;
  const object = event.data.object as { metadata?: Record<string, string> | null; customer?: unknown };
  const paymentId = object.metadata?.paymentId;
  if (paymentId) {
    // The metadata only points at our own row; who paid and for what is read there.
    const payment = await findPayment(db, paymentId);
    if (payment) return payment.userId;
  }
  if (typeof object.customer === 'string') return (await findProfileByCustomerId(db, object.customer))?.id ?? null;
  return null;
}

async function applyCheckoutCompleted(
  ctx: DbContext,
  profile: BillingProfile,
  session: StripeCheckoutSession,
  eventAt: number,
) {
  const { db } = ctx;
  const paymentId = session.metadata?.paymentId;
  const payment = paymentId ? await findPayment(db, paymentId) : undefined;
  if (!payment || payment.status === 'paid' || payment.userId !== profile.id) return;
  if (session.payment_status !== 'paid' && session.mode === 'payment') return;
  const customerId = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
  const subscriptionId =
    typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
  await markPaymentPaid(db, payment.id, eventAt);
  const changes: ProfileUpdate = {
    premiumPurchasedAt: eventAt,
    ...(customerId ? { premiumCustomerId: customerId } : {}),
  };
  if (payment.billing === 'oneOff') {
    Object.assign(changes, purchaseGrant(profile, payment, eventAt));
  } else if ((profile.premiumEventAt ?? 0) <= eventAt) {
    // A subscription event newer than this checkout has already set the plan; otherwise the checkout sets it until
    // the subscription's own events arrive.
    Object.assign(changes, {
      premiumSubscriptionId: subscriptionId,
      premiumStudentQuantity: payment.studentQuantity,
      premiumTeacherQuantity: payment.teacherQuantity,
      premiumExpiry: eventAt + payment.months * MONTH_MS,
      premiumEventAt: eventAt,
    });
  }
  await setPremium(db, profile.id, changes);
}

/** One-off months are added after whatever is left of a running plan. */
function purchaseGrant(profile: BillingProfile, payment: Payment, now: number): ProfileUpdate {
  const current = profile.premiumExpiry !== null && profile.premiumExpiry > now ? profile.premiumExpiry : now;
  return {
    premiumStudentQuantity: payment.studentQuantity,
    premiumTeacherQuantity: payment.teacherQuantity,
    premiumExpiry: current + payment.months * MONTH_MS,
  };
}

const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

async function applySubscription(
  ctx: DbContext,
  profile: BillingProfile,
  subscription: StripeSubscription,
  type: string,
  eventAt: number,
) {
  const { db } = ctx;
  if ((profile.premiumEventAt ?? 0) > eventAt) return;
  // Another subscription than the one we know (an old one ending late) does not touch the current plan.
  if (profile.premiumSubscriptionId && profile.premiumSubscriptionId !== subscription.id) return;
  const ended = type === 'customer.subscription.deleted' || !LIVE_STATUSES.has(subscription.status);
  if (ended) {
    const endedAt = (subscription.ended_at ?? Math.floor(eventAt / 1000)) * 1000;
    await setPremium(db, profile.id, { premiumExpiry: endedAt, premiumSubscriptionId: null, premiumEventAt: eventAt });
    return;
  }
  const items = subscription.items.data;
  const periodEnd = Math.max(0, ...items.map((item) => item.current_period_end ?? 0)) * 1000;
  const isSchool = subscription.metadata?.plan === 'school';
  const role = subscription.metadata?.plan;
  const quantities = isSchool
    ? { premiumStudentQuantity: items[0]?.quantity ?? 0, premiumTeacherQuantity: items[1]?.quantity ?? 0 }
    : {
        premiumStudentQuantity: role === 'student' ? 1 : 0,
        premiumTeacherQuantity: role === 'teacher' ? 1 : 0,
      };
  await setPremium(db, profile.id, {
    ...quantities,
    premiumSubscriptionId: subscription.id,
    premiumExpiry: periodEnd > 0 ? periodEnd : profile.premiumExpiry,
    premiumEventAt: eventAt,
  });
}

/** payment_intent.succeeded grants the months of our payment row; other Airwallex events are recorded only. */
export async function applyAirwallexEvent(ctx: AppContext, event: AirwallexEvent): Promise<'applied' | 'replayed'> {
  const eventAt = event.created_at ? Date.parse(event.created_at) || Date.now() : Date.now();
  return ctx.db.transaction().execute(async (trx) => {
    const payment = await findPaymentByExternalId(trx, 'airwallex', event.data.object.id);
    const fresh = await recordEvent(trx, {
      id: `airwallex:${event.id}`,
      provider: 'airwallex',
      type: event.name,
      userId: payment?.userId ?? null,
      createdAt: eventAt,
    });
    if (!fresh) return 'replayed';
    if (!payment) return 'applied';
    if (event.name === 'payment_intent.succeeded')
      await grantAirwallexPayment({ ...ctx, db: trx }, payment, Date.now());
    else if (FAILED_INTENT_EVENTS.has(event.name)) await setPaymentStatus(trx, payment.id, 'failed');
    return 'applied';
  });
}

const FAILED_INTENT_EVENTS = new Set(['payment_intent.cancelled', 'payment_attempt.failed_to_process']);

/**
 * Grants a paid Airwallex intent's months, once: by its webhook or by the return page asking Airwallex, whichever
 * comes first (the claim on the pending payment decides). Run it inside a transaction.
 */
export async function grantAirwallexPayment(ctx: DbContext, payment: Payment, now: number): Promise<boolean> {
  const { db } = ctx;
  if (!(await claimPendingPayment(db, payment.id, now))) return false;
  const profile = await findBillingProfile(db, payment.userId);
  if (!profile) return false;
  await setPremium(db, profile.id, { ...purchaseGrant(profile, payment, now), premiumPurchasedAt: now });
  return true;
}
