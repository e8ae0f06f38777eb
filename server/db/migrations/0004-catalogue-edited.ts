import type { Kysely } from 'kysely';

// The content loader refreshes catalogue titles and notes from content/ unless someone edited them in the app;
// this marks those edits, as questions.editedAt already does for questions.
const tables = ['categories', 'subjects', 'sections', 'chapters'] as const;

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) await db.schema.alterTable(table).addColumn('editedAt', 'bigint').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) await db.schema.alterTable(table).dropColumn('editedAt').execute();
}
