import type { Kysely } from 'kysely';

// The parents' weekly digest (docs/wrapper.md): a per-account switch (on by default), the run each week's scheduler
// sent (one per week across every app server), and who got that week's mail (one per parent, kept over retries).

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('weeklyDigest', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('digestRuns')
    .addColumn('week', 'text', (c) => c.primaryKey())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('digestDeliveries')
    .addColumn('userId', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('sentAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('digest_deliveries_pk', ['userId', 'week'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('digestDeliveries').execute();
  await db.schema.dropTable('digestRuns').execute();
  await db.schema.alterTable('profiles').dropColumn('weeklyDigest').execute();
}
