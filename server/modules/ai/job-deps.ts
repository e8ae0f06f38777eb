import type { Usage } from '../../ai/client';
import { costMicros } from '../../ai/cost';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { EventBus } from '../../events/bus';
import type { JobContext } from '../../jobs/queue';

// What every AI job handler gets, and how a job accounts for its model calls.

/** The process's context (server/context.ts), of which a job uses these parts; a test's workers may go without events. */
export type Deps = Pick<AppContext, 'db' | 'config' | 'hooks'> & {
  /** the app's live events, to tell a student's open tabs that a question of theirs is written */
  events?: EventBus;
};

/** Tokens and their cost on the job's row, as each model call answers. */
export function accountUsage(job: JobContext<unknown>, config: Config) {
  return (usage: Usage) => job.usage({ ...usage, costMicros: costMicros(usage, config.ai) });
}
