import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
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
