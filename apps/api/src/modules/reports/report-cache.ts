/**
 * A report's aggregates, kept per API process while the company's bookings stay as they were (decision 026). Every
 * read first asks the database for the company's last booking change (one indexed look-up), so an answer is never
 * staler than the database and two API processes agree; only the work of aggregating again is saved. Least recently
 * used entries go first.
 */
export interface ReportCache {
  /** The value kept for `key` at `version`, else `compute()`'s, kept for next time. */
  remember<T>(key: string, version: string, compute: () => Promise<T>): Promise<T>;
}

export function createReportCache(capacity = 200): ReportCache {
  const entries = new Map<string, { version: string; value: Promise<unknown> }>();
  return {
    remember<T>(key: string, version: string, compute: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept && kept.version === version) {
        // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
        entries.delete(key);
        entries.set(key, kept);
        return kept.value as Promise<T>;
      }
      // A real promise, settled once: a query builder is a thenable that runs its query again on every `then`.
      const value = Promise.resolve().then(compute);
      entries.set(key, { version, value });
      // A failed computation is not kept.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > capacity) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}
