import { request as httpRequest } from 'node:http';

export interface ServerEvent {
  event: string;
  data: unknown;
}

export interface OpenedStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** the next event (comments and the retry line skipped), failing after 5 s */
  nextEvent: () => Promise<ServerEvent>;
  /** every event read so far and not yet taken by nextEvent */
  pending: () => ServerEvent[];
  /** settles when the answer ends, from either side */
  ended: Promise<void>;
  close: () => Promise<void>;
}

/**
 * A real HTTP request to an event stream, read as it arrives: `app.inject` waits for the end of an answer, which an
 * event stream never reaches. Each stream has a connection of its own (no keep-alive agent), so closing it closes
 * the socket and the server hears the client leave, as it does when a browser tab closes.
 */
export function openEventStream(url: string, cookie?: string): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { agent: false, headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } },
      (response) => {
        const events: ServerEvent[] = [];
        let waiting: ((event: ServerEvent) => void) | undefined;
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const parsed = parseBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (!parsed) continue;
            if (waiting) {
              waiting(parsed);
              waiting = undefined;
            } else events.push(parsed);
          }
        });
        const ended = new Promise<void>((done) => response.once('close', done));
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          ended,
          pending: () => [...events],
          nextEvent: () => {
            const queued = events.shift();
            if (queued) return Promise.resolve(queued);
            return new Promise((done, fail) => {
              const timer = setTimeout(() => fail(new Error('no event within 5 s')), 5000);
              waiting = (event) => {
                clearTimeout(timer);
                done(event);
              };
            });
          },
          close: async () => {
            request.destroy();
            await ended;
          },
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function parseBlock(block: string): ServerEvent | null {
  const fields = new Map<string, string>();
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trim());
  }
  const event = fields.get('event');
  if (!event) return null; // the retry line
  return { event, data: JSON.parse(fields.get('data') ?? 'null') };
}
