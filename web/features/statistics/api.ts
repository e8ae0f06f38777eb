import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewBudgetBody } from '../../../common/learning-settings';
import type {
  ReviewPracticeBody,
  ReviewQueueView,
  StatisticsView,
  StudentAssignmentStatistics,
} from '../../../common/statistics';
import { api } from '../../lib/api';
import { useRefresh } from '../../lib/useRefresh';

export interface StatisticsFilter {
  subjectId: string | null;
  from: number;
  to: number;
}

export const statisticsKeys = {
  all: ['statistics'] as const,
  view: (studentId: string | null, filter: StatisticsFilter) =>
    [...statisticsKeys.all, 'view', studentId ?? 'own', filter] as const,
  assignments: (studentId: string, filter: StatisticsFilter) =>
    [...statisticsKeys.all, 'assignments', studentId, filter] as const,
  reviewQueue: () => [...statisticsKeys.all, 'review-queue'] as const,
};

/** A student's own statistics (studentId null) or a linked student's, for their teacher or school. */
export const statisticsQuery = (studentId: string | null, filter: StatisticsFilter, school: string | null = null) =>
  queryOptions({
    queryKey: statisticsKeys.view(studentId, filter),
    queryFn: () => {
      const params = filterParams(filter, school);
      const path = studentId ? `/api/statistics/${encodeURIComponent(studentId)}` : '/api/statistics';
      return api.get<StatisticsView>(`${path}?${params}`);
    },
    // Changing the range keeps the last figures on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

function filterParams(filter: StatisticsFilter, school: string | null) {
  const params = new URLSearchParams({ from: String(filter.from), to: String(filter.to) });
  if (filter.subjectId) params.set('subjectId', filter.subjectId);
  if (school) params.set('school', school);
  return params;
}

/** The assignments tab of a linked student's statistics: the viewer's own assignments for them, with punctuality. */
export const studentAssignmentsQuery = (studentId: string, filter: StatisticsFilter, school: string | null = null) =>
  queryOptions({
    queryKey: statisticsKeys.assignments(studentId, filter),
    queryFn: () =>
      api.get<StudentAssignmentStatistics>(
        `/api/statistics/${encodeURIComponent(studentId)}/assignments?${filterParams(filter, school)}`,
      ),
    placeholderData: keepPreviousData,
  });

export const reviewQueueQuery = queryOptions({
  queryKey: statisticsKeys.reviewQueue(),
  queryFn: () => api.get<ReviewQueueView>('/api/review-queue'),
});

/** "Review N due questions": the server makes the practice; the caller opens it. */
export function useStartReview() {
  return useMutation({
    mutationFn: (body: ReviewPracticeBody) => api.post<{ id: string }>('/api/review-queue/practice', body),
    onSuccess: useRefresh(statisticsKeys.reviewQueue()),
  });
}

/** The student's own daily review budget (null: back to everyone's); the notebook shows the answer at once. */
export function useSetReviewBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBudgetBody) => api.put<ReviewQueueView>('/api/review-queue/budget', body),
    onSuccess: (queue) => queryClient.setQueryData(reviewQueueQuery.queryKey, queue),
  });
}
