import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CountdownBar } from './CountdownBar';

// Issue 29.5 (WCAG 2.2.1, 4.1.3): the countdown speaks at 10, 5 and 1 minutes left and at time up, never each second.

afterEach(() => vi.useRealTimers());

describe('countdown announcements', () => {
  it('speaks at 10, 5 and 1 minutes left and at time up, and nothing in between', () => {
    vi.useFakeTimers({ now: new Date('2026-01-05T02:00:00Z') });
    const start = Date.now();
    const onTimeUp = vi.fn();
    const { container } = renderWithProviders(
      <CountdownBar
        startedAt={start}
        deadlineAt={start + 11 * 60_000}
        offset={0}
        canEnd
        checkedAt={{ at: Date.now(), monotonicAt: performance.now() }}
        onCheckClock={() => {}}
        onTimeUp={onTimeUp}
      />,
    );
    const region = container.ownerDocument.querySelector('[aria-live="polite"]');
    const heard: string[] = [];
    // Every 5 s of the paper, the clock jumps and the bar ticks once: a minute-by-minute or second-by-second voice
    // would be heard here as other texts.
    for (let second = 5; second <= 11 * 60 + 5; second += 5) {
      vi.setSystemTime(start + second * 1000);
      act(() => vi.advanceTimersByTime(250));
      const text = region?.textContent ?? '';
      if (text !== (heard.at(-1) ?? '')) heard.push(text);
    }
    expect(heard).toEqual(['10 minutes left', '5 minutes left', '1 minute left', 'Time is up']);
    // The visible time is a timer, which screen readers do not read out on their own.
    expect(container.ownerDocument.querySelector('[role="timer"]')?.getAttribute('aria-live')).toBeNull();
  });
});
