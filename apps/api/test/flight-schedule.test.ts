import { readFileSync } from 'node:fs';
import { flightSchedules, flightSeats } from '@travesia/db';
import {
  addDays,
  type FlightResult,
  type FlightSearchRequest,
  loadAirlineNames,
  toIsoDate,
  weekdayOf,
} from '@travesia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AIRCRAFT_SOURCE_PATH,
  AIRLINES_SOURCE_PATH,
  buildRouteAsset,
  ROUTES_ASSET_PATH,
  ROUTES_SOURCE_PATH,
  serializeRouteAsset,
} from '../../../scripts/routes/route-records';
import { cabinCapacity } from '../src/suppliers/flights/builtin/generate-schedule';
import { aircraftSeats, realRoute } from '../src/suppliers/flights/builtin/real-routes';
import { createTestApp, databases, type TestApp } from './helpers/test-app';

const repoRoot = String(expect.getState().testPath).replace(/apps[\\/]api[\\/]test[\\/][^\\/]+$/, '');
const read = (path: string) => readFileSync(`${repoRoot}${path}`, 'utf8');

/** A Wednesday three to nine days ahead: a working day, far enough for every flight to be on sale. */
function nextWednesday(): string {
  let date = addDays(toIsoDate(new Date()), 3);
  while (weekdayOf(date) !== 3) date = addDays(date, 1);
  return date;
}

const searchBody = (overrides: Partial<FlightSearchRequest> = {}): FlightSearchRequest => ({
  origin: 'BOG',
  destination: 'MDE',
  departureDate: nextWednesday(),
  passengers: { adults: 1, children: 0, infants: 0 },
  cabin: 'Y',
  nonStop: true,
  bags: { hand: 1, hold: 0 },
  ...overrides,
});

async function results(t: TestApp, body: FlightSearchRequest): Promise<FlightResult[]> {
  const response = await t.app.inject({ method: 'POST', url: '/api/flights/search', payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: FlightResult[] }>().results;
}

describe('the OpenFlights routes of the built-in schedule', () => {
  it('are exactly what the generator makes from the source (run npm run routes:build)', () => {
    const asset = buildRouteAsset(
      read(ROUTES_SOURCE_PATH),
      read(AIRLINES_SOURCE_PATH),
      read(AIRCRAFT_SOURCE_PATH),
    );
    expect(serializeRouteAsset(asset)).toBe(read(ROUTES_ASSET_PATH));
  });

  it('name only carriers the app can name', async () => {
    const names = await loadAirlineNames();
    const { routes } = JSON.parse(read(ROUTES_ASSET_PATH)) as { routes: string[] };
    const codes = new Set(
      routes.flatMap((route) =>
        route
          .slice(7)
          .split('|')
          .map((entry) => entry.replace('*', '').slice(0, 2)),
      ),
    );
    expect([...codes].filter((code) => !names[code])).toEqual([]);
  });

  it('fly BOG–MDE with the carriers of today, each with its aircraft', () => {
    const route = realRoute('MDE', 'BOG');
    expect(route?.carriers.map((carrier) => carrier.code)).toEqual(['AV', 'JA', 'LA', 'P5']);
    for (const carrier of route?.carriers ?? []) {
      expect(carrier.aircraft.length).toBeGreaterThan(0);
      for (const aircraft of carrier.aircraft) expect(aircraftSeats(aircraft)).toBeGreaterThan(0);
    }
    // A pair OpenFlights only lists as a codeshare is left to the hub network; a retired code flies nothing.
    expect(realRoute('BOG', 'AMS')).toBeUndefined();
    expect(realRoute('SJJ', 'IST')?.carriers.map((carrier) => carrier.code)).not.toContain('JA');
  });

  it('split every aircraft into the four cabins, its seats in all', () => {
    for (const aircraft of ['Airbus A320', 'Beechcraft 1900', 'Boeing 777-300ER', 'Airbus A340-600']) {
      const cabins = (['Y', 'W', 'C', 'F'] as const).map((cabin) => cabinCapacity(aircraft, cabin));
      for (const seats of cabins) expect(seats).toBeGreaterThan(0);
      if (aircraft !== 'Boeing 777-300ER') {
        expect(cabins.reduce((sum, seats) => sum + seats, 0)).toBe(aircraftSeats(aircraft));
      }
    }
  });
});

describe.each(databases)('the built-in schedule (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
  });
  afterAll(() => t.close());

  it('flies BOG–MDE dozens of times a weekday, by several carriers, in morning and evening banks', async () => {
    const body = searchBody();
    const found = await results(t, body);
    expect(found.length).toBeGreaterThanOrEqual(20);
    const names = await loadAirlineNames();
    const carriers = new Set(found.map((result) => result.route[0]?.airline ?? ''));
    expect(carriers.size).toBeGreaterThanOrEqual(3);
    for (const code of carriers) expect(names[code], code).toBeTruthy();
    expect([...carriers].map((code) => names[code])).toEqual(
      expect.arrayContaining(['Avianca', 'LATAM Airlines', 'Wingo']),
    );

    const hours = found.map((result) => Number(result.local_departure.slice(11, 13)));
    const between = (from: number, to: number) => hours.filter((hour) => hour >= from && hour < to).length;
    expect(new Set(hours).size).toBeGreaterThanOrEqual(12);
    expect(between(6, 9)).toBeGreaterThan(between(11, 14));
    expect(between(17, 20)).toBeGreaterThan(between(11, 14));

    // The seats of each flight are those of its aircraft type.
    for (const result of found) {
      const segment = result.route[0];
      if (!segment?.equipment) throw new Error('no aircraft');
      const [seats] = await t.database.db
        .select({ capacity: flightSeats.capacity })
        .from(flightSeats)
        .innerJoin(flightSchedules, eq(flightSchedules.id, flightSeats.scheduleId))
        .where(
          and(
            eq(flightSchedules.carrier, segment.airline),
            eq(flightSchedules.flightNumber, segment.flight_no),
            eq(flightSchedules.origin, 'BOG'),
            eq(flightSeats.departureDate, body.departureDate),
            eq(flightSeats.cabin, 'Y'),
          ),
        );
      expect(seats?.capacity).toBe(cabinCapacity(segment.equipment, 'Y'));
      expect(aircraftSeats(segment.equipment)).toBeGreaterThan(seats?.capacity ?? 0);
      expect(result.availability.seats).toBeLessThanOrEqual(seats?.capacity ?? 0);
    }
  });

  it('is the same on two fresh databases', async () => {
    const other = await createTestApp({ database: kind });
    try {
      const body = searchBody({ returnDate: addDays(searchBody().departureDate, 2) });
      const flights = (found: FlightResult[]) =>
        found.map((result) => [
          result.price,
          result.availability.seats,
          ...result.route.map((segment) => [
            segment.id,
            segment.local_departure,
            segment.operating_carrier,
            segment.equipment,
          ]),
        ]);
      const mine = flights(await results(t, body));
      expect(mine.length).toBeGreaterThan(0);
      expect(flights(await results(other, body))).toEqual(mine);
    } finally {
      await other.close();
    }
  });

  it('still flies a small route, and connects airports that no route joins', async () => {
    const small = await results(t, searchBody({ origin: 'EOH', destination: 'APO' }));
    expect(small.length).toBeGreaterThan(0);
    const unlisted = await results(t, searchBody({ origin: 'VVC', destination: 'CUC', nonStop: false }));
    expect(unlisted.length).toBeGreaterThan(0);
  });
});
