import { describe, expect, it } from 'vitest';
import {
  applyFlightFilters,
  DEPARTURE_RANGES,
  EMPTY_FLIGHT_FILTERS,
  FLIGHT_SORT_LABELS,
  flightFilterOptions,
  outboundChoices,
  outboundKey,
  returnChoicesFor,
  sortFlights,
} from '../src';
import { buildItinerary, buildLeg } from '../src/testing/flight-builders';
import { connection, direct, roundTrip } from './flight-fixtures';

describe('flight filters and sort', () => {
  const night = buildItinerary(
    [
      buildLeg({
        from: 'BOG',
        to: 'MDE',
        departs: '2026-12-01T21:40',
        arrives: '2026-12-01T22:35',
        airline: 'LA',
        flightNo: 4010,
      }),
    ],
    { price: 310_000, duration: { departure: 3300, return: 0, total: 3300 } },
  );
  const twoStops = buildItinerary(
    [
      buildLeg({
        from: 'BOG',
        to: 'PEI',
        departs: '2026-12-01T00:15',
        arrives: '2026-12-01T01:10',
        airline: 'P5',
      }),
      buildLeg({
        from: 'PEI',
        to: 'CLO',
        departs: '2026-12-01T03:00',
        arrives: '2026-12-01T04:00',
        airline: 'P5',
      }),
      buildLeg({
        from: 'CLO',
        to: 'MDE',
        departs: '2026-12-01T05:00',
        arrives: '2026-12-01T06:00',
        airline: 'AV',
      }),
    ],
    { price: 610_000, airlines: ['P5', 'AV'], duration: { departure: 20_700, return: 0, total: 20_700 } },
  );
  const results = [connection, direct, night, twoStops];

  it('keeps everything with empty filters', () => {
    expect(applyFlightFilters(results, EMPTY_FLIGHT_FILTERS)).toEqual(results);
  });

  it('filters by stops, 2 meaning two or more', () => {
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, stops: [0] })).toEqual([direct, night]);
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, stops: [1, 2] })).toEqual([
      connection,
      twoStops,
    ]);
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, stops: [2] })).toEqual([twoStops]);
  });

  it('keeps itineraries flown by any selected airline', () => {
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, airlines: ['P5'] })).toEqual([twoStops]);
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, airlines: ['LA', 'AV'] })).toEqual(results);
  });

  it('filters by local departure time band and by price cap', () => {
    const ranges = Object.fromEntries(DEPARTURE_RANGES.map((range) => [range.id, range]));
    expect(ranges.manana?.label).toBe('Mañana (06:00 – 11:59)');
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, departureRanges: ['madrugada'] })).toEqual([
      connection,
      twoStops,
    ]);
    expect(
      applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, departureRanges: ['manana', 'noche'] }),
    ).toEqual([direct, night]);
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, departureRanges: ['tarde'] })).toEqual([]);
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, maxPrice: 400_000 })).toEqual([
      direct,
      night,
    ]);
  });

  it('looks at the return legs when choosing the return', () => {
    expect(applyFlightFilters([roundTrip], { ...EMPTY_FLIGHT_FILTERS, stops: [0] }, 1)).toEqual([roundTrip]);
    expect(applyFlightFilters([roundTrip], { ...EMPTY_FLIGHT_FILTERS, stops: [0] }, 0)).toEqual([]);
    expect(
      applyFlightFilters([roundTrip], { ...EMPTY_FLIGHT_FILTERS, departureRanges: ['noche'] }, 1),
    ).toEqual([roundTrip]);
  });

  it('sorts by price, duration or departure without touching the input', () => {
    const copy = [...results];
    expect(sortFlights(results, 'price')).toEqual([night, direct, connection, twoStops]);
    expect(sortFlights(results, 'duration')).toEqual([night, direct, connection, twoStops]);
    expect(sortFlights(results, 'departure')).toEqual([twoStops, connection, direct, night]);
    expect(results).toEqual(copy);
    expect(FLIGHT_SORT_LABELS.duration).toBe('Duración');
  });

  it('keeps the supplier order between equal keys', () => {
    const same = [
      { ...direct, id: 'a' },
      { ...direct, id: 'b' },
      { ...direct, id: 'c' },
    ];
    expect(sortFlights(same, 'price').map((result) => result.id)).toEqual(['a', 'b', 'c']);
  });

  it('offers only the options present in the results', () => {
    expect(flightFilterOptions(results)).toEqual({
      airlines: [
        { code: 'AV', minPrice: 400_000 },
        { code: 'LA', minPrice: 310_000 },
        { code: 'P5', minPrice: 610_000 },
      ],
      stops: [0, 1, 2],
      minPrice: 310_000,
      maxPrice: 610_000,
    });
    expect(flightFilterOptions([])).toEqual({ airlines: [], stops: [], minPrice: 0, maxPrice: 0 });
  });
});

describe('round-trip grouping', () => {
  const outboundA = buildLeg({
    from: 'BOG',
    to: 'MDE',
    departs: '2026-12-01T06:05',
    arrives: '2026-12-01T07:02',
    flightNo: 9301,
  });
  const outboundB = buildLeg({
    from: 'BOG',
    to: 'MDE',
    departs: '2026-12-01T09:00',
    arrives: '2026-12-01T10:00',
    flightNo: 9311,
  });
  const returnX = buildLeg({
    from: 'MDE',
    to: 'BOG',
    departs: '2026-12-08T07:00',
    arrives: '2026-12-08T08:00',
    flightNo: 9302,
    direction: 1,
  });
  const returnY = buildLeg({
    from: 'MDE',
    to: 'BOG',
    departs: '2026-12-08T19:00',
    arrives: '2026-12-08T20:00',
    flightNo: 9312,
    direction: 1,
  });
  const ax = buildItinerary([outboundA, returnX], { price: 500_000 });
  const ay = buildItinerary([outboundA, returnY], { price: 450_000 });
  const bx = buildItinerary([outboundB, returnX], { price: 480_000 });
  const results = [ax, bx, ay];

  it('keys an outbound by its legs, whatever the return', () => {
    expect(outboundKey(ax)).toBe(outboundKey(ay));
    expect(outboundKey(ax)).not.toBe(outboundKey(bx));
    expect(outboundKey(ax)).toBe('AV9301@2026-12-01T06:05:00.000Z');
  });

  it('offers each outbound once, at its cheapest combination', () => {
    expect(outboundChoices(results)).toEqual([ay, bx]);
  });

  it('lists the returns that fly with the chosen outbound', () => {
    expect(returnChoicesFor(results, outboundKey(ax))).toEqual([ax, ay]);
    expect(returnChoicesFor(results, 'nope')).toEqual([]);
  });
});
