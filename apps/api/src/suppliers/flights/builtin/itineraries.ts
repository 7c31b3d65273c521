import {
  addDays,
  type Cabin,
  daysBetween,
  directionKey,
  type FlightPassengers,
  type FlightResult,
  type FlightRouteSegment,
  MAX_CONNECTION_MINUTES,
  MIN_CONNECTION_MINUTES,
} from '@travesia/domain';
import { singleTicketFlags } from '../ticket-flags';
import { encodeBookingToken } from './booking-token';
import { isoDuration, localDate, localIso, localToUtc } from './local-time';
import { distanceKm, type Path, requireAirport } from './network';
import {
  BAGGAGE_LIMITS,
  BOOKING_CLASSES,
  directionFare,
  fareFamiliesFor,
  legFare,
  luggagePrices,
  priceBreakdown,
} from './pricing';
import { type ScheduleRow, type SeatKey, type SeatStock, seatKeyOf } from './repository';

const MINUTE_MS = 60_000;
/** Connections kept after each arriving flight: the earliest ones, not every later departure. */
const CONNECTIONS_PER_ARRIVAL = 2;

/** A scheduled flight on one date, with its instants. */
export interface LegInstance extends SeatKey {
  schedule: ScheduleRow;
  departureUtc: number;
  arrivalUtc: number;
}

export type Journey = LegInstance[];

export const routeKey = (origin: string, destination: string) => `${origin}>${destination}`;

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

export function operatesOn(schedule: ScheduleRow, isoDate: string): boolean {
  return (schedule.weekdays & (1 << weekdayOf(isoDate))) !== 0;
}

export function legOn(schedule: ScheduleRow, departureDate: string): LegInstance {
  const departureUtc = localToUtc(
    departureDate,
    schedule.departureMinutes,
    requireAirport(schedule.origin).timeZone,
  );
  return {
    schedule,
    scheduleId: schedule.id,
    departureDate,
    departureUtc,
    arrivalUtc: departureUtc + schedule.durationMinutes * MINUTE_MS,
  };
}

/**
 * Every way to fly one path leaving on `date` (local at the origin): each flight of the first leg, followed
 * at each connecting airport by the earliest flights leaving 50 minutes to 8 hours after it lands.
 */
export function journeysAlong(
  path: Path,
  schedulesByRoute: ReadonlyMap<string, readonly ScheduleRow[]>,
  date: string,
): Journey[] {
  // Every arrival at a hub looks at the same next flights: each route and date is laid out once.
  const flightsByRouteAndDate = new Map<string, LegInstance[]>();
  const flightsOn = (from: string, to: string, isoDate: string) => {
    const key = `${routeKey(from, to)}@${isoDate}`;
    let flights = flightsByRouteAndDate.get(key);
    if (!flights) {
      flights = (schedulesByRoute.get(routeKey(from, to)) ?? [])
        .filter((schedule) => operatesOn(schedule, isoDate))
        .map((schedule) => legOn(schedule, isoDate));
      flightsByRouteAndDate.set(key, flights);
    }
    return flights;
  };

  let journeys: Journey[] = flightsOn(path[0] as string, path[1] as string, date).map((leg) => [leg]);
  for (let stop = 1; stop < path.length - 1; stop += 1) {
    const from = path[stop] as string;
    const to = path[stop + 1] as string;
    const connectionAirport = requireAirport(from);
    const next: Journey[] = [];
    for (const journey of journeys) {
      const arrival = (journey.at(-1) as LegInstance).arrivalUtc;
      const landed = localDate(arrival, connectionAirport.timeZone);
      const connections = [landed, addDays(landed, 1)]
        .flatMap((isoDate) => flightsOn(from, to, isoDate))
        .filter((leg) => {
          const minutes = (leg.departureUtc - arrival) / MINUTE_MS;
          return minutes >= MIN_CONNECTION_MINUTES && minutes <= MAX_CONNECTION_MINUTES;
        })
        .sort((a, b) => a.departureUtc - b.departureUtc)
        .slice(0, CONNECTIONS_PER_ARRIVAL);
      for (const leg of connections) next.push([...journey, leg]);
    }
    journeys = next;
  }
  return journeys;
}

/** A journey with its cheapest adult fare, ready to be combined with the other direction. */
export interface PricedJourney {
  legs: Journey;
  direction: 0 | 1;
  adultFare: number;
  /** Seats of the cabin still free on every leg (the smallest); 0 when a leg has no seat row. */
  seatsLeft: number;
}

/**
 * Prices the journeys of one search against the seats read for it. Legs shared by many journeys (the
 * hub-to-hub flight of every connection) are priced once.
 */
export function createJourneyPricer(seats: ReadonlyMap<string, SeatStock>, cabin: Cabin, today: string) {
  const legFares = new Map<string, number>();
  function fareOf(leg: LegInstance): number {
    const key = seatKeyOf(leg);
    let fare = legFares.get(key);
    if (fare === undefined) {
      const stock = seats.get(key);
      fare = legFare(
        {
          flight: `${leg.schedule.carrier}${leg.schedule.flightNumber}`,
          distanceKm: distanceKm(
            requireAirport(leg.schedule.origin),
            requireAirport(leg.schedule.destination),
          ),
          departureDate: leg.departureDate,
          capacity: stock?.capacity ?? 0,
          seatsLeft: stock?.seatsLeft ?? 0,
        },
        cabin,
        today,
      );
      legFares.set(key, fare);
    }
    return fare;
  }
  return (legs: Journey, direction: 0 | 1): PricedJourney => ({
    legs,
    direction,
    adultFare: directionFare(legs.map(fareOf)),
    seatsLeft: Math.min(...legs.map((leg) => seats.get(seatKeyOf(leg))?.seatsLeft ?? 0)),
  });
}

/**
 * Leaves out each connection that another journey beats on every count: leaving no earlier, arriving no later
 * and costing no more. With dozens of flights a day on the busy legs, several early flights feed the same
 * connection; only the last of them is worth showing. Non-stop flights always stay, even at the same times.
 * The journeys come cheapest first.
 */
export function withoutDominatedConnections(journeys: readonly PricedJourney[]): PricedJourney[] {
  const kept: PricedJourney[] = [];
  for (const journey of journeys) {
    const leaves = (journey.legs[0] as LegInstance).departureUtc;
    const arrives = (journey.legs.at(-1) as LegInstance).arrivalUtc;
    const isBeaten =
      journey.legs.length > 1 &&
      kept.some(
        (other) =>
          (other.legs[0] as LegInstance).departureUtc >= leaves &&
          (other.legs.at(-1) as LegInstance).arrivalUtc <= arrives,
      );
    if (!isBeaten) kept.push(journey);
  }
  return kept;
}

function segmentOf(
  leg: LegInstance,
  direction: 0 | 1,
  cabin: Cabin,
  bookingClass: string,
): FlightRouteSegment {
  const { schedule } = leg;
  const from = requireAirport(schedule.origin);
  const to = requireAirport(schedule.destination);
  return {
    id: `${schedule.carrier}${schedule.flightNumber}-${leg.departureDate}`,
    flyFrom: from.iata,
    flyTo: to.iata,
    cityFrom: from.city,
    cityTo: to.city,
    cityCodeFrom: from.iata,
    cityCodeTo: to.iata,
    local_departure: localIso(leg.departureUtc, from.timeZone),
    utc_departure: new Date(leg.departureUtc).toISOString(),
    local_arrival: localIso(leg.arrivalUtc, to.timeZone),
    utc_arrival: new Date(leg.arrivalUtc).toISOString(),
    airline: schedule.carrier,
    flight_no: schedule.flightNumber,
    operating_carrier: schedule.operatingCarrier,
    operating_flight_no: String(schedule.flightNumber),
    fare_basis: `${bookingClass}${cabin}BAS${schedule.carrier}`,
    fare_category: cabin === 'Y' ? 'M' : cabin,
    fare_classes: bookingClass,
    return: direction,
    bags_recheck_required: false,
    vi_connection: false,
    guarantee: false,
    vehicle_type: 'aircraft',
    equipment: schedule.aircraft,
    technical_stop:
      schedule.technicalStop && schedule.technicalStopMinutes
        ? { iataCode: schedule.technicalStop, duration: isoDuration(schedule.technicalStopMinutes) }
        : null,
  };
}

/** Route segments of a journey, built once however many results it is part of. */
const segmentsCache = new WeakMap<PricedJourney, FlightRouteSegment[]>();

function segmentsOf(journey: PricedJourney, cabin: Cabin): FlightRouteSegment[] {
  let segments = segmentsCache.get(journey);
  if (!segments) {
    const bookingClass = BOOKING_CLASSES[cabin][0];
    segments = journey.legs.map((leg) => segmentOf(leg, journey.direction, cabin, bookingClass));
    segmentsCache.set(journey, segments);
  }
  return segments;
}

/** The journey's `outboundKey` as its results show it, to find the outbound a traveller chose. */
export function journeyKey(journey: PricedJourney, cabin: Cabin): string {
  return directionKey(segmentsOf(journey, cabin));
}

const seconds = (journey: Journey) =>
  Math.round(((journey.at(-1) as LegInstance).arrivalUtc - (journey[0] as LegInstance).departureUtc) / 1000);

/** The spec §3 flight result of an outbound journey and, for a round trip, its return. */
export function toFlightResult(
  outbound: PricedJourney,
  inbound: PricedJourney | undefined,
  cabin: Cabin,
  passengers: FlightPassengers,
  copPerEur: number,
): FlightResult {
  const first = outbound.legs[0] as LegInstance;
  const last = outbound.legs.at(-1) as LegInstance;
  const origin = requireAirport(first.schedule.origin);
  const destination = requireAirport(last.schedule.destination);
  const distance = distanceKm(origin, destination);
  const families = fareFamiliesFor(
    outbound.adultFare + (inbound?.adultFare ?? 0),
    cabin,
    passengers,
    distance,
  );
  const cheapest = families[0] as (typeof families)[number];
  const holdBag = luggagePrices(distance).Grande * (inbound ? 2 : 1);
  const journeys = inbound ? [outbound, inbound] : [outbound];
  const route = journeys.flatMap((journey) => segmentsOf(journey, cabin));
  const bookingToken = encodeBookingToken({
    cabin,
    legs: journeys.flatMap(({ legs, direction }) =>
      legs.map((leg) => ({
        carrier: leg.schedule.carrier,
        flightNumber: leg.schedule.flightNumber,
        origin: leg.schedule.origin,
        destination: leg.schedule.destination,
        departureDate: leg.departureDate,
        direction,
      })),
    ),
  });
  const outboundSeconds = seconds(outbound.legs);
  const returnSeconds = inbound ? seconds(inbound.legs) : 0;
  const firstLocal = route[0] as FlightRouteSegment;
  const lastOutbound = route[outbound.legs.length - 1] as FlightRouteSegment;
  const returnStart = inbound ? route[outbound.legs.length] : undefined;
  return {
    id: route.map((segment) => segment.id).join('_'),
    flyFrom: origin.iata,
    flyTo: destination.iata,
    cityFrom: origin.city,
    cityTo: destination.city,
    cityCodeFrom: origin.iata,
    cityCodeTo: destination.iata,
    countryFrom: { code: origin.countryCode, name: origin.country },
    countryTo: { code: destination.countryCode, name: destination.country },
    local_departure: firstLocal.local_departure,
    utc_departure: firstLocal.utc_departure,
    local_arrival: lastOutbound.local_arrival,
    utc_arrival: lastOutbound.utc_arrival,
    nightsInDest: returnStart
      ? daysBetween(lastOutbound.local_arrival.slice(0, 10), returnStart.local_departure.slice(0, 10))
      : null,
    quality: Math.round(cheapest.price / 1000 + (outboundSeconds + returnSeconds) / 60),
    distance: Math.round(distance * 100) / 100,
    duration: { departure: outboundSeconds, return: returnSeconds, total: outboundSeconds + returnSeconds },
    price: cheapest.price,
    conversion: { COP: cheapest.price, EUR: Math.round((cheapest.price / copPerEur) * 100) / 100 },
    fare: cheapest.fare,
    price_dropdown: priceBreakdown(cheapest.price),
    bags_price: { '1': holdBag, '2': holdBag * 2 },
    baglimit: BAGGAGE_LIMITS,
    availability: { seats: Math.min(outbound.seatsLeft, inbound?.seatsLeft ?? outbound.seatsLeft) },
    airlines: [...new Set(route.map((segment) => segment.airline))],
    route,
    booking_token: bookingToken,
    ...singleTicketFlags(route),
    cabin,
    fareFamilies: families,
  };
}
