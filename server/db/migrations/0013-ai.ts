import type { Kysely } from 'kysely';

// AI marking, AI solutions and the limits on AI work (issue 14). Jobs and their token accounting live in `jobs`
// (0010); these tables keep what the jobs produced, so it can be audited and shown.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  // One AI mark of one written answer: per marking-scheme point the marks and a reason, with the prompt version and
  // model that produced it. A teacher's later mark of the same answer is kept beside it (agreement, NOTES.md).
  await db.schema
    .createTable('aiMarks')
    .addColumn('practiceId', 'text', (c) => c.notNull().references('practices.id'))
    .addColumn('questionNo', 'integer', (c) => c.notNull())
    .addColumn('jobId', 'text')
    // queued | done | failed
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('score', 'real')
    .addColumn('totalScore', 'real', (c) => c.notNull())
    /** JSON: Array<{ point, awarded, reason }> */
    .addColumn('points', 'text')
    .addColumn('feedback', 'text')
    .addColumn('promptId', 'text')
    .addColumn('model', 'text')
    .addColumn('teacherScore', 'real')
    .addColumn('teacherId', 'text')
    .addColumn('teacherMarkedAt', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_marks_pk', ['practiceId', 'questionNo'])
    .execute();
  await db.schema.createIndex('ai_marks_teacher').on('aiMarks').columns(['teacherMarkedAt']).execute();

  // AI solutions, cached per question: a bank question's by its id and language (every student's copy shares it),
  // a question written for one paper by its copy's id.
  await db.schema
    .createTable('aiSolutions')
    .addColumn('cacheKey', 'text', (c) => c.primaryKey())
    .addColumn('jobId', 'text')
    // queued | done | failed
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('solution', 'text')
    .addColumn('promptId', 'text')
    .addColumn('model', 'text')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  // Per-user limits count the AI jobs a user started; accounting sums tokens and cost by user.
  await db.schema.createIndex('jobs_created_by').on('jobs').columns(['createdBy', 'createdAt']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_created_by').execute();
  await db.schema.dropTable('aiSolutions').execute();
  await db.schema.dropTable('aiMarks').execute();
}
