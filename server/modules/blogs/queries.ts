import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/index';
import type { BlogCategoryTable, BlogTable } from '../../db/tables/blogs';

export type BlogRow = Selectable<BlogTable>;
export type BlogCategoryRow = Selectable<BlogCategoryTable>;

// ---------------------------------------------------------------------------------------------------------------
// Categories

export function listBlogCategoryRows(db: Db) {
  return db.selectFrom('blogCategories').selectAll().where('deleted', '=', 0).orderBy('order').orderBy('id').execute();
}

export function findBlogCategoryRow(db: Db, id: string) {
  return db.selectFrom('blogCategories').selectAll().where('id', '=', id).where('deleted', '=', 0).executeTakeFirst();
}

export async function nextBlogCategoryOrder(db: Db): Promise<number> {
  const row = await db
    .selectFrom('blogCategories')
    .select((eb) => eb.fn.max('order').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertBlogCategory(db: Db, row: Insertable<BlogCategoryTable>) {
  await db.insertInto('blogCategories').values(row).execute();
}

export async function updateBlogCategoryRow(db: Db, id: string, values: Updateable<BlogCategoryTable>) {
  const result = await db
    .updateTable('blogCategories')
    .set(values)
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Blogs

export function listBlogRows(db: Db) {
  return db.selectFrom('blogs').selectAll().where('deleted', '=', 0).orderBy('createdAt', 'desc').execute();
}

export function findBlogRow(db: Db, id: string) {
  return db.selectFrom('blogs').selectAll().where('id', '=', id).where('deleted', '=', 0).executeTakeFirst();
}

export async function slugExists(db: Db, slug: string): Promise<boolean> {
  return !!(await db.selectFrom('blogs').select('id').where('slug', '=', slug).executeTakeFirst());
}

export async function insertBlog(db: Db, row: Insertable<BlogTable>) {
  await db.insertInto('blogs').values(row).execute();
}

export async function updateBlogRow(db: Db, id: string, values: Updateable<BlogTable>) {
  const result = await db
    .updateTable('blogs')
    .set(values)
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// The public side: published and undeleted only

export function listPublishedBlogRows(db: Db) {
  return db
    .selectFrom('blogs')
    .selectAll()
    .where('published', '=', 1)
    .where('deleted', '=', 0)
    .orderBy('createdAt', 'desc')
    .limit(500)
    .execute();
}

export function findPublishedBlogBySlug(db: Db, slug: string) {
  return db
    .selectFrom('blogs')
    .selectAll()
    .where('slug', '=', slug)
    .where('published', '=', 1)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/** Whether a published blog shows this stored file (as its picture or inside its content). */
export async function isPublishedBlogFile(db: Db, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('blogs')
    .select('id')
    .where('published', '=', 1)
    .where('deleted', '=', 0)
    .where((eb) =>
      eb.or([
        eb('imageEn', '=', key),
        eb('imageZh', '=', key),
        eb('contentEn', 'like', `%/api/files/${key}%`),
        eb('contentZh', 'like', `%/api/files/${key}%`),
      ]),
    )
    .executeTakeFirst();
  return !!row;
}
