import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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
import type { Db } from '../../db/index';
import { AppError } from '../../errors';
import { escapeHtml } from '../../mail/templates';
import { fileUrl, saveFile } from '../../storage/files';
import { encodeImage } from '../../storage/images';
import { getSeats } from '../schools/service';
import { getPremiumSettings } from '../settings/service';
import { airwallexCheckoutUrl, createAirwallexIntent } from './airwallex';
import { countDiscountedBuyers, findBillingProfile, insertPayment, setPaymentExternalId, setPremium } from './queries';
import { cancelStripeSubscription, createStripeCheckout, createStripePortal, updateStripeSeats } from './stripe';

/** Only those who pay for themselves: students, teachers and schools. Admins have nothing to buy. */
function requirePayer(user: SessionUser): void {
  if (user.role !== 'student' && user.role !== 'teacher') throw new AppError('forbidden', 403);
}

async function offerRemaining(db: Db, settings: PremiumSettings): Promise<number | null | 'none'> {
  if (!settings.limitedTimeOffer.enabled) return 'none';
  if (settings.limitedTimeOffer.cap === null) return null;
  const left = settings.limitedTimeOffer.cap - (await countDiscountedBuyers(db));
  return left > 0 ? left : 'none';
}

export async function getPlans(app: FastifyInstance, user: SessionUser): Promise<PlansView> {
  const settings = await getPremiumSettings(app.db);
  const remaining = await offerRemaining(app.db, settings);
  const profile = await findBillingProfile(app.db, user.id);
  if (!profile) throw new AppError('unauthenticated', 401);
  const seats = profile.isSchool === 1 ? await getSeats(app.db, user.id) : null;
  return {
    providers: { stripe: app.config.stripe !== null, airwallex: app.config.airwallex !== null },
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
export async function startCheckout(
  app: FastifyInstance,
  user: SessionUser,
  body: CheckoutBody,
): Promise<CheckoutAnswer> {
  requirePayer(user);
  const ownPlan = user.role === 'student' ? 'student' : user.isSchool ? 'school' : 'teacher';
  if (body.plan !== ownPlan) throw new AppError('forbidden', 403);
  const method = body.paymentMethod;
  const viaAirwallex = isAirwallexMethod(method);
  const provider = viaAirwallex ? app.config.airwallex : app.config.stripe;
  if (!provider) throw new AppError('payments_not_configured', 409);
  const settings = await getPremiumSettings(app.db);
  const remaining = await offerRemaining(app.db, settings);
  const priced = quote(settings, body, remaining !== 'none');
  if (typeof priced === 'string') throw new AppError(priced, priced === 'offer_unavailable' ? 409 : 400);
  const profile = await findBillingProfile(app.db, user.id);
  if (!profile) throw new AppError('unauthenticated', 401);

  const paymentId = randomUUID();
  await insertPayment(app.db, {
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
  if (isAirwallexMethod(method) && app.config.airwallex) {
    // The spec's return address: /app/?payment=…&from=airwallex&isDiscounted=… (the app hands it to the pricing page).
    const returnUrl = (outcome: 'success' | 'failure') =>
      `${app.config.publicUrl}/app/?payment=${outcome}&from=airwallex&isDiscounted=${priced.discounted}`;
    const intent = await createAirwallexIntent(app.config.airwallex, {
      paymentId,
      amountHkd: priced.total,
      userId: user.id,
      returnUrl: returnUrl('success'),
    });
    await setPaymentExternalId(app.db, paymentId, intent.intentId);
    const checkoutUrl = airwallexCheckoutUrl(app.config.airwallex, {
      ...intent,
      method,
      successUrl: returnUrl('success'),
      failUrl: returnUrl('failure'),
      locale: user.language,
    });
    return { ...intent, checkoutUrl };
  }
  const url = await createStripeCheckout(app.config.stripe!, {
    paymentId,
    userId: user.id,
    email: profile.email,
    customerId: profile.premiumCustomerId,
    plan: body.plan,
    billing: body.billing,
    quote: priced,
    successUrl: `${app.config.publicUrl}/app/?${returnQuery}`,
    cancelUrl: `${app.config.publicUrl}/app/pricing?payment=cancelled`,
  });
  return { url };
}

export async function openBillingPortal(app: FastifyInstance, user: SessionUser): Promise<{ url: string }> {
  requirePayer(user);
  if (!app.config.stripe) throw new AppError('payments_not_configured', 409);
  const profile = await findBillingProfile(app.db, user.id);
  if (!profile?.premiumCustomerId) throw new AppError('no_subscription', 409);
  return {
    url: await createStripePortal(app.config.stripe, profile.premiumCustomerId, `${app.config.publicUrl}/app/profile`),
  };
}

/**
 * A school's seats, changed on its subscription with proration. Never below what the school already uses
 * ('not enough seat'). The new quantities apply at once; the provider's subscription event confirms them.
 */
export async function changeSeats(app: FastifyInstance, user: SessionUser, body: SeatsBody) {
  if (user.role !== 'teacher' || !user.isSchool) throw new AppError('forbidden', 403);
  if (!app.config.stripe) throw new AppError('payments_not_configured', 409);
  const profile = await findBillingProfile(app.db, user.id);
  if (!profile?.premiumSubscriptionId || !isPremium(profile, Date.now())) throw new AppError('no_subscription', 409);
  // The school's own count of who holds a seat (server/modules/schools): one rule for adding people and for seats.
  const used = await getSeats(app.db, user.id);
  if (used && (body.students < used.students || body.teachers < used.teachers)) {
    throw new AppError('not_enough_seat', 409, { studentCount: used.students, teacherCount: used.teachers });
  }
  await updateStripeSeats(app.config.stripe, profile.premiumSubscriptionId, body);
  await setPremium(app.db, user.id, { premiumStudentQuantity: body.students, premiumTeacherQuantity: body.teachers });
  return { students: body.students, teachers: body.teachers };
}

/**
 * Ends the plan: a running subscription is cancelled at the provider, the account becomes free at once, and the
 * user's reasons (with up to 5 pictures, stored and linked) go to the team by mail.
 */
export async function unsubscribe(app: FastifyInstance, user: SessionUser, body: UnsubscribeBody) {
  requirePayer(user);
  const profile = await findBillingProfile(app.db, user.id);
  if (!profile) throw new AppError('unauthenticated', 401);
  // Pictures are checked and re-encoded before anything changes: a bad file refuses the whole request.
  const images = await Promise.all(body.images.map((image) => encodeImage(Buffer.from(image.data, 'base64'))));
  if (profile.premiumSubscriptionId) {
    if (!app.config.stripe) throw new AppError('payments_not_configured', 409);
    await cancelStripeSubscription(app.config.stripe, profile.premiumSubscriptionId);
  }
  await setPremium(app.db, user.id, {
    premiumStudentQuantity: 0,
    premiumTeacherQuantity: 0,
    premiumExpiry: null,
    premiumSubscriptionId: null,
    premiumEventAt: Date.now(),
  });
  const links: string[] = [];
  for (const [index, image] of images.entries()) {
    const key = await saveFile(app.db, app.files, {
      bytes: image.bytes,
      name: body.images[index]?.name ?? 'image.webp',
      contentType: image.contentType,
      extension: image.extension,
      purpose: 'image',
      createdBy: user.id,
    });
    links.push(`${app.config.publicUrl}${fileUrl(key)}`);
  }
  await app.mailer.send({
    to: app.config.contactEmail,
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
