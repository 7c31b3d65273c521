import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  applyFlightFilters,
  checkoutParamsFor,
  checkoutParamsFromRoute,
  criteriaFromResultsParams,
  DEPARTURE_RANGES,
  directionEmissions,
  directionSegments,
  FLIGHT_SORTS,
  type FlightFilters,
  type FlightResult,
  type FlightRouteCriteria,
  type FlightRouteSegment,
  fareTotal,
  findPassengerProblem,
  flightRoutes,
  formatDuration,
  formatLayover,
  LUGGAGE_SIZES,
  type LuggageSize,
  luggagePrice,
  matchesCheckoutParams,
  outboundChoices,
  outboundKey,
  PASSENGER_TYPES,
  passengerTypeForAge,
  returnChoicesFor,
  sortFlights,
  stopsCount,
  toDdmmyy,
  toHourMinute,
} from '../src';
import { buildFamily, buildItinerary, buildLeg } from '../src/testing/flight-builders';

/** Small seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return state / 2 ** 32;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[integer(0, items.length - 1)] as T;
  return { next, integer, pick };
}
type Random = ReturnType<typeof random>;

const SEEDS = Array.from({ length: 200 }, (_, index) => index + 1);
const AIRPORTS = ['BOG', 'MDE', 'CTG', 'CLO', 'PEI', 'PTY', 'MIA', 'LIM'];
const CARRIERS = ['AV', 'LA', 'CM', 'P5', 'AA'];

/** `YYYY-MM-DDTHH:mm` from minutes since 2026-12-01 00:00. */
function localAt(minutes: number): string {
  return new Date(Date.UTC(2026, 11, 1) + minutes * 60_000).toISOString().slice(0, 16);
}

function randomLegs(rng: Random, direction: 0 | 1, startMinute: number): FlightRouteSegment[] {
  let clock = startMinute;
  return Array.from({ length: rng.integer(1, 3) }, () => {
    const departs = clock + rng.integer(50, 480);
    const arrives = departs + rng.integer(40, 600);
    clock = arrives;
    return buildLeg({
      from: rng.pick(AIRPORTS),
      to: rng.pick(AIRPORTS),
      departs: localAt(departs),
      arrives: localAt(arrives),
      airline: rng.pick(CARRIERS),
      flightNo: rng.integer(1, 9999),
      direction,
    });
  });
}

function randomItinerary(rng: Random, roundTrip: boolean): FlightResult {
  const outbound = randomLegs(rng, 0, rng.integer(0, 3 * 1440));
  const legs = roundTrip ? [...outbound, ...randomLegs(rng, 1, rng.integer(7, 10) * 1440)] : outbound;
  const departure = rng.integer(3600, 40_000);
  return buildItinerary(legs, {
    price: rng.integer(1, 60) * 50_000,
    duration: { departure, return: roundTrip ? rng.integer(3600, 40_000) : 0, total: departure },
  });
}

const minutesOfDay = (localIso: string) =>
  Number(localIso.slice(11, 13)) * 60 + Number(localIso.slice(14, 16));

describe('layover and duration formatting, for any gap', () => {
  it.each(SEEDS)('write back the exact minutes with bounded parts (seed %i)', (seed) => {
    const { integer } = random(seed);
    const arrival = integer(0, 400 * 1440);
    const gap = integer(0, 5 * 1440);
    const text = formatLayover(
      toDdmmyy(`${localAt(arrival)}:00.000Z`),
      toHourMinute(`${localAt(arrival)}:00.000Z`),
      toDdmmyy(`${localAt(arrival + gap)}:00.000Z`),
      toHourMinute(`${localAt(arrival + gap)}:00.000Z`),
    );
    expect(minutesIn(text)).toBe(gap);

    const backwards = formatLayover(
      toDdmmyy(`${localAt(arrival + gap + 1)}:00.000Z`),
      toHourMinute(`${localAt(arrival + gap + 1)}:00.000Z`),
      toDdmmyy(`${localAt(arrival)}:00.000Z`),
      toHourMinute(`${localAt(arrival)}:00.000Z`),
    );
    expect(backwards).toBe('0 min');

    const minutes = integer(0, 40 * 60);
    expect(minutesIn(formatDuration(minutes))).toBe(minutes);
  });
});

/** The minutes a written duration says: '55 min', '3 h', '1 h 20 min', with minutes under 60 and no zero parts. */
function minutesIn(text: string): number {
  const match = /^(?:([1-9]\d*) h)?(?: ?([1-9]|[1-5]\d) min)?$|^0 min$/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match?.[1] ?? 0) * 60 + Number(match?.[2] ?? 0);
}

/** Maps a route path back to named parameters, as the router does. */
function paramsOf(path: string, pattern: string): Record<string, string> {
  const values = path.split('/').filter(Boolean);
  const names = pattern.split('/').filter(Boolean);
  expect(values).toHaveLength(names.length);
  return Object.fromEntries(
    names.flatMap((name, index) =>
      name.startsWith(':') ? [[name.slice(1), decodeURIComponent(values[index] as string)]] : [],
    ),
  );
}

const ONE_WAY_RESULTS = '/shop/flights/results/oneway/:origin/:destination/:date/:adults/:children/:infants';
const ROUND_TRIP_RESULTS =
  '/shop/flights/results/roundtrip/:origin/:destination/:dateDeparture/:dateReturn/:adults/:children/:infants';
const ONE_WAY_CHECKOUT =
  '/flight-checkout/:origin/:destination/:date/:adults/:children/:infants/:companyCode/:flightNumber/:bookingClass/:nrOfPassengers/:departureTime/:arrivalTime/:price';
const ROUND_TRIP_CHECKOUT = ONE_WAY_CHECKOUT.replace(
  ':price',
  ':returnDate/:returnCompanyCode/:returnFlightNumber/:returnBookingClass/:returnDepartureTime/:returnArrivalTime/:price',
);

describe('flight routes, for any search', () => {
  it.each(SEEDS)('read back what they write, and find the chosen itinerary (seed %i)', (seed) => {
    const rng = random(seed * 31);
    const isRoundTrip = rng.integer(0, 1) === 1;
    const result = randomItinerary(rng, isRoundTrip);
    const criteria: FlightRouteCriteria = {
      origin: result.flyFrom,
      destination: result.flyTo,
      departureDate: result.local_departure.slice(0, 10),
      ...(isRoundTrip
        ? { returnDate: (directionSegments(result, 1)[0] as FlightRouteSegment).local_departure.slice(0, 10) }
        : {}),
      adults: rng.integer(1, 6),
      children: rng.integer(0, 4),
      infants: rng.integer(0, 2),
    };

    const resultsPath = flightRoutes.results(criteria);
    expect(
      criteriaFromResultsParams(paramsOf(resultsPath, isRoundTrip ? ROUND_TRIP_RESULTS : ONE_WAY_RESULTS)),
    ).toEqual(criteria);

    const chosen = buildFamily({ bookingClass: rng.pick(['Q', 'M', 'Y']) });
    const total = fareTotal(chosen, [rng.pick(LUGGAGE_SIZES)], criteria, isRoundTrip ? 2 : 1);
    const params = checkoutParamsFor(result, chosen, criteria, total);
    const checkoutPath = flightRoutes.checkout(params);
    const routeParams = paramsOf(checkoutPath, isRoundTrip ? ROUND_TRIP_CHECKOUT : ONE_WAY_CHECKOUT);
    expect(checkoutParamsFromRoute(routeParams)).toEqual(params);
    expect(matchesCheckoutParams(result, params)).toBe(true);
    expect(Number(params.price)).toBe(total);
  });
});

function randomFilters(rng: Random): FlightFilters {
  const some = <T>(items: readonly T[]) => items.filter(() => rng.integer(0, 2) === 0);
  return {
    stops: some([0, 1, 2]),
    airlines: some(CARRIERS),
    departureRanges: some(DEPARTURE_RANGES.map((range) => range.id)),
    maxPrice: rng.integer(0, 1) ? null : rng.integer(1, 60) * 50_000,
  };
}

describe('flight filters and sort, for any list', () => {
  it.each(SEEDS)('keep exactly the matching results, sorted by the chosen key (seed %i)', (seed) => {
    const rng = random(seed * 7919);
    const direction: 0 | 1 = rng.integer(0, 1) ? 1 : 0;
    const results = Array.from({ length: rng.integer(0, 25) }, () => randomItinerary(rng, direction === 1));
    const filters = randomFilters(rng);
    const kept = applyFlightFilters(results, filters, direction);

    const passes = (result: FlightResult) => {
      const first = directionSegments(result, direction)[0] as FlightRouteSegment;
      const minutes = minutesOfDay(first.local_departure);
      return (
        (filters.stops.length === 0 || filters.stops.includes(Math.min(2, stopsCount(result, direction)))) &&
        (filters.airlines.length === 0 || result.airlines.some((code) => filters.airlines.includes(code))) &&
        (filters.departureRanges.length === 0 ||
          DEPARTURE_RANGES.some(
            (range) =>
              filters.departureRanges.includes(range.id) && minutes >= range.from && minutes <= range.to,
          )) &&
        (filters.maxPrice === null || result.price <= filters.maxPrice)
      );
    };
    expect(kept).toEqual(results.filter(passes));

    const sort = rng.pick(FLIGHT_SORTS);
    const sorted = sortFlights(kept, sort, direction);
    expect([...sorted].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...kept].sort((a, b) => a.id.localeCompare(b.id)),
    );
    const key = (result: FlightResult) =>
      sort === 'price'
        ? result.price
        : sort === 'duration'
          ? direction === 0
            ? result.duration.departure
            : result.duration.return
          : sort === 'emissions'
            ? (directionEmissions(result, direction)?.kg ?? Number.POSITIVE_INFINITY)
            : (directionSegments(result, direction)[0] as FlightRouteSegment).local_departure;
    for (let index = 1; index < sorted.length; index++) {
      expect(key(sorted[index - 1] as FlightResult) <= key(sorted[index] as FlightResult)).toBe(true);
    }
  });
});

describe('round-trip grouping, for any combinations', () => {
  it.each(SEEDS)('offers every outbound once at its cheapest price (seed %i)', (seed) => {
    const rng = random(seed * 104_729);
    const outbounds = Array.from({ length: rng.integer(1, 4) }, () =>
      randomLegs(rng, 0, rng.integer(0, 1440)),
    );
    const returns = Array.from({ length: rng.integer(1, 4) }, () => randomLegs(rng, 1, 8 * 1440));
    const results = outbounds
      .flatMap((outbound) =>
        returns.map((inbound) =>
          buildItinerary([...outbound, ...inbound], { price: rng.integer(1, 40) * 50_000 }),
        ),
      )
      .filter(() => rng.integer(0, 4) > 0);

    const choices = outboundChoices(results);
    const keys = choices.map(outboundKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys)).toEqual(new Set(results.map(outboundKey)));
    for (const choice of choices) {
      const options = returnChoicesFor(results, outboundKey(choice));
      expect(options).toContain(choice);
      expect(Math.min(...options.map((option) => option.price))).toBe(choice.price);
    }
    expect(keys.reduce((sum, key) => sum + returnChoicesFor(results, key).length, 0)).toBe(results.length);
  });
});

describe('fare totals and passenger ages, for any input', () => {
  it.each(SEEDS)('never undercharge and type passengers consistently (seed %i)', (seed) => {
    const rng = random(seed * 15_485_863);
    const passengers = { adults: rng.integer(1, 6), children: rng.integer(0, 4), infants: rng.integer(0, 2) };
    const chosen = buildFamily({
      price: rng.integer(1, 40) * 100_000,
      luggage: LUGGAGE_SIZES.map((size) => {
        const included = rng.integer(0, 1) === 1;
        return {
          icon: 'bag-outline',
          size,
          description: size,
          included,
          price: included ? 0 : rng.integer(1, 20) * 10_000,
        };
      }),
    });
    const extra = LUGGAGE_SIZES.filter(() => rng.integer(0, 1) === 1) as LuggageSize[];
    const oneWay = luggagePrice(chosen, extra, passengers, 1);
    expect(luggagePrice(chosen, extra, passengers, 2)).toBe(2 * oneWay);
    expect(oneWay % (passengers.adults + passengers.children)).toBe(0);
    expect(fareTotal(chosen, extra, passengers, 1)).toBe(chosen.price + oneWay);
    expect(fareTotal(chosen, [...extra, ...LUGGAGE_SIZES], passengers, 1)).toBeGreaterThanOrEqual(
      fareTotal(chosen, extra, passengers, 1),
    );

    const today = '2026-11-22';
    const lastFlight = addDays(today, rng.integer(0, 330));
    const birthDate = addDays(today, -rng.integer(-30, 40 * 365));
    const type = rng.pick(PASSENGER_TYPES);
    const problem = findPassengerProblem({ type, birthDate }, lastFlight, today);
    if (birthDate > today) expect(problem).toBe('La fecha de nacimiento no puede ser futura.');
    else expect(problem === null).toBe(passengerTypeForAge(ageOn(birthDate, lastFlight)) === type);
  });
});
