import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PracticeView } from '../../../common/practice';
import type { ApiError } from '../../lib/api';
import { AnswerQueue, type QueueSnapshot } from './answerQueue';
import { answerSender } from './api';
import { openAnswerStore } from './idbAnswerStore';

export interface OpenedQueue {
  queue: AnswerQueue;
  /** the answers to show at start: the server's, overlaid by newer edits kept on this device */
  initialAnswers: Map<number, string>;
  isPersistent: boolean;
}

const idleSnapshot: QueueSnapshot = { states: new Map(), pending: 0, isOnline: true, isStoreFailing: false };
const noSubscription = () => () => {};

interface QueueCallbacks {
  onFinished: (error: ApiError) => void;
  /** the server holds a newer answer than the one sent (another device): the paper should be refetched */
  onSuperseded: () => void;
}

/**
 * Opens the autosave queue of a practice once (a later refetch of the practice must not reset what is being
 * typed), follows the browser's online and offline events, and closes it when the screen goes. `whenOpened` waits
 * for the device's store (a slow IndexedDB may hold edits the deadline must not leave behind).
 */
export function useAnswerQueue(practice: PracticeView | undefined, callbacks: QueueCallbacks) {
  const [opened, setOpened] = useState<OpenedQueue | null>(null);
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  const openedRef = useRef<OpenedQueue | null>(null);
  const openWaiters = useRef(new Set<(opened: OpenedQueue) => void>());
  const practiceRef = useRef(practice);
  practiceRef.current = practice;
  const practiceId = practice?.id;

  useEffect(() => {
    const current = practiceRef.current;
    if (!practiceId || !current) return;
    let isCancelled = false;
    let queue: AnswerQueue | null = null;
    void (async () => {
      const { store, isPersistent } = await openAnswerStore();
      const result = await AnswerQueue.open(
        practiceId,
        store,
        answerSender(practiceId),
        current.questions.map((question) => ({
          questionNo: question.questionNo,
          ans: question.ans,
          seq: question.seq,
          savedAt: question.savedAt,
        })),
        {
          onFinished: (error) => callbacksRef.current.onFinished(error),
          onSuperseded: () => callbacksRef.current.onSuperseded(),
          isOnline: navigator.onLine,
        },
      );
      if (isCancelled) {
        result.queue.dispose();
        return;
      }
      queue = result.queue;
      const initialAnswers = new Map<number, string>();
      for (const question of current.questions) {
        if (question.ans !== null) initialAnswers.set(question.questionNo, question.ans);
      }
      for (const [questionNo, ans] of result.restored) initialAnswers.set(questionNo, ans);
      const next = { queue: result.queue, initialAnswers, isPersistent };
      openedRef.current = next;
      setOpened(next);
      for (const waiter of openWaiters.current) waiter(next);
      openWaiters.current.clear();
    })();

    const handleOnline = () => queue?.setOnline(true);
    const handleOffline = () => queue?.setOnline(false);
    window.addEventListener('online', handleOnline);
    window.addEventListener('offline', handleOffline);
    return () => {
      isCancelled = true;
      queue?.dispose();
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', handleOffline);
    };
  }, [practiceId]);

  const snapshot = useSyncExternalStore(
    opened?.queue.subscribe ?? noSubscription,
    opened?.queue.getSnapshot ?? (() => idleSnapshot),
  );
  const whenOpened = useCallback(
    (timeoutMs: number): Promise<OpenedQueue | null> =>
      openedRef.current
        ? Promise.resolve(openedRef.current)
        : new Promise((resolve) => {
            const waiter = (value: OpenedQueue | null) => {
              clearTimeout(timer);
              openWaiters.current.delete(waiter);
              resolve(value);
            };
            const timer = setTimeout(() => waiter(null), timeoutMs);
            openWaiters.current.add(waiter);
          }),
    [],
  );
  return { opened, snapshot, whenOpened };
}
