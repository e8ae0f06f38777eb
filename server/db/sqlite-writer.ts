import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';

/** Runs one write statement as its own transaction and resolves with its rows once the commit is durable. */
export type WriteRunner = <Row>(query: CompiledQuery<Row>) => Promise<Row[]>;

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

type Reply = { id: number; rows: unknown[] } | { id: number; error: string; code?: string };

/**
 * A second SQLite connection on a thread of its own for the hottest durable write (answer saves). With
 * synchronous=FULL every commit waits for the disk; better-sqlite3 waits synchronously, so on the main thread each
 * commit stopped every other request for its fsync (a fifth of the server's time under autosave load, measured with
 * bench/autosave). Here the fsync blocks only this thread, and requests keep being served and batched meanwhile.
 * WAL lets the main connection read while this one writes; SQLite still runs one write transaction at a time.
 */
export function createSqliteWriter(file: string): { run: WriteRunner; close: () => Promise<void> } {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const thread = new Worker(new URL('./sqlite-writer-thread.mjs', import.meta.url), { workerData: { file } });
    thread.on('message', (reply: Reply) => {
      const entry = pending.get(reply.id);
      if (!entry) return;
      pending.delete(reply.id);
      if ('error' in reply) entry.reject(Object.assign(new Error(reply.error), { code: reply.code }));
      else entry.resolve(reply.rows);
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', () => {
      // A thread that stopped unexpectedly fails what it held; the next write starts a new one.
      if (worker === thread) worker = null;
      failAll(new Error('the SQLite writer thread stopped'));
    });
    // Only the server's own requests need it: it must not keep a process alive on its own.
    thread.unref();
    return thread;
  };

  const run: WriteRunner = <Row>(query: CompiledQuery<Row>) =>
    new Promise<Row[]>((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
    });

  const close = async () => {
    const thread = worker;
    if (!thread) return;
    // Writes already sent finish first: the thread handles messages in order.
    const exited = new Promise((resolve) => thread.once('exit', resolve));
    thread.postMessage({ type: 'close' });
    await exited;
  };

  return { run, close };
}
