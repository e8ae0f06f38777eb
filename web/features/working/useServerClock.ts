import { useCallback, useEffect, useRef, useState } from 'react';
import type { PracticeView } from '../../../common/practice';
import { fetchPracticeTimed } from './api';
import { clockOffset } from './clock';

const RESYNC_MS = 60_000;

/**
 * The server's clock as an offset from this device's: measured when the screen opens, every minute, whenever the
 * tab becomes visible again (a laptop waking up, a tab brought back) and when the network returns. Each sync also
 * hands over the fresh practice, so a paper the server finished meanwhile is noticed. Null until the first sync.
 */
export function useServerClock(practiceId: string, onPractice: (practice: PracticeView) => void): number | null {
  const [offset, setOffset] = useState<number | null>(null);
  const onPracticeRef = useRef(onPractice);
  onPracticeRef.current = onPractice;

  const sync = useCallback(async () => {
    try {
      const { practice, sample } = await fetchPracticeTimed(practiceId);
      setOffset(clockOffset(sample));
      onPracticeRef.current(practice);
    } catch (error) {
      // Offline: the last offset still holds, and the device clock keeps the countdown going meanwhile.
      console.warn('clock sync failed', error);
    }
  }, [practiceId]);

  useEffect(() => {
    void sync();
    const interval = setInterval(() => void sync(), RESYNC_MS);
    const handleVisible = () => {
      if (document.visibilityState === 'visible') void sync();
    };
    const handleOnline = () => void sync();
    document.addEventListener('visibilitychange', handleVisible);
    window.addEventListener('online', handleOnline);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', handleVisible);
      window.removeEventListener('online', handleOnline);
    };
  }, [sync]);

  return offset;
}
