import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeClock, PracticeView } from '../../../common/practice';
import { api } from '../../lib/api';
import { practiceKeys, practicePath, practiceQuery } from '../../lib/practices';
import type { AnswerSender } from './answerQueue';
import type { ClockSample } from './clock';
import { SAVE_TIMEOUT_MS } from './saveRetry';

/** The paper's clock, with the moments the request left and its answer came back (clock.ts measures the offset). */
export async function fetchClockTimed(practiceId: string): Promise<{ clock: PracticeClock; sample: ClockSample }> {
  const sentAt = performance.now();
  const clock = await api.get<PracticeClock>(`${practicePath(practiceId)}/clock`);
  const receivedAt = performance.now();
  return {
    clock,
    sample: { serverNow: clock.serverNow, sentAt, receivedAt, deviceNowAtReceive: Date.now() },
  };
}

export function answerSender(practiceId: string): AnswerSender {
  return (questionNo, body) =>
    api.put<{ questionNo: number; seq: number; savedAt: number | null }>(
      `${practicePath(practiceId)}/answers/${questionNo}`,
      body,
      // A save left waiting hit a server in trouble: it fails and is tried again (saveRetry.ts).
      { timeoutMs: SAVE_TIMEOUT_MS },
    );
}

export function useSubmitPractice(practiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PracticeView>(`${practicePath(practiceId)}/submit`),
    onSuccess: (practice) => {
      queryClient.setQueryData(practiceQuery(practiceId).queryKey, practice);
      return queryClient.invalidateQueries({ queryKey: practiceKeys.lists() });
    },
  });
}
