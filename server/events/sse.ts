import type { FastifyReply } from 'fastify';

export interface EventStream {
  /** Writes one `event:` with its data as JSON; does nothing once the stream has closed. */
  send(event: string, data: unknown): void;
  /** Ends the answer from the server's side; the close listeners run as when the client leaves. */
  close(): void;
  /** Runs once when the stream ends, whoever ended it (at once if it already has). */
  onClose(listener: () => void): void;
}

/** Proxies and load balancers drop a connection idle for 30 to 60 s; a comment line every 25 s keeps it open. */
export const HEARTBEAT_MS = 25_000;

/**
 * Turns the reply into a text/event-stream. Fastify's reply is hijacked, so nothing of its own (serialisers, onSend
 * hooks, a compression plugin added later) buffers or rewrites the stream; the headers that the onRequest hooks put
 * on the reply (helmet's) are copied over by hand. Call it after every check that may still answer with an error.
 */
export function openEventStream(reply: FastifyReply, { heartbeatMs = HEARTBEAT_MS } = {}): EventStream {
  reply.hijack();
  const response = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) response.setHeader(name, value);
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform as well: a proxy that compresses or rewrites would hold events back until its buffer fills.
    'cache-control': 'no-cache, no-transform',
    // nginx buffers proxied answers unless told not to.
    'x-accel-buffering': 'no',
  });
  // Each event is a small write that must leave at once, not wait for Nagle's algorithm.
  response.socket?.setNoDelay(true);
  // Also sends the headers, so the browser's EventSource opens before the first event is ready.
  response.write('retry: 5000\n\n');

  let isClosed = false;
  const heartbeat = setInterval(() => {
    if (!response.writableEnded) response.write(': heartbeat\n\n');
  }, heartbeatMs);
  heartbeat.unref();
  // The response's 'close' rather than the request's: it fires both when the client goes away and when the server
  // ends the answer (shutdown), while on a keep-alive connection the request's waits for the socket to close.
  response.once('close', () => {
    isClosed = true;
    clearInterval(heartbeat);
  });

  return {
    send(event, data) {
      if (isClosed || response.writableEnded) return;
      response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (!response.writableEnded) response.end();
    },
    onClose(listener) {
      if (isClosed) listener();
      else response.once('close', listener);
    },
  };
}
