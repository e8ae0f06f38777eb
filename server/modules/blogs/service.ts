import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AdminBlogList,
  type AdminBlogSummary,
  type AdminBlogView,
  BLOG_IMAGE_SIDE,
  type BlogCategoryView,
  type BlogLanguage,
  type CreateBlogBody,
  type CreateBlogCategoryBody,
  type UpdateBlogBody,
  type UpdateBlogCategoryBody,
} from '../../../common/blogs';
import { sanitizeRichHtml } from '../../content/rich-html';
import type { AppContext, DbContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { renderRichText } from '../../render/rich-text';
import { fileUrl, saveFile } from '../../storage/files';
import { decodeImage } from '../../storage/images';
import type { Upload } from '../../storage/upload';
import { isPublishable, slugOf } from './policy';
import {
  type BlogCategoryRow,
  type BlogRow,
  findBlogCategoryRow,
  findBlogRow,
  insertBlog,
  insertBlogCategory,
  listBlogCategoryRows,
  listBlogRows,
  nextBlogCategoryOrder,
  slugExists,
  updateBlogCategoryRow,
  updateBlogRow,
} from './queries';
import { postToThreads, threadsConfigured } from './threads';

export function toCategoryView(row: BlogCategoryRow): BlogCategoryView {
  return {
    id: row.id,
    title: { en: row.titleEn, zh: row.titleZh },
    audience: row.audience,
    order: row.order,
    createdAt: Number(row.createdAt),
  };
}

function toSummary(row: BlogRow): AdminBlogSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: { en: row.titleEn, zh: row.titleZh },
    description: { en: row.descriptionEn, zh: row.descriptionZh },
    categoryIds: JSON.parse(row.categoryIds) as string[],
    published: row.published === 1,
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  };
}

function toView(row: BlogRow): AdminBlogView {
  // The preview goes through the same renderer as the public page.
  const preview = (html: string) => (html ? renderRichText(html) : '');
  return {
    ...toSummary(row),
    content: { en: row.contentEn, zh: row.contentZh },
    preview: { en: preview(row.contentEn), zh: preview(row.contentZh) },
    image: { en: row.imageEn ? fileUrl(row.imageEn) : null, zh: row.imageZh ? fileUrl(row.imageZh) : null },
    publicUrl: `/blog/${row.slug}`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Categories

export async function listBlogCategories(ctx: DbContext): Promise<BlogCategoryView[]> {
  const { db } = ctx;
  return (await listBlogCategoryRows(db)).map(toCategoryView);
}

export async function createBlogCategory(ctx: DbContext, body: CreateBlogCategoryBody): Promise<BlogCategoryView> {
  const { db } = ctx;
  const id = randomUUID();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await insertBlogCategory(trx, {
      id,
      titleEn: body.title.en,
      titleZh: body.title.zh,
      audience: body.audience,
      order: await nextBlogCategoryOrder(trx),
      deleted: 0,
      createdAt: now,
      updatedAt: now,
    });
  });
  const row = await findBlogCategoryRow(db, id);
  if (!row) throw new AppError('blog_category_not_found', 404);
  return toCategoryView(row);
}

export async function updateBlogCategory(
  ctx: DbContext,
  id: string,
  body: UpdateBlogCategoryBody,
): Promise<BlogCategoryView> {
  const { db } = ctx;
  const updated = await updateBlogCategoryRow(db, id, {
    ...(body.title ? { titleEn: body.title.en, titleZh: body.title.zh } : {}),
    ...(body.audience !== undefined ? { audience: body.audience } : {}),
    updatedAt: Date.now(),
  });
  const row = updated ? await findBlogCategoryRow(db, id) : undefined;
  if (!row) throw new AppError('blog_category_not_found', 404);
  return toCategoryView(row);
}

/** Soft delete; blogs keep the id in their list, and lists show only the categories that still exist. */
export async function deleteBlogCategory(ctx: DbContext, id: string): Promise<void> {
  const { db } = ctx;
  if (!(await updateBlogCategoryRow(db, id, { deleted: 1, updatedAt: Date.now() }))) {
    throw new AppError('blog_category_not_found', 404);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Blogs

export async function listAdminBlogs(ctx: DbContext & Pick<AppContext, 'config'>): Promise<AdminBlogList> {
  const { config } = ctx;
  const { db } = ctx;
  const [blogs, categories] = await Promise.all([listBlogRows(db), listBlogCategoryRows(db)]);
  return {
    blogs: blogs.map(toSummary),
    categories: categories.map(toCategoryView),
    threads: threadsConfigured(config),
  };
}

export async function getAdminBlog(ctx: DbContext, id: string): Promise<AdminBlogView> {
  const { db } = ctx;
  const row = await findBlogRow(db, id);
  if (!row) throw new AppError('blog_not_found', 404);
  return toView(row);
}

/** A slug made of the title, made unique with a few random letters when it is taken (or when the title has none). */
async function uniqueSlug(ctx: DbContext, title: string): Promise<string> {
  const { db } = ctx;
  const base = slugOf(title);
  if (base && !(await slugExists(db, base))) return base;
  for (;;) {
    const slug = `${base ? `${base}-` : ''}${randomBytes(3).toString('hex')}`;
    if (!(await slugExists(db, slug))) return slug;
  }
}

export async function createBlog(ctx: UserContext, body: CreateBlogBody): Promise<AdminBlogView> {
  const { db, user } = ctx;
  const id = randomUUID();
  const now = Date.now();
  await insertBlog(db, {
    id,
    slug: await uniqueSlug(ctx, body.title.en || body.title.zh),
    titleEn: body.title.en,
    titleZh: body.title.zh,
    descriptionEn: '',
    descriptionZh: '',
    contentEn: '',
    contentZh: '',
    categoryIds: '[]',
    published: 0,
    deleted: 0,
    createdBy: user.id,
    createdAt: now,
    updatedAt: now,
  });
  return getAdminBlog(ctx, id);
}

/**
 * Replaces the fields given. Content is cleaned like chapter notes (content/rich-html.ts); categories must exist
 * (blog_category_not_found); a blog with no title in either language cannot be published (blog_title_required).
 */
export async function updateBlog(ctx: DbContext, id: string, body: UpdateBlogBody): Promise<AdminBlogView> {
  const { db } = ctx;
  return db.transaction().execute(async (trx) => {
    const row = await findBlogRow(trx, id);
    if (!row) throw new AppError('blog_not_found', 404);
    const clean = (html: string | undefined, old: string) =>
      html === undefined ? old : (sanitizeRichHtml(html) ?? '');
    const next = {
      titleEn: body.title?.en ?? row.titleEn,
      titleZh: body.title?.zh ?? row.titleZh,
      descriptionEn: body.description?.en ?? row.descriptionEn,
      descriptionZh: body.description?.zh ?? row.descriptionZh,
      contentEn: clean(body.content?.en, row.contentEn),
      contentZh: clean(body.content?.zh, row.contentZh),
    };
    if (body.categoryIds) {
      for (const categoryId of body.categoryIds) {
        if (!(await findBlogCategoryRow(trx, categoryId))) throw new AppError('blog_category_not_found', 404);
      }
    }
    const published = body.published ?? row.published === 1;
    if (published && !isPublishable(next)) throw new AppError('blog_title_required', 422);
    const now = Date.now();
    await updateBlogRow(trx, id, {
      ...next,
      ...(body.categoryIds ? { categoryIds: JSON.stringify([...new Set(body.categoryIds)]) } : {}),
      published: published ? 1 : 0,
      ...(published && row.publishedAt === null ? { publishedAt: now } : {}),
      updatedAt: now,
    });
    const updated = await findBlogRow(trx, id);
    if (!updated) throw new AppError('blog_not_found', 404);
    return toView(updated);
  });
}

export async function deleteBlog(ctx: DbContext, id: string): Promise<void> {
  const { db } = ctx;
  if (!(await updateBlogRow(db, id, { deleted: 1, updatedAt: Date.now() }))) throw new AppError('blog_not_found', 404);
}

/**
 * The blog's picture for one language: read by content (png, jpeg, webp or gif, else invalid_file_type), turned
 * upright, stripped of metadata, scaled to at most 800 px on its longest side and stored as PNG.
 */
export async function setBlogImage(
  ctx: UserContext & Pick<AppContext, 'files'>,
  id: string,
  language: BlogLanguage,
  upload: Upload,
): Promise<AdminBlogView> {
  const { db, files: store, user } = ctx;
  if (!(await findBlogRow(db, id))) throw new AppError('blog_not_found', 404);
  const bytes = await toBlogPng(upload.bytes);
  const key = await saveFile(db, store, {
    bytes,
    name: `blog-${id}-${language}.png`,
    contentType: 'image/png',
    extension: 'png',
    purpose: 'image',
    createdBy: user.id,
  });
  await updateBlogRow(db, id, { [language === 'en' ? 'imageEn' : 'imageZh']: key, updatedAt: Date.now() });
  return getAdminBlog(ctx, id);
}

export async function clearBlogImage(ctx: DbContext, id: string, language: BlogLanguage): Promise<AdminBlogView> {
  const { db } = ctx;
  const updated = await updateBlogRow(db, id, {
    [language === 'en' ? 'imageEn' : 'imageZh']: null,
    updatedAt: Date.now(),
  });
  if (!updated) throw new AppError('blog_not_found', 404);
  return getAdminBlog(ctx, id);
}

function toBlogPng(input: Buffer): Promise<Buffer> {
  return decodeImage(input, (image) =>
    image
      .resize({ width: BLOG_IMAGE_SIDE, height: BLOG_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
}

/** Posts the blog's title and public address to Threads; blog_not_found for a draft, threads_failed on any refusal. */
export async function postBlogToThreads(
  ctx: DbContext & Pick<AppContext, 'config'>,
  id: string,
): Promise<{ id: string }> {
  const { config } = ctx;
  const { db } = ctx;
  const row = await findBlogRow(db, id);
  if (row?.published !== 1) throw new AppError('blog_not_found', 404);
  const url = `${config.publicUrl.replace(/\/$/, '')}/blog/${row.slug}`;
  const title = row.titleZh || row.titleEn;
  return postToThreads(config, `${title}\n${url}`);
}
