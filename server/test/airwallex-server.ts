import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { signAirwallexPayload } from '../modules/billing/airwallex';
import { closeServer, createPeerServer, listenLocal } from './peer-server';

/**
 * A small Airwallex of our own on 127.0.0.1: the login, create-intent and retrieve-intent calls of its REST API,
 * webhooks signed as Airwallex signs them (HMAC-SHA256 of x-timestamp + body), and a hosted payment page a browser
 * test clicks through (`/#/standalone/checkout?…`, as the real page is addressed): Pay marks the intent SUCCEEDED,
 * sends payment_intent.succeeded to `webhookUrl` (when set) and goes to the successUrl; Fail goes to the failUrl.
 */
export async function startAirwallexPeer(options: AirwallexPeerOptions) {
  const peer = new AirwallexPeer(options);
  await peer.listen();
  return peer;
}

interface AirwallexPeerOptions {
  clientId: string;
  apiKey: string;
  webhookSecret: string;
  webhookUrl?: string;
}

type Send = (status: number, body: unknown) => void;

/** The peer's intents and tokens, and a method per endpoint. */
class AirwallexPeer {
  url = '';
  webhookUrl: string;
  readonly intents = new Map<string, Record<string, unknown>>();
  private readonly tokens = new Set<string>();
  private readonly server = createPeerServer(
    (req, res, text) => this.handle(req, res, text),
    (res, error) => {
      res.writeHead(500);
      res.end(String(error));
    },
  );

  constructor(private readonly options: AirwallexPeerOptions) {
    this.webhookUrl = options.webhookUrl ?? '';
  }

  async listen() {
    this.url = `http://127.0.0.1:${await listenLocal(this.server)}`;
  }

  close = () => closeServer(this.server);

  /** A signed event body and headers; `timestamp` in ms. */
  signedEvent = (name: string, object: Record<string, unknown>, timestamp = Date.now()) => {
    const eventId = `evt_${randomBytes(8).toString('hex')}`;
    const payload = JSON.stringify({
      id: eventId,
      name,
      created_at: new Date(timestamp).toISOString(),
      data: { object },
    });
    const ts = String(timestamp);
    return {
      id: eventId,
      payload,
      headers: { 'x-timestamp': ts, 'x-signature': signAirwallexPayload(this.options.webhookSecret, ts, payload) },
    };
  };

  /** The customer paid: the intent succeeds; with `notify`, its webhook goes out (a late or lost one: without). */
  succeed = async (intentId: string, notify = true) => {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    intent.status = 'SUCCEEDED';
    if (!notify || !this.webhookUrl) return;
    const event = this.signedEvent('payment_intent.succeeded', { id: intentId, status: 'SUCCEEDED' });
    await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...event.headers },
      body: event.payload,
    });
  };

  private async handle(req: http.IncomingMessage, res: http.ServerResponse, text: string) {
    const send: Send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://peer');
    const isAuthorised = this.tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (req.method === 'POST' && url.pathname === '/api/v1/authentication/login') return this.login(req, send);
    if (req.method === 'POST' && url.pathname === '/api/v1/pa/payment_intents/create') {
      if (!isAuthorised) return send(401, { code: 'unauthorized' });
      return send(201, this.createIntent(JSON.parse(text) as Record<string, unknown>));
    }
    const retrieve = /^\/api\/v1\/pa\/payment_intents\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      if (!isAuthorised) return send(401, { code: 'unauthorized' });
      const intent = this.intents.get(retrieve[1]!);
      return intent ? send(200, intent) : send(404, { code: 'resource_not_found' });
    }
    if (req.method === 'POST' && url.pathname === '/hosted/pay')
      return this.hostedPay(new URLSearchParams(text), res, send);
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(HOSTED_PAGE);
    }
    send(404, { code: 'not_found' });
  }

  private login(req: http.IncomingMessage, send: Send) {
    if (req.headers['x-client-id'] !== this.options.clientId || req.headers['x-api-key'] !== this.options.apiKey) {
      return send(401, { code: 'credentials_invalid' });
    }
    const token = randomBytes(12).toString('hex');
    this.tokens.add(token);
    return send(201, { token, expires_at: new Date(Date.now() + 30 * 60_000).toISOString() });
  }

  private createIntent(body: Record<string, unknown>) {
    const intent = {
      ...body,
      id: `int_${randomBytes(8).toString('hex')}`,
      client_secret: randomBytes(16).toString('hex'),
      status: 'REQUIRES_PAYMENT_METHOD',
    };
    this.intents.set(intent.id, intent);
    return intent;
  }

  /** The hosted page's buttons: the intent and its client secret, as the real page holds them. */
  private async hostedPay(form: URLSearchParams, res: http.ServerResponse, send: Send) {
    const intentId = form.get('intent_id') ?? '';
    const intent = this.intents.get(intentId);
    if (!intent || intent.client_secret !== form.get('client_secret')) return send(404, {});
    const outcome = form.get('outcome') === 'fail' ? 'fail' : 'pay';
    if (outcome === 'pay') await this.succeed(intentId);
    else intent.status = 'REQUIRES_PAYMENT_METHOD';
    res.writeHead(303, { location: form.get(outcome === 'pay' ? 'success_url' : 'fail_url') ?? '/' });
    return res.end();
  }
}

// The hosted page reads its query from the address's fragment (the real page's address shape), so a script fills
// the form. The methods and amount are shown so a test can see what it is paying.
const HOSTED_PAGE = `<!doctype html><title>Test Airwallex checkout</title>
<h1>Test Airwallex checkout</h1><p id="method"></p>
<form method="post" action="/hosted/pay">
<input type="hidden" name="intent_id"><input type="hidden" name="client_secret">
<input type="hidden" name="success_url"><input type="hidden" name="fail_url">
<button name="outcome" value="pay">Pay</button> <button name="outcome" value="fail">Fail</button>
</form>
<script>
const query = new URLSearchParams(location.hash.split('?')[1] || '');
const form = document.forms[0];
form.intent_id.value = query.get('intent_id') || '';
form.client_secret.value = query.get('client_secret') || '';
form.success_url.value = query.get('successUrl') || '';
form.fail_url.value = query.get('failUrl') || '';
document.getElementById('method').textContent = 'Method: ' + (query.get('methods') || '');
</script>`;
