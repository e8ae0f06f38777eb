import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AirwallexMethod } from '../../../common/billing';
import type { Config } from '../../config';
import { AppError } from '../../errors';

type AirwallexSettings = NonNullable<Config['airwallex']>;

/** Airwallex's access tokens last 30 minutes; we take a new one after 25. */
const TOKEN_LIFETIME_MS = 25 * 60_000;
/** a webhook older or newer than this is refused, so a captured one cannot be replayed much later */
const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

const tokens = new WeakMap<AirwallexSettings, { token: string; until: number }>();

async function post(settings: AirwallexSettings, path: string, body: unknown, headers: Record<string, string>) {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw Object.assign(new AppError('payment_failed', 502), { cause: error });
  }
  if (!response.ok) {
    throw Object.assign(new AppError('payment_failed', 502), {
      cause: new Error(`airwallex ${path} ${response.status}`),
    });
  }
  return (await response.json()) as unknown;
}

async function accessToken(settings: AirwallexSettings): Promise<string> {
  const cached = tokens.get(settings);
  if (cached && cached.until > Date.now()) return cached.token;
  const answer = z.object({ token: z.string() }).parse(
    await post(
      settings,
      '/api/v1/authentication/login',
      {},
      {
        'x-client-id': settings.clientId,
        'x-api-key': settings.apiKey,
      },
    ),
  );
  tokens.set(settings, { token: answer.token, until: Date.now() + TOKEN_LIFETIME_MS });
  return answer.token;
}

const IntentAnswer = z.object({ id: z.string(), client_secret: z.string(), currency: z.string() });

/** A payment intent for a one-off plan; the browser completes it with FPS, WeChat Pay or Alipay. */
export async function createAirwallexIntent(
  settings: AirwallexSettings,
  input: { paymentId: string; amountHkd: number; returnUrl: string; userId: string },
) {
  const token = await accessToken(settings);
  const raw = await post(
    settings,
    '/api/v1/pa/payment_intents/create',
    {
      request_id: input.paymentId,
      merchant_order_id: input.paymentId,
      amount: input.amountHkd,
      currency: 'HKD',
      return_url: input.returnUrl,
      metadata: { paymentId: input.paymentId, userId: input.userId },
    },
    { authorization: `Bearer ${token}` },
  );
  const parsed = IntentAnswer.safeParse(raw);
  if (!parsed.success) throw new AppError('payment_failed', 502);
  return { intentId: parsed.data.id, clientSecret: parsed.data.client_secret, currency: parsed.data.currency };
}

const IntentStatus = z.object({ id: z.string(), status: z.string() });

/** The intent's status as Airwallex has it now (SUCCEEDED once paid): the return page asks when a webhook is late. */
export async function retrieveAirwallexIntent(settings: AirwallexSettings, intentId: string) {
  const token = await accessToken(settings);
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/api/v1/pa/payment_intents/${encodeURIComponent(intentId)}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw Object.assign(new AppError('payment_failed', 502), { cause: error });
  }
  if (!response.ok) {
    throw Object.assign(new AppError('payment_failed', 502), {
      cause: new Error(`airwallex retrieve intent ${response.status}`),
    });
  }
  const parsed = IntentStatus.safeParse(await response.json());
  if (!parsed.success) throw new AppError('payment_failed', 502);
  return parsed.data;
}

/** Our method names as Airwallex's hosted page calls them; Alipay is AlipayHK, the wallet of the Hong Kong market. */
const HOSTED_METHODS: Record<AirwallexMethod, string> = { fps: 'fps', wechatpay: 'wechatpay', alipay: 'alipayhk' };

/**
 * Where the browser pays: Airwallex's hosted payment page, opened on the one method chosen. Its documented entry is the
 * browser SDK's redirectToCheckout, which only builds this address (`<checkout>/#/standalone/checkout?…`); building it
 * here spares every visitor a third-party script. The page lives on the API host's `checkout` twin
 * (api.airwallex.com → checkout.airwallex.com, api-demo → checkout-demo); any other base (our local peer) serves it
 * itself.
 */
export function airwallexCheckoutUrl(
  settings: AirwallexSettings,
  input: {
    intentId: string;
    clientSecret: string;
    currency: string;
    method: AirwallexMethod;
    successUrl: string;
    failUrl: string;
    locale: 'en' | 'zh';
  },
): string {
  const base = new URL(settings.baseUrl);
  if (base.hostname.endsWith('airwallex.com')) base.hostname = base.hostname.replace(/^api/, 'checkout');
  const query = new URLSearchParams({
    intent_id: input.intentId,
    client_secret: input.clientSecret,
    currency: input.currency,
    mode: 'payment',
    methods: HOSTED_METHODS[input.method],
    country_code: 'HK',
    locale: input.locale === 'zh' ? 'zh-HK' : 'en',
    successUrl: input.successUrl,
    failUrl: input.failUrl,
  });
  return `${base.origin}/#/standalone/checkout?${query}`;
}

export const AirwallexEvent = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string().optional(),
  data: z.object({ object: z.object({ id: z.string(), status: z.string().optional() }).passthrough() }),
});
export type AirwallexEvent = z.infer<typeof AirwallexEvent>;

/**
 * Airwallex signs `x-timestamp` + the raw body with HMAC-SHA256 under the webhook secret (hex, in `x-signature`).
 * A missing, wrong or stale signature is invalid_webhook (400).
 */
export function verifyAirwallexEvent(
  settings: AirwallexSettings,
  rawBody: Buffer,
  timestamp: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): AirwallexEvent {
  if (!timestamp || !signature || !/^\d{10,16}$/.test(timestamp)) throw new AppError('invalid_webhook', 400);
  const expected = createHmac('sha256', settings.webhookSecret).update(timestamp).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('invalid_webhook', 400);
  // x-timestamp is in milliseconds
  if (Math.abs(now - Number(timestamp)) > WEBHOOK_TOLERANCE_MS) throw new AppError('invalid_webhook', 400);
  try {
    return AirwallexEvent.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    throw new AppError('invalid_webhook', 400);
  }
}

export function signAirwallexPayload(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(timestamp).update(body).digest('hex');
}
