import { z } from 'zod';
import { AUDIENCE_MAX, DEFAULT_AUDIENCE, Id, LocalizedTitle, NOTES_MAX, TITLE_MAX } from './admin';
import type { Localized } from './i18n';

export const blogLanguages = ['en', 'zh'] as const;
export type BlogLanguage = (typeof blogLanguages)[number];
export const BLOG_DESCRIPTION_MAX = 1000;
/** Blog pictures are stored 800 px on their longest side, as PNG (content spec: "blog images resized to 800 px"). */
export const BLOG_IMAGE_SIDE = 800;

// ---------------------------------------------------------------------------------------------------------------
// Blog categories

const Audience = z
  .string()
  .trim()
  .max(AUDIENCE_MAX, 'invalid_audience')
  .transform((audience) => audience || DEFAULT_AUDIENCE);

/** POST /api/admin/blog-categories: a label in at least one language ('please enter category title'). */
export const CreateBlogCategoryBody = z.object({
  title: LocalizedTitle,
  audience: Audience.default(DEFAULT_AUDIENCE),
});
export type CreateBlogCategoryBody = z.infer<typeof CreateBlogCategoryBody>;

export const UpdateBlogCategoryBody = z.object({ title: LocalizedTitle.optional(), audience: Audience.optional() });
export type UpdateBlogCategoryBody = z.infer<typeof UpdateBlogCategoryBody>;

export const BlogCategoryView = z.object({
  id: z.string(),
  title: z.object({ en: z.string(), zh: z.string() }),
  audience: z.string(),
  order: z.number(),
  createdAt: z.number(),
});
export type BlogCategoryView = z.infer<typeof BlogCategoryView>;

// ---------------------------------------------------------------------------------------------------------------
// Blogs

const BlogTitle = z.string().trim().max(TITLE_MAX, 'invalid_title');
const Description = z.string().trim().max(BLOG_DESCRIPTION_MAX, 'invalid_request');
const Content = z.string().max(NOTES_MAX, 'invalid_request');
const PerLanguage = <T extends z.ZodType>(field: T) => z.object({ en: field.optional(), zh: field.optional() });

/** POST /api/admin/blogs: a new, unpublished blog; the title may be empty until the editor fills it. */
export const CreateBlogBody = z.object({ title: z.object({ en: BlogTitle.default(''), zh: BlogTitle.default('') }) });
export type CreateBlogBody = z.infer<typeof CreateBlogBody>;

/**
 * PATCH /api/admin/blogs/:id: the fields given are replaced, per language. Content is editor HTML, cleaned on the
 * server like chapter notes. Publishing needs a title in some language (invalid_title).
 */
export const UpdateBlogBody = z.object({
  title: PerLanguage(BlogTitle).optional(),
  description: PerLanguage(Description).optional(),
  content: PerLanguage(Content).optional(),
  categoryIds: z.array(Id).max(20, 'invalid_request').optional(),
  published: z.boolean().optional(),
});
export type UpdateBlogBody = z.infer<typeof UpdateBlogBody>;

export const BlogImageParams = z.object({ id: Id, language: z.enum(blogLanguages) });

const Texts = z.object({ en: z.string(), zh: z.string() });

export const AdminBlogSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: Texts,
  description: Texts,
  categoryIds: z.array(z.string()),
  published: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AdminBlogSummary = z.infer<typeof AdminBlogSummary>;

/** GET/PATCH /api/admin/blogs/:id: `content` is editable HTML; `preview` is what the public page shows. */
export const AdminBlogView = AdminBlogSummary.extend({
  content: Texts,
  preview: Texts,
  image: z.object({ en: z.string().nullable(), zh: z.string().nullable() }),
  publicUrl: z.string(),
});
export type AdminBlogView = z.infer<typeof AdminBlogView>;

export const AdminBlogList = z.object({
  blogs: z.array(AdminBlogSummary),
  categories: z.array(BlogCategoryView),
  /** whether "Post to Threads" can be offered (THREADS_* settings present) */
  threads: z.boolean(),
});
export type AdminBlogList = z.infer<typeof AdminBlogList>;

export const ThreadsPostResult = z.object({ id: z.string() });

export type BlogTexts = Localized;
