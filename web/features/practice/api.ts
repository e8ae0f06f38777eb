import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePracticeBody, PracticeView } from '../../../common/practice';
import { api } from '../../lib/api';
import { practiceKeys, practiceQuery } from '../../lib/practices';

/** Starts a practice: the server draws the questions and fixes the deadline; the working screen opens on its answer. */
export function useCreatePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePracticeBody) => api.post<PracticeView>('/api/practices', body),
    onSuccess: (practice) => {
      queryClient.setQueryData(practiceQuery(practice.id).queryKey, practice);
      return queryClient.invalidateQueries({ queryKey: practiceKeys.lists() });
    },
  });
}
