import type { Kysely } from 'kysely';

// Issue 26.7, a handed-in paper (the lead may renumber this file; nothing else names its number): a teacher uploads
// the photos or PDF of a student's paper handed in on paper (spec uploadSubmission: files, assignment, student). Each
// page is an image in the file store (a PDF's pages become PNGs), listed here in order for the teacher who marks it
// by hand beside them. The paper's practice is finished with finishedBy 'upload'.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('handInPages')
    .addColumn('practiceId', 'text', (c) => c.notNull())
    .addColumn('pageNo', 'integer', (c) => c.notNull())
    .addColumn('fileKey', 'text', (c) => c.notNull())
    .addColumn('contentType', 'text', (c) => c.notNull())
    .addColumn('createdBy', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('hand_in_pages_pk', ['practiceId', 'pageNo'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('handInPages').execute();
}
