import { queryOptions, useMutation } from '@tanstack/react-query';
import type { AiJobStarted, SaveUploadBody, UploadReadView } from '../../../common/ai';
import { api } from '../../lib/api';
import { aiKeys } from './api';
import { AI_POLL_MS } from './polling';

/** Sends the picked files; the server checks them again by their bytes and starts the reading job. */
export function useStartUpload() {
  return useMutation({
    mutationFn: ({ files, subjectId, locale }: { files: File[]; subjectId: string; locale: 'en' | 'zh' }) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      const query = new URLSearchParams({ subjectId, locale });
      return api.form<AiJobStarted>('POST', `/api/assignments/upload?${query}`, form);
    },
  });
}

export const uploadReadQuery = (jobId: string) =>
  queryOptions({
    queryKey: [...aiKeys.all, 'upload', jobId] as const,
    queryFn: () => api.get<UploadReadView>(`/api/assignments/upload/${encodeURIComponent(jobId)}`),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'queued' || state === 'running' || state === undefined ? AI_POLL_MS : false;
    },
  });

export function useSaveUpload() {
  return useMutation({
    mutationFn: (body: SaveUploadBody) => api.post<{ id: string }>('/api/assignments/upload/save', body),
  });
}
