import type { Database } from '@travesia/db';
import type { AppConfig } from '../../config';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { sharingInFlight } from '../../lib/shared-in-flight';
import type { SupplierCallObserver } from '../supplier-calls';
import { createBuiltinHotelSupplier } from './builtin/builtin-supplier';
import type { HotelSupplier } from './hotel-supplier';
import { createHotelbedsSupplier } from './hotelbeds/hotelbeds-supplier';

/**
 * The configured hotel inventory (HOTEL_SUPPLIER); the built-in one needs no contract. A search asked again while
 * the same one is running shares its answer (a drawn results page and the app's own search, decision 032).
 */
export function createHotelSupplier(
  config: AppConfig,
  db: Database,
  observeCalls: (supplier: string) => SupplierCallObserver,
): HotelSupplier {
  const supplier = config.hotelbeds
    ? createHotelbedsSupplier(config.hotelbeds, observeCalls('hotelbeds'))
    : createBuiltinHotelSupplier(db);
  return {
    ...supplier,
    searchAvailability: sharingInFlight(supplier.searchAvailability, ({ destination, stay, occupancy }) =>
      requestFingerprint('hotel availability', { destination: destination.iata, stay, occupancy }),
    ),
  };
}
