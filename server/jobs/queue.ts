import type { JobRow } from '../db/types';

/** What a handler may do while it runs: report progress and the tokens it spent; `signal` aborts on cancel. */
export interface JobContext<P> {
  jobId: string;
  attempt: number;
  payload: P;
  signal: AbortSignal;
  progress(fraction: number): Promise<void>;
  usage(spent: { tokensIn?: number; tokensOut?: number; costMicros?: number }): Promise<void>;
}

export type JobHandler<P> = (context: JobContext<P>) => Promise<unknown>;

export interface SendOptions {
  /** tries in all, the first included (default 3) */
  maxAttempts?: number;
  delayMs?: number;
  createdBy?: string | null;
}

/**
 * Durable jobs: a sent job survives a restart, a failed try is retried with exponential backoff until maxAttempts,
 * and a cancelled job is never (re)started and aborts its running handler. Two implementations: the embedded queue
 * (a table in our own database, any engine) and pg-boss (PostgreSQL). See docs/jobs.md.
 */
export interface JobQueue {
  send<P>(queue: string, payload: P, options?: SendOptions): Promise<string>;
  work<P>(queue: string, handler: JobHandler<P>, options?: { concurrency?: number }): void;
  cancel(jobId: string): Promise<boolean>;
  get(jobId: string): Promise<JobRow | null>;
  stop(): Promise<void>;
}

/** Wait before retry n (1-based): base, 2×base, 4×base… capped at an hour. */
export function backoffMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
}
