import DataLoader from 'dataloader';

/** Most keys read by one query. */
const MAX_BATCH = 100;

/**
 * A lookup by key whose calls made during one turn of the event loop are answered by one query, sent once that
 * turn's I/O callbacks have run (setImmediate). `fetch` gets the distinct keys and returns the rows found by key.
 * Nothing is cached: every call is answered by a query that started after the call, so it sees every change
 * committed before it. Under load this divides the round trips, the server's fixed cost per query and the driver's
 * work per request by the number of requests per batch (docs/benchmarks.md).
 */
export function batchedLookup<K, R>(fetch: (keys: K[]) => Promise<Map<K, R>>): (key: K) => Promise<R | null> {
  const loader = new DataLoader<K, R | null>(
    async (keys) => {
      const found = await fetch([...new Set(keys)]);
      return keys.map((k) => found.get(k) ?? null);
    },
    { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (key) => loader.load(key);
}
