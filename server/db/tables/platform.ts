import type { Generated, Selectable } from 'kysely';
import type { Flag } from './columns';

export interface SettingTable {
  key: string;
  /** JSON */
  value: string;
  updatedAt: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to: string;
  from: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** queued: waiting for SMTP; sent; failed (see error); logged: no SMTP configured, written to the log only */
  status: string;
  error: string | null;
  attempts: number;
  createdAt: number;
  sentAt: number | null;
}

/** The bytes of an upload waiting for its job (migration 0020): any worker reads them through the database. */
export interface StoredFileTable {
  key: string;
  bytes: Buffer;
  size: number;
  createdAt: number;
}

export interface FileTable {
  key: string;
  /** the original file name, for Content-Disposition */
  name: string;
  contentType: string;
  size: number;
  /** 'syllabus' or 'image' */
  purpose: string;
  createdBy: string;
  deleted: Generated<Flag>;
  createdAt: number;
}

/** A durable job of the embedded queue (server/jobs/); progress 0..1, cost in millionths of a US dollar. */
export interface JobTable {
  id: string;
  queue: string;
  payload: string;
  state: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
  attempts: number;
  maxAttempts: number;
  runAt: number;
  lockedBy: string | null;
  lockedUntil: number | null;
  progress: number;
  tokensIn: number;
  tokensOut: number;
  costMicros: number;
  lastError: string | null;
  /** why a failed try or job failed, as a translatable code (queue.ts failureReasonOf) */
  failureReason: string | null;
  result: string | null;
  createdBy: string | null;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
}
export type JobRow = Selectable<JobTable>;

/** One rate limiter's counter for one key (a route and an address, an account …) in its current window (0022). */
export interface RateLimitTable {
  key: string;
  count: number;
  resetAt: number;
}

/** Analytics events the server fires (0017): the purchase event, once per payment (id = the payment's id). */
export interface AnalyticsEventTable {
  id: string;
  userId: string;
  name: string;
  /** HKD */
  value: number;
  currency: string;
  createdAt: number;
}

/** One row per week whose digest job was sent (migration 0018); `week` is the Monday, YYYY-MM-DD. */
export interface DigestRunTable {
  week: string;
  createdAt: number;
}

/** Who got a week's digest: written before the mail, so a retried job never mails anyone twice. */
export interface DigestDeliveryTable {
  userId: string;
  week: string;
  sentAt: number;
}
