import type { Database, DatabaseHandle } from '@travesia/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { SecretBox } from './lib/secret-box';
import type { FlightOffers } from './suppliers/flights/flight-offers';
import type { FlightSupplier } from './suppliers/flights/flight-supplier';
import type { HotelSupplier } from './suppliers/hotels/hotel-supplier';
import type { PaymentProvider } from './suppliers/payments/payment-provider';

/** What every use case may depend on; built once per app and handed to the route plugins. */
export interface AppContext {
  db: Database;
  driver: DatabaseHandle['driver'];
  config: AppConfig;
  hotelSupplier: HotelSupplier;
  flightSupplier: FlightSupplier;
  /** Signs the supplier's booking tokens handed to clients and opens them again (decision 011). */
  flightOffers: FlightOffers;
  /** Turns a card into the provider's token; the number never reaches the database (decision 009). */
  paymentProvider: PaymentProvider;
  /** Seals and opens the secrets of the companies' identity providers (SSO_SECRETS_KEY, decision 044). */
  secretBox: SecretBox;
  /** The app's log, for what a use case leaves out rather than fail (a list's unreadable row, decision 073). */
  log: FastifyBaseLogger;
}
