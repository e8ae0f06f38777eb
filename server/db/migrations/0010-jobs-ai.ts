import type { Kysely } from 'kysely';

// Durable jobs for the embedded queue (server/jobs/embedded-queue.ts): AI work that must survive a restart, retry
// with backoff and be cancellable, with progress and token/cost accounting per job. On PostgreSQL, pg-boss keeps its
// own tables for delivery; this table still holds the accounting there (see docs/jobs.md).

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // queued | running | completed | failed | cancelled
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maxAttempts', 'integer', (c) => c.notNull())
    .addColumn('runAt', 'bigint', (c) => c.notNull())
    .addColumn('lockedBy', 'text')
    .addColumn('lockedUntil', 'bigint')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('tokensIn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tokensOut', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('costMicros', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lastError', 'text')
    .addColumn('result', 'text')
    .addColumn('createdBy', 'text')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addColumn('finishedAt', 'bigint')
    .execute();
  // The claim query: the oldest due job of a queue.
  await db.schema.createIndex('jobs_claim').on('jobs').columns(['queue', 'state', 'runAt']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
