import type { Config } from '../config';
import type { Db } from '../db/index';
import type { JobQueue } from './queue';

/**
 * The job queue and AI settings of the app that owns a database handle. Service functions receive `db` only (the
 * practices' finish path runs from a route, the sweeper and a lazy read alike), so work they hand to a job finds its
 * queue here. Keyed by the handle, not a module-level singleton: tests run many apps, each on its own database, in
 * one process.
 */
export interface JobsOfApp {
  queue: JobQueue;
  ai: Config['ai'];
}

const registry = new WeakMap<Db, JobsOfApp>();

export function attachJobs(db: Db, jobs: JobsOfApp): void {
  registry.set(db, jobs);
}

/** The queue of this database's app, or undefined (a script or test that opened none). */
export function findJobs(db: Db): JobsOfApp | undefined {
  return registry.get(db);
}
