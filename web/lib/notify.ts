import { useSyncExternalStore } from 'react';

// @mantine/notifications is never part of a page's first load. AppProviders loads its host at the user's first
// touch or key, so it is on the device before a toast could be needed offline, or at the first toast, which waits
// in the library's store until the host is there.
let isToastRequested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast has been asked for since the page loaded. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(subscribe, () => isToastRequested);
}

function show(message: string, color: string): void {
  if (!isToastRequested) {
    isToastRequested = true;
    for (const listener of listeners) listener();
  }
  import('@mantine/notifications').then(
    ({ notifications }) => notifications.show({ message, color, withBorder: true }),
    (error: unknown) => console.error('toast could not load', message, error),
  );
}

export function notifySuccess(message: string): void {
  show(message, 'teal');
}

export function notifyError(message: string): void {
  show(message, 'red');
}
