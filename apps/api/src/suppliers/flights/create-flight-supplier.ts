import type { Database } from '@travesia/db';
import type { AppConfig } from '../../config';
import type { SupplierCallObserver } from '../supplier-calls';
import { createBuiltinFlightSupplier } from './builtin/builtin-supplier';
import type { FlightSupplier } from './flight-supplier';
import { createKiwiFlightSupplier } from './kiwi/kiwi-supplier';

/** The configured flight inventory (FLIGHT_SUPPLIER); the built-in schedule needs no contract. */
export function createFlightSupplier(
  config: AppConfig,
  db: Database,
  observeCalls: (supplier: string) => SupplierCallObserver,
): FlightSupplier {
  return config.kiwi
    ? createKiwiFlightSupplier(config.kiwi, observeCalls('kiwi'))
    : createBuiltinFlightSupplier(db, config.copPerEur);
}
