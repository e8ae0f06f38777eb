import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentPracticeHistory } from '../../../common/links';
import type { PracticeSummary, PracticeView } from '../../../common/practice';
import { api } from '../../lib/api';
import { bookmarkKeys, practiceKeys, practicePath, practiceQuery } from '../../lib/practices';

export interface HistoryPage {
  items: PracticeSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export const HISTORY_PAGE_SIZE = 20;

export const historyQuery = (page: number, pageSize = HISTORY_PAGE_SIZE) =>
  queryOptions({
    queryKey: practiceKeys.list(page, pageSize),
    queryFn: () => api.get<HistoryPage>(`/api/practices?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });

/** A linked student's practices, for their teacher (read-only: no redo, remark or delete). */
export const studentHistoryQuery = (studentId: string, page: number, pageSize = HISTORY_PAGE_SIZE) =>
  queryOptions({
    queryKey: practiceKeys.studentList(studentId, page, pageSize),
    queryFn: () =>
      api.get<StudentPracticeHistory>(
        `/api/students/${encodeURIComponent(studentId)}/practices?page=${page}&pageSize=${pageSize}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useUpdateRemark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ practiceId, remark }: { practiceId: string; remark: string }) =>
      api.patch<void>(practicePath(practiceId), { remark }),
    onSuccess: (_, { practiceId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: practiceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: practiceQuery(practiceId).queryKey }),
      ]),
  });
}

export function useDeletePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (practiceId: string) => api.delete(practicePath(practiceId)),
    onSuccess: (_, practiceId) => {
      queryClient.removeQueries({ queryKey: practiceQuery(practiceId).queryKey });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: practiceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
      ]);
    },
  });
}

/** Redo: a new copy of the paper with answers cleared and a new deadline; it opens on the working screen. */
export function useRedoPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (practiceId: string) => api.post<PracticeView>(`${practicePath(practiceId)}/redo`),
    onSuccess: (practice) => {
      queryClient.setQueryData(practiceQuery(practice.id).queryKey, practice);
      return queryClient.invalidateQueries({ queryKey: practiceKeys.lists() });
    },
  });
}
