import { describe, expect, it } from 'vitest';
import { timerAnnouncement } from '../../../common/practice-rules';
import { announcementBetween, clockOffset, formatRemaining, remainingMs } from './clock';

const HOUR = 3_600_000;

describe('clock offset', () => {
  it('is the server time minus the device time at the middle of the round trip', () => {
    // Sent at perf 1000, answered at perf 1400: the server stamped its clock 200 ms into the trip.
    const offset = clockOffset({ serverNow: 50_000, sentAt: 1000, receivedAt: 1400, deviceNowAtReceive: 50_200 });
    expect(offset).toBe(0);
  });

  it('absorbs a device clock set two hours ahead, so the paper keeps its length', () => {
    const server = 1_700_000_000_000;
    const device = server + 2 * HOUR;
    const offset = clockOffset({ serverNow: server, sentAt: 0, receivedAt: 100, deviceNowAtReceive: device + 50 });
    expect(offset).toBe(-2 * HOUR);
    const deadlineAt = server + 30 * 60_000;
    expect(remainingMs(deadlineAt, offset, device)).toBe(30 * 60_000);
  });

  it('ignores a negative round trip (a clock that jumped) rather than inventing time', () => {
    expect(clockOffset({ serverNow: 10_000, sentAt: 500, receivedAt: 400, deviceNowAtReceive: 10_000 })).toBe(0);
  });

  it('never counts below zero', () => {
    expect(remainingMs(1000, 0, 5000)).toBe(0);
  });
});

describe('countdown text', () => {
  it('shows m:ss, and h:mm:ss from an hour up, rounding up to the whole second', () => {
    expect(formatRemaining(59_001)).toBe('1:00');
    expect(formatRemaining(61_000)).toBe('1:01');
    expect(formatRemaining(9_000)).toBe('0:09');
    expect(formatRemaining(120 * 60_000)).toBe('2:00:00');
    expect(formatRemaining(0)).toBe('0:00');
  });
});

describe('timer announcements', () => {
  /** Runs a countdown from `fromSeconds`, ticking each second except the skipped ones, and collects what is said. */
  function spoken(fromSeconds: number, skip: (second: number) => boolean = () => false) {
    const said: number[] = [];
    let previous: number | null = null;
    for (let second = fromSeconds; second >= 0; second--) {
      if (skip(second)) continue;
      const announcement = announcementBetween(previous, second);
      if (announcement) said.push(announcement.minutes * 60 + announcement.seconds);
      previous = second;
    }
    return said;
  }

  it('speaks at 10, 5 and 1 minutes left and at time up, never every second nor every minute', () => {
    expect(spoken(15 * 60)).toEqual([600, 300, 60, 0]);
  });

  it('says nothing at the first tick', () => {
    expect(announcementBetween(null, 300)).toBeNull();
  });

  it('still speaks a mark that a throttled background tab skipped past', () => {
    expect(spoken(6 * 60, (second) => second === 300)).toEqual([300, 60, 0]);
  });

  it('matches the shared rule of common/practice', () => {
    expect(timerAnnouncement(600_000)).toEqual({ minutes: 10, seconds: 0 });
    expect(timerAnnouncement(120_000)).toBeNull();
    expect(timerAnnouncement(60_000)).toEqual({ minutes: 1, seconds: 0 });
    expect(timerAnnouncement(30_000)).toBeNull();
    expect(timerAnnouncement(0)).toEqual({ minutes: 0, seconds: 0 });
  });
});
