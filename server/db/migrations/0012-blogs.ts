import type { Kysely } from 'kysely';

// Blogs and blog categories (content spec, section 2). A blog's categories are a JSON list of category ids: a blog has
// a handful at most and is always read whole, so a join table would buy nothing. The slug is the blog's public
// address (/blog/:slug); it is made once from the title and kept, so shared links do not break when a title changes.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blogCategories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('titleEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('titleZh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('order', 'integer', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blogs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('titleEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('titleZh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('descriptionEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('descriptionZh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contentEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contentZh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('imageEn', 'text')
    .addColumn('imageZh', 'text')
    .addColumn('categoryIds', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdBy', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addColumn('publishedAt', 'bigint')
    .execute();
  // The public list: published, undeleted, newest first.
  await db.schema.createIndex('blogs_public').on('blogs').columns(['published', 'deleted', 'createdAt']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blogs').execute();
  await db.schema.dropTable('blogCategories').execute();
}
