import type { Kysely } from 'kysely';

// The global ranking fits a normal distribution to every student's average in a subject over a range
// (server/modules/statistics/queries.ts, sumStudentAverages): it reads each student's days in the subject and range
// from statDaily. Its key starts with the student, so without this index that read scans the whole table. Keyed by
// subject and day, and carrying the student and both scores, the index alone answers it (an index-only scan).

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('stat_daily_ranking')
    .on('statDaily')
    .columns(['subjectId', 'day', 'userId', 'score', 'totalScore'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stat_daily_ranking').execute();
}
