import { describe, expect, it } from 'vitest';
import { createReportCache } from '../src/modules/reports/report-cache';

describe('the reports cache', () => {
  it('answers a kept value while the version holds, and computes again when it changes', async () => {
    const cache = createReportCache();
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return runs;
    };
    expect(await cache.remember('spend', 'v1', compute)).toBe(1);
    expect(await cache.remember('spend', 'v1', compute)).toBe(1);
    expect(await cache.remember('spend', 'v2', compute)).toBe(2);
    expect(runs).toBe(2);
  });

  it('shares one computation between requests that arrive together, and keeps no failure', async () => {
    const cache = createReportCache();
    let runs = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++runs), 10));
    expect(await Promise.all([cache.remember('k', 'v', slow), cache.remember('k', 'v', slow)])).toEqual([
      1, 1,
    ]);
    await expect(cache.remember('bad', 'v', () => Promise.reject(new Error('caída')))).rejects.toThrow(
      'caída',
    );
    await Promise.resolve();
    expect(await cache.remember('bad', 'v', async () => 7)).toBe(7);
  });

  it('runs a thenable once, however often its answer is awaited (a query builder runs again on every then)', async () => {
    const cache = createReportCache();
    let runs = 0;
    const query = {
      // biome-ignore lint/suspicious/noThenProperty: a stand-in for Drizzle's query builder, which is such a thenable.
      then: (resolve: (value: number) => void) => resolve(++runs),
    };
    const compute = () => query as unknown as Promise<number>;
    expect(await cache.remember('q', 'v', compute)).toBe(1);
    expect(await cache.remember('q', 'v', compute)).toBe(1);
    expect(runs).toBe(1);
  });

  it('lets the least recently used entries go beyond its capacity', async () => {
    const cache = createReportCache(2);
    let runs = 0;
    const compute = async () => ++runs;
    await cache.remember('a', 'v', compute);
    await cache.remember('b', 'v', compute);
    await cache.remember('a', 'v', compute);
    await cache.remember('c', 'v', compute);
    expect(await cache.remember('a', 'v', compute)).toBe(1);
    expect(await cache.remember('b', 'v', compute)).toBe(4);
  });
});
