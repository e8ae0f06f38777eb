import { randomUUID } from 'node:crypto';
import type { AdminCategoryView, CreateCategoryBody, ReorderBody, UpdateCategoryBody } from '../../../common/admin';
import type { DbContext } from '../../context';
import { AppError } from '../../errors';
import { deleteEntry, editedEntryColumns, newEntryColumns, reorderEntries } from './entries';
import { findCategoryRow, insertCategory, listCategoryRows, updateCategoryRow } from './queries';
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
      ...(await newEntryColumns(trx, { table: 'categories', parentId: null }, body, now)),
      audience: body.audience,
    });
  });
  return getAdminCategory(ctx, id);
}

export async function updateCategory(ctx: DbContext, id: string, body: UpdateCategoryBody): Promise<AdminCategoryView> {
  const { db } = ctx;
  if (!(await findCategoryRow(db, id))) throw new AppError('category_not_found', 404);
  await updateCategoryRow(db, id, {
    ...editedEntryColumns(body),
    ...(body.audience !== undefined ? { audience: body.audience } : {}),
  });
  return getAdminCategory(ctx, id);
}

/** Throws invalid_order unless `ids` is exactly the undeleted categories. */
export async function reorderCategories(ctx: DbContext, body: ReorderBody): Promise<AdminCategoryView[]> {
  const { db } = ctx;
  await db.transaction().execute((trx) => reorderEntries(trx, 'categories', null, body.ids));
  return listAdminCategories(ctx);
}

/** Soft delete: the category's subjects disappear from the learner side with it (their rows stay as they are). */
export async function deleteCategory(ctx: DbContext, id: string): Promise<void> {
  await deleteEntry(ctx, 'categories', id, 'category_not_found');
}
