import { useCallback, useEffect, useRef, useState } from 'react';
import type { PracticeClock } from '../../../common/practice';
import { fetchClockTimed } from './api';
import { clockOffset } from './clock';

const RESYNC_MS = 60_000;
const OFFSET_KEY = 'paperwise.clockOffset';
// A remembered offset older than this is not trusted (the device's clock may have been set since).
const REMEMBERED_FOR_MS = 7 * 24 * 3_600_000;

export interface ClockCheck {
  /** Date.now(): moves when the device's clock is set */
  at: number;
  /** performance.now(): steady, but on some systems it stands still while the device sleeps */
  monotonicAt: number;
}

const checkNow = (): ClockCheck => ({ at: Date.now(), monotonicAt: performance.now() });

/**
 * Whether the last check still holds: made within `withinMs` by both clocks. A device clock set since, or a sleep
 * since, moves one and not the other.
 */
export function isCheckFresh(check: ClockCheck | null, withinMs: number): boolean {
  if (!check) return false;
  const byDate = Date.now() - check.at;
  const byMonotonic = performance.now() - check.monotonicAt;
  return byDate >= 0 && byDate < withinMs && byMonotonic < withinMs && Math.abs(byDate - byMonotonic) < 1000;
}

export interface ServerClock {
  /** how far the server's clock is ahead of this device's; null until known */
  offset: number | null;
  /** measured in this visit: false while only an offset remembered from an earlier visit is known (offline) */
  isConfirmed: boolean;
  /** when the last sync ended, answered or not, by both of the device's clocks; null before the first */
  checkedAt: ClockCheck | null;
  /** asks the server's clock now (the countdown does before it ends the paper) */
  sync: () => Promise<void>;
}

function rememberOffset(offset: number): void {
  try {
    window.localStorage.setItem(OFFSET_KEY, JSON.stringify({ offset, at: Date.now() }));
  } catch {
    // Without storage a reload offline shows no countdown until the network returns.
  }
}

function recallOffset(): number | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(OFFSET_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { offset, at } = parsed as { offset?: unknown; at?: unknown };
    if (typeof offset !== 'number' || typeof at !== 'number') return null;
    return Math.abs(Date.now() - at) < REMEMBERED_FOR_MS ? offset : null;
  } catch {
    return null;
  }
}

/**
 * The server's clock as an offset from this device's: measured when the screen opens, every minute, whenever the
 * tab becomes visible again (a laptop waking up, a tab brought back) and when the network returns. Each sync also
 * hands over the paper's clock (not the whole paper), so a paper the server finished meanwhile is noticed. A reload
 * offline counts down on the offset the last visit measured, unconfirmed.
 */
export function useServerClock(practiceId: string, onClock: (clock: PracticeClock) => void): ServerClock {
  const [clock, setClock] = useState<Omit<ServerClock, 'sync'>>({ offset: null, isConfirmed: false, checkedAt: null });
  const onClockRef = useRef(onClock);
  onClockRef.current = onClock;

  const sync = useCallback(async () => {
    try {
      const { clock: fresh, sample } = await fetchClockTimed(practiceId);
      const offset = clockOffset(sample);
      rememberOffset(offset);
      setClock({ offset, isConfirmed: true, checkedAt: checkNow() });
      onClockRef.current(fresh);
    } catch (error) {
      // Offline: the last offset still holds, and the device clock keeps the countdown going meanwhile.
      console.warn('clock sync failed', error);
      setClock((current) =>
        current.offset === null
          ? { offset: recallOffset(), isConfirmed: false, checkedAt: checkNow() }
          : { ...current, checkedAt: checkNow() },
      );
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

  return { ...clock, sync };
}
