import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddAssignmentQuestionBody,
  AssignmentView,
  CreateAssignmentBody,
  UpdateAssignmentBody,
} from '../../../common/assignments';
import type { UpdatePracticeQuestionBody } from '../../../common/question-copy';
import { api } from '../../lib/api';
import { assignmentKeys } from '../../lib/assignments';
import { useRefresh } from '../../lib/useRefresh';

export const assignmentPath = (id: string) => `/api/assignments/${encodeURIComponent(id)}`;

export const assignmentQuery = (id: string) =>
  queryOptions({
    queryKey: assignmentKeys.detail(id),
    queryFn: () => api.get<AssignmentView>(assignmentPath(id)),
  });

/** Every change to one assignment answers the whole view: it replaces the cached one, and the lists refresh. */
function useStoreAssignment(id: string) {
  const queryClient = useQueryClient();
  return (view: AssignmentView) => {
    queryClient.setQueryData(assignmentQuery(id).queryKey, view);
    return queryClient.invalidateQueries({ queryKey: assignmentKeys.lists() });
  };
}

/** Creates the unpublished assignment; the confirm page opens on it. */
export function useCreateAssignment() {
  return useMutation({
    mutationFn: (body: CreateAssignmentBody) => api.post<{ id: string }>('/api/assignments', body),
    onSuccess: useRefresh(assignmentKeys.lists()),
  });
}

export function useUpdateAssignment(id: string) {
  const store = useStoreAssignment(id);
  return useMutation({
    mutationFn: (body: UpdateAssignmentBody) => api.patch<AssignmentView>(assignmentPath(id), body),
    onSuccess: store,
  });
}

export function usePublishAssignment(id: string) {
  const store = useStoreAssignment(id);
  return useMutation({
    mutationFn: () => api.post<AssignmentView>(`${assignmentPath(id)}/publish`),
    onSuccess: store,
  });
}

export function useDeleteAssignment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(assignmentPath(id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: assignmentKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: assignmentKeys.lists() });
    },
  });
}

export function useAddAssignmentQuestion(id: string) {
  const store = useStoreAssignment(id);
  return useMutation({
    mutationFn: (body: AddAssignmentQuestionBody) => api.post<AssignmentView>(`${assignmentPath(id)}/questions`, body),
    onSuccess: store,
  });
}

/** Edits the assignment's own copy of a question (never the bank's). */
export function useEditAssignmentQuestion(id: string) {
  const store = useStoreAssignment(id);
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: string; body: UpdatePracticeQuestionBody }) =>
      api.patch<AssignmentView>(`${assignmentPath(id)}/questions/${encodeURIComponent(questionId)}`, body),
    onSuccess: store,
  });
}
