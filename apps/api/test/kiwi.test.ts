import { flightResultSchema } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { FAKE_COP_PER_EUR, FAKE_KIWI_KEY } from './helpers/fake-kiwi-server';
import { oneWay, roundTrip, useKiwiAdapter } from './helpers/kiwi-adapter';

describe('Kiwi Tequila adapter: search and recheck (against a local fake)', () => {
  const { suite, requestsTo } = useKiwiAdapter();

  it('searches with Tequila’s query (dd/mm/yyyy same-day range, cabin letter, bags per passenger, apikey)', async () => {
    await suite.kiwi.search(oneWay({ adults: 2, children: 0, infants: 0 }));
    expect(suite.fake.requests).toHaveLength(1);
    expect(suite.fake.requests[0]).toMatchObject({ method: 'GET', apikey: FAKE_KIWI_KEY });
    expect(suite.fake.requests[0]?.url).toBe(
      '/v2/search?fly_from=BOG&fly_to=MDE&date_from=01%2F12%2F2026&date_to=01%2F12%2F2026&flight_type=oneway' +
        '&adults=2&children=0&infants=0&selected_cabins=M&adult_hold_bag=0%2C0&adult_hand_bag=1%2C1' +
        '&max_stopovers=0&curr=COP&locale=es&sort=price&limit=200',
    );

    suite.fake.requests.length = 0;
    await suite.kiwi.search(roundTrip({ hand: 0, hold: 1 }));
    expect(suite.fake.requests[0]?.query).toEqual({
      fly_from: 'BOG',
      fly_to: 'MAD',
      date_from: '01/12/2026',
      date_to: '01/12/2026',
      return_from: '08/12/2026',
      return_to: '08/12/2026',
      flight_type: 'round',
      adults: '1',
      children: '1',
      infants: '1',
      selected_cabins: 'C',
      adult_hold_bag: '1',
      adult_hand_bag: '0',
      child_hold_bag: '1',
      child_hand_bag: '0',
      curr: 'COP',
      locale: 'es',
      sort: 'price',
      limit: '200',
    });
  });

  it('maps one-way itineraries to results in whole pesos with one Básica family, cheapest first', async () => {
    const results = await suite.kiwi.search(oneWay({ adults: 2, children: 0, infants: 0 }));
    // The 1-seat itinerary cannot take two passengers.
    expect(results.map((result) => result.id)).toEqual(['ow-early', 'ow-late']);
    for (const result of results) expect(flightResultSchema.parse(result)).toEqual(result);
    const [early, late] = results;
    expect(early).toMatchObject({
      flyFrom: 'BOG',
      flyTo: 'MDE',
      countryTo: { code: 'CO', name: 'Colombia' },
      price: 250_000,
      conversion: { COP: 250_000, EUR: 58.14 },
      fare: { adults: 250_000, children: 187_500, infants: 25_000 },
      price_dropdown: { base_fare: 200_000, fees: 50_000 },
      bags_price: { '1': 120_001, '2': 260_000 },
      availability: { seats: 4 },
      nightsInDest: null,
      cabin: 'Y',
    });
    expect(early?.route).toEqual([
      expect.objectContaining({
        airline: 'AV',
        flight_no: 9321,
        operating_carrier: 'AV',
        equipment: 'Airbus A320neo',
        technical_stop: null,
        return: 0,
        local_departure: '2026-12-01T06:05:00.000Z',
      }),
    ]);
    expect(early?.fareFamilies).toEqual([
      {
        code: 'BASICA',
        name: 'Básica',
        bookingClass: 'V',
        price: 250_000,
        fare: { adults: 250_000, children: 187_500, infants: 25_000 },
        luggage: [
          {
            icon: 'bag-handle-outline',
            size: 'Pequeño',
            description: 'Artículo personal (40 × 35 × 25 cm)',
            included: true,
            price: 0,
          },
          {
            icon: 'briefcase-outline',
            size: 'Mediano',
            description: 'Equipaje de mano 10 kg',
            included: true,
            price: 0,
          },
          {
            icon: 'bag-outline',
            size: 'Grande',
            description: 'Maleta facturada 23 kg',
            included: false,
            price: 120_001,
          },
        ],
        conditions: expect.objectContaining({ refunds: 'No reembolsable.' }),
      },
    ]);
    // Empty operating data falls back to the marketing flight.
    expect(late?.route[0]).toMatchObject({
      operating_carrier: 'LA',
      operating_flight_no: '4045',
      equipment: null,
    });
    expect(early?.booking_token).toMatch(/\.kiwi-ow-early#\d+$/);
  });

  it('maps a round trip with its return legs, nights and the hold bag priced per direction', async () => {
    const [withBag] = await suite.kiwi.search(roundTrip({ hand: 0, hold: 1 }));
    expect(flightResultSchema.parse(withBag)).toEqual(withBag);
    expect(withBag).toMatchObject({
      flyTo: 'MAD',
      countryTo: { code: 'ES', name: 'España' },
      nightsInDest: 7,
      duration: { departure: 67_200, return: 36_000, total: 103_200 },
      price: 8_600_000,
      conversion: { COP: 8_600_000, EUR: 2000 },
      availability: { seats: null },
      airlines: ['CM', 'IB'],
      cabin: 'C',
    });
    expect(withBag?.route.map((segment) => [segment.flyFrom, segment.flyTo, segment.return])).toEqual([
      ['BOG', 'PTY', 0],
      ['PTY', 'MAD', 0],
      ['MAD', 'BOG', 1],
    ]);
    expect(withBag?.fareFamilies[0]).toMatchObject({ bookingClass: 'J' });
    // Asked for a hold bag and no cabin bag: Tequila's price includes the first, so it is included.
    expect(
      withBag?.fareFamilies[0]?.luggage.map(({ size, included, price }) => [size, included, price]),
    ).toEqual([
      ['Pequeño', true, 0],
      ['Grande', true, 0],
    ]);

    const [withoutBag] = await suite.kiwi.search(roundTrip({ hand: 0, hold: 0 }));
    expect(withoutBag?.fareFamilies[0]?.luggage.find((option) => option.size === 'Grande')).toMatchObject({
      included: false,
      price: 215_000,
    });
  });

  it('rechecks by searching again and polling check_flights until Kiwi has checked the itinerary', async () => {
    const passengers = { adults: 1, children: 0, infants: 0 };
    const [found] = await suite.kiwi.search(oneWay(passengers));
    suite.fake.pendingChecks = 2;
    suite.fake.requests.length = 0;

    const rechecked = await suite.kiwi.recheck(found?.booking_token ?? '', passengers, oneWay(passengers));
    expect(rechecked).toMatchObject({ id: 'ow-early', price: 250_000, route: found?.route });
    expect(rechecked?.booking_token).not.toBe(found?.booking_token);
    expect(suite.fake.requests.map((request) => request.path)).toEqual([
      '/v2/search',
      '/v2/booking/check_flights',
      '/v2/booking/check_flights',
      '/v2/booking/check_flights',
    ]);
    const checks = requestsTo('/v2/booking/check_flights');
    const freshToken = rechecked?.booking_token.split('.')[1];
    expect(checks[0]?.query).toEqual({
      booking_token: freshToken,
      bnum: '0',
      adults: '1',
      children: '0',
      infants: '0',
      currency: 'COP',
    });
    // Later polls carry the session of the first answer.
    expect(checks[1]?.query).toMatchObject({ session_id: `session-${freshToken}` });
    expect(checks.every((check) => check.apikey === FAKE_KIWI_KEY)).toBe(true);
  });

  it('answers undefined for an invalid itinerary or a token it did not issue', async () => {
    const passengers = { adults: 1, children: 0, infants: 0 };
    const [found] = await suite.kiwi.search(oneWay(passengers));
    suite.fake.flightsInvalid = true;
    expect(
      await suite.kiwi.recheck(found?.booking_token ?? '', passengers, oneWay(passengers)),
    ).toBeUndefined();

    suite.fake.requests.length = 0;
    expect(await suite.kiwi.recheck('not-a-token', passengers, oneWay(passengers))).toBeUndefined();
    expect(await suite.kiwi.recheck('e30.kiwi-ow-early#1', passengers, oneWay(passengers))).toBeUndefined();
    expect(suite.fake.requests).toEqual([]);
  });

  it('re-prices the result when check_flights reports a price change (EUR total, COP conversion)', async () => {
    const passengers = { adults: 1, children: 0, infants: 0 };
    const [found] = await suite.kiwi.search(oneWay(passengers));
    suite.fake.changedEur = 61;
    const rechecked = await suite.kiwi.recheck(found?.booking_token ?? '', passengers, oneWay(passengers));
    const newPrice = 61 * FAKE_COP_PER_EUR;
    expect(flightResultSchema.parse(rechecked)).toEqual(rechecked);
    expect(rechecked).toMatchObject({
      price: newPrice,
      conversion: { COP: newPrice, EUR: 61 },
      fare: { adults: newPrice },
      price_dropdown: { base_fare: newPrice - 50_000, fees: 50_000 },
    });
    expect(rechecked?.fareFamilies[0]).toMatchObject({ price: newPrice, fare: { adults: newPrice } });
  });
});
