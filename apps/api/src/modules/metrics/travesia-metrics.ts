import type { DatabaseHandle } from '@travesia/db';
import client from 'prom-client';
import type { AppContext } from '../../context';
import type { SupplierCall } from '../../suppliers/supplier-calls';
import { findOldestOverdueApproval } from '../bookings/service';
import { countOutboxByStatus, findOldestDueMessage } from '../mail/service';

export interface TravesiaMetrics {
  /** This app's registry: each app has its own, so two apps in one process (the tests) never collide. */
  registry: client.Registry;
  countSupplierCall(supplier: string, call: SupplierCall): void;
}

/** The product's own figures beside the HTTP ones: counted as they happen, or read from the database on scrape. */
export function createTravesiaMetrics(): TravesiaMetrics {
  const registry = new client.Registry();
  const supplierCalls = new client.Counter({
    name: 'travesia_supplier_calls_total',
    help: 'Calls to live suppliers made by this process, by supplier, operation and outcome.',
    labelNames: ['supplier', 'operation', 'outcome'],
    registers: [registry],
  });
  return {
    registry,
    countSupplierCall: (supplier, call) =>
      supplierCalls.inc({ supplier, operation: call.operation, outcome: call.outcome }),
  };
}

/**
 * Gauges read from the database at each scrape, the same in every process: the outbox (what waits, what was given
 * up on, how long the oldest due message has waited), how late the approval sweep is, and the connection pool.
 */
export function registerDatabaseGauges(
  metrics: TravesiaMetrics,
  context: AppContext,
  database: Pick<DatabaseHandle, 'poolStats'>,
): void {
  const registers = [metrics.registry];
  new client.Gauge({
    name: 'travesia_outbox_messages',
    help: 'E-mails in the outbox by status: pending (to send or retry) and dead (given up on).',
    labelNames: ['status'],
    registers,
    async collect() {
      const state = await countOutboxByStatus(context.db);
      this.set({ status: 'pending' }, state.pending);
      this.set({ status: 'dead' }, state.dead);
    },
  });
  new client.Gauge({
    name: 'travesia_outbox_oldest_due_seconds',
    help: 'How long the longest-waiting due e-mail has waited for a relay (0: none waits).',
    registers,
    async collect() {
      const now = new Date();
      const oldestDueAt = await findOldestDueMessage(context.db, now);
      this.set(oldestDueAt ? secondsBetween(oldestDueAt, now) : 0);
    },
  });
  new client.Gauge({
    name: 'travesia_approval_sweep_lag_seconds',
    help: 'How long ago the earliest passed approval deadline of a still-waiting booking passed (0: none).',
    registers,
    async collect() {
      const now = new Date();
      const deadline = await findOldestOverdueApproval(context.db, now);
      this.set(deadline ? secondsBetween(deadline, now) : 0);
    },
  });
  const { poolStats } = database;
  if (poolStats) {
    new client.Gauge({
      name: 'travesia_db_pool_connections',
      help: 'PostgreSQL connections of this process: total, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
}

function secondsBetween(from: Date, to: Date): number {
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
}
