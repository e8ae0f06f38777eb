import type { ErrorCode } from '../../../common/errors';
import type { DbContext } from '../../context';
import type { Db } from '../../db/index';
import { AppError } from '../../errors';
import { isSameSet } from './policy';
import { listOrderedIds, markDeleted, nextOrder, type OrderedTable, setOrders } from './queries';

// What categories, subjects, sections and chapters share as entries of the catalogue an admin keeps (their columns:
// db/tables/columns.ts CatalogEntryColumns): a title per language, a place in their list, published or not, a soft
// delete. Each kind adds its own columns and checks its parent.

/** A new entry's shared columns: last in its list (the parent's, or the one list of categories), never deleted. */
export async function newEntryColumns(
  trx: Db,
  list: { table: OrderedTable; parentId: string | null },
  body: { title: { en: string; zh: string }; published: boolean },
  now: number,
) {
  return {
    titleEn: body.title.en,
    titleZh: body.title.zh,
    order: await nextOrder(trx, list.table, list.parentId),
    published: body.published ? (1 as const) : (0 as const),
    deleted: 0 as const,
    createdAt: now,
    updatedAt: now,
  };
}

/** An edit's changes to the shared columns: title and publishing where given, stamped as edited in the app. */
export function editedEntryColumns(body: { title?: { en: string; zh: string }; published?: boolean }) {
  return {
    ...(body.title ? { titleEn: body.title.en, titleZh: body.title.zh } : {}),
    ...(body.published !== undefined ? { published: body.published ? (1 as const) : (0 as const) } : {}),
    updatedAt: Date.now(),
    // The content loader leaves an entry edited in the app alone.
    editedAt: Date.now(),
  };
}

/** Puts a list in the order of `ids`; invalid_order unless they are exactly its undeleted entries. */
export async function reorderEntries(trx: Db, table: OrderedTable, parentId: string | null, ids: string[]) {
  if (!isSameSet(ids, await listOrderedIds(trx, table, parentId))) throw new AppError('invalid_order', 409);
  await setOrders(trx, table, ids, Date.now());
}

/** Soft delete; `notFound` (404) when there is no undeleted entry of that id. */
export async function deleteEntry(ctx: DbContext, table: OrderedTable, id: string, notFound: ErrorCode) {
  const { db } = ctx;
  if (!(await markDeleted(db, table, id, Date.now()))) throw new AppError(notFound, 404);
}
