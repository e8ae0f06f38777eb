// The services under the app in bench/faults/cluster.ts: a PostgreSQL cluster of the suite's own and nginx with the
// deployed site file, each in the run's temp folder, with what starts, restarts and stops them.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
export const CONFIG_FILE = path.join(root, 'deploy/nginx/paperwise.conf');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

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

/** Runs a command to its end; a failure names the command and what it wrote to stderr. */
export function runCommand(command: string, args: string[]): Buffer {
  try {
    return execFileSync(command, args, { stdio: 'pipe' });
  } catch (error) {
    const { stderr } = error as { stderr?: Buffer };
    throw new Error(`${command} ${args.join(' ')}: ${stderr?.toString('utf8').trim() ?? String(error)}`);
  }
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export interface Postgres {
  databaseUrl: string;
  restart(): Promise<void>;
  stop(): void;
}

/** initdb into `dir` (owned by the user it runs as), start on `port`, and make the app's database. */
export async function startPostgres(dir: string, port: number): Promise<Postgres> {
  const pgData = path.join(dir, 'pgdata');
  const socketDir = path.join(dir, 'pgsocket');
  const pgCtl = (...args: string[]) => runCommand(...asPostgresUser(path.join(PG_BIN, 'pg_ctl'), args));
  for (const folder of [pgData, socketDir]) {
    runCommand('mkdir', ['-p', folder]);
    if (process.getuid?.() === 0) {
      const uid = Number(runCommand('id', ['-u', 'postgres']).toString());
      const gid = Number(runCommand('id', ['-g', 'postgres']).toString());
      chownSync(folder, uid, gid);
    }
  }
  runCommand(
    ...asPostgresUser(path.join(PG_BIN, 'initdb'), ['-D', pgData, '-U', 'postgres', '-A', 'trust', '--no-sync']),
  );
  const postgresOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${socketDir}`,
    '-c max_connections=200',
    '-c shared_buffers=64MB',
  ].join(' ');
  const log = path.join(socketDir, 'postgres.log');
  pgCtl('start', '-D', pgData, '-w', '-t', '60', '-l', log, '-o', postgresOptions);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database paperwise');
  await admin.end();
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/paperwise`,
    async restart() {
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
        log,
        '-o',
        postgresOptions,
      ]);
      await promisify(execFile)(command, args);
    },
    stop: () => pgCtl('stop', '-D', pgData, '-m', 'immediate', '-w'),
  };
}

/** A self-signed certificate for 127.0.0.1 (the clients check it against the address, as browsers do). */
export function makeCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  runCommand('openssl', [
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
  return { certificate, key };
}

/** nginx: the site file as deployed, inside a main file of the suite's own (its pid, logs and temp folders here). */
export function startNginx(
  dir: string,
  site: { httpPort: number; httpsPort: number; appPorts: number[]; certificate: string; key: string },
): { stop(): void } {
  writeFileSync(path.join(dir, 'paperwise.conf'), nginxSiteConfig(readFileSync(CONFIG_FILE, 'utf8'), site));
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
  runCommand(NGINX, [...nginxArgs, '-t', '-q']);
  runCommand(NGINX, nginxArgs);
  return { stop: () => runCommand(NGINX, [...nginxArgs, '-s', 'stop']) };
}
