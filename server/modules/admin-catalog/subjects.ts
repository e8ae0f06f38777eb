import { randomUUID } from 'node:crypto';
import type {
  AdminSubjectView,
  CreateSubjectBody,
  ReorderSubjectsBody,
  UpdateSubjectBody,
} from '../../../common/admin';
import type { GradeBand } from '../../../common/catalog';
import type { DbContext } from '../../context';
import { AppError } from '../../errors';
import { deleteEntry, editedEntryColumns, newEntryColumns, reorderEntries } from './entries';
import { findGradesProblem } from './policy';
import {
  findCategoryRow,
  findSubjectRow,
  insertSubject,
  listSubjectRows,
  nextOrder,
  updateSubjectRow,
} from './queries';
import { toStoredLanguage, toSubjectView } from './views';

export async function listAdminSubjects(ctx: DbContext, categoryId: string | undefined): Promise<AdminSubjectView[]> {
  const { db } = ctx;
  return (await listSubjectRows(db, categoryId)).map(toSubjectView);
}

export async function getAdminSubject(ctx: DbContext, id: string): Promise<AdminSubjectView> {
  const { db } = ctx;
  const row = await findSubjectRow(db, id);
  if (!row) throw new AppError('subject_not_found', 404);
  return toSubjectView(row);
}

function checkGrades(grades: GradeBand[]) {
  const reason = findGradesProblem(grades);
  if (reason) throw new AppError('invalid_grades', 400, { reason });
}

/** Throws category_not_found, invalid_grades (with the reason). */
export async function createSubject(ctx: DbContext, body: CreateSubjectBody): Promise<AdminSubjectView> {
  const { db } = ctx;
  checkGrades(body.grades);
  const id = randomUUID();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    if (!(await findCategoryRow(trx, body.categoryId))) throw new AppError('category_not_found', 404);
    await insertSubject(trx, {
      id,
      categoryId: body.categoryId,
      ...(await newEntryColumns(trx, { table: 'subjects', parentId: body.categoryId }, body, now)),
      isOld: body.isOld ? 1 : 0,
      isNew: body.isNew ? 1 : 0,
      defaultLanguage: toStoredLanguage(body.defaultLanguage),
      grades: JSON.stringify(body.grades),
      syllabusEn: null,
      syllabusZh: null,
    });
  });
  return getAdminSubject(ctx, id);
}

/** Throws subject_not_found, category_not_found, invalid_grades. */
export async function updateSubject(ctx: DbContext, id: string, body: UpdateSubjectBody): Promise<AdminSubjectView> {
  const { db } = ctx;
  if (body.grades) checkGrades(body.grades);
  await db.transaction().execute(async (trx) => {
    const subject = await findSubjectRow(trx, id);
    if (!subject) throw new AppError('subject_not_found', 404);
    const moves = body.categoryId !== undefined && body.categoryId !== subject.categoryId;
    if (moves && !(await findCategoryRow(trx, body.categoryId!))) throw new AppError('category_not_found', 404);
    await updateSubjectRow(trx, id, {
      ...(moves ? { categoryId: body.categoryId, order: await nextOrder(trx, 'subjects', body.categoryId!) } : {}),
      ...editedEntryColumns(body),
      ...(body.defaultLanguage ? { defaultLanguage: toStoredLanguage(body.defaultLanguage) } : {}),
      ...(body.grades ? { grades: JSON.stringify(body.grades) } : {}),
      ...(body.isOld !== undefined ? { isOld: body.isOld ? 1 : 0 } : {}),
      ...(body.isNew !== undefined ? { isNew: body.isNew ? 1 : 0 } : {}),
    });
  });
  return getAdminSubject(ctx, id);
}

/** Throws category_not_found, invalid_order unless `ids` is exactly the category's undeleted subjects. */
export async function reorderSubjects(ctx: DbContext, body: ReorderSubjectsBody): Promise<AdminSubjectView[]> {
  const { db } = ctx;
  await db.transaction().execute(async (trx) => {
    if (!(await findCategoryRow(trx, body.categoryId))) throw new AppError('category_not_found', 404);
    await reorderEntries(trx, 'subjects', body.categoryId, body.ids);
  });
  return listAdminSubjects(ctx, body.categoryId);
}

export async function deleteSubject(ctx: DbContext, id: string): Promise<void> {
  await deleteEntry(ctx, 'subjects', id, 'subject_not_found');
}
