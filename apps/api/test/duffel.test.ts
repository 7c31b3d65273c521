import { flightResultSchema } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ONE_ADULT, offeredOf, search, useDuffelAdapter } from './helpers/duffel-adapter';
import { FAKE_COP_PER_USD, FAKE_DUFFEL_TOKEN } from './helpers/fake-duffel-server';

describe('Duffel adapter: search and recheck (against a local stand-in built from @duffel/api types)', () => {
  const { suite } = useDuffelAdapter();

  it('needs DUFFEL_ACCESS_TOKEN when FLIGHT_SUPPLIER=duffel', () => {
    expect(() => loadConfig({ FLIGHT_SUPPLIER: 'duffel' })).toThrow(
      'FLIGHT_SUPPLIER=duffel needs DUFFEL_ACCESS_TOKEN',
    );
    expect(loadConfig({ FLIGHT_SUPPLIER: 'duffel', DUFFEL_ACCESS_TOKEN: 'x' }).duffel).toMatchObject({
      baseUrl: 'https://api.duffel.com',
      currency: 'USD',
    });
  });

  it('searches with an offer request (slices, typed passengers, cabin) and maps the offers it may hold', async () => {
    const results = await suite.duffel.search(
      search({ adults: 1, children: 0, infants: 1 }, { returnDate: '2026-12-08', cabin: 'C', nonStop: true }),
    );
    const [request] = suite.fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/air/offer_requests',
      // Our timeout less 5 s, never under Duffel's floor of 2 s.
      query: { return_offers: 'true', supplier_timeout: '2000' },
      authorization: `Bearer ${FAKE_DUFFEL_TOKEN}`,
      version: 'v2',
    });
    expect(request?.body).toEqual({
      data: {
        slices: [
          {
            origin: 'BOG',
            destination: 'MDE',
            departure_date: '2026-12-01',
            departure_time: null,
            arrival_time: null,
          },
          {
            origin: 'MDE',
            destination: 'BOG',
            departure_date: '2026-12-08',
            departure_time: null,
            arrival_time: null,
          },
        ],
        passengers: [{ type: 'adult' }, { type: 'infant_without_seat' }],
        cabin_class: 'business',
        max_connections: 0,
      },
    });
    // The cheapest offer must be paid at once, so it cannot wait for approval and is left out.
    expect(results.map((result) => result.route[0]?.airline)).toEqual(['AV', 'LA']);
    for (const result of results) expect(flightResultSchema.parse(result)).toEqual(result);
    const [av, la] = results;
    expect(av).toMatchObject({
      price: 62.5 * FAKE_COP_PER_USD,
      fare: { adults: 125_000, infants: 125_000 },
      price_dropdown: { fees: 12 * FAKE_COP_PER_USD },
      flyFrom: 'BOG',
      flyTo: 'MDE',
      cityFrom: 'Bogotá',
      countryTo: { code: 'CO', name: 'Colombia' },
      local_departure: '2026-12-01T06:05:00.000Z',
      utc_departure: '2026-12-01T11:05:00.000Z',
      duration: { departure: 3900, return: 3900, total: 7800 },
      cabin: 'C',
    });
    expect(av?.route.map((segment) => [segment.return, segment.airline, segment.flight_no])).toEqual([
      [0, 'AV', 9321],
      [1, 'AV', 9322],
    ]);
    expect(av?.route[0]).toMatchObject({
      equipment: 'Airbus A320',
      fare_classes: 'V',
      operating_carrier: 'AV',
    });
    expect(
      av?.fareFamilies[0]?.luggage.map((option) => [option.size, option.included, option.price]),
    ).toEqual([
      ['Pequeño', true, 0],
      ['Mediano', true, 0],
    ]);
    expect(la?.route[0]).toMatchObject({
      airline: 'LA',
      operating_carrier: '4C',
      operating_flight_no: '4045',
    });
    expect(la?.fareFamilies[0]?.luggage.map((option) => option.description)).toContain('Maleta facturada');
  });

  it('rechecks by fetching the offer: a new price, an expired or a gone offer', async () => {
    const criteria = search(ONE_ADULT);
    const [first] = await suite.duffel.search(criteria);
    if (!first) throw new Error('no results');
    const same = await suite.duffel.recheck(first.booking_token, ONE_ADULT, offeredOf(criteria));
    expect(same?.price).toBe(first.price);
    expect(suite.fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/air/offers/${first.id}` });

    suite.fake.repriceTo = '70.00';
    expect((await suite.duffel.recheck(first.booking_token, ONE_ADULT, offeredOf(criteria)))?.price).toBe(
      280_000,
    );

    suite.fake.offerState = 'expired';
    expect(await suite.duffel.recheck(first.booking_token, ONE_ADULT, offeredOf(criteria))).toBeUndefined();
    suite.fake.offerState = 'gone';
    expect(await suite.duffel.recheck(first.booking_token, ONE_ADULT, offeredOf(criteria))).toBeUndefined();

    // A token signed for another search is refused without asking Duffel.
    suite.fake.offerState = 'live';
    suite.fake.requests.length = 0;
    const other = { ...offeredOf(criteria), destination: 'MAD' };
    expect(await suite.duffel.recheck(first.booking_token, ONE_ADULT, other)).toBeUndefined();
    expect(suite.fake.requests).toEqual([]);
  });

  it('prices other passengers with a new offer request that finds the same flights', async () => {
    const criteria = search(ONE_ADULT);
    const [first] = await suite.duffel.search(criteria);
    if (!first) throw new Error('no results');
    suite.fake.requests.length = 0;
    const two = { adults: 2, children: 0, infants: 0 };
    const repriced = await suite.duffel.recheck(first.booking_token, two, offeredOf(criteria));
    expect(suite.fake.requests.map((request) => request.path)).toEqual([
      `/air/offers/${first.id}`,
      '/air/offer_requests',
    ]);
    expect(repriced?.route.map((segment) => segment.flight_no)).toEqual([9321]);
    expect(repriced?.id).not.toBe(first.id);
  });
});
