import { type Kysely, sql } from 'kysely';

// Teacher-student links, and what a linked teacher needs to edit a student's question copy: an id of its own for
// each practice question (the editor's route names one) and when it was last edited.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('studentLinks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('teacherId', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('studentId', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('className', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('classNumber', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('accepted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('student_links_pair', ['teacherId', 'studentId'])
    .execute();
  // A student's teachers (and their counts on every /api/me).
  await db.schema.createIndex('student_links_student').on('studentLinks').columns(['studentId', 'deleted']).execute();

  await db.schema.alterTable('practiceQuestions').addColumn('id', 'text').execute();
  await db.schema.alterTable('practiceQuestions').addColumn('editedAt', 'bigint').execute();
  // Existing rows get an id made of their key; new rows get a random one.
  await sql`update "practiceQuestions" set "id" = "practiceId" || ':' || cast("questionNo" as text)`.execute(db);
  await db.schema.createIndex('practice_questions_id').unique().on('practiceQuestions').column('id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('practice_questions_id').execute();
  await db.schema.alterTable('practiceQuestions').dropColumn('editedAt').execute();
  await db.schema.alterTable('practiceQuestions').dropColumn('id').execute();
  await db.schema.dropTable('studentLinks').execute();
}
