import { flightSchedules, flightSeats } from '@travesia/db';
import {
  addDays,
  type FlightPassenger,
  type FlightResult,
  type FlightSearch,
  toIsoDate,
} from '@travesia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinFlightSupplier } from '../src/suppliers/flights/builtin/builtin-supplier';
import type { FlightHoldRequest, FlightSupplier } from '../src/suppliers/flights/flight-supplier';
import { createTestApp, databases, type TestApp } from './helpers/test-app';

const today = toIsoDate(new Date());

const passenger = (type: FlightPassenger['type'], documento: string): FlightPassenger => ({
  type,
  documentType: type === 'adult' ? 'CC' : 'RC',
  documento,
  firstname: 'Laura',
  last_name: 'Gómez',
  gender: 'F',
  birthDate: type === 'adult' ? '1990-04-12' : type === 'child' ? '2018-06-01' : '2026-01-10',
  nationality: 'CO',
});

/** Two adults and an infant on a lap: two seats. */
const PASSENGERS = [
  passenger('adult', '1020304050'),
  passenger('adult', '52300456'),
  passenger('infant', '99887766'),
];
const COUNTS = { adults: 2, children: 0, infants: 1 };

const searchFor = (departureDays: number, returnDays?: number): FlightSearch => ({
  origin: 'BGA',
  destination: 'AQP',
  departureDate: addDays(today, departureDays),
  ...(returnDays ? { returnDate: addDays(today, returnDays) } : {}),
  passengers: COUNTS,
  cabin: 'Y',
  nonStop: false,
  bags: { hand: 1, hold: 0 },
});

describe.each(databases)('built-in flight seats (%s)', (kind) => {
  let t: TestApp;
  let supplier: FlightSupplier;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    supplier = createBuiltinFlightSupplier(t.database.db, 4300);
  });
  afterAll(() => t.close());

  /** Seats left on each leg of the itinerary, in route order. */
  async function seatsLeftOn(result: FlightResult): Promise<number[]> {
    const left: number[] = [];
    for (const segment of result.route) {
      const [row] = await t.database.db
        .select({ seatsLeft: flightSeats.seatsLeft })
        .from(flightSeats)
        .innerJoin(flightSchedules, eq(flightSchedules.id, flightSeats.scheduleId))
        .where(
          and(
            eq(flightSchedules.carrier, segment.airline),
            eq(flightSchedules.flightNumber, segment.flight_no),
            eq(flightSchedules.origin, segment.flyFrom),
            eq(flightSeats.departureDate, segment.local_departure.slice(0, 10)),
            eq(flightSeats.cabin, result.cabin),
          ),
        );
      if (!row) throw new Error(`no seats stored for ${segment.id}`);
      left.push(row.seatsLeft);
    }
    return left;
  }

  async function setSeatsLeft(result: FlightResult, seatsLeft: number): Promise<void> {
    const segment = result.route[0];
    if (!segment) throw new Error('no segment');
    const [schedule] = await t.database.db
      .select({ id: flightSchedules.id })
      .from(flightSchedules)
      .where(
        and(
          eq(flightSchedules.carrier, segment.airline),
          eq(flightSchedules.flightNumber, segment.flight_no),
          eq(flightSchedules.origin, segment.flyFrom),
        ),
      );
    if (!schedule) throw new Error('schedule not stored');
    await t.database.db
      .update(flightSeats)
      .set({ seatsLeft })
      .where(
        and(
          eq(flightSeats.scheduleId, schedule.id),
          eq(flightSeats.departureDate, segment.local_departure.slice(0, 10)),
          eq(flightSeats.cabin, result.cabin),
        ),
      );
  }

  async function firstResult(search: FlightSearch): Promise<FlightResult> {
    const [result] = await supplier.search(search);
    if (!result) throw new Error('no results');
    return result;
  }

  const holdRequest = (itinerary: FlightResult, clientReference: string): FlightHoldRequest => ({
    itinerary,
    fareFamily: 'BASICA',
    extraLuggage: [],
    passengers: PASSENGERS,
    clientReference,
    expectedTotal: itinerary.price,
  });

  it('re-prices a booking token for the passengers given, and refuses tokens it did not write', async () => {
    const search = searchFor(30, 37);
    const result = await firstResult(search);
    const again = await supplier.recheck(result.booking_token, COUNTS, search);
    expect(again).toEqual(result);
    const alone = await supplier.recheck(
      result.booking_token,
      { adults: 1, children: 0, infants: 0 },
      search,
    );
    expect(alone?.price).toBe(result.fare.adults);
    expect(await supplier.recheck('not-a-token', COUNTS, search)).toBeUndefined();
    expect(
      await supplier.recheck(Buffer.from('{"c":"Y","l":[]}').toString('base64url'), COUNTS, search),
    ).toBeUndefined();
  });

  it('holds seats on every leg for the seated passengers, gives them back on release and keeps them on confirm', async () => {
    const result = await firstResult(searchFor(31, 38));
    const before = await seatsLeftOn(result);
    expect(result.route.length).toBeGreaterThanOrEqual(4);

    const request = holdRequest(result, 'TV-HOLD1');
    const hold = await t.database.db.transaction((tx) => supplier.hold(tx, request));
    expect(hold.supplierRef).toMatch(/^TVF-[0-9A-F]{10}$/);
    expect(await seatsLeftOn(result)).toEqual(before.map((left) => left - 2));

    await t.database.db.transaction((tx) => supplier.release(tx, { ...request, ...hold }));
    expect(await seatsLeftOn(result)).toEqual(before);

    const kept = await t.database.db.transaction((tx) => supplier.hold(tx, request));
    const { airlineLocator } = await t.database.db.transaction((tx) =>
      supplier.confirm(tx, { ...request, ...kept }),
    );
    expect(airlineLocator).toMatch(/^[A-Z2-9]{6}$/);
    expect(await seatsLeftOn(result)).toEqual(before.map((left) => left - 2));
  });

  it('takes nothing when one leg is short of seats, and the itinerary stops appearing', async () => {
    const result = await firstResult(searchFor(32));
    await setSeatsLeft(result, 1);
    const before = await seatsLeftOn(result);
    await expect(
      t.database.db.transaction((tx) => supplier.hold(tx, holdRequest(result, 'TV-SHORT'))),
    ).rejects.toMatchObject({ statusCode: 409, code: 'SOLD_OUT' });
    expect(await seatsLeftOn(result)).toEqual(before);
    expect(await supplier.recheck(result.booking_token, COUNTS, searchFor(32))).toBeUndefined();
    const ids = (await supplier.search(searchFor(32))).map((found) => found.id);
    expect(ids).not.toContain(result.id);
  });

  it('refuses to hold at a price other than the one the traveller accepted', async () => {
    const result = await firstResult(searchFor(34));
    const before = await seatsLeftOn(result);
    const stale = { ...holdRequest(result, 'TV-STALE'), expectedTotal: result.price - 100 };
    await expect(t.database.db.transaction((tx) => supplier.hold(tx, stale))).rejects.toMatchObject({
      statusCode: 409,
      code: 'PRICE_CHANGED',
    });
    expect(await seatsLeftOn(result)).toEqual(before);
  });

  it('lets exactly one of two concurrent holds take the last seats', async () => {
    const found = await firstResult(searchFor(33));
    await setSeatsLeft(found, 2);
    // A nearly full flight sells dearer: hold at the price it has now.
    const result = await supplier.recheck(found.booking_token, COUNTS, searchFor(33));
    if (!result) throw new Error('the last two seats should still be for sale');
    const attempts = await Promise.allSettled(
      ['TV-RACE1', 'TV-RACE2'].map((reference) =>
        t.database.db.transaction((tx) => supplier.hold(tx, holdRequest(result, reference))),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ statusCode: 409, code: 'SOLD_OUT' });
    expect((await seatsLeftOn(result))[0]).toBe(0);
  });
});
