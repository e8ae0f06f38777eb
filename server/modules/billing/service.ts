import { randomUUID } from 'node:crypto';
import {
  type CheckoutAnswer,
  type CheckoutBody,
  isAirwallexMethod,
  MONTH_MS,
  type PlansView,
  quote,
  type SeatsBody,
  type UnsubscribeBody,
} from '../../../common/billing';
import { isPremium } from '../../../common/entitlements';
import type { PremiumSettings } from '../../../common/settings';
import type { SessionUser } from '../../auth/session';
import type { DbContext, RequestContext } from '../../context';
import { AppError } from '../../errors';
import { escapeHtml } from '../../mail/templates';
import { fileUrl, saveFile } from '../../storage/files';
import { encodeImage } from '../../storage/images';
import { getSeats } from '../schools/service';
import { getPremiumSettings } from '../settings/service';
import { airwallexCheckoutUrl, createAirwallexIntent } from './airwallex';
import {
  type BillingProfile,
  countDiscountedBuyers,
  findBillingProfile,
  insertPayment,
  setPaymentExternalId,
  setPremium,
} from './queries';
import { cancelStripeSubscription, createStripeCheckout, createStripePortal, updateStripeSeats } from './stripe';

/** Only those who pay for themselves: students, teachers and schools. Admins have nothing to buy. */
function requirePayer(user: SessionUser): void {
  if (user.role !== 'student' && user.role !== 'teacher') throw new AppError('forbidden', 403);
}

async function offerRemaining(ctx: DbContext, settings: PremiumSettings): Promise<number | null | 'none'> {
  const { db } = ctx;
  if (!settings.limitedTimeOffer.enabled) return 'none';
  if (settings.limitedTimeOffer.cap === null) return null;
  const left = settings.limitedTimeOffer.cap - (await countDiscountedBuyers(db));
  return left > 0 ? left : 'none';
}

/** The signed-in user's billing profile; an account deleted since the session began is signed out (unauthenticated). */
export async function getBillingProfile(ctx: DbContext, userId: string): Promise<BillingProfile> {
  const profile = await findBillingProfile(ctx.db, userId);
  if (!profile) throw new AppError('unauthenticated', 401);
  return profile;
}

export async function getPlans(ctx: RequestContext): Promise<PlansView> {
  const { user } = ctx;
  const settings = await getPremiumSettings(ctx.db);
  const remaining = await offerRemaining(ctx, settings);
  const profile = await getBillingProfile(ctx, user.id);
  const seats = profile.isSchool === 1 ? await getSeats(ctx, user.id) : null;
  return {
    providers: { stripe: ctx.config.stripe !== null, airwallex: ctx.config.airwallex !== null },
    prices: settings.prices,
    offer: remaining === 'none' ? null : { minimumMonths: settings.limitedTimeOffer.minimumMonths, remaining },
    moneyBackDays: settings.moneyBackDays,
    freeLimit: settings.freeLimit,
    subscription: {
      hasSubscription: profile.premiumSubscriptionId !== null,
      hasCustomer: profile.premiumCustomerId !== null,
      students: profile.premiumStudentQuantity,
      teachers: profile.premiumTeacherQuantity,
      usedStudents: seats?.students ?? 0,
      usedTeachers: seats?.teachers ?? 0,
    },
  };
}

/**
 * Starts a checkout: the price comes from the settings (quote), never from the client. Stripe answers a hosted
 * Checkout address; Airwallex (one-off only) a payment intent the page completes with FPS, WeChat Pay or Alipay.
 * The plan must match the account: a student buys the student plan, a teacher the teacher plan, a school seats.
 */
export async function startCheckout(ctx: RequestContext, body: CheckoutBody): Promise<CheckoutAnswer> {
  const { user } = ctx;
  requirePayer(user);
  const ownPlan = user.role === 'student' ? 'student' : user.isSchool ? 'school' : 'teacher';
  if (body.plan !== ownPlan) throw new AppError('forbidden', 403);
  const method = body.paymentMethod;
  const viaAirwallex = isAirwallexMethod(method);
  const provider = viaAirwallex ? ctx.config.airwallex : ctx.config.stripe;
  if (!provider) throw new AppError('payments_not_configured', 409);
  const settings = await getPremiumSettings(ctx.db);
  const remaining = await offerRemaining(ctx, settings);
  const priced = quote(settings, body, remaining !== 'none');
  if (typeof priced === 'string') throw new AppError(priced, priced === 'offer_unavailable' ? 409 : 400);
  const profile = await getBillingProfile(ctx, user.id);

  const paymentId = randomUUID();
  await insertPayment(ctx.db, {
    id: paymentId,
    userId: user.id,
    provider: viaAirwallex ? 'airwallex' : 'stripe',
    externalId: null,
    plan: body.plan,
    billing: body.billing,
    months: priced.months,
    studentQuantity: priced.lines.find((line) => line.role === 'student')?.quantity ?? 0,
    teacherQuantity: priced.lines.find((line) => line.role === 'teacher')?.quantity ?? 0,
    amount: priced.total,
    isDiscounted: priced.discounted ? 1 : 0,
    status: 'pending',
    createdAt: Date.now(),
  });
  const returnQuery = `payment=success&isDiscounted=${priced.discounted}`;
  if (isAirwallexMethod(method) && ctx.config.airwallex) {
    // The spec's return address: /app/?payment=…&from=airwallex&isDiscounted=… (the app hands it to the pricing page).
    const returnUrl = (outcome: 'success' | 'failure') =>
      `${ctx.config.publicUrl}/app/?payment=${outcome}&from=airwallex&isDiscounted=${priced.discounted}`;
    const intent = await createAirwallexIntent(ctx.config.airwallex, {
      paymentId,
      amountHkd: priced.total,
      userId: user.id,
      returnUrl: returnUrl('success'),
    });
    await setPaymentExternalId(ctx.db, paymentId, intent.intentId);
    const checkoutUrl = airwallexCheckoutUrl(ctx.config.airwallex, {
      ...intent,
      method,
      successUrl: returnUrl('success'),
      failUrl: returnUrl('failure'),
      locale: user.language,
    });
    return { ...intent, checkoutUrl };
  }
  const url = await createStripeCheckout(ctx.config.stripe!, {
    paymentId,
    userId: user.id,
    email: profile.email,
    customerId: profile.premiumCustomerId,
    plan: body.plan,
    billing: body.billing,
    quote: priced,
    successUrl: `${ctx.config.publicUrl}/app/?${returnQuery}`,
    cancelUrl: `${ctx.config.publicUrl}/app/pricing?payment=cancelled`,
  });
  return { url };
}

export async function openBillingPortal(ctx: RequestContext): Promise<{ url: string }> {
  const { user } = ctx;
  requirePayer(user);
  if (!ctx.config.stripe) throw new AppError('payments_not_configured', 409);
  const profile = await findBillingProfile(ctx.db, user.id);
  if (!profile?.premiumCustomerId) throw new AppError('no_subscription', 409);
  return {
    url: await createStripePortal(ctx.config.stripe, profile.premiumCustomerId, `${ctx.config.publicUrl}/app/profile`),
  };
}

/**
 * A school's seats, changed on its subscription with proration. Never below what the school already uses
 * ('not enough seat'). The new quantities apply at once; the provider's subscription event confirms them.
 */
export async function changeSeats(ctx: RequestContext, body: SeatsBody) {
  const { user } = ctx;
  if (user.role !== 'teacher' || !user.isSchool) throw new AppError('forbidden', 403);
  if (!ctx.config.stripe) throw new AppError('payments_not_configured', 409);
  const profile = await findBillingProfile(ctx.db, user.id);
  if (!profile?.premiumSubscriptionId || !isPremium(profile, Date.now())) throw new AppError('no_subscription', 409);
  // The school's own count of who holds a seat (server/modules/schools): one rule for adding people and for seats.
  const used = await getSeats(ctx, user.id);
  if (used && (body.students < used.students || body.teachers < used.teachers)) {
    throw new AppError('not_enough_seat', 409, { studentCount: used.students, teacherCount: used.teachers });
  }
  await updateStripeSeats(ctx.config.stripe, profile.premiumSubscriptionId, body);
  await setPremium(ctx.db, user.id, { premiumStudentQuantity: body.students, premiumTeacherQuantity: body.teachers });
  return { students: body.students, teachers: body.teachers };
}

/**
 * Ends the plan: a running subscription is cancelled at the provider, the account becomes free at once, and the
 * user's reasons (with up to 5 pictures, stored and linked) go to the team by mail.
 */
export async function unsubscribe(ctx: RequestContext, body: UnsubscribeBody) {
  const { user } = ctx;
  requirePayer(user);
  const profile = await getBillingProfile(ctx, user.id);
  // Pictures are checked and re-encoded before anything changes: a bad file refuses the whole request.
  const images = await Promise.all(body.images.map((image) => encodeImage(Buffer.from(image.data, 'base64'))));
  if (profile.premiumSubscriptionId) {
    if (!ctx.config.stripe) throw new AppError('payments_not_configured', 409);
    await cancelStripeSubscription(ctx.config.stripe, profile.premiumSubscriptionId);
  }
  await setPremium(ctx.db, user.id, {
    premiumStudentQuantity: 0,
    premiumTeacherQuantity: 0,
    premiumExpiry: null,
    premiumSubscriptionId: null,
    premiumEventAt: Date.now(),
  });
  const links: string[] = [];
  for (const [index, image] of images.entries()) {
    const key = await saveFile(ctx.db, ctx.files, {
      bytes: image.bytes,
      name: body.images[index]?.name ?? 'image.webp',
      contentType: image.contentType,
      extension: image.extension,
      purpose: 'image',
      createdBy: user.id,
    });
    links.push(`${ctx.config.publicUrl}${fileUrl(key)}`);
  }
  await ctx.mail.send({
    to: ctx.config.contactEmail,
    replyTo: body.email,
    subject: `Paperwise unsubscribe: ${profile.displayName}`,
    text: `From: ${profile.displayName} <${body.email}> (account ${profile.email})\n\n${body.message}\n\n${links.join('\n')}\n`,
    html: `<p>From: ${escapeHtml(profile.displayName)} &lt;${escapeHtml(body.email)}&gt; (account ${escapeHtml(profile.email)})</p><p>${escapeHtml(body.message).replace(/\n/g, '<br>')}</p>${links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('')}`,
  });
}

/** The later of now and a running plan's end: a one-off purchase adds its months after what is left. */
export function extendFrom(expiry: number | null, now: number): number {
  return expiry !== null && expiry > now ? expiry : now;
}

export const MONTH = MONTH_MS;

// A free teacher's student quota, checked by links and classes before a student is added.
export { assertFreeStudentQuota } from './quota';
