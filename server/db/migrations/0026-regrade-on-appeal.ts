import type { Kysely } from 'kysely';

// Issue 29.4, regrading on appeal (the lead may renumber this file; nothing else names its number).
// - questions.version: raised each time an admin corrects a bank question with `regrade: true` (PATCH
//   /api/admin/questions/:id). An ordinary edit keeps it.
// - practiceQuestions.questionVersion and assignmentQuestions.questionVersion: the bank question's version a copy was
//   made from (its `questionId` is the source). 1 on every existing row: no question has been corrected yet.
// - practiceQuestions.regradePending: a written answer whose key was corrected after it was marked; its marker checks
//   the mark again (any new mark clears it).
// - regrades: one row per copy re-marked under a corrected key, with the score before and after (server/modules/papers/
//   regrade.ts); a paper's result page lists them.
// - reports: how an admin resolved a question report ('open', 'regraded', 'no_change') and the reply its reporter sees.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  // One column an ALTER TABLE: SQLite takes no more.
  await db.schema
    .alterTable('questions')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('practiceQuestions')
    .addColumn('questionVersion', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('practiceQuestions')
    .addColumn('regradePending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('assignmentQuestions')
    .addColumn('questionVersion', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('regrades')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('practiceId', 'text', (c) => c.notNull())
    .addColumn('questionNo', 'integer', (c) => c.notNull())
    .addColumn('questionId', 'text', (c) => c.notNull())
    .addColumn('fromVersion', 'integer', (c) => c.notNull())
    .addColumn('toVersion', 'integer', (c) => c.notNull())
    .addColumn('oldScore', 'real')
    .addColumn('newScore', 'real')
    .addColumn('regradedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('regrades_practice').on('regrades').column('practiceId').execute();
  await db.schema
    .alterTable('reports')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  await db.schema.alterTable('reports').addColumn('reply', 'text').execute();
  await db.schema.alterTable('reports').addColumn('resolvedAt', 'bigint').execute();
  await db.schema.alterTable('reports').addColumn('resolvedBy', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['resolvedBy', 'resolvedAt', 'reply', 'status'])
    await db.schema.alterTable('reports').dropColumn(column).execute();
  await db.schema.dropTable('regrades').execute();
  await db.schema.alterTable('assignmentQuestions').dropColumn('questionVersion').execute();
  await db.schema.alterTable('practiceQuestions').dropColumn('regradePending').execute();
  await db.schema.alterTable('practiceQuestions').dropColumn('questionVersion').execute();
  await db.schema.alterTable('questions').dropColumn('version').execute();
}
