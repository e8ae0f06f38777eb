import type { Kysely } from 'kysely';

// Issue 29: what the notebook's memory model, the expected DSE level and slow answers need stored.
// - reviewQueue: each question's FSRS memory (server/modules/statistics/fsrs.ts). Null on rows the fixed steps wrote
//   before this migration: they are carried over at their next answer (memoryFromSteps), never in bulk here, so the
//   migration needs no scheduler and takes no time on a large notebook table.
// - practiceQuestions.answerSeconds: seconds the question was on the student's screen, summed by the working screen
//   and saved with the answer; null when not measured (older papers, other clients). A right answer much slower than
//   expected is rated Hard. practiceQuestions.reviewOf: on a review paper, the notebook question this one stands for
//   (a variant of the same chapter, type and level, or the question itself): its answer moves that question's memory.
// - questionCalibrations: each bank question's Rasch difficulty from the nightly calibration
//   (server/modules/statistics/rasch.ts), and subjectCalibrations: the subject's ability prior and the ability cut
//   points of its levels, computed from those difficulties at the same time.

const memoryColumns = [
  ['stability', 'double precision'],
  ['difficulty', 'double precision'],
  ['reps', 'integer'],
  ['lapses', 'integer'],
  ['memoryState', 'integer'],
  ['lastReviewAt', 'bigint'],
] as const;

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  // One column an ALTER TABLE: SQLite takes no more.
  for (const [name, type] of memoryColumns) await db.schema.alterTable('reviewQueue').addColumn(name, type).execute();
  await db.schema.alterTable('practiceQuestions').addColumn('answerSeconds', 'integer').execute();
  await db.schema.alterTable('practiceQuestions').addColumn('reviewOf', 'text').execute();
  await db.schema
    .createTable('questionCalibrations')
    .addColumn('questionId', 'text', (c) => c.primaryKey())
    .addColumn('subjectId', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('standardError', 'double precision', (c) => c.notNull())
    .addColumn('answers', 'integer', (c) => c.notNull())
    .addColumn('calibratedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('question_calibrations_subject').on('questionCalibrations').column('subjectId').execute();
  await db.schema
    .createTable('subjectCalibrations')
    .addColumn('subjectId', 'text', (c) => c.primaryKey())
    .addColumn('abilityMean', 'double precision', (c) => c.notNull())
    .addColumn('abilitySd', 'double precision', (c) => c.notNull())
    /** JSON: number[6], the ability cut points of levels 2, 3, 4, 5, 5*, 5** */
    .addColumn('cutPoints', 'text', (c) => c.notNull())
    .addColumn('questions', 'integer', (c) => c.notNull())
    .addColumn('answers', 'integer', (c) => c.notNull())
    .addColumn('calibratedAt', 'bigint', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subjectCalibrations').execute();
  await db.schema.dropTable('questionCalibrations').execute();
  await db.schema.alterTable('practiceQuestions').dropColumn('reviewOf').execute();
  await db.schema.alterTable('practiceQuestions').dropColumn('answerSeconds').execute();
  for (const [name] of [...memoryColumns].reverse())
    await db.schema.alterTable('reviewQueue').dropColumn(name).execute();
}
