import { randomUUID } from 'node:crypto';
import type {
  AdminChapterView,
  AdminSectionView,
  CreateSectionBody,
  ReorderSectionsBody,
  UpdateSectionBody,
} from '../../../common/admin';
import type { DbContext } from '../../context';
import { AppError } from '../../errors';
import { deleteEntry, editedEntryColumns, newEntryColumns, reorderEntries } from './entries';
import {
  countQuestionsByChapter,
  findSectionRow,
  findSubjectRow,
  insertSection,
  listChapterRows,
  listSectionRows,
  type SectionRow,
  updateSectionRow,
} from './queries';
import { toEntryView } from './views';

/** Sections of a subject in order, each with its chapters and their question counts, unpublished ones included. */
export async function listAdminSections(ctx: DbContext, subjectId: string): Promise<AdminSectionView[]> {
  const { db } = ctx;
  if (!(await findSubjectRow(db, subjectId))) throw new AppError('subject_not_found', 404);
  const [sections, chapters, counts] = await Promise.all([
    listSectionRows(db, subjectId),
    listChapterRows(db, subjectId),
    countQuestionsByChapter(db, subjectId),
  ]);
  const countsByChapter = new Map<string, AdminChapterView['questionCounts']>();
  for (const { chapterId, approved, count } of counts) {
    const entry = countsByChapter.get(chapterId) ?? { approved: 0, unapproved: 0 };
    entry[approved === 1 ? 'approved' : 'unapproved'] += Number(count);
    countsByChapter.set(chapterId, entry);
  }
  const views = sections.map((section) => ({ ...toSectionView(section), chapters: [] as AdminChapterView[] }));
  const bySection = new Map(views.map((view) => [view.id, view]));
  for (const chapter of chapters) {
    bySection.get(chapter.sectionId)?.chapters.push({
      ...toEntryView(chapter),
      sectionId: chapter.sectionId,
      chapterNo: chapter.chapterNo,
      hasNotes: Number(chapter.hasNotes) === 1,
      notesCreatedAt: chapter.notesCreatedAt === null ? null : Number(chapter.notesCreatedAt),
      questionCounts: countsByChapter.get(chapter.id) ?? { approved: 0, unapproved: 0 },
    });
  }
  return views;
}

function toSectionView(row: SectionRow): Omit<AdminSectionView, 'chapters'> {
  return { ...toEntryView(row), subjectId: row.subjectId };
}

async function getSectionView(ctx: DbContext, id: string): Promise<AdminSectionView> {
  const { db } = ctx;
  const row = await findSectionRow(db, id);
  if (!row) throw new AppError('section_not_found', 404);
  const section = (await listAdminSections(ctx, row.subjectId)).find((view) => view.id === id);
  return section ?? { ...toSectionView(row), chapters: [] };
}

export async function createSection(ctx: DbContext, body: CreateSectionBody): Promise<AdminSectionView> {
  const { db } = ctx;
  const id = randomUUID();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    if (!(await findSubjectRow(trx, body.subjectId))) throw new AppError('subject_not_found', 404);
    await insertSection(trx, {
      id,
      subjectId: body.subjectId,
      ...(await newEntryColumns(trx, { table: 'sections', parentId: body.subjectId }, body, now)),
    });
  });
  return getSectionView(ctx, id);
}

export async function updateSection(ctx: DbContext, id: string, body: UpdateSectionBody): Promise<AdminSectionView> {
  const { db } = ctx;
  if (!(await findSectionRow(db, id))) throw new AppError('section_not_found', 404);
  await updateSectionRow(db, id, editedEntryColumns(body));
  return getSectionView(ctx, id);
}

/** Throws subject_not_found, invalid_order unless `ids` is exactly the subject's undeleted sections. */
export async function reorderSections(ctx: DbContext, body: ReorderSectionsBody): Promise<AdminSectionView[]> {
  const { db } = ctx;
  await db.transaction().execute(async (trx) => {
    if (!(await findSubjectRow(trx, body.subjectId))) throw new AppError('subject_not_found', 404);
    await reorderEntries(trx, 'sections', body.subjectId, body.ids);
  });
  return listAdminSections(ctx, body.subjectId);
}

/** Soft delete: the section's chapters and questions disappear from the learner side with it. */
export async function deleteSection(ctx: DbContext, id: string): Promise<void> {
  await deleteEntry(ctx, 'sections', id, 'section_not_found');
}
