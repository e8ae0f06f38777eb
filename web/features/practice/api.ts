import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMockPracticeBody } from '../../../common/mock-papers';
import type { CreatePracticeBody, PracticeView } from '../../../common/practice';
import { api } from '../../lib/api';
import { keepStarted } from '../../lib/practices';

/** Starts a practice: the server draws the questions and fixes the deadline; the working screen opens on its answer. */
export function useCreatePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePracticeBody) => api.post<PracticeView>('/api/practices', body),
    onSuccess: (practice) => keepStarted(queryClient, practice),
  });
}

/** Starts a full-length mock of an HKDSE paper: the server draws every section to its blueprint. */
export function useCreateMockPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMockPracticeBody) => api.post<PracticeView>('/api/practices/mock', body),
    onSuccess: (practice) => keepStarted(queryClient, practice),
  });
}
