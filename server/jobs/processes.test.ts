import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiJobView } from '../../common/ai';
import type { PracticeView } from '../../common/practice';
import { openDatabase } from '../db/index';
import { paperwiseReply } from '../test/ai-replies';
import { type AiServer, startAiServer } from '../test/ai-server';
import { mcPaperForm } from '../test/requests';
import { QUEUES } from './queue-names';

/**
 * The product as a school runs it, in real processes: app servers and `npm run worker` started at the same moment on
 * one empty database, AI pointed at the local chat peer (issue 24). On PostgreSQL: two app servers and a worker; every
 * pg-boss queue must be created once, without a deadlock, and AI papers, OCR and AI assignments must work through
 * each server. On both engines: a process killed (`kill -9`) in the middle of an AI paper leaves its job to a live
 * process within the job lease (JOB_LEASE_SECONDS, 6 s here; 15 s by default).
 */
const databaseUrl = process.env.DATABASE_URL;
const LEASE_SECONDS = 6;
const root = path.resolve(import.meta.dirname, '../..');

interface Started {
  name: string;
  child: ChildProcess;
  port: number | null;
  output: string[];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startProcess(name: string, script: string, env: Record<string, string>, port: number | null): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env, ...(port ? { PORT: String(port) } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { name, child, port, output };
}

/** Polls `check` until it answers something truthy; fails after `ms`, naming what was awaited. */
async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, ms: number): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await check().catch(() => null);
      if (!value) throw new Error(`timed out waiting for ${what}`);
      return value;
    },
    { timeout: ms, interval: 100 },
  );
}

class Client {
  constructor(
    readonly base: string,
    private cookie = '',
  ) {}
  async signIn(email: string) {
    const res = await fetch(`${this.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.base },
      body: JSON.stringify({ email, password: 'paperwise-demo' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    this.cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return this;
  }
  async call<T = Record<string, string>>(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; json: T }> {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        cookie: this.cookie,
        origin: this.base,
        ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
  }
  /** The same session on another server (any server serves any request). */
  on(base: string) {
    return new Client(base, this.cookie);
  }
}

describe('app servers and a worker as separate processes on one fresh database', () => {
  let peer: AiServer;
  let dataDir: string;
  let database: ReturnType<typeof openDatabase>;
  let freshUrl: string | null = null;
  const processes: Started[] = [];
  const apps: Started[] = [];
  let paperForm: Record<string, unknown>;

  beforeAll(async () => {
    peer = await startAiServer({ reply: paperwiseReply });
    dataDir = mkdtempSync(path.join(tmpdir(), 'paperwise-processes-'));
    if (databaseUrl) {
      const name = `paperwise_fresh_${randomBytes(4).toString('hex')}`;
      await pgQuery(databaseUrl, `create database ${name}`);
      freshUrl = databaseUrl.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
    }
    const env = {
      DATA_DIR: dataDir,
      ...(freshUrl ? { DATABASE_URL: freshUrl } : {}),
      AI_BASE_URL: peer.baseUrl,
      AI_MODEL: 'test-model',
      AI_API_KEY: 'test-key',
      SESSION_SECRET: 's'.repeat(40),
      DEMO_ACCOUNTS: '1',
      LOG_LEVEL: 'warn',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      HOST: '127.0.0.1',
    };
    const appCount = freshUrl ? 2 : 1;
    for (let index = 0; index < appCount; index++) {
      const port = await freePort();
      apps.push(
        startProcess(`app ${index + 1}`, 'server/main.ts', { ...env, PUBLIC_URL: `http://127.0.0.1:${port}` }, port),
      );
    }
    processes.push(...apps);
    // On PostgreSQL the worker starts at the same moment; on SQLite, one file is one app's, and a worker joins it.
    const startWorker = () => processes.push(startProcess('worker', 'server/jobs/worker.ts', env, null));
    if (freshUrl) startWorker();
    for (const app of apps) {
      await until(
        `${app.name} to answer`,
        async () => (await fetch(`http://127.0.0.1:${app.port}/api/health`)).ok,
        150_000,
      );
    }
    if (!freshUrl) startWorker();
    await until('the worker', async () => processes.at(-1)!.output.join('').includes('job worker running'), 60_000);
    database = openDatabase({ databaseUrl: freshUrl, sqliteFile: path.join(dataDir, 'paperwise.sqlite') });
    const chapter = await database.db
      .selectFrom('chapters')
      .select(['id', 'subjectId'])
      .where('subjectId', '=', 'hkdse-math-cp')
      .orderBy('order')
      .executeTakeFirstOrThrow();
    paperForm = mcPaperForm({ subjectId: chapter.subjectId, chapterIds: [chapter.id] }, 2);
  }, 240_000);

  afterAll(async () => {
    for (const started of processes) started.child.kill('SIGKILL');
    await database?.close();
    await peer?.close();
    if (databaseUrl && freshUrl) {
      const name = freshUrl.split('/').pop()!.split('?')[0];
      await pgQuery(databaseUrl, `drop database if exists ${name} with (force)`);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it.skipIf(!databaseUrl)(
    'create every queue once without a deadlock, and serve AI papers, OCR and AI assignments through each server',
    async () => {
      const queues = (
        await pgQuery(freshUrl!, "select name from pgboss.queue where name not like '\\_\\_pgboss%' order by name")
      ).map((row) => row.name);
      expect(queues).toEqual(Object.values(QUEUES).sort());
      const logs = processes.map((p) => p.output.join('')).join('\n');
      expect(logs).not.toMatch(/deadlock|createQueue|jobs_unavailable/i);

      const photo = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const bases = apps.map((app) => `http://127.0.0.1:${app.port}`);
      const student = await new Client(bases[0]!).signIn('demo-student@paperwise.local');
      const teacher = await new Client(bases[0]!).signIn('demo-teacher@paperwise.local');
      for (const [index, base] of bases.entries()) {
        const other = bases[(index + 1) % bases.length]!;
        const paper = await student.on(base).call('POST', '/api/ai/practices', paperForm);
        expect(paper.status, JSON.stringify(paper.json)).toBe(201);
        await until(
          'the AI paper, read through the other server',
          async () =>
            (await student.on(other).call<PracticeView>('GET', `/api/practices/${paper.json.id}`)).json.questions
              .length === 2,
          30_000,
        );

        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'page.png');
        const ocr = await teacher.on(base).call('POST', '/api/ai/ocr', form);
        expect(ocr.status, JSON.stringify(ocr.json)).toBe(201);
        await until(
          'the OCR job',
          async () =>
            (await teacher.on(other).call<AiJobView>('GET', `/api/ai/jobs/${ocr.json.jobId}`)).json.state ===
            'completed',
          30_000,
        );

        const assignment = await teacher.on(base).call('POST', '/api/assignments/ai', {
          ...paperForm,
          noOfMCQuestions: 1,
          dueDate: Date.now() + 86_400_000,
        });
        expect(assignment.status, JSON.stringify(assignment.json)).toBe(201);
        await until(
          'the AI assignment',
          async () =>
            (await teacher.on(other).call<AiJobView>('GET', `/api/ai/jobs/${assignment.json.jobId}`)).json.state ===
            'completed',
          30_000,
        );
      }
    },
    180_000,
  );

  it('take up a job whose process was killed with kill -9 within the lease, and the paper is written in full', async () => {
    const base = `http://127.0.0.1:${apps[0]!.port}`;
    const student = await new Client(base).signIn('demo-student@paperwise.local');
    // Each question takes 2 s to write: the paper is mid-way when its writer's process dies.
    peer.setDelay(2_000);
    const paper = await student.call<{ id: string }>('POST', '/api/ai/practices', { ...paperForm, noOfMCQuestions: 4 });
    expect(paper.status, JSON.stringify(paper.json)).toBe(201);
    const jobOf = () =>
      database.db
        .selectFrom('jobs')
        .selectAll()
        .where('queue', '=', QUEUES.writePractice)
        .where('payload', 'like', `%${paper.json.id}%`)
        .executeTakeFirst();
    const running = await until(
      'the writer to start',
      async () => {
        const job = await jobOf();
        return job?.state === 'running' && job.lockedBy ? job : null;
      },
      30_000,
    );
    const pid = Number(running.lockedBy!.split(':')[1]);
    const holder = processes.find((p) => p.child.pid === pid);
    expect(holder, `lockedBy ${running.lockedBy}`).toBeDefined();
    holder!.child.kill('SIGKILL');
    const killedAt = Date.now();
    const taken = await until(
      'another process to take the job up',
      async () => {
        const job = await jobOf();
        return job?.lockedBy && !job.lockedBy.includes(`:${pid}:`) ? job : null;
      },
      60_000,
    );
    const takenAfter = Date.now() - killedAt;
    console.log(`job taken up ${takenAfter} ms after kill -9 (lease ${LEASE_SECONDS} s), by ${taken.lockedBy}`);
    // The lease runs out within LEASE_SECONDS, and a live process looks within a third of it (plus a poll).
    expect(takenAfter).toBeLessThan((LEASE_SECONDS + LEASE_SECONDS / 3 + 3) * 1000);
    peer.setDelay(0);
    // Read in the database: on SQLite the killed process may have been the only app server.
    // The job's row is ended just after its last question is stored: wait for both.
    const written = await until(
      'the paper to be written in full and its job to end',
      async () => {
        const rows = await database.db
          .selectFrom('practiceQuestions')
          .select('questionNo')
          .where('practiceId', '=', paper.json.id)
          .orderBy('questionNo')
          .execute();
        return rows.length === 4 && (await jobOf())?.state !== 'running' && rows;
      },
      60_000,
    );
    expect(written.map((q) => q.questionNo)).toEqual([1, 2, 3, 4]);
    expect(await jobOf()).toMatchObject({ state: 'completed', attempts: 2 });
  }, 150_000);
});

/** One statement on its own connection: creating and dropping the fresh database, reading pg-boss's own tables. */
async function pgQuery(connectionString: string, text: string): Promise<Array<Record<string, string>>> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
