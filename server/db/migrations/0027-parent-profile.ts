import type { Kysely } from 'kysely';

// Issue 26.6: a parent shares the teacher role (as the spec has it); whether a teacher account is a parent is a
// profile choice that changes the menu's words and landing page, never the permissions. A parent's menu hides
// classes and assignment creation unless the parent turns them on (`parentTeaching`).

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('isParent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('parentTeaching', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('parentTeaching').execute();
  await db.schema.alterTable('profiles').dropColumn('isParent').execute();
}
