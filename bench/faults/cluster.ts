// The deployment of docs/deploy.md on one machine, as real processes the suite can kill: a PostgreSQL cluster of its
// own (never the shared one on 5432), nginx with deploy/nginx/paperwise.conf, three app servers and `npm run worker`,
// beside the local OpenAI-compatible chat peer (server/test/ai-server.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { paperwiseReply } from '../../server/test/ai-replies';
import { type AiServer, startAiServer } from '../../server/test/ai-server';
import { freePort } from '../lib';
import { makeCertificate, startNginx, startPostgres } from './services';

export { CONFIG_FILE, nginxSiteConfig } from './services';

const root = path.resolve(import.meta.dirname, '../..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Cluster {
  dir: string;
  databaseUrl: string;
  pgPort: number;
  httpsPort: number;
  publicUrl: string;
  /** the self-signed certificate nginx serves, for the clients to trust */
  ca: Buffer;
  appPorts: number[];
  ai: AiServer;
  /** a connection of the suite's own, for the checks after the run */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  app(index: number): ChildProcess | null;
  worker(): ChildProcess | null;
  /** processes that ended without the suite killing them (a crash), with when and how */
  unexpectedExits: string[];
  killApp(index: number): number;
  startApp(index: number): Promise<void>;
  killWorker(): number;
  startWorker(): Promise<void>;
  restartPostgres(): Promise<void>;
  /** ends every backend that LISTENs (the app servers' and the worker's event connections); answers how many */
  cutListenConnections(): Promise<number>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** the AI peer's speed: slow enough that a kill lands in the middle of a paper */
  aiTokensPerSecond: number;
  log: (line: string) => void;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'paperwise-faults-'));
  chmodSync(dir, 0o755);
  const [pgPort, httpPort, httpsPort, ...appPorts] = (await Promise.all(
    Array.from({ length: 6 }, () => freePort()),
  )) as [number, number, number, number, number, number];
  const postgres = await startPostgres(dir, pgPort);
  const { databaseUrl } = postgres;
  const { certificate, key } = makeCertificate(dir);
  const nginx = startNginx(dir, { httpPort, httpsPort, appPorts, certificate, key });
  const ai = await startAiServer({ reply: paperwiseReply, tokensPerSecond: options.aiTokensPerSecond });
  const publicUrl = `https://127.0.0.1:${httpsPort}`;
  const processes = createProcesses(dir, appEnvironment(databaseUrl, publicUrl, ai.baseUrl), appPorts, options.log);
  const suiteClient = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  suiteClient.on('error', () => {});

  const stop = async () => {
    processes.killAll();
    await suiteClient.end().catch(() => {});
    await ai.close().catch(() => {});
    for (const service of [nginx, postgres]) {
      try {
        service.stop();
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The first migrates and loads the question bank under the start-up lock; the others find it done.
    const { startApp, startWorker } = processes;
    await Promise.all([startApp(0), startApp(1), startApp(2), startWorker()]);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    dir,
    databaseUrl,
    pgPort,
    httpsPort,
    publicUrl,
    ca: readFileSync(certificate),
    appPorts,
    ai,
    async query<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      return (await suiteClient.query<T>(text, values)).rows;
    },
    ...processes.controls,
    restartPostgres: () => postgres.restart(),
    cutListenConnections: () => cutListenConnections(suiteClient),
    stop,
  };
}

/** Ends every backend that LISTENs (the app servers' and the worker's event connections); answers how many. */
async function cutListenConnections(suiteClient: pg.Pool): Promise<number> {
  const { rows } = await suiteClient.query<{ ended: boolean }>(
    "select pg_terminate_backend(pid) as ended from pg_stat_activity where query ilike 'listen %' and pid <> pg_backend_pid()",
  );
  return rows.filter((row) => row.ended).length;
}

/** The app servers' and the worker's settings: production, behind nginx, on this run's database and AI peer. */
function appEnvironment(databaseUrl: string, publicUrl: string, aiBaseUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'fault-suite-session-secret-0123456789abcdef',
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'loopback',
    HOST: '127.0.0.1',
    DEMO_ACCOUNTS: '0',
    LOG_LEVEL: 'warn',
    // Every simulated student comes from 127.0.0.1 through nginx; the sign-in limiter is not what is measured.
    SIGN_IN_PER_ADDRESS: '1000000',
    AI_BASE_URL: aiBaseUrl,
    AI_MODEL: 'bench',
    AI_API_KEY: 'bench',
  };
  delete env.DATABASE_SCHEMA;
  return env;
}

/** The three app servers and the worker as child processes the suite starts, kills and watches for crashes. */
function createProcesses(dir: string, env: NodeJS.ProcessEnv, appPorts: number[], log: (line: string) => void) {
  const children: ChildProcess[] = [];
  const apps: Array<ChildProcess | null> = [null, null, null];
  const killedBySuite = new Set<ChildProcess>();
  const unexpectedExits: string[] = [];
  let isStopping = false;
  let workerProcess: ChildProcess | null = null;

  function spawnNode(name: string, script: string, extra: NodeJS.ProcessEnv): ChildProcess {
    const child = spawnRelayed(name, script, { ...env, ...extra, DATA_DIR: path.join(dir, `data-${name}`) }, log);
    children.push(child);
    child.once('exit', (code, signal) => {
      if (killedBySuite.has(child) || isStopping) return;
      const line = `${name} (pid ${child.pid}) ended by itself: ${signal ?? `exit code ${code}`}`;
      unexpectedExits.push(line);
      log(line);
    });
    return child;
  }

  async function startApp(index: number) {
    const child = spawnNode(`app${index + 1}`, 'server/main.ts', { PORT: String(appPorts[index]) });
    apps[index] = child;
    await waitForHealth(appPorts[index]!, child, `app server ${index + 1}`);
  }

  async function startWorker() {
    const child = spawnNode('worker', 'server/jobs/worker.ts', {});
    workerProcess = child;
    await waitForOutput(child, 'job worker running', 'the worker');
  }

  function kill(child: ChildProcess | null, name: string): number {
    if (!child?.pid || child.exitCode !== null) throw new Error(`${name} is not running`);
    killedBySuite.add(child);
    child.kill('SIGKILL');
    return child.pid;
  }

  return {
    startApp,
    startWorker,
    killAll() {
      isStopping = true;
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
    controls: {
      app: (index: number) => apps[index] ?? null,
      worker: () => workerProcess,
      unexpectedExits,
      killApp: (index: number) => kill(apps[index] ?? null, `app server ${index + 1}`),
      startApp,
      killWorker: () => kill(workerProcess, 'the worker'),
      startWorker,
    },
  };
}

/** node itself (not npx or npm): the pid the suite kills is the process that holds the jobs and connections. */
function spawnRelayed(name: string, script: string, env: NodeJS.ProcessEnv, log: (line: string) => void) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim()) log(`[${name}] ${line.slice(0, 400)}`);
    }
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  return child;
}

async function waitForHealth(port: number, child: ChildProcess, name: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited while starting`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${name} did not listen within 180 s`);
}

function waitForOutput(child: ChildProcess, text: string, name: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (chunk.toString('utf8').includes(text)) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} while starting`)));
  });
}
