import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NoContent } from '../../../common/api';
import {
  CheckoutAnswer,
  CheckoutBody,
  ConfirmAnswer,
  PlansView,
  SeatsBody,
  UnsubscribeBody,
  UrlAnswer,
} from '../../../common/billing';
import { AppError } from '../../errors';
import { verifyAirwallexEvent } from './airwallex';
import { confirmPayment } from './confirm';
import { changeSeats, getPlans, openBillingPortal, startCheckout, unsubscribe } from './service';
import { verifyStripeEvent } from './stripe';
import { applyAirwallexEvent, applyStripeEvent } from './webhooks';

const WebhookAnswer = z.object({ received: z.literal(true), replayed: z.boolean() });

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/billing/plans',
    {
      schema: {
        summary: 'Prices, the limited-time offer and which payment providers are configured',
        response: { 200: PlansView },
      },
    },
    async (request) => getPlans(app.context(request)),
  );

  app.post(
    '/api/billing/checkout',
    {
      schema: {
        summary: 'Start paying: a Stripe Checkout address, or an Airwallex payment intent',
        body: CheckoutBody,
        response: { 200: CheckoutAnswer },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => startCheckout(app.context(request), request.body),
  );

  app.post(
    '/api/billing/confirm',
    {
      schema: {
        summary: "Back from a provider: the latest payment's outcome, premium, and the purchase event if it fires",
        response: { 200: ConfirmAnswer },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => confirmPayment(app.context(request)),
  );

  app.post(
    '/api/billing/portal',
    { schema: { summary: "The Stripe billing portal's address", response: { 200: UrlAnswer } } },
    async (request) => openBillingPortal(app.context(request)),
  );

  app.patch(
    '/api/billing/seats',
    {
      schema: {
        summary: "Change a school's seats (with proration)",
        body: SeatsBody,
        response: { 200: z.object({ students: z.number(), teachers: z.number() }) },
      },
    },
    async (request) => changeSeats(app.context(request), request.body),
  );

  app.post(
    '/api/billing/unsubscribe',
    {
      schema: {
        summary: 'End the plan and tell the team why (up to 5 images)',
        body: UnsubscribeBody,
        response: { 204: NoContent },
      },
      bodyLimit: 8 * 1024 * 1024,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await unsubscribe(app.context(request), request.body);
      return reply.status(204).send();
    },
  );

  await app.register(webhookRoutes);
};

/**
 * The providers' webhooks. A signature covers the exact bytes sent, so these routes alone (this plugin's scope) read
 * the body raw; the rest of the API keeps the app-wide JSON parser. No session: the signature is the check.
 */
const webhookRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const rawBody = (body: unknown): Buffer => {
    if (!Buffer.isBuffer(body)) throw new AppError('invalid_webhook', 400);
    return body;
  };

  app.post(
    '/api/billing/stripe/webhook',
    { schema: { summary: 'Stripe events, signed (Stripe-Signature)', response: { 200: WebhookAnswer } } },
    async (request) => {
      if (!scope.config.stripe) throw new AppError('payments_not_configured', 409);
      const signature = request.headers['stripe-signature'];
      const event = verifyStripeEvent(
        scope.config.stripe,
        rawBody(request.body),
        typeof signature === 'string' ? signature : undefined,
      );
      const outcome = await applyStripeEvent(scope.appContext, event);
      return { received: true as const, replayed: outcome === 'replayed' };
    },
  );

  app.post(
    '/api/billing/airwallex/webhook',
    { schema: { summary: 'Airwallex events, signed (x-timestamp, x-signature)', response: { 200: WebhookAnswer } } },
    async (request) => {
      if (!scope.config.airwallex) throw new AppError('payments_not_configured', 409);
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const event = verifyAirwallexEvent(
        scope.config.airwallex,
        rawBody(request.body),
        header('x-timestamp'),
        header('x-signature'),
      );
      const outcome = await applyAirwallexEvent(scope.appContext, event);
      return { received: true as const, replayed: outcome === 'replayed' };
    },
  );
};
