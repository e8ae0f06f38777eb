// The deployment of docs/deploy.md on one machine, as real processes the suite can kill: a PostgreSQL cluster of its
// own (never the shared one on 5432), nginx with deploy/nginx/paperwise.conf, three app servers and `npm run worker`,
// beside the local OpenAI-compatible chat peer (server/test/ai-server.ts).
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { paperwiseReply } from '../../server/test/ai-replies';
import { type AiServer, startAiServer } from '../../server/test/ai-server';

const root = path.resolve(import.meta.dirname, '../..');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
export const CONFIG_FILE = path.join(root, 'deploy/nginx/paperwise.conf');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * deploy/nginx/paperwise.conf as docs/deploy.md says to use it: only its lines marked `# change` take this run's
 * addresses, ports and certificate (the server name stays). Every substitution must match exactly once, and no
 * unmarked line may change, so a change to the file that the suite no longer understands stops it instead of testing
 * something else.
 */
export function nginxSiteConfig(
  source: string,
  values: { httpPort: number; httpsPort: number; appPorts: number[]; certificate: string; key: string },
): string {
  let text = source;
  const replaceOnce = (pattern: RegExp, replacement: string) => {
    const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
    if (matches.length !== 1)
      throw new Error(`${CONFIG_FILE}: expected one match of ${pattern}, found ${matches.length}`);
    text = text.replace(pattern, replacement);
  };
  values.appPorts.forEach((port, index) => {
    replaceOnce(new RegExp(`server 127\\.0\\.0\\.1:${3001 + index} `), `server 127.0.0.1:${port} `);
  });
  replaceOnce(/listen 80;/, `listen 127.0.0.1:${values.httpPort};`);
  replaceOnce(/listen 443 ssl http2;/, `listen 127.0.0.1:${values.httpsPort} ssl http2;`);
  replaceOnce(/ssl_certificate {5}\S+;/, `ssl_certificate     ${values.certificate};`);
  replaceOnce(/ssl_certificate_key \S+;/, `ssl_certificate_key ${values.key};`);
  // Only the marked lines may differ from the file as shipped.
  const shipped = source.split('\n');
  text.split('\n').forEach((line, index) => {
    if (line !== shipped[index] && !shipped[index]?.includes('# change')) {
      throw new Error(`${CONFIG_FILE}:${index + 1}: the suite changed a line not marked "# change"`);
    }
  });
  return text;
}

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
  const children: ChildProcess[] = [];
  let nginxStarted = false;
  let postgresStarted = false;
  const pgData = path.join(dir, 'pgdata');
  const socketDir = path.join(dir, 'pgsocket');
  const run = (command: string, args: string[]) => {
    try {
      return execFileSync(command, args, { stdio: 'pipe' });
    } catch (error) {
      const { stderr } = error as { stderr?: Buffer };
      throw new Error(`${command} ${args.join(' ')}: ${stderr?.toString('utf8').trim() ?? String(error)}`);
    }
  };
  const pgCtl = (...args: string[]) => run(...asPostgresUser(path.join(PG_BIN, 'pg_ctl'), args));

  // PostgreSQL: initdb into the temp folder, owned by the user it runs as.
  for (const folder of [pgData, socketDir]) {
    run('mkdir', ['-p', folder]);
    if (process.getuid?.() === 0) {
      const uid = Number(run('id', ['-u', 'postgres']).toString());
      const gid = Number(run('id', ['-g', 'postgres']).toString());
      chownSync(folder, uid, gid);
    }
  }
  run(...asPostgresUser(path.join(PG_BIN, 'initdb'), ['-D', pgData, '-U', 'postgres', '-A', 'trust', '--no-sync']));
  const postgresOptions = [
    `-p ${pgPort}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${socketDir}`,
    '-c max_connections=200',
    '-c shared_buffers=64MB',
  ].join(' ');
  const startPostgres = () =>
    pgCtl('start', '-D', pgData, '-w', '-t', '60', '-l', path.join(socketDir, 'postgres.log'), '-o', postgresOptions);
  startPostgres();
  postgresStarted = true;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
  await admin.connect();
  await admin.query('create database paperwise');
  await admin.end();
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/paperwise`;

  // The certificate, for 127.0.0.1 (the clients check it against the address, as browsers do).
  const certificate = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    certificate,
  ]);

  // nginx: the site file as deployed, inside a main file of the suite's own (its pid, logs and temp folders here).
  const site = nginxSiteConfig(readFileSync(CONFIG_FILE, 'utf8'), { httpPort, httpsPort, appPorts, certificate, key });
  writeFileSync(path.join(dir, 'paperwise.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/nginx-error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/nginx-body;`,
      `  proxy_temp_path ${dir}/nginx-proxy;`,
      `  fastcgi_temp_path ${dir}/nginx-fastcgi;`,
      `  uwsgi_temp_path ${dir}/nginx-uwsgi;`,
      `  scgi_temp_path ${dir}/nginx-scgi;`,
      `  include ${dir}/paperwise.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const nginxArgs = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'nginx-error.log')];
  run(NGINX, [...nginxArgs, '-t', '-q']);
  run(NGINX, nginxArgs);
  nginxStarted = true;

  const ai = await startAiServer({ reply: paperwiseReply, tokensPerSecond: options.aiTokensPerSecond });
  const publicUrl = `https://127.0.0.1:${httpsPort}`;
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
    AI_BASE_URL: ai.baseUrl,
    AI_MODEL: 'bench',
    AI_API_KEY: 'bench',
  };
  delete env.DATABASE_SCHEMA;

  const apps: Array<ChildProcess | null> = [null, null, null];
  const killedBySuite = new Set<ChildProcess>();
  const unexpectedExits: string[] = [];
  let isStopping = false;
  let workerProcess: ChildProcess | null = null;

  function spawnNode(name: string, script: string, extra: NodeJS.ProcessEnv): ChildProcess {
    // node itself (not npx or npm): the pid the suite kills is the process that holds the jobs and connections.
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: { ...env, ...extra, DATA_DIR: path.join(dir, `data-${name}`) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const relay = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) options.log(`[${name}] ${line.slice(0, 400)}`);
      }
    };
    child.stdout?.on('data', relay);
    child.stderr?.on('data', relay);
    child.once('exit', (code, signal) => {
      if (killedBySuite.has(child) || isStopping) return;
      const line = `${name} (pid ${child.pid}) ended by itself: ${signal ?? `exit code ${code}`}`;
      unexpectedExits.push(line);
      options.log(line);
    });
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

  async function startApp(index: number) {
    const child = spawnNode(`app${index + 1}`, 'server/main.ts', { PORT: String(appPorts[index]) });
    apps[index] = child;
    await waitForHealth(appPorts[index]!, child, `app server ${index + 1}`);
  }

  async function startWorker() {
    const child = spawnNode('worker', 'server/jobs/worker.ts', {});
    workerProcess = child;
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        if (chunk.toString('utf8').includes('job worker running')) {
          child.stdout?.off('data', onData);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`the worker exited with ${code} while starting`)));
    });
  }

  function kill(child: ChildProcess | null, name: string): number {
    if (!child?.pid || child.exitCode !== null) throw new Error(`${name} is not running`);
    killedBySuite.add(child);
    child.kill('SIGKILL');
    return child.pid;
  }

  const suiteClient = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  suiteClient.on('error', () => {});

  const stop = async () => {
    isStopping = true;
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await suiteClient.end().catch(() => {});
    await ai.close().catch(() => {});
    if (nginxStarted) {
      try {
        run(NGINX, [...nginxArgs, '-s', 'stop']);
      } catch {
        // already gone
      }
    }
    if (postgresStarted) {
      try {
        pgCtl('stop', '-D', pgData, '-m', 'immediate', '-w');
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The first migrates and loads the question bank under the start-up lock; the others find it done.
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
    app: (index) => apps[index] ?? null,
    worker: () => workerProcess,
    unexpectedExits,
    killApp: (index) => kill(apps[index] ?? null, `app server ${index + 1}`),
    startApp,
    killWorker: () => kill(workerProcess, 'the worker'),
    startWorker,
    async restartPostgres() {
      // `-m fast`: what `systemctl restart postgresql` does; every connection is ended, then it is back. Not
      // execFileSync: the students' event loop must go on sending (and failing) while PostgreSQL is down.
      const [command, args] = asPostgresUser(path.join(PG_BIN, 'pg_ctl'), [
        'restart',
        '-D',
        pgData,
        '-m',
        'fast',
        '-w',
        '-t',
        '60',
        '-l',
        path.join(socketDir, 'postgres.log'),
        '-o',
        postgresOptions,
      ]);
      await promisify(execFile)(command, args);
    },
    async cutListenConnections() {
      const { rows } = await suiteClient.query<{ ended: boolean }>(
        "select pg_terminate_backend(pid) as ended from pg_stat_activity where query ilike 'listen %' and pid <> pg_backend_pid()",
      );
      return rows.filter((row) => row.ended).length;
    },
    stop,
  };
}
