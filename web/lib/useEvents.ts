import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { HELLO_EVENT, type LiveEventType, liveEventTypes } from '../../common/events';
import { meKeys } from './me';
import { bookmarkKeys, practiceKeys } from './practices';
import { classKeys, linkKeys } from './roster';

/**
 * What each event of GET /api/events makes stale. Features own their key factories and do not import each other, so
 * the prefixes of features' keys are written here (web/lib's are imported); useEvents.test.ts checks them against the factories.
 */
export const eventQueryKeys: Record<LiveEventType, (data: Record<string, unknown>) => QueryKey[]> = {
  badges: () => [meKeys.all],
  // The menu badges (the `me` counts), my-teachers / my-students (links), my-schools / the school's teachers (classes).
  invitations: () => [meKeys.all, linkKeys.all, classKeys.all],
  assignments: () => [meKeys.all, ['assignments'], practiceKeys.lists()],
  marks: (data) => [
    ...(typeof data.practiceId === 'string' ? [practiceKeys.detail(data.practiceId)] : []),
    practiceKeys.lists(),
    ['statistics'],
  ],
  questions: (data) => (typeof data.practiceId === 'string' ? [practiceKeys.detail(data.practiceId)] : []),
  // A corrected key re-marked the paper: its score, grade and statistics moved (as for a mark), and the report answered.
  regraded: (data) => [
    ...(typeof data.practiceId === 'string' ? [practiceKeys.detail(data.practiceId)] : []),
    practiceKeys.lists(),
    ['statistics'],
    ['appeals'],
  ],
  appeals: () => [['appeals']],
  // Extra time reached a running paper: the working screen reads its new deadline.
  deadline: (data) => (typeof data.practiceId === 'string' ? [practiceKeys.detail(data.practiceId)] : []),
  reports: () => [['admin', 'reports']],
  bookmarks: () => [bookmarkKeys.all],
  // My classes and the class picker (classes), and My students, which shows each student's classes (links).
  classes: () => [classKeys.all, linkKeys.students()],
};

/** A browser gives up on an EventSource after an error answer (401, 429): the hook opens a new one this much later. */
const REOPEN_AFTER_MS = 30_000;

// Whether the stream is open, for the few queries that poll while it is down (the admins' report count).
let isLive = typeof EventSource !== 'undefined';
const liveListeners = new Set<() => void>();
function setLive(next: boolean) {
  if (next === isLive) return;
  isLive = next;
  for (const listener of liveListeners) listener();
}

/** True while the event stream is open; poll what matters while it is false. */
export function useEventsLive(): boolean {
  return useSyncExternalStore(
    (listener) => {
      liveListeners.add(listener);
      return () => liveListeners.delete(listener);
    },
    () => isLive,
    () => false,
  );
}

function readData(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Subscribes the query client to one EventSource; returns the function that closes it. */
export function connectEvents(queryClient: QueryClient, url = '/api/events'): () => void {
  let source: EventSource | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let hasHeardHello = false;
  let isStopped = false;

  function open() {
    source = new EventSource(url);
    source.addEventListener(HELLO_EVENT, () => {
      setLive(true);
      // Events are not replayed: after a drop, whatever the pages show may have changed meanwhile.
      if (hasHeardHello) void queryClient.invalidateQueries();
      hasHeardHello = true;
    });
    for (const type of liveEventTypes) {
      source.addEventListener(type, (event: MessageEvent<string>) => {
        for (const queryKey of eventQueryKeys[type](readData(event.data))) {
          void queryClient.invalidateQueries({ queryKey });
        }
      });
    }
    source.addEventListener('error', () => {
      setLive(false);
      // CONNECTING: the browser retries by itself. CLOSED: it has given up (an error answer), so we try later.
      if (source?.readyState === EventSource.CLOSED && !isStopped) {
        clearTimeout(reopenTimer);
        reopenTimer = setTimeout(open, REOPEN_AFTER_MS);
      }
    });
  }

  open();
  return () => {
    isStopped = true;
    clearTimeout(reopenTimer);
    source?.close();
  };
}

/**
 * The signed-in user's one event stream, started by the app shell: badges, invitations, assignments, marks and (for
 * admins) the report count refresh without a reload, in every tab, whichever app server made the change.
 */
export function useEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setLive(false);
      return;
    }
    return connectEvents(queryClient);
  }, [queryClient]);
}
