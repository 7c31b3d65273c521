import type { Airport, Cabin } from '@travesia/domain';
import { between, pick, type Random, randomFor } from '../../../lib/seeded-random';
import { carriersFor, distanceKm, isHub, refuellingAirport } from './network';

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

/** Layouts by range; every aircraft sells the four cabins, small ones with a few premium seats. */
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

/** Seats of a cabin on the named aircraft. */
export function cabinCapacity(aircraft: string, cabin: Cabin): number {
  return SEATS_BY_AIRCRAFT.get(aircraft)?.[cabin] ?? 0;
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

/**
 * The flights of one leg route, from the airport list alone: the same origin and destination always give the
 * same carriers, numbers, times and aircraft.
 */
export function generateLegSchedules(origin: Airport, destination: Airport): GeneratedLeg[] {
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
      durationMinutes:
        roundTo5(GROUND_MINUTES + (distance / CRUISE_KM_PER_HOUR) * 60) + (technicalStopMinutes ?? 0),
      aircraft: aircraft.name,
      technicalStop: stop?.iata ?? null,
      technicalStopMinutes,
      weekdays,
    });
  }
  return legs;
}
