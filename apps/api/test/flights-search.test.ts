import { flightSchedules, flightSeats } from '@travesia/db';
import {
  addDays,
  FLIGHT_SEARCH_MESSAGES,
  type FlightResult,
  type FlightSearchRequest,
  findAirport,
  journeyCo2Kg,
  MAX_ADVANCE_DAYS,
  medianOf,
  outboundKey,
  toIsoDate,
} from '@travesia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { generateLegSchedules } from '../src/suppliers/flights/builtin/generate-schedule';
import { localToUtc } from '../src/suppliers/flights/builtin/local-time';
import { pathsBetween } from '../src/suppliers/flights/builtin/network';
import { createTestApp, databases, type TestApp } from './helpers/test-app';

const today = toIsoDate(new Date());
const MINUTE_MS = 60_000;

const searchBody = (overrides: Partial<FlightSearchRequest> = {}): FlightSearchRequest => ({
  origin: 'BOG',
  destination: 'MDE',
  departureDate: addDays(today, 20),
  passengers: { adults: 1, children: 0, infants: 0 },
  cabin: 'Y',
  nonStop: true,
  // Without bags, a result's price is its cheapest family's.
  bags: { hand: 0, hold: 0 },
  ...overrides,
});

function airport(iata: string) {
  const found = findAirport(iata);
  if (!found) throw new Error(`${iata} missing from the airport list`);
  return found;
}

/** Minutes the wall clock of a segment end is ahead of UTC. */
const offsetMinutes = (local: string, utc: string) => (Date.parse(local) - Date.parse(utc)) / MINUTE_MS;

describe('built-in flight schedule', () => {
  it('generates the same flights for a leg route every time', () => {
    const first = generateLegSchedules(airport('BOG'), airport('MAD'));
    expect(generateLegSchedules(airport('BOG'), airport('MAD'))).toEqual(first);
    expect(first.length).toBeGreaterThanOrEqual(1);
    for (const leg of first) {
      expect(leg).toMatchObject({ origin: 'BOG', destination: 'MAD' });
      // About 8,000 km: nine to twelve hours, on a wide-body, from no low-cost carrier.
      expect(leg.durationMinutes).toBeGreaterThan(9 * 60);
      expect(leg.durationMinutes).toBeLessThan(12 * 60);
      expect(['P5', 'JA']).not.toContain(leg.carrier);
    }
    expect(pathsBetween(airport('BGA'), airport('AQP'))).toEqual(
      pathsBetween(airport('BGA'), airport('AQP')),
    );
  });

  it('converts airport wall clocks to UTC with each time zone and its daylight saving time', () => {
    expect(new Date(localToUtc('2027-01-15', 10 * 60, 'America/Bogota')).toISOString()).toBe(
      '2027-01-15T15:00:00.000Z',
    );
    expect(new Date(localToUtc('2027-01-15', 10 * 60, 'Europe/Madrid')).toISOString()).toBe(
      '2027-01-15T09:00:00.000Z',
    );
    expect(new Date(localToUtc('2027-07-15', 10 * 60, 'Europe/Madrid')).toISOString()).toBe(
      '2027-07-15T08:00:00.000Z',
    );
    expect(new Date(localToUtc('2027-07-15', 23 * 60 + 30, 'Asia/Kolkata')).toISOString()).toBe(
      '2027-07-15T18:00:00.000Z',
    );
  });
});

describe('flight supplier configuration', () => {
  it('uses the built-in schedule by default and needs a key for Kiwi', () => {
    expect(loadConfig({})).toMatchObject({ kiwi: null, copPerEur: 4300 });
    expect(() => loadConfig({ FLIGHT_SUPPLIER: 'kiwi' })).toThrow('FLIGHT_SUPPLIER=kiwi needs KIWI_API_KEY');
    expect(
      loadConfig({ FLIGHT_SUPPLIER: 'kiwi', KIWI_API_KEY: 'key', KIWI_BASE_URL: 'http://127.0.0.1:9/' }).kiwi,
    ).toEqual({
      apiKey: 'key',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 8000,
      pollIntervalMs: 2500,
      maxPolls: 8,
    });
  });
});

describe.each(databases)('flight search (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
  });
  afterAll(() => t.close());

  const search = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/flights/search', payload: body });
  async function results(body: FlightSearchRequest): Promise<FlightResult[]> {
    const response = await search(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: FlightResult[] }>().results;
  }

  it('answers bad searches with a Spanish 400', async () => {
    const cases: [object, string][] = [
      [searchBody({ destination: 'BOG' }), FLIGHT_SEARCH_MESSAGES.sameAirport],
      [searchBody({ departureDate: addDays(today, -1) }), FLIGHT_SEARCH_MESSAGES.pastDeparture],
      [searchBody({ returnDate: addDays(today, 19) }), FLIGHT_SEARCH_MESSAGES.returnBeforeDeparture],
      [searchBody({ departureDate: addDays(today, MAX_ADVANCE_DAYS + 1) }), FLIGHT_SEARCH_MESSAGES.tooFar],
      [
        searchBody({ passengers: { adults: 1, children: 0, infants: 2 } }),
        FLIGHT_SEARCH_MESSAGES.infantsOverAdults,
      ],
      [searchBody({ origin: 'XQZ' }), FLIGHT_SEARCH_MESSAGES.unknownAirport],
      [searchBody({ origin: 'BOGO' }), 'El origen debe ser un código de aeropuerto de 3 letras.'],
      [
        searchBody({ passengers: { adults: 7, children: 0, infants: 0 } }),
        'El número de adultos debe estar entre 1 y 6.',
      ],
      [searchBody({ departureDate: '2026-02-30' }), 'La fecha de ida debe tener el formato AAAA-MM-DD.'],
    ];
    for (const [body, message] of cases) {
      const response = await search(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
    }
  });

  it('finds the same non-stop flights twice, cheapest first, in the spec result shape', async () => {
    const first = await results(searchBody({ origin: 'bog' }));
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(await results(searchBody())).toEqual(first);
    const prices = first.map((result) => result.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const result of first) {
      expect(result).toMatchObject({ flyFrom: 'BOG', flyTo: 'MDE', cabin: 'Y', nightsInDest: null });
      expect(result.route).toHaveLength(1);
      expect(result.fareFamilies.map((family) => family.name)).toEqual(['Básica', 'Clásica', 'Flexible']);
      expect(result.price).toBe(result.fareFamilies[0]?.price);
      expect(result.price % 100).toBe(0);
      expect(result.conversion.EUR).toBeCloseTo(result.price / 4300, 2);
      expect(result.price_dropdown.base_fare + result.price_dropdown.fees).toBe(result.price);
      const [basica, clasica, flexible] = result.fareFamilies;
      const included = (family: typeof basica) =>
        family?.luggage.filter((option) => option.included).map((option) => option.size);
      expect(included(basica)).toEqual(['Pequeño']);
      expect(included(clasica)).toEqual(['Pequeño', 'Mediano']);
      expect(included(flexible)).toEqual(['Pequeño', 'Mediano', 'Grande']);
      expect(basica?.luggage.find((option) => option.size === 'Grande')?.price).toBeGreaterThan(0);
    }
  });

  it('prices every result at its cheapest family with the carry-on and hold bags asked for, per seated passenger and direction', async () => {
    const trip = {
      returnDate: addDays(today, 25),
      passengers: { adults: 2, children: 0, infants: 1 },
    };
    const withoutBags = await results(searchBody(trip));
    const searches = [
      { hand: 1, hold: 0 },
      { hand: 0, hold: 1 },
      { hand: 1, hold: 2 },
    ];
    for (const bags of searches) {
      const withBags = await results(searchBody({ ...trip, bags }));
      expect(withBags.map((result) => result.id)).toEqual(withoutBags.map((result) => result.id));
      withoutBags.forEach((result, index) => {
        expect(withBags[index]?.fareFamilies).toEqual(result.fareFamilies);
        // Two seats (the infant flies on a lap) and two directions; a family that includes a bag does not buy it.
        const totals = result.fareFamilies.map((family) => {
          // A carry-on is bought unless included; a family that includes a hold bag sells the second one.
          const bought = (size: string, wanted: number) => {
            const option = family.luggage.find((candidate) => candidate.size === size);
            return (option?.price ?? 0) * Math.max(0, wanted - (option?.included ? 1 : 0));
          };
          return family.price + (bought('Mediano', bags.hand) + bought('Grande', bags.hold)) * 2 * 2;
        });
        expect(withBags[index]?.price).toBe(Math.min(...totals));
      });
    }
  });

  it('prices children at 75 % and infants at 10 % of the adult fare', async () => {
    const [result] = await results(searchBody({ passengers: { adults: 2, children: 1, infants: 1 } }));
    if (!result) throw new Error('no results');
    const { adults, children, infants } = result.fare;
    expect(children).toBe(Math.round((adults * 0.75) / 100) * 100);
    expect(infants).toBe(Math.round((adults * 0.1) / 100) * 100);
    expect(result.price).toBe(2 * adults + children + infants);
  });

  it('connects two secondary airports through hubs, 50 minutes to 8 hours between flights', async () => {
    for (const [origin, destination] of [
      ['BGA', 'AQP'],
      ['PEI', 'VLC'],
    ] as const) {
      const found = await results(searchBody({ origin, destination, nonStop: false }));
      expect(found.length, `${origin}-${destination}`).toBeGreaterThan(0);
      for (const { route } of found) {
        expect(route.length).toBeGreaterThanOrEqual(2);
        expect(route[0]?.flyFrom).toBe(origin);
        expect(route.at(-1)?.flyTo).toBe(destination);
        for (let index = 1; index < route.length; index += 1) {
          const arriving = route[index - 1];
          const leaving = route[index];
          if (!arriving || !leaving) throw new Error('missing segment');
          expect(leaving.flyFrom).toBe(arriving.flyTo);
          const connection =
            (Date.parse(leaving.utc_departure) - Date.parse(arriving.utc_arrival)) / MINUTE_MS;
          expect(connection).toBeGreaterThanOrEqual(50);
          expect(connection).toBeLessThanOrEqual(8 * 60);
        }
      }
    }
    expect(await results(searchBody({ origin: 'BGA', destination: 'AQP', nonStop: true }))).toEqual([]);
  });

  it('writes local times with each airport time zone and UTC times that match the flight duration', async () => {
    const found = await results(searchBody({ destination: 'MAD' }));
    expect(found.length).toBeGreaterThan(0);
    for (const result of found) {
      const [leg] = result.route;
      if (!leg) throw new Error('no segment');
      expect(offsetMinutes(leg.local_departure, leg.utc_departure)).toBe(-5 * 60);
      expect([60, 120]).toContain(offsetMinutes(leg.local_arrival, leg.utc_arrival));
      expect(Date.parse(result.utc_arrival) - Date.parse(result.utc_departure)).toBe(
        result.duration.departure * 1000,
      );
      expect(result.countryFrom.code).toBe('CO');
      expect(result.countryTo.code).toBe('ES');
    }
  });

  it('counts a flight with a refuelling stop as non-stop and shows the stop', async () => {
    // Not a route of OpenFlights (Bogotá–Frankfurt is, flown non-stop): the hub network's leg stops at PDL.
    const found = await results(searchBody({ destination: 'AMS' }));
    expect(found.length).toBeGreaterThan(0);
    for (const result of found) {
      expect(result.route).toHaveLength(1);
      expect(result.technical_stops).toBe(1);
      expect(result.route[0]?.technical_stop).toEqual({
        iataCode: 'PDL',
        duration: expect.stringMatching(/^PT[01]H\d{2}M$/),
      });
    }
  });

  it('combines outbound and return flights for a round trip', async () => {
    const found = await results(searchBody({ returnDate: addDays(today, 27) }));
    expect(found.length).toBeGreaterThan(1);
    for (const result of found) {
      const outbound = result.route.filter((segment) => segment.return === 0);
      const inbound = result.route.filter((segment) => segment.return === 1);
      expect(outbound[0]?.flyFrom).toBe('BOG');
      expect(inbound[0]?.flyFrom).toBe('MDE');
      expect(inbound.at(-1)?.local_departure.slice(0, 10)).toBe(addDays(today, 27));
      expect(result.nightsInDest).toBe(7);
      expect(result.duration.total).toBe(result.duration.departure + result.duration.return);
    }
  });

  const returnsOf = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/flights/returns', payload: body });

  it('answers each outbound of a round trip once, and for the one chosen every return the one-way search finds (issue 36)', async () => {
    const roundTrip = searchBody({ returnDate: addDays(today, 27) });
    const response = await search(roundTrip);
    const found = response.json<{ results: FlightResult[] }>().results;
    const oneWayBack = await results(
      searchBody({ origin: 'MDE', destination: 'BOG', departureDate: addDays(today, 27) }),
    );
    // Some 34 flights a day each way: every outbound once, not 34 × 34 pairs (830 KB for 170 pairs before).
    expect(new Set(found.map(outboundKey)).size).toBe(found.length);
    expect(found.length).toBeGreaterThan(25);
    expect(response.body.length).toBeLessThan(300_000);

    for (const chosen of [found[0], found.at(-1)] as FlightResult[]) {
      const answer = await returnsOf({
        search: roundTrip,
        outbound: outboundKey(chosen),
        outboundOffer: chosen.booking_token,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const returns = answer.json<{ results: FlightResult[] }>().results;
      expect(returns.map((result) => outboundKey(result))).toEqual(returns.map(() => outboundKey(chosen)));
      const flightsBack = (list: FlightResult[], direction: 0 | 1) =>
        list
          .map((result) =>
            result.route
              .filter((segment) => segment.return === direction)
              .map((segment) => `${segment.airline}${segment.flight_no}`)
              .join('+'),
          )
          .sort();
      expect(flightsBack(returns, 1)).toEqual(flightsBack(oneWayBack, 0));
      // Cheapest first, the cheapest being the one the outbound's card showed.
      expect(returns.map((result) => result.price)).toEqual(
        [...returns.map((result) => result.price)].sort((a, b) => a - b),
      );
      expect(returns[0]?.price).toBe(chosen.price);
    }
  });

  it('refuses returns for a one-way search, an outbound offer of another search or an edited one', async () => {
    const roundTrip = searchBody({ returnDate: addDays(today, 27) });
    const [chosen] = await results(roundTrip);
    if (!chosen) throw new Error('no results');
    const body = { search: roundTrip, outbound: outboundKey(chosen), outboundOffer: chosen.booking_token };

    const oneWay = await returnsOf({ ...body, search: searchBody() });
    expect(oneWay.statusCode).toBe(400);
    expect(oneWay.json().error.message).toBe('Solo un viaje de ida y vuelta tiene vuelos de regreso.');
    const otherSearch = await returnsOf({
      ...body,
      search: { ...roundTrip, returnDate: addDays(today, 28) },
    });
    expect(otherSearch.statusCode).toBe(409);
    expect(otherSearch.json().error.code).toBe('OFFER_INVALID');
    const edited = await returnsOf({ ...body, outboundOffer: `x${chosen.booking_token.slice(1)}` });
    expect(edited.statusCode).toBe(409);
    const unknown = await returnsOf({ ...body, outbound: 'XX1@2026-01-01T00:00:00.000Z' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().results).toEqual([]);
  });

  it('estimates each itinerary’s kg CO₂e per passenger from its legs, with the route’s typical figure', async () => {
    const found = await results(searchBody({ returnDate: addDays(today, 27) }));
    const outbounds = new Map<string, number>();
    for (const result of found) {
      const legsOf = (direction: 0 | 1) =>
        result.route
          .filter((segment) => segment.return === direction)
          .map((segment) => ({
            from: airport(segment.flyFrom),
            to: airport(segment.flyTo),
            equipment: segment.equipment,
          }));
      expect(result.emissions).toMatchObject({
        outboundKg: journeyCo2Kg(legsOf(0), 'Y'),
        returnKg: journeyCo2Kg(legsOf(1), 'Y'),
      });
      // BOG–MDE, 215 km: a few tens of kg per economy passenger each way.
      expect(result.emissions?.outboundKg).toBeGreaterThan(20);
      expect(result.emissions?.outboundKg).toBeLessThan(100);
      outbounds.set(outboundKey(result), result.emissions?.outboundKg as number);
    }
    const typical = Math.round(medianOf([...outbounds.values()]) as number);
    expect(new Set(found.map((result) => result.emissions?.typicalOutboundKg))).toEqual(new Set([typical]));

    const [business] = await results(searchBody({ origin: 'BOG', destination: 'MAD', cabin: 'C' }));
    const [economy] = await results(searchBody({ origin: 'BOG', destination: 'MAD' }));
    expect(economy?.emissions?.returnKg).toBeNull();
    expect(economy?.emissions?.outboundKg).toBeGreaterThan(300);
    expect(business?.emissions?.outboundKg).toBeGreaterThan(economy?.emissions?.outboundKg as number);
  });

  it('leaves out a flight once it has fewer seats than the seated passengers', async () => {
    const body = searchBody({ passengers: { adults: 2, children: 0, infants: 1 } });
    const [first] = await results(body);
    const leg = first?.route[0];
    if (!first || !leg) throw new Error('no results');
    const [schedule] = await t.database.db
      .select({ id: flightSchedules.id })
      .from(flightSchedules)
      .where(
        and(
          eq(flightSchedules.carrier, leg.airline),
          eq(flightSchedules.flightNumber, leg.flight_no),
          eq(flightSchedules.origin, leg.flyFrom),
        ),
      );
    if (!schedule) throw new Error('schedule not stored');
    const setSeatsLeft = (seatsLeft: number) =>
      t.database.db
        .update(flightSeats)
        .set({ seatsLeft })
        .where(
          and(
            eq(flightSeats.scheduleId, schedule.id),
            eq(flightSeats.departureDate, body.departureDate),
            eq(flightSeats.cabin, 'Y'),
          ),
        );
    const ids = (found: FlightResult[]) => found.map((result) => result.id);

    // Two seated passengers (the infant rides on a lap): one seat left is not enough, two are.
    await setSeatsLeft(1);
    expect(ids(await results(body))).not.toContain(first.id);
    expect(ids(await results(searchBody()))).toContain(first.id);
    await setSeatsLeft(2);
    const again = await results(body);
    expect(ids(again)).toContain(first.id);
    expect(again.find((result) => result.id === first.id)?.availability.seats).toBe(2);
    await setSeatsLeft(0);
    expect(ids(await results(searchBody()))).not.toContain(first.id);
  });
});
