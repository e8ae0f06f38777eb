import type { Insertable } from 'kysely';
import type { Db } from '../db/index';
import type { FileTable, StoredFileTable } from '../db/tables/platform';

export async function insertFile(db: Db, file: Insertable<FileTable>) {
  await db.insertInto('files').values(file).execute();
}

export function findFile(db: Db, key: string) {
  return db
    .selectFrom('files')
    .select(['key', 'name', 'contentType', 'size'])
    .where('key', '=', key)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export async function markFileDeleted(db: Db, key: string) {
  await db.updateTable('files').set({ deleted: 1 }).where('key', '=', key).execute();
}

export async function upsertStoredFile(db: Db, file: Insertable<StoredFileTable>) {
  await db
    .insertInto('storedFiles')
    .values(file)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ bytes: file.bytes, size: file.size, createdAt: file.createdAt }),
    )
    .execute();
}

export async function findStoredFileBytes(db: Db, key: string): Promise<Buffer | null> {
  const row = await db.selectFrom('storedFiles').select('bytes').where('key', '=', key).executeTakeFirst();
  return row?.bytes ?? null;
}

export async function deleteStoredFile(db: Db, key: string) {
  await db.deleteFrom('storedFiles').where('key', '=', key).execute();
}

/** Removes the stored files written before `before`; answers how many. */
export async function deleteStoredFilesBefore(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('storedFiles').where('createdAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
