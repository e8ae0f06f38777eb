import { ApiError, NetworkError } from '../../lib/api';

/**
 * The autosave's retry rules, in one place: the working screen's queue (answerQueue.ts) and bench/faults' simulated
 * students both run these.
 *
 * A save the server could not take (a 5xx: the database restarting, a server being replaced) or that got no answer
 * (the network, or a save left waiting longer than SAVE_TIMEOUT_MS) is tried again about every second while the
 * trouble is young: most outages are a restart of a few seconds, and the student should see "saved" within seconds
 * of its end. Each wait is jittered, so a class that failed together does not come back in one burst. After
 * FAST_TRIES failures in a row (half a minute), the trouble is not a restart: tries slow to one every 10 s. Too many
 * requests (429) and a lost session (401) never go fast: 2 s, 5 s, then every 10 s.
 */
export const SAVE_RETRY = {
  /** the wait between tries while the trouble is young */
  fastMs: 1000,
  /** this many failures in a row are tried again fast (about 30 s of trouble) */
  fastTries: 30,
  /** the wait once the trouble has lasted, and the longest wait of all */
  slowMs: 10_000,
  /** 429 and 401: the server is asking for fewer requests, or the session must be found again */
  politeMs: [2000, 5000, 10_000],
  /** each wait is spread over ± this share of itself */
  jitter: 0.3,
} as const;

/**
 * How long a save may wait for its answer before it counts as failed and is tried again. A save answers in
 * milliseconds (p99 under 0.5 s through the proxy under load, bench/README.md); one left waiting this long hit a
 * server in trouble, and the next try may reach a healthy one. Replays are harmless (the server keeps the highest seq).
 */
export const SAVE_TIMEOUT_MS = 8000;

/** Worth trying again: no answer at all, the server in trouble, too many requests, or the session not found. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429 || error.status === 401;
  return true;
}

/**
 * The wait before the next try, after `failures` failed tries in a row (1 for the first), the last with `error`.
 * `random` is in [0, 1) (Math.random; tests pass a fixed one).
 */
export function retryDelayMs(error: unknown, failures: number, random: () => number = Math.random): number {
  const polite = error instanceof ApiError && (error.status === 429 || error.status === 401);
  const base = polite
    ? SAVE_RETRY.politeMs[Math.min(failures, SAVE_RETRY.politeMs.length) - 1]!
    : failures <= SAVE_RETRY.fastTries
      ? SAVE_RETRY.fastMs
      : SAVE_RETRY.slowMs;
  const spread = base * SAVE_RETRY.jitter * (2 * random() - 1);
  return Math.round(Math.min(SAVE_RETRY.slowMs, base + spread));
}
