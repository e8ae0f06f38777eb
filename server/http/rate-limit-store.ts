import { sql } from 'kysely';
import type { Db } from '../db/index';

/**
 * A store for @fastify/rate-limit that keeps its counters in our database, so every app server counts the same
 * attempts (issue 27: three servers must not allow three times the sign-in attempts). One upsert per attempt: a key's
 * window starts at its first attempt and its counter starts again once the window is over. The plugin gives each
 * route's limiter a child store; its keys carry the route, as its Redis store's do.
 */
export function createDatabaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    /** The plugin builds the store with its options (unused: windows come with each count); a child names its route. */
    constructor(
      _options?: object,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, window: number) {
      countAttempt(db, `${this.prefix}${key}`, window, Date.now()).then(
        ({ count, resetAt, now }) => done(null, { current: count, ttl: Math.max(0, resetAt - now) }),
        (error: Error) => done(error),
      );
    }

    // The plugin passes its merged settings with `routeInfo`: the route (a route's limiter), or {} (createRateLimit,
    // whose keys name what they count). Its types declare route options instead, hence the plain object here.
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${route.method ?? ''}${route.url ?? ''}-`);
    }
  };
}

/** Counts one attempt under `key`: the attempts in the key's window so far (this one included) and when it ends. */
export async function countAttempt(db: Db, key: string, windowMs: number, now: number) {
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, resetAt: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when "rateLimits"."resetAt" <= ${now} then 1 else "rateLimits"."count" + 1 end`,
        resetAt: sql`case when "rateLimits"."resetAt" <= ${now} then ${now + windowMs} else "rateLimits"."resetAt" end`,
      }),
    )
    .returning(['count', 'resetAt'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: Number(row.resetAt), now };
}

/** Counters whose window ended an hour ago or more: nothing reads them again. */
export async function sweepRateLimits(db: Db, now: number) {
  await db
    .deleteFrom('rateLimits')
    .where('resetAt', '<', now - 3_600_000)
    .execute();
}
