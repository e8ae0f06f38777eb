import { randomUUID } from 'node:crypto';
import type { AdminCategoryView, CreateCategoryBody, ReorderBody, UpdateCategoryBody } from '../../../common/admin';
import type { DbContext } from '../../context';
import { AppError } from '../../errors';
import { isSameSet } from './policy';
import {
  findCategoryRow,
  insertCategory,
  listCategoryRows,
  listOrderedIds,
  markDeleted,
  nextOrder,
  setOrders,
  updateCategoryRow,
} from './queries';
import { toCategoryView } from './views';

export async function listAdminCategories(ctx: DbContext): Promise<AdminCategoryView[]> {
  const { db } = ctx;
  return (await listCategoryRows(db)).map(toCategoryView);
}

export async function getAdminCategory(ctx: DbContext, id: string): Promise<AdminCategoryView> {
  const { db } = ctx;
  const row = await findCategoryRow(db, id);
  if (!row) throw new AppError('category_not_found', 404);
  return toCategoryView(row);
}

export async function createCategory(ctx: DbContext, body: CreateCategoryBody): Promise<AdminCategoryView> {
  const { db } = ctx;
  const id = randomUUID();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await insertCategory(trx, {
      id,
      titleEn: body.title.en,
      titleZh: body.title.zh,
      audience: body.audience,
      order: await nextOrder(trx, 'categories', null),
      published: body.published ? 1 : 0,
      deleted: 0,
      createdAt: now,
      updatedAt: now,
    });
  });
  return getAdminCategory(ctx, id);
}

export async function updateCategory(ctx: DbContext, id: string, body: UpdateCategoryBody): Promise<AdminCategoryView> {
  const { db } = ctx;
  if (!(await findCategoryRow(db, id))) throw new AppError('category_not_found', 404);
  await updateCategoryRow(db, id, {
    ...(body.title ? { titleEn: body.title.en, titleZh: body.title.zh } : {}),
    ...(body.audience !== undefined ? { audience: body.audience } : {}),
    ...(body.published !== undefined ? { published: body.published ? 1 : 0 } : {}),
    updatedAt: Date.now(),
    editedAt: Date.now(),
  });
  return getAdminCategory(ctx, id);
}

/** Throws invalid_order unless `ids` is exactly the undeleted categories. */
export async function reorderCategories(ctx: DbContext, body: ReorderBody): Promise<AdminCategoryView[]> {
  const { db } = ctx;
  await db.transaction().execute(async (trx) => {
    if (!isSameSet(body.ids, await listOrderedIds(trx, 'categories', null))) throw new AppError('invalid_order', 409);
    await setOrders(trx, 'categories', body.ids, Date.now());
  });
  return listAdminCategories(ctx);
}

/** Soft delete: the category's subjects disappear from the learner side with it (their rows stay as they are). */
export async function deleteCategory(ctx: DbContext, id: string): Promise<void> {
  const { db } = ctx;
  if (!(await markDeleted(db, 'categories', id, Date.now()))) throw new AppError('category_not_found', 404);
}
