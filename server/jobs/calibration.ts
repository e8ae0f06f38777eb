import type { FastifyInstance } from 'fastify';
import { scheduleCalibration } from '../modules/statistics/service';
import { runScheduler } from './every';

/**
 * Sends the nightly calibration job (docs/jobs.md, "The nightly calibration"): every server ticks every 10 minutes;
 * from 03:00 Hong Kong time the first tick of the night to claim it sends the job, here or on another server, and
 * across restarts.
 */
export function startCalibrationScheduler(app: FastifyInstance): void {
  runScheduler(
    app,
    'nightly calibration scheduling',
    () => scheduleCalibration(app.appContext),
    'sent the nightly calibration job',
  );
}
