import { randomUUID } from 'node:crypto';
import type {
  AdminChapterView,
  CreateChapterBody,
  ReorderChaptersBody,
  UpdateChapterBody,
} from '../../../common/admin';
import type { DbContext } from '../../context';
import { AppError } from '../../errors';
import { deleteEntry, editedEntryColumns, newEntryColumns, reorderEntries } from './entries';
import { findChapterRow, findSectionRow, insertChapter, nextOrder, updateChapterRow } from './queries';
import { listAdminSections } from './sections';

async function getChapterView(ctx: DbContext, id: string): Promise<AdminChapterView> {
  const { db } = ctx;
  const row = await findChapterRow(db, id);
  if (!row) throw new AppError('chapter_not_found', 404);
  const sections = await listAdminSections(ctx, row.subjectId);
  const chapter = sections.flatMap((section) => section.chapters).find((view) => view.id === id);
  if (!chapter) throw new AppError('chapter_not_found', 404);
  return chapter;
}

/** Throws section_not_found. The chapter belongs to the section's subject. */
export async function createChapter(ctx: DbContext, body: CreateChapterBody): Promise<AdminChapterView> {
  const { db } = ctx;
  const id = randomUUID();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const section = await findSectionRow(trx, body.sectionId);
    if (!section) throw new AppError('section_not_found', 404);
    await insertChapter(trx, {
      id,
      subjectId: section.subjectId,
      sectionId: section.id,
      chapterNo: body.chapterNo,
      ...(await newEntryColumns(trx, { table: 'chapters', parentId: section.id }, body, now)),
      notesEn: null,
      notesZh: null,
      notesCreatedAt: null,
    });
  });
  return getChapterView(ctx, id);
}

/**
 * Throws chapter_not_found, section_not_found, and invalid_section when the new section is of another subject:
 * questions belong to a subject, so a chapter moves only within its own.
 */
export async function updateChapter(ctx: DbContext, id: string, body: UpdateChapterBody): Promise<AdminChapterView> {
  const { db } = ctx;
  await db.transaction().execute(async (trx) => {
    const chapter = await findChapterRow(trx, id);
    if (!chapter) throw new AppError('chapter_not_found', 404);
    const moves = body.sectionId !== undefined && body.sectionId !== chapter.sectionId;
    if (moves) {
      const section = await findSectionRow(trx, body.sectionId!);
      if (!section) throw new AppError('section_not_found', 404);
      if (section.subjectId !== chapter.subjectId) throw new AppError('invalid_section', 422);
    }
    await updateChapterRow(trx, id, {
      ...(moves ? { sectionId: body.sectionId, order: await nextOrder(trx, 'chapters', body.sectionId!) } : {}),
      ...editedEntryColumns(body),
      ...(body.chapterNo !== undefined ? { chapterNo: body.chapterNo } : {}),
    });
  });
  return getChapterView(ctx, id);
}

/** Throws section_not_found, invalid_order unless `ids` is exactly the section's undeleted chapters. */
export async function reorderChapters(ctx: DbContext, body: ReorderChaptersBody): Promise<AdminChapterView[]> {
  const { db } = ctx;
  const subjectId = await db.transaction().execute(async (trx) => {
    const section = await findSectionRow(trx, body.sectionId);
    if (!section) throw new AppError('section_not_found', 404);
    await reorderEntries(trx, 'chapters', body.sectionId, body.ids);
    return section.subjectId;
  });
  const sections = await listAdminSections(ctx, subjectId);
  return sections.find((section) => section.id === body.sectionId)?.chapters ?? [];
}

/** Soft delete: the chapter's questions are no longer drawn or shown to learners. */
export async function deleteChapter(ctx: DbContext, id: string): Promise<void> {
  await deleteEntry(ctx, 'chapters', id, 'chapter_not_found');
}
