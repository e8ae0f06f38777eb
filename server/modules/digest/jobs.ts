import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { JobQueue } from '../../jobs/queue';
import { QUEUES } from '../../jobs/queue-names';
import type { Mailer } from '../../mail/mailer';
import { sendWeeklyDigests, type WeeklyDigestPayload } from './service';

/** The weekly digest's worker: one run a week (scheduleWeeklyDigest sends it), one at a time. */
export function registerDigestWorker(
  queue: JobQueue,
  deps: { db: Db; config: Config; mailer: Mailer; onError: (error: unknown, userId: string) => void },
): void {
  queue.work<WeeklyDigestPayload>(
    QUEUES.weeklyDigest,
    async (job) =>
      sendWeeklyDigests(
        { db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl, onError: deps.onError },
        job.payload.week,
      ),
    { concurrency: 1 },
  );
}
