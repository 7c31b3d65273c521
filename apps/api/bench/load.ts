/**
 * The load generator, forked by run.ts: autocannon parses answers and keeps its histograms on a core of its own
 * process, so the measured server never shares its event loop with the traffic it is measured under.
 */
import autocannon, { type Options, type Result } from 'autocannon';

export interface LoadSummary {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

function summarise(result: Result): LoadSummary {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

process.once('message', async (options: Options) => {
  try {
    process.send?.({ summary: summarise(await autocannon(options)) });
  } catch (error) {
    process.send?.({ error: String(error) });
  }
});
