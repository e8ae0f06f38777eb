import type { Kysely } from 'kysely';

// Issue 27: rate limits every app server sees. Counters of the sign-in, feedback, invitation … limiters live in the
// database, not in each process's memory, so three servers behind a proxy do not allow three times the attempts
// (server/http/rate-limit-store.ts). One row per limited key and window; expired rows are swept.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rateLimits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('resetAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset').on('rateLimits').column('resetAt').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rateLimits').execute();
}
