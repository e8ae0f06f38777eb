import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeView } from '../../../common/practice';
import { api } from '../../lib/api';
import { practiceKeys, practicePath, practiceQuery } from '../../lib/practices';
import type { AnswerSender } from './answerQueue';
import type { ClockSample } from './clock';

/** GET the practice and time the round trip, for the clock offset (clock.ts). */
export async function fetchPracticeTimed(practiceId: string): Promise<{ practice: PracticeView; sample: ClockSample }> {
  const sentAt = performance.now();
  const practice = await api.get<PracticeView>(practicePath(practiceId));
  const receivedAt = performance.now();
  return {
    practice,
    sample: { serverNow: practice.serverNow, sentAt, receivedAt, deviceNowAtReceive: Date.now() },
  };
}

export function answerSender(practiceId: string): AnswerSender {
  return (questionNo, body) =>
    api.put<{ questionNo: number; seq: number; savedAt: number | null }>(
      `${practicePath(practiceId)}/answers/${questionNo}`,
      body,
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
