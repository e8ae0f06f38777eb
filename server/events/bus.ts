import type { LiveEvent } from '../../common/events';
import type { Role } from '../../common/roles';

/** Who hears an event: one user, or every signed-in user holding one of the roles (admins: admin and super-admin). */
export type Audience = { userId: string } | { roles: readonly Role[] };

export interface BusMessage {
  to: Audience;
  event: LiveEvent;
}

/**
 * "Something changed for these users", told to every app server on the database. Two implementations chosen by the
 * engine (server/events/index.ts): in process on SQLite, PostgreSQL LISTEN/NOTIFY on PostgreSQL, so several app
 * servers on one database agree. Delivery is at most once: a stream that missed an event refetches on reconnect.
 */
export interface EventBus {
  /** Never throws: a request that changed something has done its work whether or not anyone hears of it. */
  publish(message: BusMessage): Promise<void>;
  /**
   * Every message of every server, this one's included. `onGap` runs when messages may have been lost (the
   * listening connection dropped and is back). Returns the unsubscribe function.
   */
  subscribe(listener: (message: BusMessage) => void, onGap?: () => void): () => void;
  close(): Promise<void>;
}

/** The listeners of one bus; a failing listener is logged and the others still hear the message. */
export function createListenerSet(onError: (error: unknown) => void) {
  const listeners = new Set<(message: BusMessage) => void>();
  const gapListeners = new Set<() => void>();
  return {
    add(listener: (message: BusMessage) => void, onGap?: () => void) {
      listeners.add(listener);
      if (onGap) gapListeners.add(onGap);
      return () => {
        listeners.delete(listener);
        if (onGap) gapListeners.delete(onGap);
      };
    },
    gap() {
      for (const listener of gapListeners) {
        try {
          listener();
        } catch (error) {
          onError(error);
        }
      }
    },
    deliver(message: BusMessage) {
      for (const listener of listeners) {
        try {
          listener(message);
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}

/**
 * The in-process bus: one per app, so tests that build several apps in one process never hear each other. Enough for
 * SQLite, where one server owns the file.
 */
export function createMemoryBus(onError: (error: unknown) => void): EventBus {
  const listeners = createListenerSet(onError);
  return {
    async publish(message) {
      // After the publisher's own code has run, as a NOTIFY would arrive: listeners never run inside its request.
      queueMicrotask(() => listeners.deliver(message));
    },
    subscribe: (listener, onGap) => listeners.add(listener, onGap),
    async close() {},
  };
}

/** Reads a message that came over the wire; anything malformed is dropped (null). */
export function parseBusMessage(text: string): BusMessage | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('to' in value) || !('event' in value)) return null;
    const { to, event } = value as { to: unknown; event: unknown };
    if (typeof event !== 'object' || event === null || typeof (event as { type?: unknown }).type !== 'string')
      return null;
    if (typeof to !== 'object' || to === null) return null;
    const isUser = typeof (to as { userId?: unknown }).userId === 'string';
    const isRoles = Array.isArray((to as { roles?: unknown }).roles);
    if (!isUser && !isRoles) return null;
    return value as BusMessage;
  } catch {
    return null;
  }
}
