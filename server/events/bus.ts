/**
 * What changed, said in one word; listeners read the new state themselves. Carrying no payload keeps a later
 * cross-process transport (PostgreSQL NOTIFY, docs/architecture.md) a drop-in: it only has to pass the topic along.
 */
export type EventTopic = 'reports';

export interface EventBus {
  publish(topic: EventTopic): void;
  /** Returns the unsubscribe function. */
  subscribe(topic: EventTopic, listener: () => void): () => void;
}

/**
 * The in-process bus: one per app, so tests that build several apps in one process never hear each other. It only
 * reaches listeners of this process; with several app servers, each one's streams hear only its own changes until a
 * PostgreSQL LISTEN/NOTIFY transport stands behind the same interface.
 */
export function createEventBus(onListenerError: (error: unknown) => void): EventBus {
  const listeners = new Map<EventTopic, Set<() => void>>();
  return {
    publish(topic) {
      for (const listener of listeners.get(topic) ?? []) {
        // A listener's failure is its own: the request that published has already done its work.
        try {
          listener();
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };
}
