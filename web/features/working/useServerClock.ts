import { useCallback, useEffect, useRef, useState } from 'react';
import type { PracticeClock } from '../../../common/practice';
import { fetchClockTimed } from './api';
import { clockOffset } from './clock';

const RESYNC_MS = 60_000;

/**
 * The server's clock as an offset from this device's: measured when the screen opens, every minute, whenever the
 * tab becomes visible again (a laptop waking up, a tab brought back) and when the network returns. Each sync also
 * hands over the paper's clock (not the whole paper), so a paper the server finished meanwhile is noticed. Null
 * until the first sync.
 */
export function useServerClock(practiceId: string, onClock: (clock: PracticeClock) => void): number | null {
  const [offset, setOffset] = useState<number | null>(null);
  const onClockRef = useRef(onClock);
  onClockRef.current = onClock;

  const sync = useCallback(async () => {
    try {
      const { clock, sample } = await fetchClockTimed(practiceId);
      setOffset(clockOffset(sample));
      onClockRef.current(clock);
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
