import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findItineraryProblem,
  type ItineraryLeg,
  type ItinerarySearch,
  MAX_CONNECTION_MINUTES,
  MIN_CONNECTION_MINUTES,
  MIN_STAY_MINUTES,
} from '../src';

const MINUTE_MS = 60_000;
const at = (iso: string) => Date.parse(iso);

function leg(
  flight: string,
  origin: string,
  destination: string,
  departs: string,
  minutes: number,
  direction: 0 | 1 = 0,
): ItineraryLeg {
  const departureUtc = at(departs);
  return {
    flight,
    origin,
    destination,
    departureDate: departs.slice(0, 10),
    departureUtc,
    arrivalUtc: departureUtc + minutes * MINUTE_MS,
    direction,
  };
}

// Bucaramanga–Bogotá–Lima, back Lima–Bogotá–Bucaramanga a week later.
const BGA_BOG = leg('AV9301', 'BGA', 'BOG', '2027-03-10T11:00:00Z', 60);
const BOG_LIM = leg('AV0041', 'BOG', 'LIM', '2027-03-10T13:00:00Z', 200);
const LIM_BOG = leg('AV0042', 'LIM', 'BOG', '2027-03-17T15:00:00Z', 200, 1);
const BOG_BGA = leg('AV9310', 'BOG', 'BGA', '2027-03-17T19:30:00Z', 60, 1);
const ROUND_TRIP: ItinerarySearch = {
  origin: 'BGA',
  destination: 'LIM',
  departureDate: '2027-03-10',
  returnDate: '2027-03-17',
};
const ONE_WAY: ItinerarySearch = { origin: 'BGA', destination: 'LIM', departureDate: '2027-03-10' };
const HONEST = [BGA_BOG, BOG_LIM, LIM_BOG, BOG_BGA];

const moved = (flight: ItineraryLeg, minutes: number): ItineraryLeg => ({
  ...flight,
  departureUtc: flight.departureUtc + minutes * MINUTE_MS,
  arrivalUtc: flight.arrivalUtc + minutes * MINUTE_MS,
});

describe('findItineraryProblem', () => {
  it('accepts an itinerary the schedule sells: connected legs, each direction to the searched airports', () => {
    expect(findItineraryProblem(HONEST, ROUND_TRIP)).toBeNull();
    expect(findItineraryProblem([BGA_BOG, BOG_LIM], ONE_WAY)).toBeNull();
    expect(
      findItineraryProblem([leg('AV0041', 'BOG', 'LIM', '2027-03-10T13:00:00Z', 200)], {
        origin: 'BOG',
        destination: 'LIM',
        departureDate: '2027-03-10',
      }),
    ).toBeNull();
  });

  it('refuses each tampering of the issue: the same flight twice, legs that do not connect, a leg before the one it follows, a relabelled return', () => {
    expect(findItineraryProblem([BGA_BOG, BGA_BOG, BOG_LIM], ONE_WAY)).toBe('repeatedLeg');
    const toMde = leg('AV9302', 'BGA', 'MDE', '2027-03-10T11:00:00Z', 60);
    expect(findItineraryProblem([toMde, BOG_LIM], ONE_WAY)).toBe('notConnected');
    expect(findItineraryProblem([BGA_BOG, moved(BOG_LIM, -180)], ONE_WAY)).toBe('connectionTooShort');
    // The return relabelled as outbound: a Bucaramanga–Lima–Bucaramanga "outbound" priced as one direction.
    const relabelled = [
      BGA_BOG,
      BOG_LIM,
      { ...LIM_BOG, direction: 0 as const },
      { ...BOG_BGA, direction: 0 as const },
    ];
    expect(findItineraryProblem(relabelled, ROUND_TRIP)).toBe('tripType');
    expect(findItineraryProblem(relabelled, ONE_WAY)).toBe('wrongDestination');
    const backThroughOrigin = [
      BGA_BOG,
      leg('AV9311', 'BOG', 'BGA', '2027-03-10T13:00:00Z', 60),
      {
        ...BGA_BOG,
        flight: 'AV9303',
        departureUtc: at('2027-03-10T15:00:00Z'),
        arrivalUtc: at('2027-03-10T16:00:00Z'),
      },
      moved(BOG_LIM, 240),
    ];
    expect(findItineraryProblem(backThroughOrigin, ONE_WAY)).toBe('revisitsAirport');
    expect(findItineraryProblem([BGA_BOG, BOG_LIM, LIM_BOG, { ...BOG_BGA, direction: 0 }], ROUND_TRIP)).toBe(
      'returnBeforeOutbound',
    );
  });

  it('names every other way legs can fail the search', () => {
    expect(findItineraryProblem([LIM_BOG, BOG_BGA], ROUND_TRIP)).toBe('noOutbound');
    expect(findItineraryProblem(HONEST, ONE_WAY)).toBe('tripType');
    expect(findItineraryProblem([BGA_BOG, BOG_LIM], ROUND_TRIP)).toBe('tripType');
    expect(findItineraryProblem([BOG_LIM], ONE_WAY)).toBe('wrongOrigin');
    expect(findItineraryProblem([BGA_BOG], ONE_WAY)).toBe('wrongDestination');
    expect(findItineraryProblem([BGA_BOG, BOG_LIM], { ...ONE_WAY, departureDate: '2027-03-11' })).toBe(
      'wrongDate',
    );
    expect(findItineraryProblem(HONEST, { ...ROUND_TRIP, returnDate: '2027-03-18' })).toBe('wrongDate');
    expect(findItineraryProblem([BGA_BOG, moved(BOG_LIM, 24 * 60)], ONE_WAY)).toBe('connectionTooLong');
  });

  it('takes the connection and stay limits as they are written', () => {
    const connectingAfter = (minutes: number) => [BGA_BOG, moved(BOG_LIM, minutes - 60)];
    expect(findItineraryProblem(connectingAfter(MIN_CONNECTION_MINUTES), ONE_WAY)).toBeNull();
    expect(findItineraryProblem(connectingAfter(MIN_CONNECTION_MINUTES - 1), ONE_WAY)).toBe(
      'connectionTooShort',
    );
    expect(findItineraryProblem(connectingAfter(MAX_CONNECTION_MINUTES), ONE_WAY)).toBeNull();
    const landed = BOG_LIM.arrivalUtc;
    const returnAfter = (minutes: number) => {
      const shift = (landed + minutes * MINUTE_MS - LIM_BOG.departureUtc) / MINUTE_MS;
      const back = [moved(LIM_BOG, shift), moved(BOG_BGA, shift)];
      const returnDate = new Date((back[0] as ItineraryLeg).departureUtc).toISOString().slice(0, 10);
      return findItineraryProblem(
        [BGA_BOG, BOG_LIM, ...back.map((flight) => ({ ...flight, departureDate: returnDate }))],
        { ...ROUND_TRIP, returnDate },
      );
    };
    expect(returnAfter(MIN_STAY_MINUTES)).toBeNull();
    expect(returnAfter(MIN_STAY_MINUTES - 1)).toBe('returnTooSoon');
  });
});

const AIRPORTS = ['BGA', 'BOG', 'MDE', 'LIM', 'AQP', 'PTY', 'MIA', 'MAD', 'CTG', 'SCL'] as const;
const START = at('2027-05-01T06:00:00Z');

/** One direction's legs through `stops`, leaving at `start`, with durations and waits the rule allows. */
function journey(stops: string[], start: number, timing: [number, number][], direction: 0 | 1) {
  const legs: ItineraryLeg[] = [];
  let departs = start;
  for (let index = 0; index < stops.length - 1; index += 1) {
    const [minutes, wait] = timing[index] as [number, number];
    const arrival = departs + minutes * MINUTE_MS;
    legs.push({
      flight: `XX${direction}${index}`,
      origin: stops[index] as string,
      destination: stops[index + 1] as string,
      departureDate: new Date(departs).toISOString().slice(0, 10),
      departureUtc: departs,
      arrivalUtc: arrival,
      direction,
    });
    departs = arrival + wait * MINUTE_MS;
  }
  return legs;
}

/** An itinerary the rule must accept, with the search it answers. */
const honestItinerary = fc
  .record({
    airports: fc.shuffledSubarray([...AIRPORTS], { minLength: 5, maxLength: 5 }),
    outboundStops: fc.integer({ min: 0, max: 2 }),
    returnStops: fc.integer({ min: 0, max: 2 }),
    isRoundTrip: fc.boolean(),
    timing: fc.array(
      fc.tuple(
        fc.integer({ min: 30, max: 900 }),
        fc.integer({ min: MIN_CONNECTION_MINUTES, max: MAX_CONNECTION_MINUTES }),
      ),
      { minLength: 6, maxLength: 6 },
    ),
    stayMinutes: fc.integer({ min: MIN_STAY_MINUTES, max: 20 * 24 * 60 }),
  })
  .map(({ airports, outboundStops, returnStops, isRoundTrip, timing, stayMinutes }) => {
    const [origin, destination, ...hubs] = airports as [string, string, ...string[]];
    const outbound = journey([origin, ...hubs.slice(0, outboundStops), destination], START, timing, 0);
    const landed = (outbound.at(-1) as ItineraryLeg).arrivalUtc;
    const inbound = isRoundTrip
      ? journey(
          [destination, ...hubs.slice(0, returnStops).reverse(), origin],
          landed + stayMinutes * MINUTE_MS,
          timing.slice(3),
          1,
        )
      : [];
    const search: ItinerarySearch = {
      origin,
      destination,
      departureDate: (outbound[0] as ItineraryLeg).departureDate,
      ...(inbound[0] ? { returnDate: inbound[0].departureDate } : {}),
    };
    return { legs: [...outbound, ...inbound], search };
  });

describe('findItineraryProblem (properties)', () => {
  it('accepts every itinerary built within the rules', () => {
    fc.assert(
      fc.property(honestItinerary, ({ legs, search }) => findItineraryProblem(legs, search) === null),
    );
  });

  it('refuses any leg flown twice', () => {
    fc.assert(
      fc.property(honestItinerary, fc.nat(), fc.nat(), ({ legs, search }, pick, place) => {
        const copy = legs[pick % legs.length] as ItineraryLeg;
        const edited = [...legs];
        edited.splice(place % (legs.length + 1), 0, copy);
        return findItineraryProblem(edited, search) !== null;
      }),
    );
  });

  it('refuses a return leg relabelled as outbound', () => {
    fc.assert(
      fc.property(
        honestItinerary.filter(({ search }) => search.returnDate !== undefined),
        fc.nat(),
        ({ legs, search }, pick) => {
          const returns = legs.flatMap((flight, index) => (flight.direction === 1 ? [index] : []));
          const index = returns[pick % returns.length] as number;
          const edited = legs.map((flight, at) =>
            at === index ? { ...flight, direction: 0 as const } : flight,
          );
          return (
            findItineraryProblem(edited, search) !== null &&
            findItineraryProblem(edited, { ...search, returnDate: undefined }) !== null
          );
        },
      ),
    );
  });

  it('refuses legs swapped or dropped within a direction', () => {
    fc.assert(
      fc.property(
        honestItinerary.filter(({ legs }) => legs.length >= 2),
        fc.nat(),
        fc.boolean(),
        ({ legs, search }, pick, drop) => {
          const index = pick % (legs.length - 1);
          const [a, b] = [legs[index] as ItineraryLeg, legs[index + 1] as ItineraryLeg];
          const edited = drop
            ? legs.filter((_, at) => at !== index)
            : [...legs.slice(0, index), b, a, ...legs.slice(index + 2)];
          return findItineraryProblem(edited, search) !== null;
        },
      ),
    );
  });
});
