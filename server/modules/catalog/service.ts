import type {
  ChapterNotes,
  ChapterView,
  GradeBand,
  QuestionCounts,
  SectionView,
  SubjectView,
} from '../../../common/catalog';
import { isAdminRole } from '../../../common/roles';
import type { DbContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { renderRichText } from '../../render/rich-text';
import {
  countApprovedQuestions,
  findChapterNotes,
  findSubject,
  findVisibleChapterIds,
  listChapterRows,
  listSubjects,
} from './queries';

export async function getSubjects(ctx: UserContext): Promise<SubjectView[]> {
  const { db, user } = ctx;
  const rows = await listSubjects(db, !isAdminRole(user.role));
  return rows.map((row) => ({
    id: row.id,
    category: {
      id: row.categoryId,
      title: { en: row.categoryTitleEn, zh: row.categoryTitleZh },
      audience: row.categoryAudience,
    },
    title: { en: row.titleEn, zh: row.titleZh },
    defaultLanguage: row.defaultLanguage === 'en' || row.defaultLanguage === 'zh' ? row.defaultLanguage : null,
    grades: JSON.parse(row.grades) as GradeBand[],
    isNew: row.isNew === 1,
  }));
}

/** Sections in order, each with its chapters and how many approved questions of each type they hold. */
export async function getSubjectChapters(ctx: UserContext, subjectId: string): Promise<SectionView[]> {
  const { db, user } = ctx;
  const visibleOnly = !isAdminRole(user.role);
  if (!(await findSubject(db, subjectId, visibleOnly))) throw new AppError('subject_not_found', 404);
  const [rows, counts] = await Promise.all([
    listChapterRows(db, subjectId, visibleOnly),
    countApprovedQuestions(db, subjectId),
  ]);
  const countsByChapter = new Map<string, QuestionCounts>();
  for (const { chapterId, type, count } of counts) {
    const entry = countsByChapter.get(chapterId) ?? { mc: 0, short: 0, long: 0 };
    if (type === 'mc' || type === 'short' || type === 'long') entry[type] = Number(count);
    countsByChapter.set(chapterId, entry);
  }
  const sections: SectionView[] = [];
  for (const row of rows) {
    let section = sections[sections.length - 1];
    if (section?.id !== row.sectionId) {
      section = { id: row.sectionId, title: { en: row.sectionTitleEn, zh: row.sectionTitleZh }, chapters: [] };
      sections.push(section);
    }
    const chapter: ChapterView = {
      id: row.id,
      chapterNo: row.chapterNo,
      title: { en: row.titleEn, zh: row.titleZh },
      questionCounts: countsByChapter.get(row.id) ?? { mc: 0, short: 0, long: 0 },
      hasNotes: Number(row.hasNotes) === 1,
    };
    section.chapters.push(chapter);
  }
  return sections;
}

export async function getChapterNotes(ctx: UserContext, chapterId: string): Promise<ChapterNotes> {
  const { db, user } = ctx;
  const chapter = await findChapterNotes(db, chapterId);
  const visible = isAdminRole(user.role) || (await findVisibleChapterIds(db, [chapterId])).has(chapterId);
  if (!chapter || !visible) throw new AppError('not_found', 404);
  const assetBase = `/content-assets/${chapter.subjectId}/`;
  return {
    id: chapter.id,
    chapterNo: chapter.chapterNo,
    title: { en: chapter.titleEn, zh: chapter.titleZh },
    notes: {
      en: chapter.notesEn ? renderRichText(chapter.notesEn, { assetBase }) : null,
      zh: chapter.notesZh ? renderRichText(chapter.notesZh, { assetBase }) : null,
    },
  };
}

// Read by practices (the chapters a paper may draw from) through this service rather than this area's queries.
export { findSubject, findVisibleChapterIds } from './queries';

/** Every chapter of a subject a student can see, in syllabus order: a mock paper of the whole syllabus draws on them. */
export async function listVisibleChapterIds(ctx: DbContext, subjectId: string): Promise<string[]> {
  return (await listChapterRows(ctx.db, subjectId, true)).map((row) => row.id);
}
