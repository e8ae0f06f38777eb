import type { Kysely } from 'kysely';

// Analytics events the server decides on (the purchase event of spec content part 4). Each row is also written to
// the server log, which is the sink by default (NOTES: no third party unless configured); the table is what lets the
// server say "no purchase event in the last 5 minutes" and fire the event once per payment (its id is the payment's).

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analyticsEvents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_events_user')
    .on('analyticsEvents')
    .columns(['userId', 'name', 'createdAt'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analyticsEvents').execute();
}
