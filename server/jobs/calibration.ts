import type { FastifyInstance } from 'fastify';
import { scheduleCalibration } from '../modules/statistics/service';
import { runEvery } from './every';

const INTERVAL_MS = 10 * 60_000;

/**
 * Sends the nightly calibration job (docs/jobs.md, "The nightly calibration"): every server ticks every 10 minutes;
 * from 03:00 Hong Kong time the first tick of the night to claim it sends the job, here or on another server, and
 * across restarts.
 */
export function startCalibrationScheduler(app: FastifyInstance): void {
  runEvery(
    app,
    'nightly calibration scheduling',
    INTERVAL_MS,
    async () => {
      const jobId = await scheduleCalibration(app.appContext);
      if (jobId) app.log.info({ jobId }, 'sent the nightly calibration job');
    },
    { atStart: true },
  );
}
