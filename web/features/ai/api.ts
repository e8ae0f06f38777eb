import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiUsageView } from '../../../common/ai';
import type { AutomationView } from '../../../common/ai-notes';
import { AI_POLL_MS, aiKeys } from '../../components/ai/api';
import { api } from '../../lib/api';

export const aiUsageQuery = (days: number) =>
  queryOptions({
    queryKey: aiKeys.usage(days),
    queryFn: () => api.get<AiUsageView>(`/api/ai/usage?days=${days}`),
  });

const automationKey = [...aiKeys.all, 'automation'] as const;

export const automationQuery = () =>
  queryOptions({
    queryKey: automationKey,
    queryFn: () => api.get<AutomationView>('/api/admin/automation'),
    // Polls while a run is going, so its progress moves on the page.
    refetchInterval: (query) => {
      const state = query.state.data?.run?.state;
      return state === 'queued' || state === 'running' ? AI_POLL_MS : false;
    },
  });

export function useAutomationActions() {
  const queryClient = useQueryClient();
  const onSuccess = (view: AutomationView) => queryClient.setQueryData(automationKey, view);
  return {
    toggle: useMutation({
      mutationFn: (enabled: boolean) => api.put<AutomationView>('/api/admin/automation', { enabled }),
      onSuccess,
    }),
    run: useMutation({ mutationFn: () => api.post<AutomationView>('/api/admin/automation/run'), onSuccess }),
  };
}
