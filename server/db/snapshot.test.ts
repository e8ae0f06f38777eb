import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import type { Db } from './index';
import { readSnapshot } from './snapshot';

// server/db/snapshot.ts: reads that must agree see one snapshot, on both engines, and never hold up a writer.

const nameOf = async (db: Db, id: string) =>
  (await db.selectFrom('profiles').select('displayName').where('id', '=', id).executeTakeFirstOrThrow()).displayName;

describe('readSnapshot', () => {
  it('reads one snapshot while another server commits, without holding up its write', async () => {
    const test = await createTestApp();
    const user = await test.make.user('student');
    // A second app server on the same database: its own connection (SQLite) or pool (PostgreSQL).
    const other = await test.twin();
    const rename = (displayName: string) =>
      other.db.updateTable('profiles').set({ displayName }).where('id', '=', user.id).execute();
    const before = await nameOf(test.app.db, user.id);

    const seen = await readSnapshot(test.app.db, async (db) => {
      const first = await nameOf(db, user.id);
      // A write transaction (SQLite's BEGIN IMMEDIATE) here would hold the write lock and this write would fail.
      await rename('Renamed meanwhile');
      return [first, await nameOf(db, user.id)];
    });
    expect(seen).toEqual([before, before]);
    expect(await nameOf(test.app.db, user.id)).toBe('Renamed meanwhile');
  });

  it('refuses a write inside it on PostgreSQL, and is the caller’s transaction when given one', async () => {
    const test = await createTestApp();
    const user = await test.make.user('student');
    await test.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('profiles').set({ displayName: 'In the transaction' }).where('id', '=', user.id).execute();
      // Inside a transaction it reads that transaction's own uncommitted write.
      expect(await readSnapshot(trx, (db) => nameOf(db, user.id))).toBe('In the transaction');
    });
    if (test.config.databaseUrl) {
      const write = readSnapshot(test.app.db, (db) =>
        db.updateTable('profiles').set({ displayName: 'x' }).where('id', '=', user.id).execute(),
      );
      await expect(write).rejects.toThrow(/read-only transaction/);
    }
  });
});
