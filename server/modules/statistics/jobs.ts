import type { AppContext } from '../../context';
import type { JobQueue } from '../../jobs/queue';
import { QUEUES } from '../../jobs/queue-names';
import { type CalibrationPayload, calibrateSubjects } from './service';

/** The calibration's worker: one run at a time; a failed run is tried again (the job's tries) and changes nothing. */
export function registerCalibrationWorker(queue: JobQueue, ctx: Pick<AppContext, 'db' | 'hooks'>): void {
  queue.work<CalibrationPayload>(QUEUES.calibrate, async () => calibrateSubjects(ctx), { concurrency: 1 });
}
