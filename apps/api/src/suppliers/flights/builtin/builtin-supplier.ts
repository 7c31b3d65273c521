import { randomBytes } from 'node:crypto';
import type { Database, Executor } from '@travesia/db';
import {
  type Cabin,
  directionsOf,
  type FlightPassengers,
  type FlightResult,
  type FlightSearch,
  fareTotal,
  findAirport,
  findItineraryProblem,
  type ItineraryLeg,
  MIN_STAY_MINUTES,
  passengerCounts,
  seatedPassengers,
  toIsoDate,
} from '@travesia/domain';
import { flightSoldOut, invalidFlightOffer, priceChanged } from '../../../lib/app-error';
import type { FlightSupplier, OfferedSearch } from '../flight-supplier';
import { decodeBookingToken } from './booking-token';
import { cabinCapacity, generateLegSchedules } from './generate-schedule';
import {
  createJourneyPricer,
  type Journey,
  journeyKey,
  journeysAlong,
  type LegInstance,
  legOn,
  operatesOn,
  type PricedJourney,
  routeKey,
  toFlightResult,
  withoutDominatedConnections,
} from './itineraries';
import { type Path, pathsBetween, requireAirport } from './network';
import { initialSeatsLeft } from './pricing';
import {
  findSchedule,
  insertSeats,
  type LegRoute,
  listSchedulesOf,
  listSeats,
  listStoredRoutes,
  returnSeats,
  type ScheduleRow,
  type SeatKey,
  type SeatStock,
  seatKeyOf,
  storeGeneratedRoutes,
  takeSeats,
} from './repository';

/** Results of one search, and returns offered for one outbound: the cheapest ones. */
const MAX_RESULTS = 200;
/** Flights leaving sooner than this are no longer sold. */
const SALES_CLOSE_MS = 2 * 60 * 60_000;
/** A return must leave at least this long after the outbound lands; bookings check the same rule. */
const MIN_STAY_MS = MIN_STAY_MINUTES * 60_000;
const ROUTE_CACHE_LIMIT = 50_000;
/**
 * Recent searches whose results are kept while their flights, seats and day stay the same, and the returns of the
 * outbounds chosen in them (a few dozen results each).
 */
const RESULT_CACHE_LIMIT = 64;
const JOURNEY_CACHE_LIMIT = 2_000;
/** Advance purchase counts in days of the agency's calendar (Colombia). */
const today = () => toIsoDate(new Date());

const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Six characters as airlines write record locators (no 0/O or 1/I to misread). */
function airlineLocator(): string {
  return [...randomBytes(6)].map((byte) => LOCATOR_ALPHABET[byte % LOCATOR_ALPHABET.length]).join('');
}

/** Sorts legs the same way in every hold, so two holds of overlapping flights lock rows in one order. */
const byLock = (a: SeatKey, b: SeatKey) =>
  a.scheduleId - b.scheduleId || a.departureDate.localeCompare(b.departureDate);

/** Everything a search's results depend on: the search, the day, each journey on sale and its seats. */
function resultsKey(
  search: FlightSearch,
  day: string,
  journeys: readonly Journey[][],
  legs: readonly LegInstance[],
  seats: ReadonlyMap<string, SeatStock>,
): string {
  const { origin, destination, departureDate, returnDate, cabin, nonStop, passengers } = search;
  const seatsOf = [...new Set(legs.map(seatKeyOf))].map((key) => {
    const stock = seats.get(key);
    return `${key}=${stock?.seatsLeft}/${stock?.capacity}`;
  });
  return [
    JSON.stringify([origin, destination, departureDate, returnDate, cabin, nonStop, passengers, day]),
    ...journeys.map((list) => list.map((journey) => journey.map(seatKeyOf).join('+')).join(',')),
    seatsOf.join(','),
  ].join('\n');
}

/** The returns that leave long enough after the outbound lands, in the order given (cheapest first). */
function returnsAfter(outbound: PricedJourney, inbound: readonly PricedJourney[]): PricedJourney[] {
  const landed = (outbound.legs.at(-1) as LegInstance).arrivalUtc;
  return inbound.filter((back) => (back.legs[0] as LegInstance).departureUtc >= landed + MIN_STAY_MS);
}

type Combination = [PricedJourney, PricedJourney | undefined];

const byFare = ([a, b]: Combination, [c, d]: Combination) =>
  a.adultFare + (b?.adultFare ?? 0) - (c.adultFare + (d?.adultFare ?? 0));

/** Whether a token's legs, as scheduled, are a journey the search could have offered (decision 011). */
function isJourneyFor(
  found: { cabin: Cabin; legs: (LegInstance & { direction: 0 | 1 })[] },
  search: OfferedSearch,
): boolean {
  const legs = found.legs.map(
    (leg): ItineraryLeg => ({
      flight: `${leg.schedule.carrier}${leg.schedule.flightNumber}`,
      origin: leg.schedule.origin,
      destination: leg.schedule.destination,
      departureDate: leg.departureDate,
      departureUtc: leg.departureUtc,
      arrivalUtc: leg.arrivalUtc,
      direction: leg.direction,
    }),
  );
  return found.cabin === search.cabin && findItineraryProblem(legs, search) === null;
}

/**
 * The default flight inventory: a schedule generated from the airport list and stored on first use per leg
 * route, with seats per flight, date and cabin that holds take and releases give back (decision 006).
 */
export function createBuiltinFlightSupplier(db: Database, copPerEur: number): FlightSupplier {
  // Stored schedules never change, so every process may keep the rows it has read.
  const schedulesByRoute = new Map<string, readonly ScheduleRow[]>();
  /**
   * Results are a pure function of the search, the day, the journeys still on sale and the seats read for
   * them, so a search that finds all of those as they were last time answers the results built then
   * (the same array, which the route writes once). Any seat taken or given back changes the key.
   */
  const recentResults = new Map<string, FlightResult[]>();
  // Journeys follow from the stored schedules and the date alone; the sales cut-off is applied after.
  const journeysByPathAndDate = new Map<string, Journey[]>();

  function journeysOn(
    path: Path,
    schedules: ReadonlyMap<string, readonly ScheduleRow[]>,
    date: string,
  ): Journey[] {
    const key = `${path.join('-')}@${date}`;
    let journeys = journeysByPathAndDate.get(key);
    if (!journeys) {
      journeys = journeysAlong(path, schedules, date);
      if (journeysByPathAndDate.size >= JOURNEY_CACHE_LIMIT) journeysByPathAndDate.clear();
      journeysByPathAndDate.set(key, journeys);
    }
    return journeys;
  }

  async function schedulesFor(routes: LegRoute[]): Promise<Map<string, readonly ScheduleRow[]>> {
    const missing = routes.filter(
      (route) => !schedulesByRoute.has(routeKey(route.origin, route.destination)),
    );
    if (missing.length > 0) {
      const stored = new Set(
        (await listStoredRoutes(db, missing)).map((route) => routeKey(route.origin, route.destination)),
      );
      const toGenerate = missing.filter((route) => !stored.has(routeKey(route.origin, route.destination)));
      if (toGenerate.length > 0) {
        await db.transaction((tx) =>
          storeGeneratedRoutes(tx, toGenerate, (route) =>
            generateLegSchedules(requireAirport(route.origin), requireAirport(route.destination)),
          ),
        );
      }
      if (schedulesByRoute.size + missing.length > ROUTE_CACHE_LIMIT) schedulesByRoute.clear();
      for (const route of missing) schedulesByRoute.set(routeKey(route.origin, route.destination), []);
      for (const row of await listSchedulesOf(db, missing)) {
        const key = routeKey(row.origin, row.destination);
        schedulesByRoute.set(key, [...(schedulesByRoute.get(key) ?? []), row]);
      }
    }
    return new Map(
      routes.map((route) => {
        const key = routeKey(route.origin, route.destination);
        return [key, schedulesByRoute.get(key) ?? []];
      }),
    );
  }

  /** Seat rows of these legs in one cabin, created at their initial load the first time they are asked for. */
  async function seatsFor(executor: Executor, legs: LegInstance[], cabin: Cabin) {
    const seats = await listSeats(executor, legs, cabin);
    const missing = new Map<string, LegInstance>();
    for (const leg of legs) if (!seats.has(seatKeyOf(leg))) missing.set(seatKeyOf(leg), leg);
    if (missing.size === 0) return seats;
    await insertSeats(
      executor,
      [...missing.values()].map((leg) => {
        const { carrier, flightNumber, origin, aircraft } = leg.schedule;
        const capacity = cabinCapacity(aircraft, cabin);
        const flight = `${carrier}${flightNumber}${origin}|${leg.departureDate}|${cabin}`;
        return {
          scheduleId: leg.scheduleId,
          departureDate: leg.departureDate,
          cabin,
          capacity,
          seatsLeft: initialSeatsLeft(flight, capacity),
        };
      }),
    );
    return listSeats(executor, legs, cabin);
  }

  /** The legs a token names, as scheduled now; undefined when one is gone or does not fly that day. */
  async function legsOfToken(executor: Executor, token: string) {
    const content = decodeBookingToken(token);
    if (!content) return undefined;
    const legs: (LegInstance & { direction: 0 | 1 })[] = [];
    for (const leg of content.legs) {
      if (!findAirport(leg.origin) || !findAirport(leg.destination)) return undefined;
      const schedule = await findSchedule(executor, leg);
      if (!schedule || !operatesOn(schedule, leg.departureDate)) return undefined;
      legs.push({ ...legOn(schedule, leg.departureDate), direction: leg.direction });
    }
    return { cabin: content.cabin, legs };
  }

  /**
   * The itinerary behind a token priced now for these passengers; undefined when it can no longer be sold.
   * With a search, the token's legs must be a journey for it (decision 011); without one, they are those of an
   * itinerary `recheck` checked earlier in the same booking.
   */
  async function priceToken(
    executor: Executor,
    token: string,
    passengers: FlightPassengers,
    search?: OfferedSearch,
  ) {
    const found = await legsOfToken(executor, token);
    const first = found?.legs[0];
    if (!found || !first || first.departureUtc < Date.now() + SALES_CLOSE_MS) return undefined;
    if (search && !isJourneyFor(found, search)) throw invalidFlightOffer();
    const seats = await seatsFor(executor, found.legs, found.cabin);
    const price = createJourneyPricer(seats, found.cabin, today());
    const [outbound, inbound] = ([0, 1] as const)
      .map((direction) => ({ direction, legs: found.legs.filter((leg) => leg.direction === direction) }))
      .filter(({ legs }) => legs.length > 0)
      .map(({ direction, legs }) => price(legs, direction));
    if (
      !outbound ||
      [outbound, inbound].some((journey) => journey && journey.seatsLeft < seatedPassengers(passengers))
    ) {
      return undefined;
    }
    return {
      legs: found.legs,
      cabin: found.cabin,
      result: toFlightResult(outbound, inbound, found.cabin, passengers, copPerEur),
    };
  }

  /**
   * A search's journeys of each direction on sale, and the key of everything its results depend on (decision 006):
   * the journeys are priced only when the results are not remembered already.
   */
  async function journeysFor(search: FlightSearch) {
    const origin = findAirport(search.origin);
    const destination = findAirport(search.destination);
    const ends =
      origin && destination
        ? [
            { from: origin, to: destination, date: search.departureDate },
            ...(search.returnDate ? [{ from: destination, to: origin, date: search.returnDate }] : []),
          ]
        : [];
    const directions = ends.map((direction) => ({
      ...direction,
      paths: pathsBetween(direction.from, direction.to).filter(
        (path) => !search.nonStop || path.length === 2,
      ),
    }));
    const routes = new Map<string, LegRoute>();
    for (const { paths } of directions) {
      for (const path of paths) {
        for (let index = 0; index < path.length - 1; index += 1) {
          const route = { origin: path[index] as string, destination: path[index + 1] as string };
          routes.set(routeKey(route.origin, route.destination), route);
        }
      }
    }
    const schedules = await schedulesFor([...routes.values()]);
    const salesClose = Date.now() + SALES_CLOSE_MS;
    const journeys: Journey[][] = directions.map(({ paths, date }) =>
      paths
        .flatMap((path) => journeysOn(path, schedules, date))
        .filter((journey) => (journey[0] as LegInstance).departureUtc >= salesClose),
    );
    const legs = journeys.flat(2);
    const seats = await seatsFor(db, legs, search.cabin);
    const day = today();
    const seated = seatedPassengers(search.passengers);
    /** Each direction's journeys with enough seats, cheapest first; the return is absent on a one-way search. */
    const priceJourneys = (): [PricedJourney[], PricedJourney[] | undefined] => {
      const price = createJourneyPricer(seats, search.cabin, day);
      const [outbound = [], inbound] = journeys.map((list, direction) =>
        withoutDominatedConnections(
          list
            .map((journey) => price(journey, direction === 0 ? 0 : 1))
            .filter((journey) => journey.seatsLeft >= seated)
            .sort((a, b) => a.adultFare - b.adultFare),
        ),
      );
      return [outbound, search.returnDate ? (inbound ?? []) : undefined];
    };
    return { cacheKey: resultsKey(search, day, journeys, legs, seats), priceJourneys };
  }

  /** The results remembered under this key, or built now and remembered (the oldest forgotten first). */
  function remembered(key: string, build: () => FlightResult[]): FlightResult[] {
    const cached = recentResults.get(key);
    if (cached) {
      recentResults.delete(key);
      recentResults.set(key, cached);
      return cached;
    }
    const results = build();
    if (recentResults.size >= RESULT_CACHE_LIMIT) {
      recentResults.delete(recentResults.keys().next().value as string);
    }
    recentResults.set(key, results);
    return results;
  }

  const resultsOf = (combinations: Combination[], search: FlightSearch) =>
    combinations
      .sort(byFare)
      .slice(0, MAX_RESULTS)
      .map(([out, back]) => toFlightResult(out, back, search.cabin, search.passengers, copPerEur));

  return {
    name: 'builtin',
    isRemote: false,

    async search(search) {
      const { cacheKey, priceJourneys } = await journeysFor(search);
      return remembered(cacheKey, () => {
        const [outbound, inbound] = priceJourneys();
        // A round trip lists each outbound once, with its cheapest return; `returnsFor` offers all of them.
        const combinations: Combination[] = inbound
          ? outbound.flatMap((out): Combination[] => {
              const cheapest = returnsAfter(out, inbound)[0];
              return cheapest ? [[out, cheapest]] : [];
            })
          : outbound.map((out) => [out, undefined]);
        return resultsOf(combinations, search);
      });
    },

    async returnsFor(search, outboundKey) {
      if (!search.returnDate) return [];
      const { cacheKey, priceJourneys } = await journeysFor(search);
      return remembered(`${cacheKey}\n${outboundKey}`, () => {
        const [outbound, inbound = []] = priceJourneys();
        const chosen = outbound.find((journey) => journeyKey(journey, search.cabin) === outboundKey);
        if (!chosen) return [];
        return resultsOf(
          returnsAfter(chosen, inbound).map((back): Combination => [chosen, back]),
          search,
        );
      });
    },

    async recheck(bookingToken, passengers, search): Promise<FlightResult | undefined> {
      return (await priceToken(db, bookingToken, passengers, search))?.result;
    },

    /**
     * Re-prices inside the booking's transaction, then takes the seats leg by leg; a leg short of seats throws,
     * and the caller's rollback gives back the legs already taken.
     */
    async hold(tx, request) {
      const passengers = passengerCounts(request.passengers);
      const priced = await priceToken(tx, request.itinerary.booking_token, passengers);
      const family = priced?.result.fareFamilies.find((candidate) => candidate.code === request.fareFamily);
      if (!priced || !family) throw flightSoldOut();
      const total = fareTotal(family, request.extraLuggage, passengers, directionsOf(priced.result));
      if (total !== request.expectedTotal) throw priceChanged(total);
      const seated = seatedPassengers(passengers);
      for (const leg of [...priced.legs].sort(byLock)) {
        if (!(await takeSeats(tx, leg, priced.cabin, seated))) throw flightSoldOut();
      }
      return { supplierRef: `TVF-${randomBytes(5).toString('hex').toUpperCase()}` };
    },

    // A flight gone from the schedule has no seats to give back.
    async release(tx, request) {
      const found = await legsOfToken(tx, request.itinerary.booking_token);
      if (!found) return;
      const seated = seatedPassengers(passengerCounts(request.passengers));
      for (const leg of [...found.legs].sort(byLock)) await returnSeats(tx, leg, found.cabin, seated);
    },

    // Held seats are already gone from the inventory; emission only needs the airline's locator.
    async confirm() {
      return { airlineLocator: airlineLocator() };
    },
  };
}
