import type { Kysely } from 'kysely';

// Plans and payments. Every provider event we apply is remembered by its id (billingEvents), in the same transaction
// as its effect, so a replayed webhook changes nothing. A checkout we start is a payments row: the webhook finds what
// was bought there, never in anything the client sends back. profiles.premiumEventAt is the provider time of the
// last subscription event applied, so an older one arriving late does not undo a newer one.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billingEvents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('userId', 'text')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('receivedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('externalId', 'text')
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('billing', 'text', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('studentQuantity', 'integer', (c) => c.notNull())
    .addColumn('teacherQuantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('isDiscounted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('paidAt', 'bigint')
    .execute();
  await db.schema.createIndex('payments_external').on('payments').column('externalId').execute();
  await db.schema.createIndex('payments_user').on('payments').columns(['userId', 'createdAt']).execute();
  await db.schema.createIndex('payments_discounted').on('payments').columns(['isDiscounted', 'status']).execute();
  await db.schema.alterTable('profiles').addColumn('premiumSubscriptionId', 'text').execute();
  await db.schema.alterTable('profiles').addColumn('premiumEventAt', 'bigint').execute();
  await db.schema.createIndex('profiles_last_seen').on('profiles').columns(['role', 'lastSeenAt']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('profiles_last_seen').execute();
  await db.schema.alterTable('profiles').dropColumn('premiumEventAt').execute();
  await db.schema.alterTable('profiles').dropColumn('premiumSubscriptionId').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('billingEvents').execute();
}
