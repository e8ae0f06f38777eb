import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/index';
import { type BusMessage, createListenerSet, type EventBus, parseBusMessage } from './bus';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export interface PgBusOptions {
  connectionString: string;
  /** the schema the app works in: each schema is its own channel, so test schemas on one server never mix */
  schema: string;
  onError: (error: unknown) => void;
}

/** The channel of a schema; a NOTIFY payload is text up to 8000 bytes, far more than our messages need. */
export function channelOf(schema: string): string {
  return `paperwise_events_${schema}`.slice(0, 63);
}

/**
 * Events through PostgreSQL LISTEN/NOTIFY. Publishing is one `pg_notify` on the app's pool; every app server keeps
 * one connection of its own LISTENing (a pooled connection would be handed to other queries). A server hears its
 * own notifications the same way as the others', so there is one path for all. Lost connections are reopened with
 * backoff; the subscribers' onGap runs when listening resumes, since notifications sent in between never arrive.
 */
export async function createPgBus(db: Db, options: PgBusOptions): Promise<EventBus> {
  const channel = channelOf(options.schema);
  const listeners = createListenerSet(options.onError);
  let client: pg.Client | null = null;
  let isClosed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    client = await openListener(options, channel, (message) => listeners.deliver(message), dropAndRetry);
    retryMs = RECONNECT_MIN_MS;
  }

  function dropAndRetry(lost: pg.Client) {
    if (client !== lost && client !== null) return;
    client = null;
    lost.removeAllListeners('end');
    void lost.end().catch(() => {});
    if (isClosed || retryTimer) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (isClosed) return;
      connect().then(
        () => listeners.gap(),
        (error: unknown) => {
          options.onError(error);
          dropAndRetry(lost);
        },
      );
    }, wait);
    retryTimer.unref();
  }

  await connect();

  return {
    async publish(message: BusMessage) {
      try {
        await sql`select pg_notify(${channel}, ${JSON.stringify(message)})`.execute(db);
      } catch (error) {
        options.onError(error);
      }
    },
    subscribe: (listener, onGap) => listeners.add(listener, onGap),
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}

/** A connection of its own LISTENing on the channel: `onLost` hears of its end, after `onError` for an error. */
async function openListener(
  options: PgBusOptions,
  channel: string,
  deliver: (message: BusMessage) => void,
  onLost: (lost: pg.Client) => void,
): Promise<pg.Client> {
  const next = new pg.Client({ connectionString: options.connectionString });
  next.on('notification', (notification) => {
    if (notification.channel !== channel || !notification.payload) return;
    const message = parseBusMessage(notification.payload);
    if (message) deliver(message);
  });
  next.on('error', (error) => {
    options.onError(error);
    onLost(next);
  });
  next.on('end', () => onLost(next));
  await next.connect();
  // The channel is an identifier: quoted, so the schema's letters keep their case.
  await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
  return next;
}
