// HTTP for the simulated students: HTTPS through nginx (trusting the suite's own certificate), or plain HTTP to one
// app server, on kept-alive connections as a browser keeps them.
import http from 'node:http';
import https from 'node:https';

export interface Response {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface Client {
  request(
    method: string,
    url: string,
    options?: { body?: unknown; cookie?: string; timeoutMs?: number },
  ): Promise<Response>;
  /** opens a long-lived GET (server-sent events); the caller reads and ends it */
  stream(url: string, cookie: string): http.ClientRequest;
  close(): void;
}

/** A client of one address: `https://127.0.0.1:PORT` (nginx) or `http://127.0.0.1:PORT` (an app server). */
export function createClient(base: string, ca?: Buffer, maxSockets = 256): Client {
  const url = new URL(base);
  const isHttps = url.protocol === 'https:';
  const agent = isHttps
    ? new https.Agent({ keepAlive: true, maxSockets, ca })
    : new http.Agent({ keepAlive: true, maxSockets });
  // Streams get connections of their own: a stream holds its connection for as long as it is open.
  const streamAgent = isHttps ? new https.Agent({ keepAlive: false, ca }) : new http.Agent({ keepAlive: false });
  const send = isHttps ? https.request : http.request;

  return {
    request: (method, path, options = {}) =>
      sendRequest(send, { host: url.hostname, port: url.port, agent }, method, path, options),
    stream(path, cookie) {
      return send({
        host: url.hostname,
        port: url.port,
        method: 'GET',
        path,
        agent: streamAgent,
        headers: { cookie, accept: 'text/event-stream' },
      });
    },
    close() {
      agent.destroy();
      streamAgent.destroy();
    },
  };
}

/** One request through `send` on the client's agent; its whole answer, read. */
function sendRequest(
  send: typeof http.request,
  target: { host: string; port: string; agent: http.Agent },
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; timeoutMs?: number },
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = send(
      {
        ...target,
        method,
        path,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
        );
        res.on('error', reject);
      },
    );
    // A browser's fetch has no timeout of its own, but nginx answers 504 after its proxy_read_timeout (60 s);
    // a client that waited longer than this is counted as a failed try.
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** The session cookies an answer set, as a Cookie header. */
export function cookiesOf(response: Response): string {
  return [response.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Signs a new account up; answers its cookie and id. */
export async function signUp(
  client: Client,
  email: string,
  role: 'student' | 'teacher',
): Promise<{ cookie: string; id: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await client.request('POST', '/api/auth/sign-up/email', {
        body: { name: `Fault ${role}`, email, password: 'fault-suite-pass', confirmPassword: 'fault-suite-pass', role },
        timeoutMs: 120_000,
      });
      if (res.status !== 200) throw new Error(`sign-up of ${email}: ${res.status} ${res.body.slice(0, 200)}`);
      const cookie = cookiesOf(res);
      const answer = JSON.parse(res.body) as { user?: { id?: string } };
      const id = answer.user?.id;
      if (!id) throw new Error(`no user id for ${email}`);
      return { cookie, id };
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
