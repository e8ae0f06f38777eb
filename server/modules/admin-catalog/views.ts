import type { AdminCategoryView, AdminSubjectView, DefaultLanguage, FileLink } from '../../../common/admin';
import type { GradeBand } from '../../../common/catalog';
import type { CategoryRow, SubjectRow } from './queries';

/** A catalogue entry's shared fields as the admin pages show them (categories, subjects, sections, chapters). */
export function toEntryView(row: { id: string; titleEn: string; titleZh: string; order: number; published: number }) {
  return {
    id: row.id,
    title: { en: row.titleEn, zh: row.titleZh },
    order: row.order,
    published: row.published === 1,
  };
}

export function toCategoryView(row: CategoryRow): AdminCategoryView {
  return {
    ...toEntryView(row),
    audience: row.audience,
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  };
}

export function toSubjectView(row: SubjectRow): AdminSubjectView {
  return {
    ...toEntryView(row),
    categoryId: row.categoryId,
    isOld: row.isOld === 1,
    isNew: row.isNew === 1,
    defaultLanguage: toDefaultLanguage(row.defaultLanguage),
    grades: JSON.parse(row.grades) as GradeBand[],
    syllabus: { en: parseFileLink(row.syllabusEn), zh: parseFileLink(row.syllabusZh) },
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  };
}

/** Stored as null for "none", the way the content loader and the learner side read it. */
export function toStoredLanguage(language: DefaultLanguage): string | null {
  return language === 'none' ? null : language;
}

function toDefaultLanguage(stored: string | null): DefaultLanguage {
  return stored === 'en' || stored === 'zh' ? stored : 'none';
}

/** A syllabus column holds JSON `{ name, url }` or null. */
export function parseFileLink(stored: string | null): FileLink | null {
  if (!stored) return null;
  const value = JSON.parse(stored) as Partial<FileLink>;
  return typeof value.name === 'string' && typeof value.url === 'string' ? { name: value.name, url: value.url } : null;
}
