import {
  type Cabin,
  daysBetween,
  type FareFamily,
  type FareFamilyCode,
  type FlightPassengers,
  type LuggageOption,
  type LuggageSize,
} from '@travesia/domain';
import { randomFor } from '../../../lib/seeded-random';

const CABIN_FACTORS: Record<Cabin, number> = { Y: 1, W: 1.6, C: 3.2, F: 5 };
const CHILD_SHARE = 0.75;
const INFANT_SHARE = 0.1;
/** Two or more legs in one direction sell cheaper than the legs one by one. */
const CONNECTION_DISCOUNT = 0.88;
/** Share of the price that is taxes and airport fees (price_dropdown.fees). */
const FEES_SHARE = 0.18;

const roundTo100 = (amount: number) => Math.round(amount / 100) * 100;

/** Buying late costs more; buying a month ahead a little less. */
function advanceFactor(daysAhead: number): number {
  if (daysAhead <= 3) return 1.45;
  if (daysAhead <= 7) return 1.3;
  if (daysAhead <= 14) return 1.15;
  if (daysAhead <= 30) return 1;
  return 0.92;
}

/** Fuller flights sell their remaining seats in dearer buckets. */
function loadFactor(capacity: number, seatsLeft: number): number {
  const load = capacity > 0 ? 1 - seatsLeft / capacity : 1;
  if (load < 0.5) return 0.95;
  if (load < 0.75) return 1.05;
  if (load < 0.9) return 1.2;
  return 1.4;
}

export interface PricedLeg {
  /** carrier + flight number: each flight has its own price level. */
  flight: string;
  distanceKm: number;
  departureDate: string;
  capacity: number;
  seatsLeft: number;
}

/** One adult's cheapest fare for one leg, in COP before rounding. */
export function legFare(leg: PricedLeg, cabin: Cabin, today: string): number {
  const carrierLevel = 0.9 + randomFor(leg.flight)() * 0.25;
  const base = 95_000 + 160 * leg.distanceKm ** 0.95;
  return (
    base *
    CABIN_FACTORS[cabin] *
    carrierLevel *
    advanceFactor(daysBetween(today, leg.departureDate)) *
    loadFactor(leg.capacity, leg.seatsLeft)
  );
}

/** One adult's cheapest fare for one direction, from the fares of its legs. */
export function directionFare(legFares: readonly number[]): number {
  const sum = legFares.reduce((total, fare) => total + fare, 0);
  return legFares.length > 1 ? sum * CONNECTION_DISCOUNT : sum;
}

interface FamilyTemplate {
  code: FareFamilyCode;
  name: string;
  factor: number;
  /** Luggage sizes the family includes. */
  includes: readonly LuggageSize[];
  conditions: FareFamily['conditions'];
}

const FAMILIES: readonly FamilyTemplate[] = [
  {
    code: 'BASICA',
    name: 'Básica',
    factor: 1,
    includes: ['Pequeño'],
    conditions: {
      changes: 'No permite cambios.',
      refunds: 'No reembolsable.',
      seat: 'Asiento asignado al azar en el check-in.',
    },
  },
  {
    code: 'CLASICA',
    name: 'Clásica',
    factor: 1.22,
    includes: ['Pequeño', 'Mediano'],
    conditions: {
      changes: 'Cambios con cargo, más la diferencia de tarifa.',
      refunds: 'No reembolsable; se devuelven las tasas aeroportuarias.',
      seat: 'Selección de asiento estándar incluida.',
    },
  },
  {
    code: 'FLEXIBLE',
    name: 'Flexible',
    factor: 1.55,
    includes: ['Pequeño', 'Mediano', 'Grande'],
    conditions: {
      changes: 'Cambios sin cargo; solo pagas la diferencia de tarifa.',
      refunds: 'Reembolsable hasta 24 horas antes del vuelo.',
      seat: 'Selección de asiento preferente incluida.',
    },
  },
];

/** Booking classes (RBD) per cabin and family, cheapest first. */
export const BOOKING_CLASSES: Record<Cabin, readonly [string, string, string]> = {
  Y: ['Q', 'M', 'Y'],
  W: ['T', 'E', 'W'],
  C: ['I', 'D', 'J'],
  F: ['A', 'P', 'F'],
};

const LUGGAGE: readonly { size: LuggageSize; icon: string; description: string }[] = [
  { size: 'Pequeño', icon: 'bag-handle-outline', description: 'Artículo personal (40 × 35 × 25 cm)' },
  { size: 'Mediano', icon: 'briefcase-outline', description: 'Equipaje de mano 10 kg (55 × 35 × 25 cm)' },
  { size: 'Grande', icon: 'bag-outline', description: 'Maleta facturada 23 kg (158 cm lineales)' },
];

/** COP per passenger and direction for luggage a family does not include, by the trip's length. */
export function luggagePrices(distanceKm: number): Record<LuggageSize, number> {
  return {
    Pequeño: 0,
    Mediano: roundTo100(45_000 + distanceKm * 8),
    Grande: roundTo100(75_000 + distanceKm * 12),
  };
}

export const BAGGAGE_LIMITS = {
  hand_height: 55,
  hand_length: 35,
  hand_weight: 10,
  hand_width: 25,
  hold_dimensions_sum: 158,
  hold_height: 90,
  hold_length: 40,
  hold_weight: 23,
  hold_width: 28,
  personal_item_height: 40,
  personal_item_length: 35,
  personal_item_weight: 4,
  personal_item_width: 25,
};

/**
 * Básica, Clásica and Flexible for an itinerary whose cheapest adult fare is `adultFare` (both directions):
 * children pay 75 %, infants 10 % of the adult fare; prices are whole hundreds of pesos.
 */
export function fareFamiliesFor(
  adultFare: number,
  cabin: Cabin,
  passengers: FlightPassengers,
  distanceKm: number,
): FareFamily[] {
  const luggage = luggageByFamily(distanceKm);
  return FAMILIES.map((family, index) => {
    const adults = roundTo100(adultFare * family.factor);
    const fare = {
      adults,
      children: roundTo100(adults * CHILD_SHARE),
      infants: roundTo100(adults * INFANT_SHARE),
    };
    return {
      code: family.code,
      name: family.name,
      bookingClass: BOOKING_CLASSES[cabin][index] as string,
      price:
        fare.adults * passengers.adults +
        fare.children * passengers.children +
        fare.infants * passengers.infants,
      fare,
      luggage: luggage[index] as LuggageOption[],
      conditions: family.conditions,
    };
  });
}

/** Every result of a search shares its distance, so the luggage lists are built once per distance. */
const luggageCache = new Map<number, LuggageOption[][]>();

function luggageByFamily(distanceKm: number): LuggageOption[][] {
  const key = Math.round(distanceKm);
  let lists = luggageCache.get(key);
  if (!lists) {
    const prices = luggagePrices(distanceKm);
    lists = FAMILIES.map((family) =>
      LUGGAGE.map((option) => {
        // An included size keeps its price: a passenger may still buy a second hold bag.
        return { ...option, included: family.includes.includes(option.size), price: prices[option.size] };
      }),
    );
    if (luggageCache.size >= 10_000) luggageCache.clear();
    luggageCache.set(key, lists);
  }
  return lists;
}

/** Taxes and fees inside a price, and the fare without them. */
export function priceBreakdown(price: number): { base_fare: number; fees: number } {
  const fees = roundTo100(price * FEES_SHARE);
  return { base_fare: price - fees, fees };
}

/** Seats still for sale when a flight's cabin is first asked for: 15 % to 90 % already sold. */
export function initialSeatsLeft(flightDateCabin: string, capacity: number): number {
  const load = 0.15 + randomFor(flightDateCabin)() * 0.75;
  return capacity - Math.floor(capacity * load);
}
