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
import type { SessionUser } from '../../auth/session';
import type { Config } from '../../config';
import { sanitizeRichHtml } from '../../content/rich-html';
import type { Db } from '../../db/index';
import { AppError } from '../../errors';
import { renderRichText } from '../../render/rich-text';
import { fileUrl, saveFile } from '../../storage/files';
import { decodeImage } from '../../storage/images';
import type { FileStore } from '../../storage/store';
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

export async function listBlogCategories(db: Db): Promise<BlogCategoryView[]> {
  return (await listBlogCategoryRows(db)).map(toCategoryView);
}

export async function createBlogCategory(db: Db, body: CreateBlogCategoryBody): Promise<BlogCategoryView> {
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

export async function updateBlogCategory(db: Db, id: string, body: UpdateBlogCategoryBody): Promise<BlogCategoryView> {
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
export async function deleteBlogCategory(db: Db, id: string): Promise<void> {
  if (!(await updateBlogCategoryRow(db, id, { deleted: 1, updatedAt: Date.now() }))) {
    throw new AppError('blog_category_not_found', 404);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Blogs

export async function listAdminBlogs(db: Db, config: Config): Promise<AdminBlogList> {
  const [blogs, categories] = await Promise.all([listBlogRows(db), listBlogCategoryRows(db)]);
  return {
    blogs: blogs.map(toSummary),
    categories: categories.map(toCategoryView),
    threads: threadsConfigured(config),
  };
}

export async function getAdminBlog(db: Db, id: string): Promise<AdminBlogView> {
  const row = await findBlogRow(db, id);
  if (!row) throw new AppError('blog_not_found', 404);
  return toView(row);
}

/** A slug made of the title, made unique with a few random letters when it is taken (or when the title has none). */
async function uniqueSlug(db: Db, title: string): Promise<string> {
  const base = slugOf(title);
  if (base && !(await slugExists(db, base))) return base;
  for (;;) {
    const slug = `${base ? `${base}-` : ''}${randomBytes(3).toString('hex')}`;
    if (!(await slugExists(db, slug))) return slug;
  }
}

export async function createBlog(db: Db, user: SessionUser, body: CreateBlogBody): Promise<AdminBlogView> {
  const id = randomUUID();
  const now = Date.now();
  await insertBlog(db, {
    id,
    slug: await uniqueSlug(db, body.title.en || body.title.zh),
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
  return getAdminBlog(db, id);
}

/**
 * Replaces the fields given. Content is cleaned like chapter notes (content/rich-html.ts); categories must exist
 * (blog_category_not_found); a blog with no title in either language cannot be published (blog_title_required).
 */
export async function updateBlog(db: Db, id: string, body: UpdateBlogBody): Promise<AdminBlogView> {
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

export async function deleteBlog(db: Db, id: string): Promise<void> {
  if (!(await updateBlogRow(db, id, { deleted: 1, updatedAt: Date.now() }))) throw new AppError('blog_not_found', 404);
}

/**
 * The blog's picture for one language: read by content (png, jpeg, webp or gif, else invalid_file_type), turned
 * upright, stripped of metadata, scaled to at most 800 px on its longest side and stored as PNG.
 */
export async function setBlogImage(
  db: Db,
  store: FileStore,
  user: SessionUser,
  id: string,
  language: BlogLanguage,
  upload: Upload,
): Promise<AdminBlogView> {
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
  return getAdminBlog(db, id);
}

export async function clearBlogImage(db: Db, id: string, language: BlogLanguage): Promise<AdminBlogView> {
  const updated = await updateBlogRow(db, id, {
    [language === 'en' ? 'imageEn' : 'imageZh']: null,
    updatedAt: Date.now(),
  });
  if (!updated) throw new AppError('blog_not_found', 404);
  return getAdminBlog(db, id);
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
export async function postBlogToThreads(db: Db, config: Config, id: string): Promise<{ id: string }> {
  const row = await findBlogRow(db, id);
  if (row?.published !== 1) throw new AppError('blog_not_found', 404);
  const url = `${config.publicUrl.replace(/\/$/, '')}/blog/${row.slug}`;
  const title = row.titleZh || row.titleEn;
  return postToThreads(config, `${title}\n${url}`);
}
