import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AdminCategoryView, AdminNotesView, AdminSectionView, AdminSubjectView } from '../../../common/admin';
import type { QuestionCountsView, QuestionEditorView, QuestionPage } from '../../../common/admin-questions';
import type { AdminView, ReportList } from '../../../common/admins';
import { api, isApiError } from '../../lib/api';

export const adminKeys = {
  all: ['admin'] as const,
  categories: ['admin', 'categories'] as const,
  subjects: (category: string | null) => ['admin', 'subjects', category ?? 'all'] as const,
  sections: (subjectId: string) => ['admin', 'sections', subjectId] as const,
  notes: (chapterId: string) => ['admin', 'notes', chapterId] as const,
  questions: ['admin', 'questions'] as const,
  questionList: (filter: Record<string, string>) => ['admin', 'questions', 'list', filter] as const,
  questionCounts: (filter: Record<string, string>) => ['admin', 'questions', 'counts', filter] as const,
  question: (id: string) => ['admin', 'question', id] as const,
  reports: ['admin', 'reports'] as const,
  admins: ['admin', 'admins'] as const,
};

export const categoriesQuery = queryOptions({
  queryKey: adminKeys.categories,
  queryFn: async () => (await api.get<{ categories: AdminCategoryView[] }>('/api/admin/categories')).categories,
});

export const subjectsQuery = (category: string | null) =>
  queryOptions({
    queryKey: adminKeys.subjects(category),
    queryFn: async () =>
      (
        await api.get<{ subjects: AdminSubjectView[] }>(
          category ? `/api/admin/subjects?category=${encodeURIComponent(category)}` : '/api/admin/subjects',
        )
      ).subjects,
  });

export const sectionsQuery = (subjectId: string) =>
  queryOptions({
    queryKey: adminKeys.sections(subjectId),
    queryFn: async () =>
      (await api.get<{ sections: AdminSectionView[] }>(`/api/admin/subjects/${encodeURIComponent(subjectId)}/sections`))
        .sections,
  });

export const notesQuery = (chapterId: string) =>
  queryOptions({
    queryKey: adminKeys.notes(chapterId),
    queryFn: () => api.get<AdminNotesView>(`/api/admin/chapters/${encodeURIComponent(chapterId)}/notes`),
  });

function toQuery(filter: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const questionCountsQuery = (filter: Record<string, string>) =>
  queryOptions({
    queryKey: adminKeys.questionCounts(filter),
    queryFn: () => api.get<QuestionCountsView>(`/api/admin/questions/counts${toQuery(filter)}`),
  });

export function fetchQuestionPage(filter: Record<string, string>, cursor: string | null): Promise<QuestionPage> {
  return api.get<QuestionPage>(`/api/admin/questions${toQuery({ ...filter, cursor: cursor ?? '', limit: '20' })}`);
}

export const questionQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.question(id),
    queryFn: () => api.get<QuestionEditorView>(`/api/admin/questions/${encodeURIComponent(id)}`),
    // a missing question is tried again after 3 s (it may be on its way from an import)
    retry: (count, error) =>
      count < 20 && (isApiError(error, 'question_not_found') || isApiError(error, 'not_found') || !isApiError(error)),
    retryDelay: 3000,
  });

export const reportsQuery = queryOptions({
  queryKey: adminKeys.reports,
  queryFn: () => api.get<ReportList>('/api/admin/reports'),
});

/** How often the reports page polls while its event stream is down (or the browser has no EventSource). */
export const REPORTS_FALLBACK_POLL_MS = 60_000;

export const adminsQuery = queryOptions({
  queryKey: adminKeys.admins,
  queryFn: async () => (await api.get<{ admins: AdminView[] }>('/api/admin/admins')).admins,
});

/** Invalidates everything under the admin keys (and the learner catalogue, which publishing changes). */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return (key: readonly unknown[] = adminKeys.all) => queryClient.invalidateQueries({ queryKey: key });
}
