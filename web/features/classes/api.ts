import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassView, CreateClassInput, UpdateClassInput } from '../../../common/classes';
import { api } from '../../lib/api';
import { classKeys } from '../../lib/roster';

function useRefreshClasses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: classKeys.list() });
}

export function useCreateClass() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (body: CreateClassInput) => api.post<ClassView>('/api/classes', body),
    onSuccess: refresh,
  });
}

export function useUpdateClass() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateClassInput }) =>
      api.patch<ClassView>(`/api/classes/${encodeURIComponent(id)}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteClass() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/classes/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
