import { queryOptions, useMutation } from '@tanstack/react-query';
import type { AiNotesDraftView } from '../../../common/ai-notes';
import { api } from '../../lib/api';
import { AI_POLL_MS, aiKeys } from './api';

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
