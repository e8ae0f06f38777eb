import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/index';
import type { CategoryTable, ChapterTable, SectionTable, SubjectTable } from '../../db/tables/catalog';

/** The catalogue tables an admin orders by hand, and the column holding each one's parent (null: one list). */
export const orderedTables = {
  categories: null,
  subjects: 'categoryId',
  sections: 'subjectId',
  chapters: 'sectionId',
} as const;
export type OrderedTable = keyof typeof orderedTables;

/** Undeleted ids of one list (a table, under one parent), in their current order. */
export async function listOrderedIds(db: Db, table: OrderedTable, parentId: string | null): Promise<string[]> {
  const parentColumn = orderedTables[table];
  let query = db.selectFrom(table).select('id').where('deleted', '=', 0);
  if (parentColumn) query = query.where(sql.ref(parentColumn), '=', parentId);
  const rows = await query.orderBy('order').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** The order a new item takes to come last in its list (deleted items keep their places; that does no harm). */
export async function nextOrder(db: Db, table: OrderedTable, parentId: string | null): Promise<number> {
  const parentColumn = orderedTables[table];
  let query = db.selectFrom(table).select((eb) => eb.fn.max('order').as('last'));
  if (parentColumn) query = query.where(sql.ref(parentColumn), '=', parentId);
  const row = await query.executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function setOrders(db: Db, table: OrderedTable, ids: string[], now: number) {
  for (const [order, id] of ids.entries()) {
    await db.updateTable(table).set({ order, updatedAt: now }).where('id', '=', id).execute();
  }
}

/** Soft delete; answers whether an undeleted row was there. */
export async function markDeleted(db: Db, table: OrderedTable, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ deleted: 1, updatedAt: now })
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Categories

const categoryColumns = [
  'id',
  'titleEn',
  'titleZh',
  'audience',
  'order',
  'published',
  'createdAt',
  'updatedAt',
] as const;

/** The undeleted categories, as the admin pages read them. */
function categoryRows(db: Db) {
  return db.selectFrom('categories').select(categoryColumns).where('deleted', '=', 0);
}

export function listCategoryRows(db: Db) {
  return categoryRows(db).orderBy('order').orderBy('id').execute();
}

export function findCategoryRow(db: Db, id: string) {
  return categoryRows(db).where('id', '=', id).executeTakeFirst();
}
export type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategoryRow>>>;

export async function insertCategory(db: Db, row: Insertable<CategoryTable>) {
  await db.insertInto('categories').values(row).execute();
}

export async function updateCategoryRow(db: Db, id: string, changes: Updateable<CategoryTable>) {
  await db.updateTable('categories').set(changes).where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------------------------
// Subjects

const subjectColumns = [
  'subjects.id',
  'subjects.categoryId',
  'subjects.titleEn',
  'subjects.titleZh',
  'subjects.order',
  'subjects.published',
  'subjects.isOld',
  'subjects.isNew',
  'subjects.defaultLanguage',
  'subjects.grades',
  'subjects.syllabusEn',
  'subjects.syllabusZh',
  'subjects.createdAt',
  'subjects.updatedAt',
] as const;

/** Undeleted subjects of undeleted categories, by category order then subject order. */
export function listSubjectRows(db: Db, categoryId: string | undefined) {
  let query = db
    .selectFrom('subjects')
    .innerJoin('categories', 'categories.id', 'subjects.categoryId')
    .select(subjectColumns)
    .where('subjects.deleted', '=', 0)
    .where('categories.deleted', '=', 0);
  if (categoryId) query = query.where('subjects.categoryId', '=', categoryId);
  return query.orderBy('categories.order').orderBy('subjects.order').orderBy('subjects.id').execute();
}

export function findSubjectRow(db: Db, id: string) {
  return db
    .selectFrom('subjects')
    .select(subjectColumns)
    .where('subjects.id', '=', id)
    .where('subjects.deleted', '=', 0)
    .executeTakeFirst();
}
export type SubjectRow = NonNullable<Awaited<ReturnType<typeof findSubjectRow>>>;

export async function insertSubject(db: Db, row: Insertable<SubjectTable>) {
  await db.insertInto('subjects').values(row).execute();
}

export async function updateSubjectRow(db: Db, id: string, changes: Updateable<SubjectTable>) {
  await db.updateTable('subjects').set(changes).where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------------------------
// Sections and chapters

/** The undeleted sections, as the admin pages read them. */
function sectionRows(db: Db) {
  return db
    .selectFrom('sections')
    .select(['id', 'subjectId', 'titleEn', 'titleZh', 'order', 'published'])
    .where('deleted', '=', 0);
}

export function listSectionRows(db: Db, subjectId: string) {
  return sectionRows(db).where('subjectId', '=', subjectId).orderBy('order').orderBy('id').execute();
}

export function findSectionRow(db: Db, id: string) {
  return sectionRows(db).where('id', '=', id).executeTakeFirst();
}
export type SectionRow = NonNullable<Awaited<ReturnType<typeof findSectionRow>>>;

export async function insertSection(db: Db, row: Insertable<SectionTable>) {
  await db.insertInto('sections').values(row).execute();
}

export async function updateSectionRow(db: Db, id: string, changes: Updateable<SectionTable>) {
  await db.updateTable('sections').set(changes).where('id', '=', id).execute();
}

const chapterColumns = [
  'chapters.id',
  'chapters.subjectId',
  'chapters.sectionId',
  'chapters.chapterNo',
  'chapters.titleEn',
  'chapters.titleZh',
  'chapters.order',
  'chapters.published',
  'chapters.notesCreatedAt',
  sql<number>`case when chapters."notesEn" is not null or chapters."notesZh" is not null then 1 else 0 end`.as(
    'hasNotes',
  ),
] as const;

/** The undeleted chapters, as the admin pages read them. */
function chapterRows(db: Db) {
  return db.selectFrom('chapters').select(chapterColumns).where('chapters.deleted', '=', 0);
}

/** Undeleted chapters of a subject's undeleted sections. */
export function listChapterRows(db: Db, subjectId: string) {
  return chapterRows(db)
    .where('chapters.subjectId', '=', subjectId)
    .orderBy('chapters.order')
    .orderBy('chapters.id')
    .execute();
}

export function findChapterRow(db: Db, id: string) {
  return chapterRows(db).where('chapters.id', '=', id).executeTakeFirst();
}
export type ChapterRow = NonNullable<Awaited<ReturnType<typeof findChapterRow>>>;

export async function insertChapter(db: Db, row: Insertable<ChapterTable>) {
  await db.insertInto('chapters').values(row).execute();
}

export async function updateChapterRow(db: Db, id: string, changes: Updateable<ChapterTable>) {
  await db.updateTable('chapters').set(changes).where('id', '=', id).execute();
}

/** Undeleted questions of a subject per chapter and approval. */
export function countQuestionsByChapter(db: Db, subjectId: string) {
  return db
    .selectFrom('questions')
    .select(['chapterId', 'approved', (eb) => eb.fn.countAll<number>().as('count')])
    .where('subjectId', '=', subjectId)
    .where('deleted', '=', 0)
    .groupBy(['chapterId', 'approved'])
    .execute();
}

export function findChapterNotesRow(db: Db, id: string) {
  return db
    .selectFrom('chapters')
    .select(['id', 'subjectId', 'notesEn', 'notesZh', 'notesCreatedAt'])
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}
