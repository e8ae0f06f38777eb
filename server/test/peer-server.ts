import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// What the tests' HTTP peers (our own AI, OIDC provider, S3, Stripe and Airwallex) share: a server on 127.0.0.1 on a
// port of its own, request bodies read whole, and a close that does not wait for idle keep-alive connections.

/** Listens on 127.0.0.1 (a free port unless one is named); the port it got. */
export async function listenLocal(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Closes the server, dropping the connections kept alive, once it has stopped. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** A request's body as bytes. */
export function readBytes(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** A request's body as UTF-8 text. */
export async function readText(req: IncomingMessage): Promise<string> {
  return (await readBytes(req)).toString('utf8');
}

/**
 * A peer whose endpoints want the whole body first (Stripe's, Airwallex's): each request is read, then handed to
 * `handle`; one that throws is answered by `answerFailure` (a 500 in the peer's own words).
 */
export function createPeerServer(
  handle: (req: IncomingMessage, res: ServerResponse, text: string) => Promise<unknown>,
  answerFailure: (res: ServerResponse, error: unknown) => void,
): Server {
  return http.createServer((req, res) => {
    void readText(req)
      .then((text) => handle(req, res, text))
      .catch((error: unknown) => answerFailure(res, error));
  });
}
