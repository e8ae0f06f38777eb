import { vi } from 'vitest';
import type { JobRow } from '../db/tables/platform';
import type { JobQueue } from '../jobs/queue';

/**
 * Reads until `ok` holds and answers the value read: a wait for what the test waits for, never a fixed sleep. Fails
 * after `timeout` ms with the last value read, or the read's last error.
 */
export function readUntil<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  { timeout = 5_000, interval = 15 }: { timeout?: number; interval?: number } = {},
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!ok(value)) throw new Error(`still waiting; last value ${JSON.stringify(value)}`);
      return value;
    },
    { timeout, interval },
  );
}

const endStates = new Set(['completed', 'failed', 'cancelled']);

/** A job's row once the job has ended: completed, failed or cancelled. */
export async function readEndedJob(queue: JobQueue, id: string, timeout = 5_000): Promise<JobRow> {
  const job = await readUntil(
    () => queue.get(id),
    (row) => row !== null && endStates.has(row.state),
    { timeout, interval: 20 },
  );
  return job!;
}
