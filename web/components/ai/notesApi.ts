import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiNotesDraftView, AutomationView } from '../../../common/ai-notes';
import { api } from '../../lib/api';
import { aiKeys } from './api';
import { AI_POLL_MS } from './polling';

const notesAiPath = (chapterId: string) => `/api/admin/chapters/${encodeURIComponent(chapterId)}/notes/ai`;
const going = (state: string | undefined) => state === 'queued' || state === 'running' || state === undefined;

export function useRequestNotesDraft(chapterId: string) {
  return useMutation({ mutationFn: () => api.post<AiNotesDraftView>(notesAiPath(chapterId)) });
}

export const notesDraftQuery = (chapterId: string, jobId: string) =>
  queryOptions({
    queryKey: [...aiKeys.all, 'notes-draft', chapterId, jobId] as const,
    queryFn: () => api.get<AiNotesDraftView>(`${notesAiPath(chapterId)}/${encodeURIComponent(jobId)}`),
    refetchInterval: (query) => (going(query.state.data?.state) ? AI_POLL_MS : false),
  });

// The automation page's (features/ai): notes drafts written for every chapter that lacks them.
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
