import {
  type FlightPassenger,
  type FlightPassengers,
  type FlightSearchRequest,
  fareTotal,
  flightSearchRequestSchema,
} from '@travesia/domain';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loadConfig } from '../../src/config';
import type { FlightHoldRequest, FlightSupplier } from '../../src/suppliers/flights/flight-supplier';
import { createKiwiFlightSupplier } from '../../src/suppliers/flights/kiwi/kiwi-supplier';
import { FAKE_KIWI_KEY, type FakeKiwiServer, startFakeKiwiServer } from './fake-kiwi-server';

export const oneWay = (passengers: FlightPassengers, overrides: Partial<FlightSearchRequest> = {}) =>
  flightSearchRequestSchema.parse({
    origin: 'BOG',
    destination: 'MDE',
    departureDate: '2026-12-01',
    passengers,
    ...overrides,
  });
export const roundTrip = (bags: { hand: number; hold: number }) =>
  flightSearchRequestSchema.parse({
    origin: 'BOG',
    destination: 'MAD',
    departureDate: '2026-12-01',
    returnDate: '2026-12-08',
    passengers: { adults: 1, children: 1, infants: 1 },
    cabin: 'C',
    nonStop: false,
    bags,
  });

/**
 * The Kiwi adapter against a fake Tequila of its own, reset to a well-behaved one before each test, and what the
 * adapter's tests ask of it. Call it inside the file's `describe`: it registers the hooks.
 */
export function useKiwiAdapter() {
  const suite = {} as { fake: FakeKiwiServer; kiwi: FlightSupplier };
  beforeAll(async () => {
    suite.fake = await startFakeKiwiServer();
    const config = loadConfig({
      FLIGHT_SUPPLIER: 'kiwi',
      KIWI_API_KEY: FAKE_KIWI_KEY,
      KIWI_BASE_URL: suite.fake.baseUrl,
      // Well under the stand-in's slow answer (1 s), well over its usual one on a busy 2-core machine.
      KIWI_TIMEOUT_MS: '800',
      KIWI_POLL_INTERVAL_MS: '5',
      KIWI_MAX_POLLS: '4',
    });
    if (!config.kiwi) throw new Error('Kiwi is not configured');
    suite.kiwi = createKiwiFlightSupplier(config.kiwi);
  });
  afterAll(async () => {
    await suite.fake.close();
  });
  beforeEach(() => {
    suite.fake.mode = 'ok';
    suite.fake.pendingChecks = 0;
    suite.fake.flightsInvalid = false;
    suite.fake.changedEur = null;
    suite.fake.confirmStatus = 0;
    suite.fake.omitHandLimits = false;
    suite.fake.onlyCabinBagCombination = false;
    suite.fake.documentNeed = 0;
    suite.fake.requests.length = 0;
  });

  const requestsTo = (path: string) => suite.fake.requests.filter((request) => request.path === path);

  /** The cheapest one-way itinerary as `recheck` prices it for a booking, with its hold request. */
  async function holdRequest(
    passengers: FlightPassenger[],
    extraLuggage: FlightHoldRequest['extraLuggage'],
    search: Partial<FlightSearchRequest> = {},
  ): Promise<FlightHoldRequest> {
    const counts = { adults: 1, children: 0, infants: passengers.length - 1 };
    const [cheapest] = await suite.kiwi.search(oneWay(counts, search));
    const itinerary = await suite.kiwi.recheck(cheapest?.booking_token ?? '', counts, oneWay(counts, search));
    if (!itinerary?.fareFamilies[0]) throw new Error('No itinerary');
    suite.fake.requests.length = 0;
    return {
      itinerary,
      fareFamily: 'BASICA',
      extraLuggage,
      passengers,
      clientReference: 'TRV-FL-0001',
      expectedTotal: fareTotal(itinerary.fareFamilies[0], extraLuggage, counts, 1),
    };
  }

  return { suite, requestsTo, holdRequest };
}
