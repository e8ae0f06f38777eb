import type { Kysely } from 'kysely';

// Issue 29.1, what the notebook still needed stored:
// - reviewBudgets: a student's own daily review budget (docs/product-rules.md, "The wrong-question notebook's
//   schedule"); no row, the learning setting for everyone.
// - reviewWeights: FSRS weights fitted to the notebook's review history by the nightly job
//   (server/modules/statistics/fsrs-fit.ts), with the log loss they and the default weights reach on the reviews they
//   were checked on; the scheduler uses the newest row whose weights did better, else the defaults.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reviewBudgets')
    .addColumn('userId', 'text', (c) => c.primaryKey())
    .addColumn('dailyBudget', 'integer', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('reviewWeights')
    .addColumn('fittedAt', 'bigint', (c) => c.primaryKey())
    /** JSON: number[21], FSRS-6's weights */
    .addColumn('weights', 'text', (c) => c.notNull())
    /** review histories (notebook questions) fitted on, and the reviews held out to check the fit */
    .addColumn('items', 'integer', (c) => c.notNull())
    .addColumn('checkedReviews', 'integer', (c) => c.notNull())
    .addColumn('logLoss', 'double precision', (c) => c.notNull())
    .addColumn('defaultLogLoss', 'double precision', (c) => c.notNull())
    /** 1: better than the defaults on the held-out reviews, so in use */
    .addColumn('used', 'integer', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reviewWeights').execute();
  await db.schema.dropTable('reviewBudgets').execute();
}
