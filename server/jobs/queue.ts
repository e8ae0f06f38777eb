import type { Db } from '../db/index';
import type { JobRow } from '../db/tables/platform';

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
  /**
   * The caller's open transaction: the job is sent in it, so it exists exactly when the rows that wait for it do
   * (a paper opened for its writer, marks queued for their marker). Rolled back, no job was ever sent.
   */
  trx?: Db;
}

export interface WorkOptions<P> {
  concurrency?: number;
  /**
   * Told once when a job of this queue ends failed for good: after its last try, or when its worker died during it
   * (`worker lost`, when the handler never got to say so). What waited for the job is settled here: a paper closed,
   * marks failed, an empty assignment removed.
   */
  onGiveUp?: (payload: P, reason: string) => Promise<void>;
}

/**
 * Durable jobs: a sent job survives a restart, a failed try is retried with exponential backoff until maxAttempts,
 * a job whose worker died is taken up again once its lease runs out, and a cancelled job is never (re)started and
 * aborts its running handler. Two implementations: the embedded queue (a table in our own database, any engine) and
 * pg-boss (PostgreSQL). See docs/jobs.md.
 */
export interface JobQueue {
  send<P>(queue: string, payload: P, options?: SendOptions): Promise<string>;
  work<P>(queue: string, handler: JobHandler<P>, options?: WorkOptions<P>): void;
  cancel(jobId: string): Promise<boolean>;
  get(jobId: string): Promise<JobRow | null>;
  stop(): Promise<void>;
}

/** Wait before retry n (1-based): base, 2×base, 4×base… capped at an hour. */
export function backoffMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/**
 * Why a job failed, as a code the screens translate (`ai.reasons.<code>`): an error may carry its own (`reason`, as
 * the AI client's do: ai_unreachable, ai_overloaded, ai_invalid_answer, ai_rejected); anything else is job_failed.
 */
export function failureReasonOf(error: unknown): string {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && /^[a-z_]{1,40}$/.test(reason) ? reason : 'job_failed';
}
