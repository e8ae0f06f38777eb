import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signAirwallexPayload } from '../modules/billing/airwallex';

/**
 * A small Airwallex of our own on 127.0.0.1: the login, create-intent and retrieve-intent calls of its REST API,
 * webhooks signed as Airwallex signs them (HMAC-SHA256 of x-timestamp + body), and a hosted payment page a browser
 * test clicks through (`/#/standalone/checkout?…`, as the real page is addressed): Pay marks the intent SUCCEEDED,
 * sends payment_intent.succeeded to `webhookUrl` (when set) and goes to the successUrl; Fail goes to the failUrl.
 */
export async function startAirwallexPeer(options: {
  clientId: string;
  apiKey: string;
  webhookSecret: string;
  webhookUrl?: string;
}) {
  const intents = new Map<string, Record<string, unknown>>();
  const tokens = new Set<string>();

  /** A signed event body and headers; `timestamp` in ms. */
  function signedEvent(name: string, object: Record<string, unknown>, timestamp = Date.now()) {
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
      headers: { 'x-timestamp': ts, 'x-signature': signAirwallexPayload(options.webhookSecret, ts, payload) },
    };
  }

  /** The customer paid: the intent succeeds; with `notify`, its webhook goes out (a late or lost one: without). */
  async function succeed(intentId: string, notify = true) {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    intent.status = 'SUCCEEDED';
    if (!notify || !peer.webhookUrl) return;
    const event = signedEvent('payment_intent.succeeded', { id: intentId, status: 'SUCCEEDED' });
    await fetch(peer.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...event.headers },
      body: event.payload,
    });
  }

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      void handle(req, res, text).catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, text: string) {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://peer');
    const authorised = () => tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (req.method === 'POST' && url.pathname === '/api/v1/authentication/login') {
      if (req.headers['x-client-id'] !== options.clientId || req.headers['x-api-key'] !== options.apiKey) {
        return send(401, { code: 'credentials_invalid' });
      }
      const token = randomBytes(12).toString('hex');
      tokens.add(token);
      return send(201, { token, expires_at: new Date(Date.now() + 30 * 60_000).toISOString() });
    }
    if (req.method === 'POST' && url.pathname === '/api/v1/pa/payment_intents/create') {
      if (!authorised()) return send(401, { code: 'unauthorized' });
      const body = JSON.parse(text) as Record<string, unknown>;
      const intent = {
        ...body,
        id: `int_${randomBytes(8).toString('hex')}`,
        client_secret: randomBytes(16).toString('hex'),
        status: 'REQUIRES_PAYMENT_METHOD',
      };
      intents.set(intent.id, intent);
      return send(201, intent);
    }
    const retrieve = /^\/api\/v1\/pa\/payment_intents\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      if (!authorised()) return send(401, { code: 'unauthorized' });
      const intent = intents.get(retrieve[1]!);
      return intent ? send(200, intent) : send(404, { code: 'resource_not_found' });
    }
    // The hosted page's buttons: the intent and its client secret, as the real page holds them.
    if (req.method === 'POST' && url.pathname === '/hosted/pay') {
      const form = new URLSearchParams(text);
      const intentId = form.get('intent_id') ?? '';
      const intent = intents.get(intentId);
      if (!intent || intent.client_secret !== form.get('client_secret')) return send(404, {});
      const outcome = form.get('outcome') === 'fail' ? 'fail' : 'pay';
      if (outcome === 'pay') await succeed(intentId);
      else intent.status = 'REQUIRES_PAYMENT_METHOD';
      res.writeHead(303, { location: form.get(outcome === 'pay' ? 'success_url' : 'fail_url') ?? '/' });
      return res.end();
    }
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(HOSTED_PAGE);
    }
    send(404, { code: 'not_found' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const peer = {
    url: `http://127.0.0.1:${port}`,
    webhookUrl: options.webhookUrl ?? '',
    intents,
    signedEvent,
    succeed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return peer;
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
