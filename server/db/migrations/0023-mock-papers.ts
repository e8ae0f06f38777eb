import type { Kysely } from 'kysely';

// Issue 28: a full-length mock of an HKDSE paper. The practice remembers which paper it follows and where each of the
// paper's sections starts and ends (JSON: common/mock-papers.ts PracticeMock without scores), so its result can be
// read by section long after the blueprint changes.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('practices').addColumn('mockPaper', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('practices').dropColumn('mockPaper').execute();
}
