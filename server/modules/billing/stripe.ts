import Stripe from 'stripe';
import type { Quote } from '../../../common/billing';
import type { Config } from '../../config';
import { AppError } from '../../errors';

type StripeSettings = NonNullable<Config['stripe']>;

const clients = new WeakMap<StripeSettings, Stripe>();

/** One SDK client per configuration; STRIPE_API_BASE points it at another host (the tests' local peer). */
export function stripeClient(settings: StripeSettings): Stripe {
  let client = clients.get(settings);
  if (!client) {
    const base = settings.apiBase;
    client = new Stripe(settings.secretKey, {
      maxNetworkRetries: base ? 0 : 2,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    clients.set(settings, client);
  }
  return client;
}

/** Any failure of the provider is our 502; its message goes to the log, not to the user. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw Object.assign(new AppError('payment_failed', 502), { cause: error });
  }
}

export interface StripeCheckoutInput {
  paymentId: string;
  userId: string;
  email: string;
  customerId: string | null;
  plan: string;
  billing: 'yearly' | 'oneOff';
  quote: Quote;
  successUrl: string;
  cancelUrl: string;
}

/**
 * A hosted Checkout session: yearly plans are a subscription renewed each year (one line per seat kind, so a school's
 * seats can change later with proration); one-off plans are a single payment for N months. Our payment id travels in
 * the metadata, and the webhook reads what was bought from our own row, never from the session.
 */
export async function createStripeCheckout(settings: StripeSettings, input: StripeCheckoutInput): Promise<string> {
  const stripe = stripeClient(settings);
  const yearly = input.billing === 'yearly';
  const metadata = { paymentId: input.paymentId, userId: input.userId, plan: input.plan };
  const session = await call(() =>
    stripe.checkout.sessions.create({
      mode: yearly ? 'subscription' : 'payment',
      client_reference_id: input.paymentId,
      metadata,
      ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
      ...(yearly ? { subscription_data: { metadata } } : input.customerId ? {} : { customer_creation: 'always' }),
      line_items: input.quote.lines.map((line) => ({
        quantity: line.quantity,
        price_data: {
          currency: 'hkd',
          // HKD has cents on Stripe; a yearly price is twelve months, a one-off price all the months bought.
          unit_amount: line.monthly * input.quote.months * 100,
          product_data: { name: `Paperwise ${line.role} plan`, metadata: { role: line.role } },
          ...(yearly ? { recurring: { interval: 'year' as const } } : {}),
        },
      })),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    }),
  );
  if (!session.url) throw new AppError('payment_failed', 502);
  return session.url;
}

export async function createStripePortal(settings: StripeSettings, customerId: string, returnUrl: string) {
  const session = await call(() =>
    stripeClient(settings).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
  );
  return session.url;
}

/**
 * Changes a school's seats on its subscription with proration. The subscription's first item holds the student
 * seats and the second the teacher seats, in the order checkout created them.
 */
export async function updateStripeSeats(
  settings: StripeSettings,
  subscriptionId: string,
  seats: { students: number; teachers: number },
) {
  const stripe = stripeClient(settings);
  await call(async () => {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const [studentItem, teacherItem] = subscription.items.data;
    if (!studentItem || !teacherItem) throw new AppError('no_subscription', 409);
    await stripe.subscriptions.update(subscriptionId, {
      items: [
        { id: studentItem.id, quantity: seats.students },
        { id: teacherItem.id, quantity: seats.teachers },
      ],
      proration_behavior: 'create_prorations',
    });
  });
}

export async function cancelStripeSubscription(settings: StripeSettings, subscriptionId: string) {
  await call(() => stripeClient(settings).subscriptions.cancel(subscriptionId));
}

/** The event, if its signature is right; invalid_webhook (400) otherwise. */
export function verifyStripeEvent(settings: StripeSettings, rawBody: Buffer, signature: string | undefined) {
  if (!signature) throw new AppError('invalid_webhook', 400);
  try {
    return stripeClient(settings).webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
  } catch {
    throw new AppError('invalid_webhook', 400);
  }
}

export type StripeEvent = Stripe.Event;
export type StripeSubscription = Stripe.Subscription;
export type StripeCheckoutSession = Stripe.Checkout.Session;
