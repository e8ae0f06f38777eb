import type { Kysely } from 'kysely';
import { serialType } from '../dialect';

// Column types that mean the same on both engines: text, integer (flags 0/1, counts), bigint (ms times), real.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('displayName', 'text', (c) => c.notNull())
    .addColumn('avatarUrl', 'text')
    .addColumn('role', 'text')
    .addColumn('isSchool', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('lastSeenAt', 'bigint')
    .addColumn('defaultSchool', 'text')
    .addColumn('defaultCategory', 'text')
    .addColumn('defaultSubject', 'text')
    .addColumn('defaultLocale', 'text')
    .addColumn('pushToken', 'text')
    .addColumn('badge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ratedOnAppStoreAt', 'bigint')
    .addColumn('sharedOnFacebookAt', 'bigint')
    .addColumn('freeTrialEndsAt', 'bigint')
    .addColumn('premiumStudentQuantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('premiumTeacherQuantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('premiumExpiry', 'bigint')
    .addColumn('premiumCustomerId', 'text')
    .addColumn('premiumPurchasedAt', 'bigint')
    .addColumn('mustChangePassword', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('profiles_email').on('profiles').column('email').execute();
  await db.schema.createIndex('profiles_role').on('profiles').columns(['role', 'createdAt']).execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('titleEn', 'text', (c) => c.notNull())
    .addColumn('titleZh', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('subjects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('categoryId', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('titleEn', 'text', (c) => c.notNull())
    .addColumn('titleZh', 'text', (c) => c.notNull())
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('isOld', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('isNew', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('defaultLanguage', 'text')
    .addColumn('grades', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('syllabusEn', 'text')
    .addColumn('syllabusZh', 'text')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subjects_category').on('subjects').columns(['categoryId', 'order']).execute();

  await db.schema
    .createTable('sections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subjectId', 'text', (c) => c.notNull().references('subjects.id'))
    .addColumn('titleEn', 'text', (c) => c.notNull())
    .addColumn('titleZh', 'text', (c) => c.notNull())
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sections_subject').on('sections').columns(['subjectId', 'order']).execute();

  await db.schema
    .createTable('chapters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subjectId', 'text', (c) => c.notNull().references('subjects.id'))
    .addColumn('sectionId', 'text', (c) => c.notNull().references('sections.id'))
    .addColumn('chapterNo', 'text', (c) => c.notNull())
    .addColumn('titleEn', 'text', (c) => c.notNull())
    .addColumn('titleZh', 'text', (c) => c.notNull())
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notesEn', 'text')
    .addColumn('notesZh', 'text')
    .addColumn('notesCreatedAt', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chapters_section').on('chapters').columns(['sectionId', 'order']).execute();
  await db.schema.createIndex('chapters_subject').on('chapters').column('subjectId').execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subjectId', 'text', (c) => c.notNull().references('subjects.id'))
    .addColumn('chapterId', 'text', (c) => c.notNull().references('chapters.id'))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('questionEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('questionZh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('solutionEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('solutionZh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('optionAEn', 'text')
    .addColumn('optionAZh', 'text')
    .addColumn('optionBEn', 'text')
    .addColumn('optionBZh', 'text')
    .addColumn('optionCEn', 'text')
    .addColumn('optionCZh', 'text')
    .addColumn('optionDEn', 'text')
    .addColumn('optionDZh', 'text')
    .addColumn('correctAns', 'text')
    .addColumn('totalScore', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdBy', 'text', (c) => c.notNull())
    .addColumn('sourceId', 'text', (c) => c.unique())
    .addColumn('sourceHash', 'text')
    .addColumn('editedAt', 'bigint')
    .addColumn('statA', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('statB', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('statC', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('statD', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('statBlank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  // The practice draw and the chapter counts both filter by chapter, approval and type.
  await db.schema
    .createIndex('questions_chapter')
    .on('questions')
    .columns(['chapterId', 'approved', 'deleted', 'type', 'level'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mailOutbox')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('from', 'text', (c) => c.notNull())
    .addColumn('replyTo', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('sentAt', 'bigint')
    .execute();
  await db.schema.createIndex('mail_outbox_status').on('mailOutbox').columns(['status', 'createdAt']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'mailOutbox',
    'settings',
    'questions',
    'chapters',
    'sections',
    'subjects',
    'categories',
    'profiles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
