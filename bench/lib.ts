import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { sessionCookie } from '../server/test/factories';

/** Debian's Chromium (CHROME_PATH to use another), and the flags every bench runs it with. */
export { CHROME_FLAGS, CHROMIUM } from '../scripts/chromium';

/** Starts a bench server in its own process (so it does not share an event loop with the load) and waits for its port. */
export async function startServer(
  script: string,
  env: Record<string, string | undefined> = {},
): Promise<{ port: number; child: ChildProcess; info: Record<string, unknown> }> {
  const child = fork(path.join(import.meta.dirname, 'servers', script), [], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const info = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Record<string, unknown>));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  if (child.pid) pinToCore(child.pid, 'server');
  return { port: info.port as number, child, info };
}

/**
 * With two or more cores and Linux's taskset, the load generator runs on core 0 and the server on the last core, so
 * neither steals the other's time slices and a figure means the same on any such machine (a database server, when
 * there is one, still shares them). Answers what was done, for the bench to print.
 */
export function pinToCore(pid: number, role: 'generator' | 'server'): string {
  const cores = availableParallelism();
  if (cores < 2) return 'not pinned (one core)';
  const core = role === 'generator' ? 0 : cores - 1;
  try {
    execFileSync('taskset', ['-a', '-cp', String(core), String(pid)], { stdio: 'ignore' });
    return `pinned to core ${core}`;
  } catch {
    return 'not pinned (no taskset)';
  }
}

/** Stops a bench server; answers what it reported about itself on the way out (e.g. its event-loop stalls). */
export async function stopServer(child: ChildProcess): Promise<Record<string, unknown>> {
  const report = new Promise<Record<string, unknown>>((resolve) => {
    child.on('message', (message) => {
      const value = message as { report?: Record<string, unknown> };
      if (value.report) resolve(value.report);
    });
    child.once('exit', () => resolve({}));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A clean exit lets --cpu-prof write its profile; a server that does not stop in time is killed.
  if (child.connected) child.send('stop');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
  return report;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** A JSON request over a kept-alive connection; resolves with status, body and headers. */
export function request(port: number, method: string, url: string, options: { body?: unknown; cookie?: string } = {}) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
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
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The value after `--name` on the command line, or `fallback`. */
export function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** A bench's polling pace (as the screens' own looks): what it measures is real time. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now, for a server that must know its address before it starts (its origin check). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Signs up a new account through the API; answers its id and session cookie. */
export async function signUp(
  port: number,
  account: { role: 'student' | 'teacher'; name: string; email: string; password: string },
): Promise<{ id: string; cookie: string }> {
  const response = await request(port, 'POST', '/api/auth/sign-up/email', {
    body: { ...account, confirmPassword: account.password },
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${response.body}`);
  const id = (JSON.parse(response.body) as { user: { id: string } }).user.id;
  return { id, cookie: sessionCookie(response.headers['set-cookie']) };
}

/** A signed-up student with a five-question paper from the bank, started: the working screen has a real paper. */
export async function paperOfANewStudent(port: number): Promise<{ cookie: string; practiceId: string }> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { cookie } = await signUp(port, { role: 'student', name: 'Bench Student', email, password: 'bench-password' });
  const { subjects } = JSON.parse((await request(port, 'GET', '/api/subjects', { cookie })).body) as {
    subjects: Array<{ id: string }>;
  };
  const subjectId = subjects.find((subject) => subject.id === 'hkdse-math-cp')?.id ?? subjects[0]?.id;
  const { sections } = JSON.parse(
    (await request(port, 'GET', `/api/subjects/${subjectId}/chapters`, { cookie })).body,
  ) as {
    sections: Array<{ chapters: Array<{ id: string }> }>;
  };
  const chapters = sections.flatMap((section) => section.chapters);
  const created = await request(port, 'POST', '/api/practices', {
    cookie,
    body: {
      subjectId,
      chapterIds: chapters.slice(0, 3).map((chapter) => chapter.id),
      locale: 'en',
      difficulty: 2,
      noOfMCQuestions: 3,
      noOfShortQuestions: 1,
      noOfLongQuestions: 1,
      timeLimit: 30,
    },
  });
  if (created.status !== 201) throw new Error(`practice failed: ${created.status} ${created.body}`);
  return { cookie, practiceId: (JSON.parse(created.body) as { id: string }).id };
}
