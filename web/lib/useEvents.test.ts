import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { adminKeys } from '../features/admin/api';
import { statisticsKeys } from '../features/statistics/api';
import { meKeys } from './me';
import { bookmarkKeys, practiceKeys } from './practices';
import { classKeys, linkKeys } from './roster';
import { connectEvents, eventQueryKeys } from './useEvents';

/** The browser's EventSource as far as connectEvents uses it; jsdom has none. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const original = globalThis.EventSource;
afterEach(() => {
  globalThis.EventSource = original;
  FakeEventSource.opened = [];
});

function isStale(queryClient: QueryClient, queryKey: readonly unknown[]) {
  return queryClient.getQueryState(queryKey)?.isInvalidated ?? false;
}

describe('eventQueryKeys', () => {
  it('names the prefixes of the features’ own key factories', () => {
    expect(eventQueryKeys.invitations({})).toEqual([meKeys.all, linkKeys.all, classKeys.all]);
    expect(eventQueryKeys.reports({})).toEqual([[...adminKeys.reports]]);
    expect(eventQueryKeys.bookmarks({})).toEqual([bookmarkKeys.all]);
    expect(eventQueryKeys.classes({})).toEqual([classKeys.all, linkKeys.students()]);
    expect(eventQueryKeys.marks({ practiceId: 'p1' })).toEqual([
      practiceKeys.detail('p1'),
      practiceKeys.lists(),
      statisticsKeys.all,
    ]);
    expect(eventQueryKeys.questions({ practiceId: 'p1' })).toEqual([practiceKeys.detail('p1')]);
  });
});

describe('connectEvents', () => {
  it('invalidates the lists an event names, and everything when the stream says hello again after a drop', () => {
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    const queryClient = new QueryClient();
    const seed = (queryKey: readonly unknown[]) => queryClient.setQueryData(queryKey, { seeded: true });
    for (const key of [meKeys.all, linkKeys.teachers(), practiceKeys.detail('p1'), practiceKeys.detail('p2')])
      seed(key);
    const close = connectEvents(queryClient);
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toBe('/api/events');

    source.emit('hello', {});
    expect(isStale(queryClient, meKeys.all)).toBe(false);
    source.emit('invitations', {});
    expect(isStale(queryClient, meKeys.all)).toBe(true);
    expect(isStale(queryClient, linkKeys.teachers())).toBe(true);
    expect(isStale(queryClient, practiceKeys.detail('p1'))).toBe(false);

    source.emit('marks', { practiceId: 'p1' });
    expect(isStale(queryClient, practiceKeys.detail('p1'))).toBe(true);
    expect(isStale(queryClient, practiceKeys.detail('p2'))).toBe(false);
    // Reconnected: events in between are not replayed, so all of it is refetched.
    source.emit('hello', {});
    expect(isStale(queryClient, practiceKeys.detail('p2'))).toBe(true);
    close();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });
});
