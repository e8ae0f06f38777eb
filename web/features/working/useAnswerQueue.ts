import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
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

/**
 * Opens the autosave queue of a practice once (a later refetch of the practice must not reset what is being
 * typed), follows the browser's online and offline events, and closes it when the screen goes.
 */
export function useAnswerQueue(practice: PracticeView | undefined, onFinished: (error: ApiError) => void) {
  const [opened, setOpened] = useState<OpenedQueue | null>(null);
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;
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
        { onFinished: (error) => onFinishedRef.current(error), isOnline: navigator.onLine },
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
      setOpened({ queue: result.queue, initialAnswers, isPersistent });
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
  return { opened, snapshot };
}
