import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AssignmentListResponse,
  AssignmentResults,
  AssignmentView,
  HandInPagesView,
} from '../../../common/assignments';
import type { SectionView } from '../../../common/catalog';
import type { PracticeView } from '../../../common/practice';
import { api } from '../../lib/api';
import { practiceKeys, practiceQuery, questionPath } from '../../lib/practices';
import { useRefresh } from '../../lib/useRefresh';

// What happens after an assignment is published: its list (teacher and student), starting it, its results and the
// marking of one student's answers. Keys sit under ['assignments'] so that anything invalidating the whole area
// (publishing, deleting) refreshes these too. The shell's menu badge reads the list with the same key and request.

export const assignmentResultKeys = {
  all: ['assignments'] as const,
  list: () => [...assignmentResultKeys.all, 'list'] as const,
  results: (assignmentId: string) => [...assignmentResultKeys.all, 'results', assignmentId] as const,
  detail: (assignmentId: string) => [...assignmentResultKeys.all, 'detail', assignmentId] as const,
};

export const assignmentListQuery = queryOptions({
  queryKey: assignmentResultKeys.list(),
  queryFn: () => api.get<AssignmentListResponse>('/api/assignments'),
});

export const assignmentResultsQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: assignmentResultKeys.results(assignmentId),
    queryFn: () => api.get<AssignmentResults>(`/api/assignments/${encodeURIComponent(assignmentId)}/results`),
  });

/** The assignment as its teacher sees it: the paper with right answers, for the results' questions tab. */
export const assignmentViewQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: assignmentResultKeys.detail(assignmentId),
    queryFn: () => api.get<AssignmentView>(`/api/assignments/${encodeURIComponent(assignmentId)}`),
  });

/** The subject's chapters, to name the results' chapters (the practice form's key and request: one cache). */
export const subjectChaptersQuery = (subjectId: string) =>
  queryOptions({
    queryKey: ['catalog', 'chapters', subjectId],
    queryFn: async () =>
      (await api.get<{ sections: SectionView[] }>(`/api/subjects/${encodeURIComponent(subjectId)}/chapters`)).sections,
    staleTime: 5 * 60_000,
    enabled: subjectId !== '',
  });

/** The student starts (or resumes) an assignment: the server makes their practice once and answers it every time. */
export function useStartAssignment() {
  return useMutation({
    mutationFn: (assignmentId: string) =>
      api.post<{ practiceId: string }>(`/api/assignments/${encodeURIComponent(assignmentId)}/start`, {}),
    onSuccess: useRefresh(assignmentResultKeys.list()),
  });
}

export interface MarkInput {
  questionNo: number;
  score: number;
  comment: string;
  markVersion: number;
}

/**
 * The teacher marks one answer through the practice score route. The paper comes back with its totals; the results
 * (scores, facility) change with it. A 409 mark_changed (another teacher marked first) is the caller's to show.
 */
export function useMarkAnswer(practiceId: string, assignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionNo, ...body }: MarkInput) =>
      api.put<PracticeView>(`${questionPath(practiceId, questionNo)}/score`, body),
    onSuccess: (practice) => {
      queryClient.setQueryData(practiceQuery(practiceId).queryKey, practice);
      void queryClient.invalidateQueries({ queryKey: practiceKeys.lists() });
      return queryClient.invalidateQueries({ queryKey: assignmentResultKeys.results(assignmentId) });
    },
  });
}

/** The pages of a student's paper handed in on paper (none: an empty list). */
export const handInPagesQuery = (assignmentId: string, studentId: string) =>
  queryOptions({
    queryKey: [...assignmentResultKeys.results(assignmentId), 'pages', studentId] as const,
    queryFn: () =>
      api.get<HandInPagesView>(
        `/api/assignments/${encodeURIComponent(assignmentId)}/students/${encodeURIComponent(studentId)}/pages`,
      ),
  });

/** uploadSubmission: the pages of a paper handed in on paper; the results (and so the paper) follow. */
export function useHandIn(assignmentId: string, studentId: string) {
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return api.form<HandInPagesView>(
        'POST',
        `/api/assignments/${encodeURIComponent(assignmentId)}/students/${encodeURIComponent(studentId)}/hand-in`,
        form,
      );
    },
    onSuccess: useRefresh(assignmentResultKeys.results(assignmentId)),
  });
}
