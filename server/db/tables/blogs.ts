import type { Selectable } from 'kysely';
import type { Flag } from './columns';

export interface BlogTable {
  id: string;
  /** the public address /blog/:slug, made once from the first title */
  slug: string;
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
  /** cleaned rich HTML (content/rich-html.ts) */
  contentEn: string;
  contentZh: string;
  /** file keys of the 800 px PNG pictures, per language */
  imageEn: string | null;
  imageZh: string | null;
  /** JSON list of blogCategories ids */
  categoryIds: string;
  published: Flag;
  deleted: Flag;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
}
export type BlogRow = Selectable<BlogTable>;

export interface BlogCategoryTable {
  id: string;
  titleEn: string;
  titleZh: string;
  audience: string;
  order: number;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
}
