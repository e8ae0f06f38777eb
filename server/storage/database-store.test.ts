import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createDatabaseFileStore, STORED_FILE_MAX_AGE_MS, sweepStoredFiles } from './database-store';
import { newFileKey } from './store';

// Runs on SQLite, and on PostgreSQL when DATABASE_URL is set: the bytes go through a blob or a bytea column.

/** Every byte value, so neither engine may treat the bytes as text. */
const allBytes = Buffer.from(Array.from({ length: 256 }, (_, n) => n));

describe('the database file store', () => {
  it('gives back the bytes it was given, byte for byte, until they are deleted', async () => {
    const { app } = await createTestApp();
    const store = createDatabaseFileStore(app.db);
    const key = newFileKey('png');
    await store.put(key, allBytes);
    const read = await store.get(key);
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read?.equals(allBytes)).toBe(true);
    const row = await app.db.selectFrom('storedFiles').select(['size']).where('key', '=', key).executeTakeFirst();
    expect(row?.size).toBe(256);

    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    // Deleting what is not there is not an error: a job's last try and the sweep may both remove a file.
    await store.delete(key);
  });

  it('answers null for a key nothing was stored under', async () => {
    const { app } = await createTestApp();
    expect(await createDatabaseFileStore(app.db).get(newFileKey('pdf'))).toBeNull();
  });

  it('replaces the bytes when the same key is stored again', async () => {
    const { app } = await createTestApp();
    const store = createDatabaseFileStore(app.db);
    const key = newFileKey('jpg');
    await store.put(key, Buffer.from('first'));
    await store.put(key, Buffer.from('second'));
    expect((await store.get(key))?.toString()).toBe('second');
  });

  it('refuses a key the server did not make, before touching the database', async () => {
    const { app } = await createTestApp();
    const store = createDatabaseFileStore(app.db);
    for (const key of ['../paperwise.sqlite', 'ABCDEF0123456789abcdef0123456789.png', "x'; drop table jobs; --", '']) {
      await expect(store.put(key, allBytes)).rejects.toThrow('invalid file key');
      await expect(store.get(key)).rejects.toThrow('invalid file key');
      await expect(store.delete(key)).rejects.toThrow('invalid file key');
    }
    expect(await app.db.selectFrom('storedFiles').select('key').execute()).toEqual([]);
  });

  it('sweeps away files left for over a day and keeps younger ones', async () => {
    const { app } = await createTestApp();
    const now = Date.now();
    const old = createDatabaseFileStore(app.db, () => now - STORED_FILE_MAX_AGE_MS - 1);
    const young = createDatabaseFileStore(app.db, () => now - STORED_FILE_MAX_AGE_MS + 60_000);
    const [left, waiting] = [newFileKey('pdf'), newFileKey('png')];
    await old.put(left, Buffer.from('left behind'));
    await young.put(waiting, Buffer.from('still waiting for its job'));
    expect(await sweepStoredFiles(app.db, now)).toBe(1);
    expect(await young.get(left)).toBeNull();
    expect((await young.get(waiting))?.toString()).toBe('still waiting for its job');
  });
});
