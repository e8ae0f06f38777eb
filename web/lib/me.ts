import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, Me, UpdateMeBody } from '../../common/profile';
import { applyLanguage } from '../i18n/i18n';
import { ApiError, api } from './api';

export const meKeys = {
  all: ['me'] as const,
};

/** The signed-in user, or null when nobody is signed in (401 is a state here, not a failure). */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await api.get<Me>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQuery = queryOptions({
  queryKey: meKeys.all,
  queryFn: fetchMe,
  staleTime: 30_000,
});

export function useMe() {
  return useQuery(meQuery);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeBody) => api.patch<Me>('/api/me', body),
    onSuccess: (me) => queryClient.setQueryData(meQuery.queryKey, me),
  });
}

/**
 * Changes the interface language at once; a signed-in user's choice is also saved on the profile, so it follows
 * them to other devices.
 */
export function useChangeLanguage() {
  const { data: me } = useMe();
  const updateMe = useUpdateMe();
  return (language: Language) => {
    applyLanguage(language);
    if (me && me.language !== language) updateMe.mutate({ language });
  };
}
