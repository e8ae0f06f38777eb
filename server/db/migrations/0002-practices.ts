import type { Kysely } from 'kysely';
import { serialType } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('practices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('subjectId', 'text', (c) => c.notNull().references('subjects.id'))
    .addColumn('chapterIds', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('noOfQuestions', 'integer', (c) => c.notNull())
    .addColumn('noOfMCQuestions', 'integer', (c) => c.notNull())
    .addColumn('noOfShortQuestions', 'integer', (c) => c.notNull())
    .addColumn('noOfLongQuestions', 'integer', (c) => c.notNull())
    .addColumn('timeLimit', 'integer', (c) => c.notNull())
    .addColumn('startedAt', 'bigint', (c) => c.notNull())
    .addColumn('deadlineAt', 'bigint', (c) => c.notNull())
    .addColumn('finishedAt', 'bigint')
    .addColumn('finishedBy', 'text')
    .addColumn('score', 'real')
    .addColumn('totalScore', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('pendingMarking', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grade', 'text')
    .addColumn('gradeColor', 'text')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notice', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('assignmentId', 'text')
    .addColumn('teacherId', 'text')
    .addColumn('schoolId', 'text')
    .addColumn('redoOf', 'text')
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('practices_user').on('practices').columns(['userId', 'deleted', 'createdAt']).execute();
  // The timeout sweep looks for unfinished practices past their deadline.
  await db.schema.createIndex('practices_open').on('practices').columns(['finishedAt', 'deadlineAt']).execute();

  await db.schema
    .createTable('practiceQuestions')
    .addColumn('practiceId', 'text', (c) => c.notNull().references('practices.id'))
    .addColumn('questionNo', 'integer', (c) => c.notNull())
    .addColumn('questionId', 'text')
    .addColumn('chapterId', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('totalScore', 'real', (c) => c.notNull())
    // A snapshot of the question in the practice's language: the bank may change later, and a teacher's edit
    // from the solution screen changes this copy, never the shared question.
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('optionA', 'text')
    .addColumn('optionB', 'text')
    .addColumn('optionC', 'text')
    .addColumn('optionD', 'text')
    .addColumn('solution', 'text', (c) => c.notNull())
    .addColumn('correctAns', 'text')
    .addColumn('ans', 'text')
    .addColumn('ansSeq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ansSavedAt', 'bigint')
    .addColumn('score', 'real')
    .addColumn('comment', 'text')
    .addColumn('markedBy', 'text')
    .addPrimaryKeyConstraint('practice_questions_pk', ['practiceId', 'questionNo'])
    .execute();
  // "Not seen recently" looks up a student's recent questions by bank id.
  await db.schema.createIndex('practice_questions_question').on('practiceQuestions').column('questionId').execute();

  await db.schema
    .createTable('bookmarks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('practiceId', 'text', (c) => c.notNull().references('practices.id'))
    .addColumn('questionNo', 'integer', (c) => c.notNull())
    .addColumn('subjectId', 'text', (c) => c.notNull())
    .addColumn('chapterId', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('bookmarks_question', ['userId', 'practiceId', 'questionNo'])
    .execute();
  await db.schema.createIndex('bookmarks_user').on('bookmarks').columns(['userId', 'deleted', 'createdAt']).execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('questionId', 'text')
    .addColumn('subjectId', 'text', (c) => c.notNull())
    .addColumn('chapterId', 'text', (c) => c.notNull())
    .addColumn('practiceId', 'text')
    .addColumn('assignmentId', 'text')
    .addColumn('questionNo', 'integer')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reports_recent').on('reports').columns(['deleted', 'createdAt']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['reports', 'bookmarks', 'practiceQuestions', 'practices'])
    await db.schema.dropTable(table).execute();
}
