import type { Insertable } from 'kysely';
import type { Db } from '../db/index';
import type { FileTable } from '../db/types';

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
