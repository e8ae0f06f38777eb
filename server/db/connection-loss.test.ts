import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createGroupCommit } from './group-commit';
import { openDatabase } from './index';

const url = process.env.DATABASE_URL;

/** Ends backends as `pg_ctl restart`, an administrator or a network cut would: the server says 57P01 and closes. */
async function terminate(pids: number[]) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
  } finally {
    await admin.end();
  }
}

/**
 * A TCP relay in front of the test's PostgreSQL, standing in for a database host that restarts: `restart` ends every
 * connection, and until `back` a connection attempt is accepted but never answered (a postmaster not yet accepting,
 * or a host dropping the attempt: the client waits for as long as nothing times it out).
 */
async function restartingRelay(target: URL) {
  let isDown = false;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (isDown) return;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.pipe(upstream).on('close', () => client.destroy());
    upstream.pipe(client).on('close', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    restart() {
      isDown = true;
      for (const socket of sockets) socket.destroy();
    },
    back() {
      isDown = false;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const backendPid = async (db: ReturnType<typeof openDatabase>['db']) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;

describe.skipIf(!url)('a PostgreSQL connection ended by the server', () => {
  it('leaves the process running, whether the connection was idle in the pool or lent to a transaction', async () => {
    const handle = openDatabase({ databaseUrl: url!, poolSize: 2 });
    onTestFinished(() => handle.close());
    const ended = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => ended.mockRestore());
    // Two connections in the pool: one stays idle, the other is lent to a transaction that waits between statements.
    const pids = await Promise.all([
      backendPid(handle.db),
      sql<{ pid: number }>`select pg_backend_pid() as pid from pg_sleep(0.05)`
        .execute(handle.db)
        .then((result) => result.rows[0]!.pid),
    ]);
    expect(new Set(pids).size).toBe(2);
    let heardBoth = false;
    const transaction = handle.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      // Both end while no statement runs on either: pg emits 'error' on each client, which nothing of pg-pool's
      // hears on the lent one; unheard, it would be an uncaught exception (and vitest fails the run on one).
      await terminate(pids);
      // Until pg has told both clients (db/index.ts logs what they say): the pool's idle one, and each client's own.
      await vi.waitFor(
        () => {
          const said = ended.mock.calls.map(([text]) => String(text));
          expect(said.filter((text) => text.includes('an idle connection')).length).toBeGreaterThanOrEqual(1);
          expect(said.filter((text) => text.includes('a connection in use')).length).toBeGreaterThanOrEqual(2);
        },
        { timeout: 5_000, interval: 10 },
      );
      heardBoth = true;
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();
    expect(heardBoth).toBe(true);
    // The pool dropped both and opens new connections.
    const after = await backendPid(handle.db);
    expect(pids).not.toContain(after);
  });
});

describe.skipIf(!url)('saves while PostgreSQL restarts', () => {
  it('fail within the connect timeout while it is away, and are saved at once when it is back', async () => {
    const relay = await restartingRelay(new URL(url!));
    onTestFinished(() => relay.close());
    const connectTimeoutMs = 400;
    const handle = openDatabase({ databaseUrl: relay.url, poolSize: 2, connectTimeoutMs });
    onTestFinished(() => handle.close());
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => quiet.mockRestore());
    const table = `restart_saves_${process.pid}_${Date.now()}`;
    await sql`create table ${sql.table(table)} (id integer primary key, value integer not null)`.execute(handle.db);
    onTestFinished(() => sql`drop table if exists ${sql.table(table)}`.execute(handle.db).then(() => undefined));
    // The autosave's shape: a group commit of upserts, one statement per batch.
    const save = createGroupCommit(async (ids: number[]) => {
      const rows = await handle.runWrite(
        sql<{ id: number }>`insert into ${sql.table(table)} (id, value)
          select id, 1 from unnest(${ids}::int[]) as id
          on conflict (id) do update set value = ${sql.table(table)}.value + 1
          returning id`.compile(handle.db),
      );
      return ids.map((id) => rows.some((row) => row.id === id));
    });
    const burst = async (from: number) => {
      const startedAt = performance.now();
      const outcomes = await Promise.allSettled(Array.from({ length: 40 }, (_, index) => save(from + index)));
      return { outcomes, tookMs: performance.now() - startedAt };
    };
    expect((await burst(0)).outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);

    relay.restart();
    // Away: every save answers (an error the client retries) within about one connect timeout, not one per save
    // (a failed batch tried again write by write), nor never (a connection attempt nobody times out).
    const away = await burst(100);
    expect(away.outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(away.tookMs).toBeLessThan(connectTimeoutMs * 4);
    const awayAgain = await burst(200);
    expect(awayAgain.outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);

    relay.back();
    const after = await burst(0);
    expect(after.outcomes.every((outcome) => outcome.status === 'fulfilled' && outcome.value)).toBe(true);
    expect(after.tookMs).toBeLessThan(connectTimeoutMs * 4);
    const stored = await sql<{ value: number }>`select value from ${sql.table(table)} where id < 40`.execute(handle.db);
    expect(stored.rows.map((row) => row.value)).toEqual(Array(40).fill(2));
  }, 30_000);
});
