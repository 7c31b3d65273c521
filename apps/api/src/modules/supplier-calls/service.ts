import type { Database } from '@travesia/db';
import { SUPPLIER_LABELS, type SupplierStatus } from '@travesia/domain';
import type { AppContext } from '../../context';
import type { SupplierCallObserver } from '../../suppliers/supplier-calls';
import {
  insertSupplierCall,
  listRecentSupplierCalls,
  pruneSupplierCalls,
  summarizeSupplierCalls,
} from './repository';

const RECENT_CALLS = 50;
const DAY_MS = 86_400_000;
/** Every this many recorded calls a process prunes the old ones (a count per process is enough for that). */
const PRUNE_EVERY = 500;

/**
 * Stores each call of a live supplier's client for the operador's page. Recording never delays or fails the
 * traveller's request: it runs after the call and a failure to store it is only logged.
 */
export function recordSupplierCalls(
  db: Database,
  supplier: string,
  onError: (error: unknown) => void,
): SupplierCallObserver {
  let recorded = 0;
  return (call) => {
    recorded += 1;
    const prune = recorded % PRUNE_EVERY === 0;
    void insertSupplierCall(db, supplier, call)
      .then(() => (prune ? pruneSupplierCalls(db) : undefined))
      .catch(onError);
  };
}

function inventory(name: string) {
  return { supplier: name, label: SUPPLIER_LABELS[name] ?? name, live: name !== 'builtin' };
}

export async function getSupplierStatus(context: AppContext): Promise<SupplierStatus> {
  const [stats, recent] = await Promise.all([
    summarizeSupplierCalls(context.db, new Date(Date.now() - DAY_MS)),
    listRecentSupplierCalls(context.db, RECENT_CALLS),
  ]);
  return {
    hotels: inventory(context.hotelSupplier.name),
    flights: inventory(context.flightSupplier.name),
    stats,
    recent: recent.map((call) => ({ ...call, at: call.at.toISOString() })),
  };
}
