import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small Stripe of our own on 127.0.0.1 for tests: it answers the /v1/ calls our server makes through the real
 * stripe SDK (checkout sessions, billing portal sessions, subscriptions), serves a hosted "checkout" and "portal"
 * page a browser can click through, and sends webhooks signed the way Stripe signs them.
 */
export interface StripePeer {
  url: string;
  /** where webhooks go; set once the app listens */
  webhookUrl: string;
  port: number;
  /** every /v1/ request, parsed, for assertions */
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  sessions: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, StoredSubscription>;
  /** pays a checkout session: sends checkout.session.completed (and subscription.created) to the webhook */
  completeCheckout: (sessionId: string) => Promise<void>;
  /** a signed event body and header, without sending it */
  signedEvent: (type: string, object: unknown, created?: number) => { payload: string; header: string; id: string };
  sendEvent: (type: string, object: unknown, created?: number) => Promise<number>;
  close: () => Promise<void>;
}

interface StoredSubscription {
  id: string;
  object: 'subscription';
  status: string;
  customer: string;
  metadata: Record<string, string>;
  ended_at: number | null;
  items: { object: 'list'; data: { id: string; quantity: number; current_period_end: number }[] };
}

const YEAR_S = 365 * 86_400;

/** Stripe's form encoding: a[b][0][c]=v into nested objects and arrays. */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(parts[index + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export async function startStripePeer(options: { webhookUrl?: string; webhookSecret: string }): Promise<StripePeer> {
  const requests: StripePeer['requests'] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, StoredSubscription>();
  const signer = new Stripe('sk_test_peer');
  let base = '';

  const signedEvent: StripePeer['signedEvent'] = (type, object, created = Math.floor(Date.now() / 1000)) => {
    const eventId = id('evt');
    const payload = JSON.stringify({ id: eventId, object: 'event', type, created, data: { object } });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    return { payload, header, id: eventId };
  };
  const sendEvent: StripePeer['sendEvent'] = async (type, object, created) => {
    const { payload, header } = signedEvent(type, object, created);
    const response = await fetch(peer.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    return response.status;
  };

  async function completeCheckout(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const customer = (session.customer as string | undefined) ?? id('cus');
    session.customer = customer;
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode === 'subscription') {
      const lines = (session.line_items as { quantity: string }[]) ?? [];
      const subscription: StoredSubscription = {
        id: id('sub'),
        object: 'subscription',
        status: 'active',
        customer,
        metadata: ((session.subscription_data as { metadata?: Record<string, string> })?.metadata ?? {}) as Record<
          string,
          string
        >,
        ended_at: null,
        items: {
          object: 'list',
          data: lines.map((line) => ({
            id: id('si'),
            quantity: Number(line.quantity),
            current_period_end: Math.floor(Date.now() / 1000) + YEAR_S,
          })),
        },
      };
      subscriptions.set(subscription.id, subscription);
      session.subscription = subscription.id;
      await sendEvent('checkout.session.completed', session);
      await sendEvent('customer.subscription.created', subscription);
    } else {
      await sendEvent('checkout.session.completed', session);
    }
  }

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      void handle(req, res, text).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(error) } }));
      });
    });
  });

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, text: string) {
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/v1/')) {
      const body = parseForm(text);
      requests.push({ method, path: url.pathname, body });
      if (!req.headers.authorization?.startsWith('Bearer sk_'))
        return json(res, 401, { error: { type: 'invalid_request_error', message: 'no key' } });
      if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const sessionId = id('cs');
        const session = {
          ...body,
          id: sessionId,
          object: 'checkout.session',
          url: `${base}/checkout/${sessionId}`,
          status: 'open',
          payment_status: 'unpaid',
          subscription: null,
        };
        sessions.set(sessionId, session);
        return json(res, 200, session);
      }
      if (method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        const portalId = id('bps');
        const returnUrl = encodeURIComponent(String(body.return_url));
        return json(res, 200, {
          id: portalId,
          object: 'billing_portal.session',
          customer: body.customer,
          url: `${base}/portal/${portalId}?return=${returnUrl}`,
        });
      }
      const subscriptionMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
      if (subscriptionMatch) {
        const subscription = subscriptions.get(subscriptionMatch[1]!);
        if (!subscription)
          return json(res, 404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
        if (method === 'POST') {
          for (const change of (body.items as { id: string; quantity: string }[]) ?? []) {
            const item = subscription.items.data.find((entry) => entry.id === change.id);
            if (item) item.quantity = Number(change.quantity);
          }
        }
        if (method === 'DELETE') {
          subscription.status = 'canceled';
          subscription.ended_at = Math.floor(Date.now() / 1000);
        }
        return json(res, 200, subscription);
      }
      return json(res, 404, { error: { type: 'invalid_request_error', message: `unknown ${method} ${url.pathname}` } });
    }
    // The hosted pages a browser test clicks through.
    const checkout = /^\/checkout\/(\w+)(\/pay)?$/.exec(url.pathname);
    if (checkout) {
      const session = sessions.get(checkout[1]!);
      if (!session) return json(res, 404, {});
      if (checkout[2] && method === 'POST') {
        await completeCheckout(checkout[1]!);
        res.writeHead(303, { location: String(session.success_url) });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        `<!doctype html><title>Test checkout</title><h1>Test checkout</h1><form method="post" action="/checkout/${checkout[1]}/pay"><button>Pay</button></form><a href="${String(session.cancel_url)}">Back</a>`,
      );
    }
    if (url.pathname.startsWith('/portal/')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        `<!doctype html><title>Test billing portal</title><h1>Billing portal</h1><a href="${url.searchParams.get('return') ?? '/'}">Return</a>`,
      );
    }
    return json(res, 404, {});
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  const peer: StripePeer = {
    url: base,
    webhookUrl: options.webhookUrl ?? '',
    port,
    requests,
    sessions,
    subscriptions,
    completeCheckout,
    signedEvent,
    sendEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return peer;
}
