import { createAiClient } from './ai/client';
import { type QuestionRequest, writeQuestions } from './ai/questions';
import type { AppContext } from './context';
import type { EventBus } from './events/bus';
import type { JobQueue } from './jobs/queue';
import { QUEUES } from './jobs/queue-names';
import { registerAiWorkers } from './modules/ai/jobs';
import { registerDigestWorker } from './modules/digest/jobs';
import { registerRegradeWorker } from './modules/papers/regrade';
import { registerCalibrationWorker } from './modules/statistics/jobs';

// The job workers of the areas, registered on a process's queue: like server/subscribers.ts, the one place above the
// areas that names them, so the job platform (server/jobs) imports none.

/**
 * What the workers use of the process's context (server/context.ts). A test's AI workers run without mail (so they
 * leave the digest alone) and may go without live events.
 */
export type WorkerContext = Pick<AppContext, 'db' | 'config' | 'hooks' | 'caches'> &
  Partial<Pick<AppContext, 'events' | 'mail'>> & { onError?: (error: unknown) => void };

/**
 * Starts every worker of this process: the app's own by default, or `npm run worker` beside app servers. The
 * write-questions job stores the written questions as its result, with tokens counted on the job; the AI module's
 * jobs write papers, marks and solutions into the database (server/modules/ai/jobs.ts); the weekly digest mails
 * parents (server/modules/digest/jobs.ts); the nightly calibration refits the expected level's question difficulties
 * (server/modules/statistics/jobs.ts; server/jobs/calibration.ts sends it).
 */
const silentBus: EventBus = { publish: async () => {}, subscribe: () => () => {}, close: async () => {} };

export function startWorkers(queue: JobQueue, deps: WorkerContext): void {
  const { config } = deps;
  queue.work<QuestionRequest>(
    QUEUES.writeQuestions,
    async (job) => {
      const ai = createAiClient(config.ai);
      const total = job.payload.counts.mc + job.payload.counts.short + job.payload.counts.long;
      let done = 0;
      return writeQuestions(ai, job.payload, {
        signal: job.signal,
        onUsage: (usage) => job.usage(usage),
        onQuestion: async () => job.progress(++done / Math.max(1, total)),
      });
    },
    { concurrency: 2 },
  );
  registerAiWorkers(queue, deps);
  registerCalibrationWorker(queue, deps);
  // Without live events (a test's AI workers) the regrade still happens; nobody's screen is told.
  registerRegradeWorker(queue, { ...deps, events: deps.events ?? silentBus });
  // Mail needs a mailer: the app's, or the worker process's own; a test's AI workers run without one.
  const { mail, onError = () => {} } = deps;
  if (mail) registerDigestWorker(queue, { ...deps, mail, onError });
}
