import type { Kysely } from 'kysely';

// Demo status is a fact the seed records on the account, never something read off an e-mail address: anyone can sign
// up as demo-…@paperwise.local, and the free limits must still apply to them.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('isDemo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('isDemo').execute();
}
