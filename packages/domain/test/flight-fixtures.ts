import { buildItinerary, buildLeg } from '../src/testing/flight-builders';

/** Itineraries several flight test files read: a direct flight, a connection and an international round trip. */
export const direct = buildItinerary([
  buildLeg({
    from: 'BOG',
    to: 'MDE',
    departs: '2026-12-01T06:05',
    arrives: '2026-12-01T07:02',
    flightNo: 9301,
  }),
]);
export const connection = buildItinerary(
  [
    buildLeg({
      from: 'PEI',
      to: 'BOG',
      departs: '2026-12-01T05:30',
      arrives: '2026-12-01T06:30',
      flightNo: 9420,
    }),
    buildLeg({
      from: 'BOG',
      to: 'CTG',
      departs: '2026-12-01T08:45',
      arrives: '2026-12-01T10:15',
      flightNo: 9580,
    }),
  ],
  { price: 520_000, duration: { departure: 17_100, return: 0, total: 17_100 } },
);
export const roundTrip = buildItinerary(
  [
    buildLeg({
      from: 'BOG',
      to: 'PTY',
      departs: '2026-12-01T13:10',
      arrives: '2026-12-01T14:55',
      airline: 'CM',
      flightNo: 105,
    }),
    buildLeg({
      from: 'PTY',
      to: 'MIA',
      departs: '2026-12-01T16:40',
      arrives: '2026-12-01T20:35',
      airline: 'CM',
      flightNo: 420,
    }),
    buildLeg({
      from: 'MIA',
      to: 'BOG',
      departs: '2026-12-08T23:50',
      arrives: '2026-12-09T03:30',
      airline: 'AA',
      flightNo: 921,
      direction: 1,
    }),
  ],
  { countryTo: { code: 'US', name: 'Estados Unidos' }, airlines: ['CM', 'AA'], price: 2_300_000 },
);
