import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookmarkView, PracticeView, ReplaceQuestionBody } from '../../../common/practice';
import { api, isApiError } from '../../lib/api';
import { bookmarkKeys, practiceKeys, practiceQuery, questionPath } from '../../lib/practices';

function usePracticeUpdate(practiceId: string) {
  const queryClient = useQueryClient();
  return (practice: PracticeView) => {
    queryClient.setQueryData(practiceQuery(practiceId).queryKey, practice);
    // History shows the score and grade.
    return queryClient.invalidateQueries({ queryKey: practiceKeys.lists() });
  };
}

/**
 * Marking an answer: the student self-marks a short or long one; their teacher marks any, with a comment. The practice
 * comes back with its score, pending count and grade updated.
 */
export function useSetScore(practiceId: string) {
  const update = usePracticeUpdate(practiceId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      questionNo,
      ...body
    }: {
      questionNo: number;
      score: number;
      comment?: string;
      markVersion?: number;
    }) => api.put<PracticeView>(`${questionPath(practiceId, questionNo)}/score`, body),
    onSuccess: update,
    // Another teacher's newer mark (409 mark_changed): fetch the paper again so the control shows it.
    onError: (error) => {
      if (isApiError(error, 'mark_changed')) {
        return queryClient.invalidateQueries({ queryKey: practiceQuery(practiceId).queryKey });
      }
    },
  });
}

export function useReplaceQuestion(practiceId: string) {
  const update = usePracticeUpdate(practiceId);
  return useMutation({
    mutationFn: ({ questionNo, body }: { questionNo: number; body: ReplaceQuestionBody }) =>
      api.post<PracticeView>(`${questionPath(practiceId, questionNo)}/replace`, body),
    onSuccess: update,
  });
}

export function useToggleBookmark(practiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ questionNo, bookmarked }: { questionNo: number; bookmarked: boolean }) => {
      const path = `${questionPath(practiceId, questionNo)}/bookmark`;
      if (bookmarked) await api.put<BookmarkView>(path, {});
      else await api.delete(path);
      return { questionNo, bookmarked };
    },
    onSuccess: ({ questionNo, bookmarked }) => {
      queryClient.setQueryData(practiceQuery(practiceId).queryKey, (practice) =>
        practice
          ? {
              ...practice,
              questions: practice.questions.map((question) =>
                question.questionNo === questionNo ? { ...question, bookmarked } : question,
              ),
            }
          : practice,
      );
      return queryClient.invalidateQueries({ queryKey: bookmarkKeys.all });
    },
  });
}

export function useReportQuestion(practiceId: string) {
  return useMutation({
    mutationFn: ({ questionNo, message }: { questionNo: number; message: string }) =>
      api.post(`${questionPath(practiceId, questionNo)}/reports`, { message }),
  });
}
