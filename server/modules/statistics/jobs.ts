import type { AppContext } from '../../context';
import type { JobQueue } from '../../jobs/queue';
import { QUEUES } from '../../jobs/queue-names';
import { type CalibrationPayload, calibrateSubjects, fitNotebookWeights } from './service';

/**
 * The calibration's worker: one run at a time; a failed run is tried again (the job's tries) and changes nothing.
 * After the expected level's calibration it fits the notebook's FSRS weights (notebook-weights.ts).
 */
export function registerCalibrationWorker(queue: JobQueue, ctx: Pick<AppContext, 'db' | 'hooks'>): void {
  queue.work<CalibrationPayload>(
    QUEUES.calibrate,
    async () => {
      const calibrated = await calibrateSubjects(ctx);
      const fit = await fitNotebookWeights(ctx);
      return { ...calibrated, notebookWeights: fit ? { used: fit.used, logLoss: fit.logLoss } : null };
    },
    { concurrency: 1 },
  );
}
