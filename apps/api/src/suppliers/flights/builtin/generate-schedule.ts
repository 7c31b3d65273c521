import type { Airport, Cabin } from '@travesia/domain';
import { between, pick, type Random, randomFor } from '../../../lib/seeded-random';
import { carriersFor, distanceKm, isHub, refuellingAirport } from './network';
import { aircraftSeats, type RealRoute, realRoute, routesAt } from './real-routes';

export interface GeneratedLeg {
  carrier: string;
  flightNumber: number;
  operatingCarrier: string;
  origin: string;
  destination: string;
  /** Minutes after local midnight at the origin. */
  departureMinutes: number;
  durationMinutes: number;
  aircraft: string;
  technicalStop: string | null;
  technicalStopMinutes: number | null;
  /** Bit 0 = Sunday … bit 6 = Saturday. */
  weekdays: number;
}

interface Aircraft {
  name: string;
  maxKm: number;
  seats: Record<Cabin, number>;
}

/** Layouts by range for the hub network's legs; every aircraft sells the four cabins, small ones with a few premium seats. */
const AIRCRAFT: readonly Aircraft[] = [
  { name: 'ATR 72-600', maxKm: 700, seats: { Y: 60, W: 6, C: 4, F: 2 } },
  { name: 'Embraer E190', maxKm: 1500, seats: { Y: 80, W: 12, C: 8, F: 4 } },
  { name: 'Airbus A320neo', maxKm: 4500, seats: { Y: 150, W: 12, C: 12, F: 4 } },
  { name: 'Boeing 737-800', maxKm: 4500, seats: { Y: 144, W: 12, C: 16, F: 4 } },
  { name: 'Airbus A321neo', maxKm: 6000, seats: { Y: 170, W: 18, C: 16, F: 4 } },
  { name: 'Boeing 787-8', maxKm: 12_000, seats: { Y: 200, W: 28, C: 28, F: 8 } },
  { name: 'Airbus A330-200', maxKm: 12_000, seats: { Y: 220, W: 24, C: 30, F: 8 } },
  { name: 'Boeing 787-9', maxKm: 15_000, seats: { Y: 230, W: 28, C: 30, F: 8 } },
  { name: 'Airbus A350-900', maxKm: 16_000, seats: { Y: 250, W: 24, C: 36, F: 8 } },
  { name: 'Boeing 777-300ER', maxKm: 16_000, seats: { Y: 290, W: 28, C: 42, F: 8 } },
];
const SEATS_BY_AIRCRAFT = new Map(AIRCRAFT.map((aircraft) => [aircraft.name, aircraft.seats]));

/** Shares of an aircraft's seats in the premium cabins; economy has the rest. */
const PREMIUM_SHARES: Record<Exclude<Cabin, 'Y'>, number> = { W: 0.08, C: 0.07, F: 0.02 };

/**
 * Seats of a cabin on the named aircraft: the hub network's layouts, else a real route's aircraft type split
 * into the four cabins (at least one seat in each).
 */
export function cabinCapacity(aircraft: string, cabin: Cabin): number {
  const layout = SEATS_BY_AIRCRAFT.get(aircraft);
  if (layout) return layout[cabin];
  const seats = aircraftSeats(aircraft) ?? 0;
  const premium = (share: number) => Math.max(1, Math.round(seats * share));
  if (cabin !== 'Y') return premium(PREMIUM_SHARES[cabin]);
  return seats - premium(PREMIUM_SHARES.W) - premium(PREMIUM_SHARES.C) - premium(PREMIUM_SHARES.F);
}

const EVERY_DAY = 0b111_1111;
const CRUISE_KM_PER_HOUR = 800;
/** Taxi, climb and approach on top of the cruise time. */
const GROUND_MINUTES = 35;
const TECHNICAL_STOP_FROM_KM = 5500;
const FIRST_DEPARTURE = 5 * 60 + 30;
const LAST_DEPARTURE = 22 * 60 + 30;

const roundTo5 = (minutes: number) => Math.round(minutes / 5) * 5;

function aircraftFor(distance: number, random: Random): Aircraft {
  const fitting = AIRCRAFT.filter((aircraft) => aircraft.maxKm >= distance);
  // The smallest aircraft that reaches, or one of the next two sizes: a mix of types on one route.
  return pick(random, fitting.slice(0, 3));
}

/** Flights a day by how busy the route is: hubs see the most, so connections line up. */
function dailyFrequency(origin: Airport, destination: Airport, distance: number, random: Random) {
  const hubs = Number(isHub(origin.iata)) + Number(isHub(destination.iata));
  if (hubs === 0) return between(random, 1, 2);
  if (distance > 6000) return between(random, 2, 3);
  return hubs === 2 ? between(random, 3, 6) : between(random, 3, 5);
}

/** Thin routes fly three to six days a week; busy ones every day. */
function weekdaysFor(origin: Airport, destination: Airport, random: Random): number {
  if (isHub(origin.iata) || isHub(destination.iata)) return EVERY_DAY;
  const days = between(random, 3, 7);
  let mask = 0;
  while (countBits(mask) < days) mask |= 1 << between(random, 0, 6);
  return mask;
}

function countBits(mask: number): number {
  let count = 0;
  for (let bits = mask; bits > 0; bits >>= 1) count += bits & 1;
  return count;
}

const blockMinutes = (distance: number) => roundTo5(GROUND_MINUTES + (distance / CRUISE_KM_PER_HOUR) * 60);

/**
 * The flights of one leg route: the same origin and destination always give the same carriers, numbers, times
 * and aircraft. A route OpenFlights knows is flown by its carriers and aircraft; any other by the hub network's.
 */
export function generateLegSchedules(origin: Airport, destination: Airport): GeneratedLeg[] {
  const route = realRoute(origin.iata, destination.iata);
  return route ? realLegSchedules(origin, destination, route) : networkLegSchedules(origin, destination);
}

/**
 * Departures by local hour, 05:00 to 22:59: a morning bank, a lighter middle of the day and an evening bank,
 * as business travel flies.
 */
const DEPARTURES_BY_HOUR = [3, 10, 10, 8, 5, 4, 3, 3, 3, 4, 5, 7, 9, 9, 7, 5, 3, 2];
const FIRST_BANK_HOUR = 5;
const DEPARTURE_WEIGHT = DEPARTURES_BY_HOUR.reduce((sum, weight) => sum + weight, 0);

/** The departure minute at a share (0–1) of the day's departures, so evenly spread shares follow the banks. */
function departureAt(share: number): number {
  let rest = share * DEPARTURE_WEIGHT;
  for (const [hour, weight] of DEPARTURES_BY_HOUR.entries()) {
    if (rest < weight) return (FIRST_BANK_HOUR + hour) * 60 + Math.floor((rest / weight) * 60);
    rest -= weight;
  }
  return (FIRST_BANK_HOUR + DEPARTURES_BY_HOUR.length) * 60 - 5;
}

/**
 * A carrier's flights a day on one route, at most: domestic hops shuttle, short international routes fly a
 * few times a day, long hauls once or twice.
 */
function maxDailyFlights(distance: number, isDomestic: boolean): number {
  if (distance <= 1500) return isDomestic ? 20 : 8;
  if (distance <= 4000) return 6;
  return distance <= 8000 ? 3 : 2;
}

/** Fewer flights the farther they go: demand falls with distance and aircraft grow. */
function distanceFactor(distance: number): number {
  if (distance <= 1500) return 1;
  if (distance <= 4000) return 0.5;
  return distance <= 8000 ? 0.15 : 0.1;
}

/** International routes carry fewer travellers than domestic ones between airports of the same size. */
const INTERNATIONAL_FACTOR = 0.3;

/**
 * Flights a day of a real route, all carriers together: growing with its smaller airport (how many routes it
 * has), less with the bigger one, and with how many carriers compete on it (BOG–MDE 34, BOG–LET 3).
 */
function routeDailyFlights(
  origin: Airport,
  destination: Airport,
  route: RealRoute,
  distance: number,
): number {
  const [small = 0, big = 0] = [routesAt(origin.iata), routesAt(destination.iata)].sort((a, b) => a - b);
  const international = origin.countryCode === destination.countryCode ? 1 : INTERNATIONAL_FACTOR;
  return (
    0.2 * small * big ** 0.3 * Math.sqrt(route.carriers.length) * distanceFactor(distance) * international
  );
}

/** Weekdays of a flight flown `perWeek` days, spread over the week from a seeded first day. */
function spreadWeekdays(perWeek: number, random: Random): number {
  if (perWeek >= 7) return EVERY_DAY;
  const first = between(random, 0, 6);
  let mask = 0;
  for (let day = 0; day < perWeek; day += 1) mask |= 1 << ((first + Math.floor((day * 7) / perWeek)) % 7);
  return mask;
}

/**
 * A real route's flights: its carriers share the route's daily flights by how much of a base each has at the
 * two airports; each carrier's departures follow the banks, on the aircraft it flies there. A carrier with
 * less than half a flight a day flies two or three weekdays. Codeshare partners sell one flight in eight.
 */
function realLegSchedules(origin: Airport, destination: Airport, route: RealRoute): GeneratedLeg[] {
  const random = randomFor(`${origin.iata}>${destination.iata}`);
  const distance = distanceKm(origin, destination);
  const total = routeDailyFlights(origin, destination, route, distance);
  const weights = route.carriers.map(({ code }) =>
    Math.sqrt((routesAt(origin.iata, code) + 1) * (routesAt(destination.iata, code) + 1)),
  );
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const numberBase = new Map<string, number>();
  const nextNumber = (carrier: string) => {
    const number = numberBase.get(carrier) ?? between(random, 20, 799) * 10 + (distance > 3000 ? 0 : 1000);
    numberBase.set(carrier, number + 1);
    return number;
  };
  const legs: GeneratedLeg[] = [];
  route.carriers.forEach((carrier, index) => {
    const daily = Math.min(
      maxDailyFlights(distance, origin.countryCode === destination.countryCode),
      (total * (weights[index] as number)) / weightSum,
    );
    const flights = Math.max(1, Math.round(daily));
    const weekdays = daily >= 0.5 ? EVERY_DAY : spreadWeekdays(Math.max(2, Math.round(daily * 7)), random);
    for (let slot = 0; slot < flights; slot += 1) {
      const departureMinutes = roundTo5(departureAt((slot + random()) / flights));
      const isCodeshare = route.partners.length > 0 && random() < 0.125;
      const marketing = isCodeshare ? pick(random, route.partners) : carrier.code;
      legs.push({
        carrier: marketing,
        flightNumber: nextNumber(marketing),
        operatingCarrier: carrier.code,
        origin: origin.iata,
        destination: destination.iata,
        departureMinutes: Math.min(departureMinutes, 23 * 60 + 55),
        durationMinutes: blockMinutes(distance),
        aircraft: pick(random, carrier.aircraft),
        technicalStop: null,
        technicalStopMinutes: null,
        weekdays,
      });
    }
  });
  return legs;
}

/** The hub network's flights of a route OpenFlights does not know (decision 006). */
function networkLegSchedules(origin: Airport, destination: Airport): GeneratedLeg[] {
  const random = randomFor(`${origin.iata}>${destination.iata}`);
  const distance = distanceKm(origin, destination);
  const carriers = carriersFor(origin, destination);
  const frequency = dailyFrequency(origin, destination, distance, random);
  const weekdays = weekdaysFor(origin, destination, random);
  const stop =
    distance > TECHNICAL_STOP_FROM_KM && random() < 0.2 ? refuellingAirport(origin, destination) : undefined;
  const nextNumber = new Map<string, number>();
  const legs: GeneratedLeg[] = [];
  for (let slot = 0; slot < frequency; slot += 1) {
    const carrier = carriers[(slot + between(random, 0, carriers.length - 1)) % carriers.length] as string;
    const number = nextNumber.get(carrier) ?? between(random, 20, 899) * 10 + (distance > 3000 ? 0 : 1000);
    nextNumber.set(carrier, number + 1);
    const spacing = (LAST_DEPARTURE - FIRST_DEPARTURE) / frequency;
    const departureMinutes = roundTo5(FIRST_DEPARTURE + spacing * slot + random() * spacing * 0.8);
    const technicalStopMinutes = stop ? roundTo5(between(random, 45, 80)) : null;
    const aircraft = aircraftFor(distance, random);
    // One flight in eight is a codeshare sold by one carrier and flown by another of the route.
    const operatingCarrier =
      carriers.length > 1 && random() < 0.125
        ? pick(
            random,
            carriers.filter((code) => code !== carrier),
          )
        : carrier;
    legs.push({
      carrier,
      flightNumber: number,
      operatingCarrier,
      origin: origin.iata,
      destination: destination.iata,
      departureMinutes: Math.min(departureMinutes, 23 * 60 + 55),
      durationMinutes: blockMinutes(distance) + (technicalStopMinutes ?? 0),
      aircraft: aircraft.name,
      technicalStop: stop?.iata ?? null,
      technicalStopMinutes,
      weekdays,
    });
  }
  return legs;
}
