import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AiJobStarted, AiQuestionBody } from '../../../common/ai';
import { api } from '../../lib/api';
import { usePublicConfig } from '../../lib/config';
import { aiJobQuery } from './api';

export type AiQuestionOutcome = 'completed' | 'failed' | 'cancelled';

/**
 * One AI question for an assignment's confirm page ("add question → with AI", "change question with AI"): sends the
 * request, follows its job, and calls `onFinished` once it ends (the page then loads the paper again). `configured`
 * is false without AI settings: the buttons explain that instead of sending anything.
 */
export function useAiQuestion(assignmentId: string, onFinished: (outcome: AiQuestionOutcome) => void) {
  const config = usePublicConfig();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (body: AiQuestionBody) =>
      api.post<AiJobStarted>(`/api/assignments/${encodeURIComponent(assignmentId)}/ai-questions`, body),
    onSuccess: ({ jobId: started }) => setJobId(started),
  });
  const job = useQuery({ ...aiJobQuery(jobId ?? ''), enabled: jobId !== null });
  const state = jobId !== null ? job.data?.state : undefined;
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    if (state === 'completed' || state === 'failed' || state === 'cancelled') {
      setJobId(null);
      finished.current(state);
    }
  }, [state]);

  return {
    configured: config.data?.ai === true,
    run: start.mutate,
    /** the request or its job is under way */
    writing: start.isPending || jobId !== null,
    /** what the request's body was while writing (which question is being changed) */
    body: start.variables,
    progress: job.data?.progress ?? 0,
    error: start.error,
    reset: start.reset,
  };
}
