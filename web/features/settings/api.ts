import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PremiumSettingsBody, PremiumSettingsView } from '../../../common/premium-settings';
import { api } from '../../lib/api';

const settingsKey = ['admin', 'settings', 'premium'] as const;

export const premiumSettingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: () => api.get<PremiumSettingsView>('/api/admin/settings/premium'),
});

/** Saves the whole object; the answer (what was saved) replaces the page's copy. */
export function useSavePremiumSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PremiumSettingsBody) => api.put<PremiumSettingsView>('/api/admin/settings/premium', body),
    onSuccess: (view) => queryClient.setQueryData(settingsKey, view),
  });
}
