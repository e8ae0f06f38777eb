import type { AppContext } from '../../context';
import type { JobQueue } from '../../jobs/queue';
import { QUEUES } from '../../jobs/queue-names';
import { sendWeeklyDigests, type WeeklyDigestPayload } from './service';

/** The weekly digest's worker: one run a week (scheduleWeeklyDigest sends it), one at a time. */
export function registerDigestWorker(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'hooks' | 'caches' | 'mail' | 'config'> & {
    onError: (error: unknown, userId: string) => void;
  },
): void {
  queue.work<WeeklyDigestPayload>(QUEUES.weeklyDigest, async (job) => sendWeeklyDigests(ctx, job.payload.week), {
    concurrency: 1,
  });
}
