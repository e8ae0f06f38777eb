import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ClassView, CreateClassInput, JoinPreview, JoinResult, UpdateClassInput } from '../../../common/classes';
import { api } from '../../lib/api';
import { meKeys } from '../../lib/me';
import { classKeys, linkKeys } from '../../lib/roster';
import { useRefresh } from '../../lib/useRefresh';

function useRefreshClasses() {
  return useRefresh(classKeys.list());
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

/** A new join code (the old one stops working), which also turns joining by code back on. */
export function useResetJoinCode() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (id: string) => api.post<ClassView>(`/api/classes/${encodeURIComponent(id)}/join-code`),
    onSuccess: refresh,
  });
}

export function useTurnOffJoinCode() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (id: string) => api.delete<ClassView>(`/api/classes/${encodeURIComponent(id)}/join-code`),
    onSuccess: refresh,
  });
}

export const joinKeys = {
  all: ['join'] as const,
  preview: (code: string) => [...joinKeys.all, code] as const,
};

/** The class a join link opens (anyone may ask). */
export const joinPreviewQuery = (code: string) =>
  queryOptions({
    queryKey: joinKeys.preview(code),
    queryFn: () => api.get<JoinPreview>(`/api/join/${encodeURIComponent(code)}`),
    // A wrong code is an answer, not a hiccup: asking again would only use up attempts.
    retry: false,
  });

/** The student joins: `me` (the menu's teacher links), the teachers and the join preview follow. */
export function useJoinClass() {
  return useMutation({
    mutationFn: (code: string) => api.post<JoinResult>(`/api/join/${encodeURIComponent(code)}`),
    onSuccess: useRefresh(meKeys.all, joinKeys.all, linkKeys.all),
  });
}
