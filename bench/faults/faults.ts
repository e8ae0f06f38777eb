// The faults, each a function of the running cluster. Each answers when it struck, what it did, and the AI paper jobs
// that were running in what it struck (whose papers must then be finished by someone else).
import { type HeldJob, isHeldBy, runningPaperJobs } from './ai';
import type { Cluster } from './cluster';

export interface FaultResult {
  name: FaultName;
  label: string;
  at: number;
  detail: string;
  /** AI paper jobs that were running in the process (or on the database) the fault struck */
  interrupted: HeldJob[];
  /** resolves once what was struck is back (a restarted process listening), with the time it was */
  back: Promise<number>;
}

export const faultNames = ['app', 'worker', 'postgres', 'listen'] as const;
export type FaultName = (typeof faultNames)[number];

export const faultLabels: Record<FaultName, string> = {
  app: 'kill -9 app server 1 (back 10 s later)',
  worker: 'kill -9 the worker (back 10 s later)',
  postgres: 'restart PostgreSQL',
  listen: 'cut the LISTEN connections',
};

const RESTART_AFTER_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `kill -9` app server 1, and start it again 10 s later (what a supervisor such as systemd does). */
export async function killAppServer(cluster: Cluster): Promise<FaultResult> {
  const before = await runningPaperJobs(cluster);
  const at = Date.now();
  const pid = cluster.killApp(0);
  const back = sleep(RESTART_AFTER_MS)
    .then(() => cluster.startApp(0))
    .then(() => Date.now());
  return {
    name: 'app',
    label: faultLabels.app,
    at,
    detail: `pid ${pid}`,
    interrupted: before.filter((job) => isHeldBy(job, pid)),
    back,
  };
}

/** `kill -9` the worker, and start it again 10 s later. */
export async function killWorker(cluster: Cluster): Promise<FaultResult> {
  const before = await runningPaperJobs(cluster);
  const at = Date.now();
  const pid = cluster.killWorker();
  const back = sleep(RESTART_AFTER_MS)
    .then(() => cluster.startWorker())
    .then(() => Date.now());
  return {
    name: 'worker',
    label: faultLabels.worker,
    at,
    detail: `pid ${pid}`,
    interrupted: before.filter((job) => isHeldBy(job, pid)),
    back,
  };
}

/** `pg_ctl restart -m fast`: every connection ends, the server shuts down cleanly and starts again. */
export async function restartPostgres(cluster: Cluster): Promise<FaultResult> {
  const before = await runningPaperJobs(cluster);
  const at = Date.now();
  await cluster.restartPostgres();
  const backAt = Date.now();
  return {
    name: 'postgres',
    label: faultLabels.postgres,
    at,
    detail: `down ${((backAt - at) / 1000).toFixed(1)} s`,
    interrupted: before,
    back: Promise.resolve(backAt),
  };
}

/** Ends the backends that LISTEN for live events (as a network cut or an idle-connection killer would). */
export async function cutListen(cluster: Cluster): Promise<FaultResult> {
  const at = Date.now();
  const ended = await cluster.cutListenConnections();
  return {
    name: 'listen',
    label: faultLabels.listen,
    at,
    detail: `${ended} connections ended`,
    interrupted: [],
    back: Promise.resolve(at),
  };
}

export const faults: Record<FaultName, (cluster: Cluster) => Promise<FaultResult>> = {
  app: killAppServer,
  worker: killWorker,
  postgres: restartPostgres,
  listen: cutListen,
};
