import { isDatabaseUnavailable } from './unavailable';

/**
 * Group commit: writes that arrive together go to the database as one statement, one transaction, so they share one
 * fsync. With synchronous=FULL on SQLite (and a WAL flush on PostgreSQL) every commit waits for the disk; a class of
 * students autosaving at once would otherwise queue behind one fsync each. `writeMany` must write its inputs
 * atomically and answer after the commit (DatabaseHandle.runWrite does both); each caller gets its own result.
 * One batch is in flight at a time (SQLite writes one transaction at a time anyway; on PostgreSQL, measured with
 * bench/autosave, several in flight made latency worse, not better). What arrives meanwhile forms the next batch.
 * A batch that failed is tried again one write at a time (one bad write must not fail its neighbours), unless the
 * database could not be reached: then the whole batch fails at once, and so the next batch can try.
 */
export function createGroupCommit<In, Out>(writeMany: (inputs: In[]) => Promise<Out[]>, maxBatch = 500) {
  type Pending = { input: In; resolve: (value: Out) => void; reject: (error: unknown) => void };
  const maxInFlight = 1;
  let queue: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;

  async function commit(batch: Pending[]) {
    try {
      const results = await writeMany(batch.map((item) => item.input));
      for (const [index, item] of batch.entries()) item.resolve(results[index] as Out);
    } catch (error) {
      // The database is down or restarting: every write of the batch failed for that one reason. Trying each again
      // alone would keep the batches behind this one waiting once per write (bench/faults: saves unanswered for 30 s
      // after a PostgreSQL restart); the clients try again themselves.
      if (isDatabaseUnavailable(error)) {
        for (const item of batch) item.reject(error);
        return;
      }
      // One bad write must not fail its neighbours: retry each on its own and report its own outcome.
      for (const [index, item] of batch.entries()) {
        try {
          const results = await writeMany([item.input]);
          item.resolve(results[0] as Out);
        } catch (alone) {
          item.reject(alone);
          if (isDatabaseUnavailable(alone)) {
            for (const rest of batch.slice(index + 1)) rest.reject(alone);
            return;
          }
        }
      }
    }
  }

  function pump() {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      inFlight++;
      void commit(batch).finally(() => {
        inFlight--;
        if (queue.length > 0) schedule();
      });
    }
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // Wait for this turn of the event loop, so the requests already read from the sockets join the batch.
    setImmediate(pump);
  }

  return (input: In): Promise<Out> =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      schedule();
    });
}
