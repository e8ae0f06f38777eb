import type { Kysely } from 'kysely';

// Issue 28 item 8: a teacher (or school) sets a full-length mock paper as an assignment. The assignment remembers
// which paper it follows and its sections (JSON: common/mock-papers.ts AssignmentMockPaper), and each question copy
// the section it belongs to, so the paper stays in section order however the teacher edits it before publishing.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assignments').addColumn('mockPaper', 'text').execute();
  await db.schema.alterTable('assignmentQuestions').addColumn('mockSection', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assignmentQuestions').dropColumn('mockSection').execute();
  await db.schema.alterTable('assignments').dropColumn('mockPaper').execute();
}
