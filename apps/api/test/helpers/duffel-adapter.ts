import {
  type FlightPassenger,
  type FlightPassengers,
  type FlightResult,
  type FlightSearchRequest,
  flightSearchRequestSchema,
} from '@travesia/domain';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loadConfig } from '../../src/config';
import { createDuffelFlightSupplier } from '../../src/suppliers/flights/duffel/duffel-supplier';
import type { FlightHoldRequest, FlightSupplier } from '../../src/suppliers/flights/flight-supplier';
import {
  FAKE_COP_PER_USD,
  FAKE_DUFFEL_CURRENCY,
  FAKE_DUFFEL_TOKEN,
  type FakeDuffelServer,
  startFakeDuffelServer,
} from './fake-duffel-server';

export const search = (passengers: FlightPassengers, overrides: Partial<FlightSearchRequest> = {}) =>
  flightSearchRequestSchema.parse({
    origin: 'BOG',
    destination: 'MDE',
    departureDate: '2026-12-01',
    passengers,
    ...overrides,
  });
export const offeredOf = (criteria: ReturnType<typeof search>) => ({
  origin: criteria.origin,
  destination: criteria.destination,
  departureDate: criteria.departureDate,
  returnDate: criteria.returnDate,
  cabin: criteria.cabin,
});

export const ONE_ADULT = { adults: 1, children: 0, infants: 0 };

/**
 * The Duffel adapter against a stand-in of its own, reset to a well-behaved one before each test, and the hold
 * request its tests send. Call it inside the file's `describe`: it registers the hooks.
 */
export function useDuffelAdapter() {
  const suite = {} as { fake: FakeDuffelServer; duffel: FlightSupplier };
  beforeAll(async () => {
    suite.fake = await startFakeDuffelServer();
    const config = loadConfig({
      FLIGHT_SUPPLIER: 'duffel',
      DUFFEL_ACCESS_TOKEN: FAKE_DUFFEL_TOKEN,
      DUFFEL_BASE_URL: suite.fake.baseUrl,
      // Well under the stand-in's slow answer (1 s), well over its usual one on a busy 2-core machine.
      DUFFEL_TIMEOUT_MS: '800',
      DUFFEL_CURRENCY: FAKE_DUFFEL_CURRENCY,
      DUFFEL_COP_PER_UNIT: String(FAKE_COP_PER_USD),
    });
    if (!config.duffel) throw new Error('Duffel is not configured');
    suite.duffel = createDuffelFlightSupplier(config.duffel, config.copPerEur);
  });
  afterAll(async () => {
    await suite.fake?.close();
  });
  beforeEach(() => {
    suite.fake.mode = 'ok';
    suite.fake.slowMs = 1000;
    suite.fake.repriceTo = null;
    suite.fake.offerState = 'live';
    suite.fake.instantPaymentOnly = false;
    suite.fake.documentsRequired = false;
    suite.fake.requests.length = 0;
  });

  const holdRequest = (itinerary: FlightResult, passengers: FlightPassenger[]): FlightHoldRequest => ({
    itinerary,
    fareFamily: 'BASICA',
    extraLuggage: [],
    passengers,
    clientReference: 'TRV123',
    expectedTotal: itinerary.price,
  });

  return { suite, holdRequest };
}
