import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  type AiJobStarted,
  type SaveUploadBody,
  UPLOAD_LIMITS,
  UPLOAD_TYPES,
  type UploadReadView,
} from '../../../common/ai';
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

export type PickProblem =
  | { key: 'tooMany'; max: number }
  | { key: 'tooLarge'; mb: number }
  | { key: 'wrongType' }
  | { key: 'none' };

/**
 * The file picker's rules before anything is sent (spec: 10 files of at most 10 MB; PDFs and images). The server
 * checks again, by the files' bytes rather than their declared types.
 */
export function checkPickedFiles(files: readonly { size: number; type: string }[]): PickProblem | null {
  if (files.length === 0) return { key: 'none' };
  if (files.length > UPLOAD_LIMITS.files) return { key: 'tooMany', max: UPLOAD_LIMITS.files };
  if (files.some((file) => file.size > UPLOAD_LIMITS.bytes)) {
    return { key: 'tooLarge', mb: UPLOAD_LIMITS.bytes / (1024 * 1024) };
  }
  const allowed: readonly string[] = UPLOAD_TYPES;
  if (files.some((file) => !allowed.includes(file.type))) return { key: 'wrongType' };
  return null;
}
