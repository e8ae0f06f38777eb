import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../common/auth';
import type { DigestSetting, DigestSettingBody } from '../../../common/digest';
import type { MePerks } from '../../../common/me';
import type { Me } from '../../../common/profile';
import { api } from '../../lib/api';
import { meQuery } from '../../lib/me';
import { useRefresh } from '../../lib/useRefresh';

export const profileKeys = {
  all: ['profile'] as const,
  perks: () => [...profileKeys.all, 'perks'] as const,
};

export const perksQuery = queryOptions({
  queryKey: profileKeys.perks(),
  queryFn: () => api.get<MePerks>('/api/me/perks'),
});

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post('/api/me/password', body),
    // The server clears mustChangePassword; the shell lets the user go everywhere once `me` says so.
    onSuccess: useRefresh(meQuery.queryKey),
  });
}

/** The square to keep, in pixels of the picture as the browser shows it (upright). */
export interface AvatarCrop {
  x: number;
  y: number;
  size: number;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, crop }: { file: Blob; crop: AvatarCrop }) => {
      const form = new FormData();
      form.append('file', file);
      const query = new URLSearchParams({ x: String(crop.x), y: String(crop.y), size: String(crop.size) });
      return api.form<Me>('PUT', `/api/me/avatar?${query}`, form);
    },
    onSuccess: (me) => queryClient.setQueryData(meQuery.queryKey, me),
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Me>('/api/me/avatar'),
    onSuccess: (me) => queryClient.setQueryData(meQuery.queryKey, me),
  });
}

/** The user rated the app on a store, or shared it: the first time starts its reward window. */
export function useRecordReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: 'rating' | 'share') => api.post<MePerks>(kind === 'rating' ? '/api/me/rating' : '/api/me/share'),
    onSuccess: (perks) => {
      queryClient.setQueryData(perksQuery.queryKey, perks);
      // Unlimited use may have started: the practice limits read `me`.
      return queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}

// The parents' weekly digest e-mail (common/digest.ts).
export const digestQuery = queryOptions({
  queryKey: [...profileKeys.all, 'digest'] as const,
  queryFn: () => api.get<DigestSetting>('/api/me/digest'),
});

export function useSetDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DigestSettingBody) => api.put<DigestSetting>('/api/me/digest', body),
    onSuccess: (setting) => queryClient.setQueryData(digestQuery.queryKey, setting),
  });
}
