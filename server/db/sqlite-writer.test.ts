import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './index';
import { createSqliteWriter } from './sqlite-writer';

describe('the SQLite writer thread', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'paperwise-writer-'));
    file = path.join(dir, 'test.sqlite');
    const setup = new SQLite(file);
    setup.pragma('journal_mode = WAL');
    setup.exec('create table notes (id integer primary key, text text not null)');
    setup.close();
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('commits each statement before answering, with its returned rows, in the order sent', async () => {
    const writer = createSqliteWriter(file);
    const inserts = ['one', 'two', 'three'].map((text) =>
      writer.run<{ id: number; text: string }>(
        CompiledQuery.raw('insert into notes (text) values (?) returning id, text', [text]),
      ),
    );
    expect(await Promise.all(inserts)).toEqual([
      [{ id: 1, text: 'one' }],
      [{ id: 2, text: 'two' }],
      [{ id: 3, text: 'three' }],
    ]);
    // Another connection sees every answered write at once: they are committed, not pending in the thread.
    const reader = new SQLite(file, { readonly: true });
    expect(reader.prepare('select count(*) as n from notes').get()).toEqual({ n: 3 });
    reader.close();
    await writer.close();
  });

  it("lets a transaction that read before the thread's commit still write (it begins immediate)", async () => {
    const handle = openDatabase({ databaseUrl: null, sqliteFile: file });
    let threadWrite: Promise<unknown> | undefined;
    await handle.db.transaction().execute(async (trx) => {
      await sql`select count(*) from notes`.execute(trx);
      // Another user's answer arrives mid-transaction; with a deferred BEGIN the insert below failed SQLITE_BUSY.
      threadWrite = handle.runWrite(CompiledQuery.raw("insert into notes (text) values ('thread')"));
      // No other writer may begin now, the thread included (it waits for the commit): what a deferred BEGIN let in.
      const probe = new SQLite(file, { timeout: 0 });
      expect(() => probe.exec('begin immediate')).toThrow(/locked|busy/i);
      probe.close();
      await sql`insert into notes (text) values ('main')`.execute(trx);
    });
    await threadWrite;
    const rows = await sql<{ text: string }>`select text from notes order by id`.execute(handle.db);
    expect(rows.rows.map((row) => row.text)).toEqual(['main', 'thread']);
    await handle.close();
  });

  it('rejects a failing statement with the database error and goes on with the next', async () => {
    const writer = createSqliteWriter(file);
    await expect(writer.run(CompiledQuery.raw('insert into notes (text) values (?)', [null]))).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_NOTNULL',
    });
    expect(await writer.run(CompiledQuery.raw('insert into notes (text) values (?)', ['after']))).toEqual([]);
    await writer.close();
  });

  it('finishes the writes already sent before it closes, and opens again on the next write', async () => {
    const writer = createSqliteWriter(file);
    const sent = writer.run(CompiledQuery.raw('insert into notes (text) values (?)', ['last']));
    await writer.close();
    await expect(sent).resolves.toEqual([]);
    await writer.run(CompiledQuery.raw('insert into notes (text) values (?)', ['reopened']));
    await writer.close();
    const reader = new SQLite(file, { readonly: true });
    expect(reader.prepare('select text from notes order by id').all()).toEqual([
      { text: 'last' },
      { text: 'reopened' },
    ]);
    reader.close();
  });
});
