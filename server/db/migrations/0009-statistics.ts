import type { Kysely } from 'kysely';

// Statistics rollups, kept when a paper is finished or a mark changes (server/modules/statistics/rollup.ts), so a
// statistics view reads a few small rows instead of every answer. And the wrong-question notebook.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  // What each finished paper last added to the rollups: a mark change takes it out and puts the new one in.
  await db.schema
    .createTable('statPapers')
    .addColumn('practiceId', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull())
    .addColumn('subjectId', 'text', (c) => c.notNull())
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('questions', 'integer', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('totalScore', 'double precision', (c) => c.notNull())
    .addColumn('markedWritten', 'integer', (c) => c.notNull())
    /** JSON: { chapterId, attempted, marked, correct }[] */
    .addColumn('chapters', 'text', (c) => c.notNull())
    .execute();

  // One row per student, subject and Hong Kong day: the cards and their series.
  await db.schema
    .createTable('statDaily')
    .addColumn('userId', 'text', (c) => c.notNull())
    .addColumn('subjectId', 'text', (c) => c.notNull())
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('papers', 'integer', (c) => c.notNull())
    .addColumn('questions', 'integer', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('totalScore', 'double precision', (c) => c.notNull())
    .addColumn('markedWritten', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_daily_key', ['userId', 'subjectId', 'day'])
    .execute();

  // Everyone's daily averages in a subject, summed per day: a normal distribution is fitted over any range from these.
  await db.schema
    .createTable('statSubjectDaily')
    .addColumn('subjectId', 'text', (c) => c.notNull())
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('students', 'integer', (c) => c.notNull())
    .addColumn('sum', 'double precision', (c) => c.notNull())
    .addColumn('sumOfSquares', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_subject_daily_key', ['subjectId', 'day'])
    .execute();

  // One row per student, chapter and day: the by-chapter tab and mastery.
  await db.schema
    .createTable('statChapterDaily')
    .addColumn('userId', 'text', (c) => c.notNull())
    .addColumn('subjectId', 'text', (c) => c.notNull())
    .addColumn('chapterId', 'text', (c) => c.notNull())
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('attempted', 'integer', (c) => c.notNull())
    .addColumn('marked', 'integer', (c) => c.notNull())
    .addColumn('correct', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_chapter_daily_key', ['userId', 'chapterId', 'day'])
    .execute();
  await db.schema
    .createIndex('stat_chapter_daily_subject')
    .on('statChapterDaily')
    .columns(['userId', 'subjectId', 'day'])
    .execute();

  // The wrong-question notebook: a bank question answered wrong comes back after 1, 3 and 7 days.
  await db.schema
    .createTable('reviewQueue')
    .addColumn('userId', 'text', (c) => c.notNull())
    .addColumn('questionId', 'text', (c) => c.notNull())
    .addColumn('subjectId', 'text', (c) => c.notNull())
    .addColumn('chapterId', 'text', (c) => c.notNull())
    /** where it was last answered */
    .addColumn('practiceId', 'text', (c) => c.notNull())
    .addColumn('questionNo', 'integer', (c) => c.notNull())
    .addColumn('lastRight', 'integer', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('dueAt', 'bigint', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_queue_key', ['userId', 'questionId'])
    .execute();
  await db.schema.createIndex('review_queue_due').on('reviewQueue').columns(['userId', 'deleted', 'dueAt']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['reviewQueue', 'statChapterDaily', 'statSubjectDaily', 'statDaily', 'statPapers'])
    await db.schema.dropTable(table).execute();
}
