import type { SessionUser } from '../auth/session';
import { AppError } from '../errors';
import type { Audience, EventBus } from './bus';
import type { EventStream } from './sse';

/** A user with more tabs than this open gets too_many_request for the next stream. */
export const STREAMS_PER_USER = 5;

interface Listener {
  userId: string;
  role: SessionUser['role'];
  stream: EventStream;
}

export type EventHub = ReturnType<typeof createEventHub>;

function isFor(to: Audience, listener: Listener): boolean {
  if ('userId' in to) return to.userId === listener.userId;
  return listener.role !== null && to.roles.includes(listener.role);
}

/**
 * The open streams of this server and who they belong to. Every message on the bus (from any server) goes to the
 * streams of its audience as `event: <type>` with the event's data.
 */
export function createEventHub(bus: EventBus) {
  const listeners = new Set<Listener>();
  const closeAll = () => {
    for (const listener of listeners) listener.stream.close();
  };
  const unsubscribe = bus.subscribe(
    (message) => {
      for (const listener of listeners) {
        if (isFor(message.to, listener)) listener.stream.send(message.event.type, message.event.data ?? {});
      }
    },
    // Messages were lost: each client's EventSource reconnects in a few seconds and refetches what it shows.
    closeAll,
  );

  return {
    /** Throws too_many_request when the user already has STREAMS_PER_USER streams open here. */
    assertRoomFor(userId: string) {
      let open = 0;
      for (const listener of listeners) if (listener.userId === userId) open++;
      if (open >= STREAMS_PER_USER) throw new AppError('too_many_request', 429);
    },
    /** The stream hears its user's events until it closes. */
    add(user: Pick<SessionUser, 'id' | 'role'>, stream: EventStream) {
      const listener: Listener = { userId: user.id, role: user.role, stream };
      listeners.add(listener);
      stream.onClose(() => listeners.delete(listener));
    },
    /** Ends every stream, so the server can stop (an open one would keep server.close() waiting for ever). */
    stop() {
      unsubscribe();
      closeAll();
    },
  };
}
