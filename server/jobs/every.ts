import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` on this server every `intervalMs` (and once at once with `atStart`), never two runs at a time: a tick
 * that finds the last run still going is skipped. A failure is logged as `<what> failed`, never thrown; the timer
 * keeps no process alive and stops when the app closes. The sweepers and the digest scheduler share it.
 */
export function runEvery(
  app: FastifyInstance,
  what: string,
  intervalMs: number,
  task: () => Promise<void>,
  { atStart = false }: { atStart?: boolean } = {},
): void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = false;
      });
  };
  if (atStart) tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

const SCHEDULE_INTERVAL_MS = 10 * 60_000;

/**
 * A job sent once a period (a night, a week): every server asks `schedule` every 10 minutes, and once at start, and
 * the period's claim in the database makes the first ask of the period, here or on another server and across
 * restarts, the only one that sends. What it sent is logged as `sent`.
 */
export function runScheduler(
  app: FastifyInstance,
  what: string,
  schedule: () => Promise<string | null>,
  sent: string,
): void {
  runEvery(
    app,
    what,
    SCHEDULE_INTERVAL_MS,
    async () => {
      const jobId = await schedule();
      if (jobId) app.log.info({ jobId }, sent);
    },
    { atStart: true },
  );
}
