import type { Kysely } from 'kysely';

// Issue 24. A failed job says why, as a code the screens translate (`failureReason`: ai_unreachable,
// ai_overloaded, ai_invalid_answer, worker_lost …), beside `lastError`, which keeps the error's own words for admins.
// A student may dispute an AI mark on their own practice but not overwrite it: their view is kept beside the AI's
// (`disputeScore`) while the paper's score follows the AI, or a teacher (docs/product-rules.md, "Who marks").

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('failureReason', 'text').execute();
  await db.schema.alterTable('practiceQuestions').addColumn('disputeScore', 'real').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('practiceQuestions').dropColumn('disputeScore').execute();
  await db.schema.alterTable('jobs').dropColumn('failureReason').execute();
}
