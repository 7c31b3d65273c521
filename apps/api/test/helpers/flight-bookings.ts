import { flightSchedules, flightSeats } from '@travesia/db';
import { addDays, type FlightPassenger, type FlightResult, toIsoDate } from '@travesia/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  bearer,
  createTestApp,
  type DatabaseKind,
  type DemoTokens,
  LAURA_PASSENGER,
  loginDemoUsers,
  type TestApp,
} from './test-app';

export const today = toIsoDate(new Date());
export const yearsAgo = (years: number) => addDays(today, -Math.round(years * 365.25));
export const SOLD_OUT = { code: 'SOLD_OUT', message: 'Ya no quedan asientos suficientes en ese vuelo.' };
export const OFFER_INVALID = {
  code: 'OFFER_INVALID',
  message: 'La tarifa elegida ya no es válida; vuelve a buscar.',
};

export const laura = LAURA_PASSENGER;
export const child: FlightPassenger = {
  type: 'child',
  documentType: 'TI',
  documento: '1122334455',
  firstname: 'Tomás',
  last_name: 'Gómez',
  gender: 'M',
  birthDate: yearsAgo(8),
  nationality: 'CO',
};
export const infant: FlightPassenger = {
  type: 'infant',
  documentType: 'RC',
  documento: '1122334466',
  firstname: 'Sofía',
  last_name: 'Gómez',
  gender: 'F',
  birthDate: yearsAgo(1),
  nationality: 'CO',
};

export interface Criteria {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string;
  passengers?: { adults: number; children: number; infants: number };
  /** false: connections too. */
  nonStop?: boolean;
  bags?: { hand: number; hold: number };
}

/** What the flight booking tests ask of the app: built once `t` exists, so each file passes getters. */
export function flightBookingHelpers(app: { t: () => TestApp; costCenterId: () => number }) {
  const get = (url: string, token: string) =>
    app.t().app.inject({ method: 'GET', url, headers: bearer(token) });
  const book = (token: string, key: string, body: object, prefix = '') =>
    app.t().app.inject({
      method: 'POST',
      url: `${prefix}/api/bookings/flight`,
      headers: { ...bearer(token), 'idempotency-key': key },
      payload: body,
    });

  /** The itineraries the API sells now for a search (non-stop unless told, economy). */
  async function searchFlights({
    passengers = { adults: 1, children: 0, infants: 0 },
    ...criteria
  }: Criteria) {
    const response = await app.t().app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: { nonStop: true, ...criteria, passengers, cabin: 'Y' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: FlightResult[] }>().results;
  }

  /** The cheapest itinerary of a search whose every leg is one flight (no connections). */
  async function directItinerary(criteria: Criteria): Promise<FlightResult> {
    const results = await searchFlights(criteria);
    const direct = results.find((result) => result.route.length === (criteria.returnDate ? 2 : 1));
    if (!direct) throw new Error(`no direct flight ${criteria.origin}-${criteria.destination}`);
    return direct;
  }

  const bookingBody = (
    itinerary: FlightResult,
    passengers: FlightPassenger[] = [laura],
    extra: Record<string, unknown> = {},
  ) => ({
    booking_token: itinerary.booking_token,
    fareFamily: 'BASICA',
    passengers,
    costCenterId: app.costCenterId(),
    paymentMethod: 'nomina',
    expectedTotal: itinerary.fareFamilies.find((family) => family.code === 'BASICA')?.price,
    // These tests book Laura on trips at the same time on purpose; trip-overlaps.test.ts asks without it.
    confirmDuplicate: true,
    ...extra,
  });

  /** The economy seats row of the itinerary's first leg. */
  async function firstLegSeats(itinerary: FlightResult) {
    const [leg] = itinerary.route;
    if (!leg) throw new Error('an itinerary without legs');
    const [row] = await app
      .t()
      .database.db.select({ scheduleId: flightSeats.scheduleId, seatsLeft: flightSeats.seatsLeft })
      .from(flightSeats)
      .innerJoin(flightSchedules, eq(flightSchedules.id, flightSeats.scheduleId))
      .where(
        and(
          eq(flightSchedules.carrier, leg.airline),
          eq(flightSchedules.flightNumber, leg.flight_no),
          eq(flightSchedules.origin, leg.flyFrom),
          eq(flightSchedules.destination, leg.flyTo),
          eq(flightSeats.departureDate, leg.local_departure.slice(0, 10)),
          eq(flightSeats.cabin, 'Y'),
        ),
      );
    if (!row) throw new Error('the searched flight has no seats row');
    const key = and(
      eq(flightSeats.scheduleId, row.scheduleId),
      eq(flightSeats.departureDate, leg.local_departure.slice(0, 10)),
      eq(flightSeats.cabin, 'Y'),
    );
    return { seatsLeft: row.seatsLeft, key };
  }

  const seatsLeft = async (itinerary: FlightResult) => (await firstLegSeats(itinerary)).seatsLeft;

  /** Leaves `left` seats on the itinerary's first leg. */
  async function leaveSeats(itinerary: FlightResult, left: number) {
    const { key } = await firstLegSeats(itinerary);
    await app.t().database.db.update(flightSeats).set({ seatsLeft: left }).where(key);
  }

  return { get, book, searchFlights, directItinerary, bookingBody, seatsLeft, leaveSeats };
}

/**
 * The app of a flight booking file on a database of its own (`configure` may add routes before it is ready), every
 * demo user signed in, each company's first cost center, and flightBookingHelpers on it. Call it inside the file's
 * `describe`: it registers the hooks that build and close the app.
 */
export function useFlightBookingApp(kind: DatabaseKind, configure?: (app: FastifyInstance) => void) {
  const suite = {} as { t: TestApp; tokens: DemoTokens; costCenterId: number; cafeCostCenterId: number };
  beforeAll(async () => {
    suite.t = await createTestApp({ database: kind, configure });
    suite.tokens = await loginDemoUsers(suite.t.app);
    const centers = (token: string) =>
      suite.t.app.inject({ method: 'GET', url: '/api/centros-utilidad', headers: bearer(token) });
    suite.costCenterId = (await centers(suite.tokens.laura)).json().data[0].id;
    suite.cafeCostCenterId = (await centers(suite.tokens.julian)).json().data[0].id;
  });
  afterAll(() => suite.t.close());

  return { suite, ...flightBookingHelpers({ t: () => suite.t, costCenterId: () => suite.costCenterId }) };
}
