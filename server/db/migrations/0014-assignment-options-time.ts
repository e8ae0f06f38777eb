import type { Kysely } from 'kysely';

// Beyond the spec (issue 11): a teacher may shuffle each student's MC options, and give a student extra time.
// - assignments.shuffleOptions: whether each student's practice gets its own order of the options.
// - practiceQuestions.optionOrder: for a shuffled copy, the original option shown at each place ("cadb": the student
//   sees the original C as A, A as B, ...). The copy holds its options and right answer in the shown order, so marking
//   and review work unchanged; statistics and results map the answer back through this column. Null: not shuffled.
// - studentLinks.timeMultiplier: the student's time on this teacher's assignments (1.25 = a quarter more), applied by
//   the server when the student starts one.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('assignments')
    .addColumn('shuffleOptions', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('practiceQuestions').addColumn('optionOrder', 'text').execute();
  await db.schema
    .alterTable('studentLinks')
    .addColumn('timeMultiplier', 'real', (c) => c.notNull().defaultTo(1))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('studentLinks').dropColumn('timeMultiplier').execute();
  await db.schema.alterTable('practiceQuestions').dropColumn('optionOrder').execute();
  await db.schema.alterTable('assignments').dropColumn('shuffleOptions').execute();
}
