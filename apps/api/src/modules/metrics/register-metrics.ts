import { timingSafeEqual } from 'node:crypto';
import type { DatabaseHandle } from '@travesia/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { isLocalRequest } from '../../lib/loopback';
import { registerDatabaseGauges, type TravesiaMetrics } from './travesia-metrics';

export interface MetricsOptions {
  context: AppContext;
  database: Pick<DatabaseHandle, 'poolStats'>;
  metrics: TravesiaMetrics;
}

/** Request durations in seconds: most answers take milliseconds, a supplier's search some seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics at /metrics (fastify-metrics over prom-client): Node's own, each route's request durations by
 * method, route and status (so rates and errors too), and the product's (travesia-metrics.ts). Answered to this
 * machine, and elsewhere only with `METRICS_TOKEN` as a bearer token; anyone else gets 404, as if there were none.
 * Registered on the root instance before the other routes, so that its hooks time every one of them.
 */
export async function registerMetrics(
  app: FastifyInstance,
  { context, database, metrics }: MetricsOptions,
): Promise<void> {
  registerDatabaseGauges(metrics, context, database);
  const registers = [metrics.registry];
  await app.register(fastifyMetrics, {
    defaultMetrics: { enabled: true, register: metrics.registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      overrides: { histogram: { buckets: DURATION_BUCKETS, registers }, summary: { registers } },
    },
    endpoint: {
      url: '/metrics',
      method: 'GET',
      logLevel: 'warn',
      exposeHeadRoute: false,
      schema: { hide: true },
      onRequest: async (request: FastifyRequest) => {
        if (!mayReadMetrics(request, context.config.metricsToken)) throw notFound();
      },
      handler: () => undefined,
    },
  });
}

function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (isLocalRequest(request)) return true;
  if (!token) return false;
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
