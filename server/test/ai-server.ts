import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listenLocal, readText } from './peer-server';

/** One chat-completions request as the peer received it. */
export interface RecordedRequest {
  model: string;
  messages: Array<{ role: string; content: unknown }>;
  stream: boolean;
  responseFormat: unknown;
  authorization: string | undefined;
  /** image parts (data: or http URLs) found in the messages */
  images: string[];
}

export interface AiServerOptions {
  /** what the model "writes" for a request; a string, or an object sent as JSON text */
  reply?: (request: RecordedRequest, index: number) => unknown;
  /** streaming speed; 0 sends everything at once */
  tokensPerSecond?: number;
  /** told when a request's answer has been sent in full (a bench times the writing with it) */
  onAnswered?: (request: RecordedRequest, index: number) => void;
  /** a fixed port (the browser tests' server: its tests reach the control routes there); default any free one */
  port?: number;
}

/** Requests whose messages contain every one of `contains` wait until the hold is released (or `maxMs` passes). */
interface Hold {
  id: number;
  contains: string[];
  released: Promise<void>;
  release: () => void;
}

/** A hold left unreleased (its test failed first) lets its requests go after this long. */
const HOLD_MAX_MS = 30_000;

/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 for tests and benches: JSON and SSE answers
 * (`data:` chunks, then `[DONE]`), structured output (whatever response_format asks, the reply is JSON text), image
 * parts recorded. It records every request, and can fail the next requests or answer slowly.
 */
export async function startAiServer(options: AiServerOptions = {}) {
  const peer: PeerState = {
    requests: [],
    reply: options.reply ?? (() => 'ok'),
    tokensPerSecond: options.tokensPerSecond ?? 0,
    failures: [],
    delayMs: 0,
    onAnswered: options.onAnswered,
    holds: new Map(),
    nextHoldId: 1,
  };
  const server = createServer((req, res) => void answer(peer, req, res));
  const port = await listenLocal(server, options.port);

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests: peer.requests,
    setReply(next: AiServerOptions['reply'] & {}) {
      peer.reply = next;
    },
    setTokensPerSecond(value: number) {
      peer.tokensPerSecond = value;
    },
    /** the next requests answer these HTTP statuses, one each */
    failNext(...statuses: number[]) {
      peer.failures = [...peer.failures, ...statuses];
    },
    /** wait this long before answering any request */
    setDelay(ms: number) {
      peer.delayMs = ms;
    },
    /** holds the requests whose messages contain every one of `contains` until `release()` (see Hold) */
    hold(contains: string[]) {
      const hold = addHold(peer, contains);
      return { release: () => releaseHold(peer, hold.id) };
    },
    close: () => closeServer(server),
  };
}

interface PeerState {
  requests: RecordedRequest[];
  reply: NonNullable<AiServerOptions['reply']>;
  tokensPerSecond: number;
  failures: number[];
  delayMs: number;
  onAnswered: AiServerOptions['onAnswered'];
  holds: Map<number, Hold>;
  nextHoldId: number;
}

function addHold(peer: PeerState, contains: string[]): Hold {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold: Hold = { id: peer.nextHoldId++, contains, released, release };
  peer.holds.set(hold.id, hold);
  setTimeout(() => releaseHold(peer, hold.id), HOLD_MAX_MS).unref();
  return hold;
}

function releaseHold(peer: PeerState, id: number): boolean {
  const hold = peer.holds.get(id);
  if (!hold) return false;
  peer.holds.delete(id);
  hold.release();
  return true;
}

/** Waits while a hold matches the request (every hold that matches, one after another). */
async function waitForHolds(peer: PeerState, body: string) {
  for (const hold of [...peer.holds.values()])
    if (hold.contains.every((part) => body.includes(part))) await hold.released;
}

/**
 * The browser tests' control routes (they run in another process): `POST /control/holds` with `{ "contains": [...] }`
 * answers `{ "id" }`; `DELETE /control/holds/:id` releases it. A test holds the one request it must see waiting (an
 * AI paper's third question) instead of racing the peer's clock.
 */
async function control(peer: PeerState, req: IncomingMessage, res: ServerResponse) {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.method === 'POST' && req.url === '/control/holds') {
    const { contains } = JSON.parse(await readText(req)) as { contains?: unknown };
    // Nothing to match would hold every request.
    const valid =
      Array.isArray(contains) &&
      contains.length > 0 &&
      contains.every((part) => typeof part === 'string' && part.length > 0);
    if (!valid) return json(400, { error: 'contains: a list of strings' });
    return json(201, { id: addHold(peer, contains).id });
  }
  const release = /^\/control\/holds\/(\d+)$/.exec(req.url ?? '');
  if (req.method === 'DELETE' && release) return json(releaseHold(peer, Number(release[1])) ? 200 : 404, {});
  json(404, { error: 'not found' });
}

interface ChatBody {
  model: string;
  messages: RecordedRequest['messages'];
  stream?: boolean;
  response_format?: unknown;
}

/** One request: recorded, then failed (when a failure is due), or answered whole or as a stream. */
async function answer(peer: PeerState, req: IncomingMessage, res: ServerResponse) {
  if (req.url?.startsWith('/control/')) return control(peer, req, res);
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
    return;
  }
  const body = JSON.parse(await readText(req)) as ChatBody;
  const recorded = recordOf(body, req.headers.authorization);
  const index = peer.requests.push(recorded) - 1;
  await waitForHolds(peer, JSON.stringify(body.messages));
  if (peer.delayMs > 0) await sleep(peer.delayMs);
  const status = peer.failures.shift();
  if (status !== undefined) {
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: `test failure ${status}`, type: 'server_error' } }));
    return;
  }
  const produced = peer.reply(recorded, index);
  const text = typeof produced === 'string' ? produced : JSON.stringify(produced);
  const usage = {
    prompt_tokens: Math.ceil(JSON.stringify(body.messages).length / 4),
    completion_tokens: tokens(text).length,
  };
  const completion = {
    base: { id: `chatcmpl-${index}`, created: Math.floor(Date.now() / 1000), model: body.model },
    text,
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
  if (recorded.stream) await sendStream(res, completion, peer.tokensPerSecond);
  else await sendWhole(res, completion, peer.tokensPerSecond);
  peer.onAnswered?.(recorded, index);
}

function recordOf(body: ChatBody, authorization: string | undefined): RecordedRequest {
  return {
    model: body.model,
    messages: body.messages,
    stream: body.stream === true,
    responseFormat: body.response_format ?? null,
    authorization,
    images: body.messages.flatMap((m) =>
      Array.isArray(m.content)
        ? (m.content as Array<{ type: string; image_url?: { url: string } }>)
            .filter((part) => part.type === 'image_url')
            .map((part) => part.image_url?.url ?? '')
        : [],
    ),
  };
}

interface Completion {
  base: { id: string; created: number; model: string };
  text: string;
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

/** A JSON answer, sent after the time its tokens take to write at `tokensPerSecond`. */
async function sendWhole(res: ServerResponse, { base, text, usage }: Completion, tokensPerSecond: number) {
  if (tokensPerSecond > 0) await sleep((tokens(text).length / tokensPerSecond) * 1000);
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      ...base,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage,
    }),
  );
}

/** Server-sent chunks, a token each at `tokensPerSecond`, the usage in the last, then `[DONE]`. */
async function sendStream(res: ServerResponse, { base, text, usage }: Completion, tokensPerSecond: number) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { role: 'assistant' } }] });
  for (const token of tokens(text)) {
    if (tokensPerSecond > 0) await sleep(1000 / tokensPerSecond);
    send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: token } }] });
  }
  send({
    ...base,
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
    usage,
  });
  res.end('data: [DONE]\n\n');
}

export type AiServer = Awaited<ReturnType<typeof startAiServer>>;

/** About four characters a token, as the models count them. */
function tokens(text: string): string[] {
  return text.match(/[\s\S]{1,4}/g) ?? [];
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
