import { randomUUID } from 'node:crypto';
import type { AdminCategoryView, CreateCategoryBody, ReorderBody, UpdateCategoryBody } from '../../../common/admin';
import type { Db } from '../../db/index';
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

export async function listAdminCategories(db: Db): Promise<AdminCategoryView[]> {
  return (await listCategoryRows(db)).map(toCategoryView);
}

export async function getAdminCategory(db: Db, id: string): Promise<AdminCategoryView> {
  const row = await findCategoryRow(db, id);
  if (!row) throw new AppError('category_not_found', 404);
  return toCategoryView(row);
}

export async function createCategory(db: Db, body: CreateCategoryBody): Promise<AdminCategoryView> {
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
  return getAdminCategory(db, id);
}

export async function updateCategory(db: Db, id: string, body: UpdateCategoryBody): Promise<AdminCategoryView> {
  if (!(await findCategoryRow(db, id))) throw new AppError('category_not_found', 404);
  await updateCategoryRow(db, id, {
    ...(body.title ? { titleEn: body.title.en, titleZh: body.title.zh } : {}),
    ...(body.audience !== undefined ? { audience: body.audience } : {}),
    ...(body.published !== undefined ? { published: body.published ? 1 : 0 } : {}),
    updatedAt: Date.now(),
    editedAt: Date.now(),
  });
  return getAdminCategory(db, id);
}

/** Throws invalid_order unless `ids` is exactly the undeleted categories. */
export async function reorderCategories(db: Db, body: ReorderBody): Promise<AdminCategoryView[]> {
  await db.transaction().execute(async (trx) => {
    if (!isSameSet(body.ids, await listOrderedIds(trx, 'categories', null))) throw new AppError('invalid_order', 409);
    await setOrders(trx, 'categories', body.ids, Date.now());
  });
  return listAdminCategories(db);
}

/** Soft delete: the category's subjects disappear from the learner side with it (their rows stay as they are). */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  if (!(await markDeleted(db, 'categories', id, Date.now()))) throw new AppError('category_not_found', 404);
}
