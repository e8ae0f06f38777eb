import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import Stripe from 'stripe';
import { closeServer, createPeerServer, listenLocal } from './peer-server';

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
  const peer = new StripePeerServer(options.webhookUrl ?? '', options.webhookSecret);
  await peer.listen();
  return peer;
}

type Json = (status: number, body: unknown) => void;
const notFound = (message: string) => ({ error: { type: 'invalid_request_error', message } });

/** The peer's state (sessions, subscriptions) and a method per endpoint. */
class StripePeerServer implements StripePeer {
  url = '';
  port = 0;
  readonly requests: StripePeer['requests'] = [];
  readonly sessions = new Map<string, Record<string, unknown>>();
  readonly subscriptions = new Map<string, StoredSubscription>();
  private readonly signer = new Stripe('sk_test_peer');
  private readonly server = createPeerServer(
    (req, res, text) => this.handle(req, res, text),
    (res, error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error) } }));
    },
  );

  constructor(
    public webhookUrl: string,
    private readonly webhookSecret: string,
  ) {}

  async listen() {
    this.port = await listenLocal(this.server);
    this.url = `http://127.0.0.1:${this.port}`;
  }

  close = () => closeServer(this.server);

  signedEvent: StripePeer['signedEvent'] = (type, object, created = Math.floor(Date.now() / 1000)) => {
    const eventId = id('evt');
    const payload = JSON.stringify({ id: eventId, object: 'event', type, created, data: { object } });
    const header = this.signer.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
    return { payload, header, id: eventId };
  };

  sendEvent: StripePeer['sendEvent'] = async (type, object, created) => {
    const { payload, header } = this.signedEvent(type, object, created);
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    return response.status;
  };

  completeCheckout = async (sessionId: string) => {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const customer = (session.customer as string | undefined) ?? id('cus');
    session.customer = customer;
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode !== 'subscription') {
      await this.sendEvent('checkout.session.completed', session);
      return;
    }
    const subscription = subscriptionOf(session, customer);
    this.subscriptions.set(subscription.id, subscription);
    session.subscription = subscription.id;
    await this.sendEvent('checkout.session.completed', session);
    await this.sendEvent('customer.subscription.created', subscription);
  };

  private async handle(req: http.IncomingMessage, res: http.ServerResponse, text: string) {
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const json: Json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith('/v1/')) return this.handleApi(req, method, url.pathname, parseForm(text), json);
    // The hosted pages a browser test clicks through.
    const checkout = /^\/checkout\/(\w+)(\/pay)?$/.exec(url.pathname);
    if (checkout) return this.checkoutPage(res, checkout[1]!, Boolean(checkout[2]) && method === 'POST', json);
    if (url.pathname.startsWith('/portal/')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        `<!doctype html><title>Test billing portal</title><h1>Billing portal</h1><a href="${url.searchParams.get('return') ?? '/'}">Return</a>`,
      );
    }
    return json(404, {});
  }

  private handleApi(
    req: http.IncomingMessage,
    method: string,
    path: string,
    body: Record<string, unknown>,
    json: Json,
  ) {
    this.requests.push({ method, path, body });
    if (!req.headers.authorization?.startsWith('Bearer sk_'))
      return json(401, { error: { type: 'invalid_request_error', message: 'no key' } });
    if (method === 'POST' && path === '/v1/checkout/sessions') return json(200, this.createCheckoutSession(body));
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return json(200, this.createPortalSession(body));
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (subscriptionMatch) {
      const subscription = this.subscriptions.get(subscriptionMatch[1]!);
      if (!subscription) return json(404, notFound('No such subscription'));
      return json(200, changeSubscription(subscription, method, body));
    }
    return json(404, notFound(`unknown ${method} ${path}`));
  }

  private createCheckoutSession(body: Record<string, unknown>) {
    const sessionId = id('cs');
    const session = {
      ...body,
      id: sessionId,
      object: 'checkout.session',
      url: `${this.url}/checkout/${sessionId}`,
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
    };
    this.sessions.set(sessionId, session);
    return session;
  }

  private createPortalSession(body: Record<string, unknown>) {
    const portalId = id('bps');
    const returnUrl = encodeURIComponent(String(body.return_url));
    return {
      id: portalId,
      object: 'billing_portal.session',
      customer: body.customer,
      url: `${this.url}/portal/${portalId}?return=${returnUrl}`,
    };
  }

  /** The hosted checkout: a page with a Pay button, whose POST completes the session and goes to its success URL. */
  private async checkoutPage(res: http.ServerResponse, sessionId: string, isPaying: boolean, json: Json) {
    const session = this.sessions.get(sessionId);
    if (!session) return json(404, {});
    if (isPaying) {
      await this.completeCheckout(sessionId);
      res.writeHead(303, { location: String(session.success_url) });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end(
      `<!doctype html><title>Test checkout</title><h1>Test checkout</h1><form method="post" action="/checkout/${sessionId}/pay"><button>Pay</button></form><a href="${String(session.cancel_url)}">Back</a>`,
    );
  }
}

/** The subscription a paid subscription checkout starts: its line items, a year each. */
function subscriptionOf(session: Record<string, unknown>, customer: string): StoredSubscription {
  const lines = (session.line_items as { quantity: string }[]) ?? [];
  return {
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
}

/** POST changes item quantities, DELETE cancels, GET reads. */
function changeSubscription(subscription: StoredSubscription, method: string, body: Record<string, unknown>) {
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
  return subscription;
}
