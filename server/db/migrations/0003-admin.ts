import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  // Uploaded files: the bytes live in the file store (server/storage) under `key`; this row says what they are.
  // The key is made by the server, never taken from a file name, so no upload can choose where it is written.
  await db.schema
    .createTable('files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('contentType', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // what the file is for: 'syllabus', 'image'
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('createdBy', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();

  // The admin question list pages through a subject's questions newest first.
  await db.schema
    .createIndex('questions_subject_recent')
    .on('questions')
    .columns(['subjectId', 'deleted', 'createdAt', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('questions_subject_recent').execute();
  await db.schema.dropTable('files').execute();
}
