import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RepeatAssignmentBody } from '../../../common/assignments';
import { api } from '../../lib/api';
import { assignmentKeys } from '../../lib/assignments';

/** Repeat a question from a solution screen: an unpublished assignment of similar questions. */
export function useRepeatAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RepeatAssignmentBody) => api.post<{ id: string }>('/api/assignments/repeat', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.lists() }),
  });
}
