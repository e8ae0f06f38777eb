/**
 * Lookups by key that arrive together (in one turn of the event loop) become one query: `loadMany` gets the distinct
 * keys and answers a map; each caller gets its own value, or undefined when the map has none. On PostgreSQL a
 * round trip costs far more than a row, so under load this saves most of them; a failed query fails its batch.
 */
export function createBatchLoader<Key, Value>(
  loadMany: (keys: Key[]) => Promise<Map<Key, Value>>,
  maxBatch = 500,
): (key: Key) => Promise<Value | undefined> {
  type Waiter = { resolve: (value: Value | undefined) => void; reject: (error: unknown) => void };
  let waiting = new Map<Key, Waiter[]>();
  let scheduled = false;

  function flush() {
    scheduled = false;
    const batch = waiting;
    waiting = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxBatch) {
      const slice = keys.slice(start, start + maxBatch);
      loadMany(slice).then(
        (values) => {
          for (const key of slice) for (const waiter of batch.get(key) ?? []) waiter.resolve(values.get(key));
        },
        (error: unknown) => {
          for (const key of slice) for (const waiter of batch.get(key) ?? []) waiter.reject(error);
        },
      );
    }
  }

  return (key) =>
    new Promise((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        // The requests already read from the sockets in this turn join the batch.
        setImmediate(flush);
      }
    });
}
