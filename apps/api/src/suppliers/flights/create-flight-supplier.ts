import type { Database } from '@travesia/db';
import type { AppConfig } from '../../config';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { sharingInFlight } from '../../lib/shared-in-flight';
import type { SupplierCallObserver } from '../supplier-calls';
import { createBuiltinFlightSupplier } from './builtin/builtin-supplier';
import { createDuffelFlightSupplier } from './duffel/duffel-supplier';
import type { FlightSupplier } from './flight-supplier';
import { createKiwiFlightSupplier } from './kiwi/kiwi-supplier';

/**
 * The configured flight inventory (FLIGHT_SUPPLIER); the built-in schedule needs no contract. A search asked again
 * while the same one is running shares its answer, so a crowd searching one trip asks the supplier once.
 */
export function createFlightSupplier(
  config: AppConfig,
  db: Database,
  observeCalls: (supplier: string) => SupplierCallObserver,
): FlightSupplier {
  const supplier = configuredFlightSupplier(config, db, observeCalls);
  return {
    ...supplier,
    search: sharingInFlight(supplier.search, (search) => requestFingerprint('flight search', search)),
  };
}

function configuredFlightSupplier(
  config: AppConfig,
  db: Database,
  observeCalls: (supplier: string) => SupplierCallObserver,
): FlightSupplier {
  if (config.kiwi) return createKiwiFlightSupplier(config.kiwi, observeCalls('kiwi'));
  if (config.duffel)
    return createDuffelFlightSupplier(config.duffel, config.copPerEur, observeCalls('duffel'));
  return createBuiltinFlightSupplier(db, config.copPerEur);
}
