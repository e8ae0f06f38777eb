import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index';
import { AppError } from '../../errors';
import type { EventBus } from '../../events/bus';
import type { EventStream } from '../../events/sse';
import { countReports } from './queries';

/** An admin with more tabs than this open on the reports page gets too_many_request for the next one. */
export const STREAMS_PER_USER = 5;

interface Watcher {
  userId: string;
  stream: EventStream;
  /** the change number of the last count this stream was sent; -1 before the first */
  sentChange: number;
}

export type ReportFeed = ReturnType<typeof createReportFeed>;

/**
 * The live report count behind GET /api/admin/reports/events. Every change ("reports" on the bus) is numbered; one
 * count query at a time serves every open stream still behind the latest number, so a burst of reports costs a few
 * queries, not one per stream per report, and each stream sees counts in the order they were taken. Nobody
 * watching, no query.
 */
export function createReportFeed(db: Db, bus: EventBus, log: FastifyBaseLogger) {
  const watchers = new Set<Watcher>();
  let change = 0;
  let isCounting = false;
  let isCountStale = false;
  let isShutDown = false;

  const isBehind = () => [...watchers].some((watcher) => watcher.sentChange < change);

  async function sendCount() {
    if (isCounting) {
      isCountStale = true;
      return;
    }
    isCounting = true;
    try {
      do {
        isCountStale = false;
        if (isShutDown || !isBehind()) break;
        const counted = change;
        const count = await countReports(db);
        for (const watcher of watchers) {
          if (watcher.sentChange >= counted) continue;
          watcher.stream.send('reports', { count });
          watcher.sentChange = counted;
        }
      } while (isCountStale);
    } catch (error) {
      log.error({ err: error }, 'could not count the reports for the live feed');
      // A stream that was never told the count is closed: its EventSource reconnects in a few seconds and asks again.
      for (const watcher of watchers) if (watcher.sentChange < 0) watcher.stream.close();
    } finally {
      isCounting = false;
    }
  }

  bus.subscribe('reports', () => {
    change++;
    void sendCount();
  });

  return {
    /** Throws too_many_request when the user already has STREAMS_PER_USER streams open. */
    assertRoomFor(userId: string) {
      let open = 0;
      for (const watcher of watchers) if (watcher.userId === userId) open++;
      if (open >= STREAMS_PER_USER) throw new AppError('too_many_request', 429);
    },
    /** Sends the current count now and again after every change, until the stream closes. */
    watch(userId: string, stream: EventStream) {
      const watcher: Watcher = { userId, stream, sentChange: -1 };
      watchers.add(watcher);
      stream.onClose(() => watchers.delete(watcher));
      void sendCount();
    },
    /** Ends every stream, so the server can stop (Fastify's preClose). */
    closeAll() {
      isShutDown = true;
      for (const watcher of watchers) watcher.stream.close();
    },
  };
}
