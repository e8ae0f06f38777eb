import { queryOptions } from '@tanstack/react-query';
import type { ChapterNotes, SectionView, SubjectView } from '../../common/catalog';
import type { MockPaperSummary } from '../../common/mock-papers';
import type { Translate } from '../i18n/i18n';
import { api } from './api';

/** The learner catalogue (subjects, their chapters, a chapter's notes): practice and assignments both read it. */
export const catalogKeys = {
  all: ['catalog'] as const,
  subjects: () => [...catalogKeys.all, 'subjects'] as const,
  chapters: (subjectId: string) => [...catalogKeys.all, 'chapters', subjectId] as const,
  notes: (chapterId: string) => [...catalogKeys.all, 'notes', chapterId] as const,
  mockPapers: (subjectId: string) => [...catalogKeys.all, 'mock-papers', subjectId] as const,
};

// The catalogue changes only when the content team publishes, so a few minutes of staleness is fine.
const CATALOG_STALE_MS = 5 * 60_000;

export const subjectsQuery = queryOptions({
  queryKey: catalogKeys.subjects(),
  queryFn: async () => (await api.get<{ subjects: SubjectView[] }>('/api/subjects')).subjects,
  staleTime: CATALOG_STALE_MS,
});

export const chaptersQuery = (subjectId: string) =>
  queryOptions({
    queryKey: catalogKeys.chapters(subjectId),
    queryFn: async () =>
      (await api.get<{ sections: SectionView[] }>(`/api/subjects/${encodeURIComponent(subjectId)}/chapters`)).sections,
    staleTime: CATALOG_STALE_MS,
  });

export const chapterNotesQuery = (chapterId: string) =>
  queryOptions({
    queryKey: catalogKeys.notes(chapterId),
    queryFn: () => api.get<ChapterNotes>(`/api/chapters/${encodeURIComponent(chapterId)}/notes`),
    staleTime: CATALOG_STALE_MS,
  });

/** The HKDSE papers a subject's full-length mock can follow (content/blueprints): none for most subjects. */
export const mockPapersQuery = (subjectId: string) =>
  queryOptions({
    queryKey: catalogKeys.mockPapers(subjectId),
    queryFn: () => api.get<MockPaperSummary[]>(`/api/mock-papers?subjectId=${encodeURIComponent(subjectId)}`),
    staleTime: CATALOG_STALE_MS,
  });

/**
 * A subject whose real papers are written only (HKDSE M1 and M2: every section of every blueprint is written): its
 * practice form starts without multiple choice, and the bank's MC are offered as drill (issue 28).
 */
export function isWrittenOnly(papers: readonly MockPaperSummary[]): boolean {
  return papers.length > 0 && papers.every((paper) => paper.sections.every((section) => section.format === 'written'));
}

/** A paper's time as its blueprint gives it: 135 → "2 h 15 min"; 60 → "1 hour"; 45 → "45 min". */
export function paperDurationText(t: Translate, totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return t('practice.mock.minutes', { count: minutes });
  if (minutes === 0) return t('practice.mock.hours', { count: hours });
  return t('practice.mock.hoursMinutes', { hours, minutes });
}

/** The fewest questions a mock of this paper holds: each section's least (1 where the blueprint gives no count). */
export function leastMockQuestions(paper: Pick<MockPaperSummary, 'sections'>): number {
  return paper.sections.reduce((sum, section) => sum + (section.questions?.min ?? 1), 0);
}
