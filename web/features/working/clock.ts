import { timerAnnouncement } from '../../../common/practice-rules';

/** One round trip to the server: its clock in the answer, and when the request left and the answer came back. */
export interface ClockSample {
  /** the server's Date.now() when it answered (PracticeView.serverNow) */
  serverNow: number;
  /** performance.now() just before the request was sent */
  sentAt: number;
  /** performance.now() just after the answer arrived */
  receivedAt: number;
  /** Date.now() at the same moment as receivedAt */
  deviceNowAtReceive: number;
}

/**
 * How far the server's clock is ahead of this device's: serverNow minus the device's time at the midpoint of the
 * round trip. The round trip is measured with performance.now() (monotonic, immune to clock changes) and anchored
 * on Date.now(), because the countdown reads Date.now() + offset: a device clock set hours wrong gets an offset of
 * hours, and the paper keeps its server-fixed length.
 */
export function clockOffset(sample: ClockSample): number {
  const roundTrip = Math.max(0, sample.receivedAt - sample.sentAt);
  return sample.serverNow - (sample.deviceNowAtReceive - roundTrip / 2);
}

/** Milliseconds left until the deadline by the server's clock, never below 0. */
export function remainingMs(deadlineAt: number, offset: number, deviceNow: number): number {
  return Math.max(0, deadlineAt - (deviceNow + offset));
}

/** The visible countdown: m:ss, or h:mm:ss from an hour up (papers run to 120 minutes). */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/**
 * What a screen reader should hear now, given the whole seconds left at the previous tick and at this one. Timers in
 * a background tab can skip seconds, so a mark passed between two ticks is still announced (the latest one only);
 * nothing is said at the first tick or while the value stays the same.
 */
export function announcementBetween(
  previousSeconds: number | null,
  currentSeconds: number,
): { minutes: number; seconds: number } | null {
  if (previousSeconds === null || currentSeconds >= previousSeconds) return null;
  // The newest mark is the one closest to now: walk up from the current second.
  for (let second = currentSeconds; second < previousSeconds; second++) {
    const announcement = timerAnnouncement(second * 1000);
    if (announcement) return announcement;
  }
  return null;
}
