import type { Kysely } from 'kysely';
import { binaryType } from '../dialect';

// The bytes of uploads waiting for an AI job (PDFs and photos to read, images to OCR). They live in the database, not
// in a folder, because on PostgreSQL `npm run worker` may run on another machine that shares only the database with
// the app server that took the upload (docs/jobs.md). Rows are short-lived: the job deletes its files when it ends,
// and a sweep removes any left behind after a day.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('storedFiles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('bytes', binaryType(db), (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stored_files_created').on('storedFiles').column('createdAt').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('storedFiles').execute();
}
