import type { Database } from '@travesia/db';
import type { AppConfig } from '../../config';
import type { SupplierCallObserver } from '../supplier-calls';
import { createBuiltinHotelSupplier } from './builtin/builtin-supplier';
import type { HotelSupplier } from './hotel-supplier';
import { createHotelbedsSupplier } from './hotelbeds/hotelbeds-supplier';

/** The configured hotel inventory (HOTEL_SUPPLIER); the built-in one needs no contract. */
export function createHotelSupplier(
  config: AppConfig,
  db: Database,
  observeCalls: (supplier: string) => SupplierCallObserver,
): HotelSupplier {
  return config.hotelbeds
    ? createHotelbedsSupplier(config.hotelbeds, observeCalls('hotelbeds'))
    : createBuiltinHotelSupplier(db);
}
