import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AiAssignmentStarted,
  AiJobView,
  AiMarkingView,
  AiRepeatAssignmentBody,
  AiRepeatPracticeBody,
  AiSolutionView,
  AiUsageView,
  CreateAiAssignmentBody,
} from '../../../common/ai';
import type { CreatePracticeBody } from '../../../common/practice';
import { api } from '../../lib/api';
import { practicePath, questionPath, useStartPractice } from '../../lib/practices';
import { AI_POLL_MS } from './polling';

export const aiKeys = {
  all: ['ai'] as const,
  marking: (practiceId: string) => [...aiKeys.all, 'marking', practiceId] as const,
  solution: (practiceId: string, questionNo: number) => [...aiKeys.all, 'solution', practiceId, questionNo] as const,
  job: (jobId: string) => [...aiKeys.all, 'job', jobId] as const,
  usage: (days: number) => [...aiKeys.all, 'usage', days] as const,
};

/** Starts an AI practice: the paper opens at once (no questions yet) and the working screen shows them as they come. */
export function useStartAiPractice() {
  return useStartPractice<CreatePracticeBody>('/api/ai/practices');
}

/** Practise with AI questions like one of the student's finished paper: it opens at once, as any AI practice. */
export function useStartAiRepeatPractice() {
  return useStartPractice<AiRepeatPracticeBody>('/api/ai/practices/repeat');
}

export const aiMarkingQuery = (practiceId: string) =>
  queryOptions({
    queryKey: aiKeys.marking(practiceId),
    queryFn: () => api.get<AiMarkingView>(`/api/ai${practicePath(practiceId).slice('/api'.length)}/marking`),
    // Polls while the marks are being written; still afterwards.
    refetchInterval: (query) => (query.state.data?.state === 'marking' ? AI_POLL_MS : false),
  });

const solutionPath = (practiceId: string, questionNo: number) =>
  `/api/ai${questionPath(practiceId, questionNo).slice('/api'.length)}/solution`;

export const aiSolutionQuery = (practiceId: string, questionNo: number) =>
  queryOptions({
    queryKey: aiKeys.solution(practiceId, questionNo),
    queryFn: () => api.get<AiSolutionView>(solutionPath(practiceId, questionNo)),
    refetchInterval: (query) => (query.state.data?.state === 'queued' ? AI_POLL_MS : false),
  });

export function useRequestAiSolution(practiceId: string, questionNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AiSolutionView>(solutionPath(practiceId, questionNo)),
    onSuccess: (solution) => queryClient.setQueryData(aiKeys.solution(practiceId, questionNo), solution),
  });
}

export const aiJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: aiKeys.job(jobId),
    queryFn: () => api.get<AiJobView>(`/api/ai/jobs/${encodeURIComponent(jobId)}`),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'queued' || state === 'running' || state === undefined ? AI_POLL_MS : false;
    },
  });

export function useCancelAiJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.delete<AiJobView>(`/api/ai/jobs/${encodeURIComponent(jobId)}`),
    onSuccess: (job) => queryClient.setQueryData(aiKeys.job(job.id), job),
  });
}

export function useCreateAiAssignment() {
  return useMutation({
    mutationFn: (body: CreateAiAssignmentBody) => api.post<{ id: string; jobId: string }>('/api/assignments/ai', body),
  });
}

/** The AI variant of repeat assignment: an unpublished assignment whose questions a job writes (follow `jobId`). */
export function useRepeatAiAssignment() {
  return useMutation({
    mutationFn: (body: AiRepeatAssignmentBody) => api.post<AiAssignmentStarted>('/api/assignments/ai/repeat', body),
  });
}

/** The AI usage page's figures (features/ai). */
export const aiUsageQuery = (days: number) =>
  queryOptions({
    queryKey: aiKeys.usage(days),
    queryFn: () => api.get<AiUsageView>(`/api/ai/usage?days=${days}`),
  });
