import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signAirwallexPayload } from '../modules/billing/airwallex';

/**
 * A small Airwallex of our own on 127.0.0.1: the login and payment-intent calls of its REST API, and webhooks signed
 * as Airwallex signs them (HMAC-SHA256 of x-timestamp + body).
 */
export async function startAirwallexPeer(options: { clientId: string; apiKey: string; webhookSecret: string }) {
  const intents = new Map<string, Record<string, unknown>>();
  const tokens = new Set<string>();
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && req.url === '/api/v1/authentication/login') {
        if (req.headers['x-client-id'] !== options.clientId || req.headers['x-api-key'] !== options.apiKey) {
          return send(401, { code: 'credentials_invalid' });
        }
        const token = randomBytes(12).toString('hex');
        tokens.add(token);
        return send(201, { token, expires_at: new Date(Date.now() + 30 * 60_000).toISOString() });
      }
      if (req.method === 'POST' && req.url === '/api/v1/pa/payment_intents/create') {
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        if (!tokens.has(token)) return send(401, { code: 'unauthorized' });
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
      send(404, { code: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

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
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    signedEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
