import type { Cabin } from '../flights/flight-search-options';

/**
 * Estimated CO₂ of a flight per passenger, the way the public methodologies compute it (decision 024): the
 * great-circle distance between the airports plus ICAO's routing correction, the fuel an aircraft of that class
 * burns over it (tables by distance, interpolated), 3.16 kg of CO₂ per kg of fuel, shared among the
 * economy-equivalent seats that are occupied, and multiplied by the seat area of the cabin.
 */

/** Mean Earth radius (IUGG), the one the built-in schedule measures distances with too. */
const EARTH_RADIUS_KM = 6371;
const KM_PER_NAUTICAL_MILE = 1.852;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Great-circle (haversine) distance in km; the same either way. */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * ICAO Carbon Emissions Calculator Methodology (v11, §4.2 "Trip distance"): aircraft do not fly the great
 * circle (routing, holding, approach), so km are added by distance band.
 */
export const GCD_CORRECTION_BANDS = [
  { below: 550, addKm: 50 },
  { below: 5500, addKm: 100 },
  { below: Number.POSITIVE_INFINITY, addKm: 125 },
] as const;

/** The distance an aircraft is estimated to fly between two airports this far apart. */
export function flownDistanceKm(greatCircle: number): number {
  const band = GCD_CORRECTION_BANDS.find(({ below }) => greatCircle < below) ?? GCD_CORRECTION_BANDS[2];
  return greatCircle + band.addKm;
}

/** Turboprops (ATR, Dash 8), regional jets (Embraer, CRJ, Fokker), narrow-bodies (A320, 737) and wide-bodies. */
export const AIRCRAFT_CLASSES = ['turboprop', 'regional', 'narrowBody', 'wideBody'] as const;
export type AircraftClass = (typeof AIRCRAFT_CLASSES)[number];

interface AircraftReference {
  /** The aircraft whose fuel table stands for the class. */
  reference: string;
  /** [nautical miles, kg of fuel for the whole flight, take-off and landing included], ascending. */
  fuelByDistance: readonly (readonly [number, number])[];
  /**
   * Economy-equivalent seats: each seat weighed by its cabin's seat area (`CABIN_SEAT_AREA`). Regional and
   * narrow-body: the project's seat count for the type split as the built-in schedule sells its cabins
   * (decision 006: 8 % W, 7 % C, 2 % F); wide-body: the Boeing 787-9 layout of the Travel Impact Model's example.
   */
  seatArea: number;
}

const NARROW_BODY: AircraftReference = {
  reference: 'Airbus A320',
  fuelByDistance: [
    [125, 1644.4],
    [250, 2497.3],
    [500, 3660.6],
    [750, 4705.0],
    [1000, 6027.2],
    [1500, 8332.0],
    [2000, 10865.9],
    [2500, 13441.3],
  ],
  // 174 seats: 145 Y, 14 W, 12 C, 3 F.
  seatArea: 181.5,
};

/**
 * Fuel tables (decision 024). Regional jets and narrow-bodies: the EMEP/EEA air pollutant emission inventory
 * guidebook 2009, 1.A.3.a Aviation annex, total fuel (LTO + climb, cruise and descent) of the Fokker 100 and the
 * Airbus A320. Turboprops: that table has none, so a turboprop counts as a narrow-body seat for seat rather than
 * as the older regional jet. Wide-body: the Boeing 787-9 of the Travel Impact Model 1.9.1 README (Table 1: LTO
 * 1,727 kg plus the climb, cruise and descent fuel at 500, 1,000, 5,000 and 5,500 NM).
 */
export const AIRCRAFT_REFERENCES: Readonly<Record<AircraftClass, AircraftReference>> = {
  turboprop: { ...NARROW_BODY, reference: 'Airbus A320, seat for seat' },
  regional: {
    reference: 'Fokker 100',
    fuelByDistance: [
      [125, 1467.6],
      [250, 2078.7],
      [500, 3212.4],
      [750, 4285.7],
      [1000, 5479.7],
      [1500, 7796.3],
    ],
    // 100 seats: 83 Y, 8 W, 7 C, 2 F.
    seatArea: 104.5,
  },
  narrowBody: NARROW_BODY,
  wideBody: {
    reference: 'Boeing 787-9',
    fuelByDistance: [
      [500, 1727 + 5815],
      [1000, 1727 + 10770],
      [5000, 1727 + 52375],
      [5500, 1727 + 57430],
    ],
    // 188 Y, 21 W, 48 C, 0 F.
    seatArea: 411.5,
  },
};

/**
 * Kg of fuel an aircraft of the class burns flying this many km: linear between the table's distances and
 * extrapolated from its first or last two points outside them, as the Travel Impact Model does.
 */
export function flightFuelKg(aircraftClass: AircraftClass, flownKm: number): number {
  const table = AIRCRAFT_REFERENCES[aircraftClass].fuelByDistance;
  const nauticalMiles = Math.max(0, flownKm) / KM_PER_NAUTICAL_MILE;
  let index = table.findIndex(([distance]) => distance >= nauticalMiles);
  if (index <= 0) index = index === 0 ? 1 : table.length - 1;
  const [d0, f0] = table[index - 1] as readonly [number, number];
  const [d1, f1] = table[index] as readonly [number, number];
  return f0 + ((nauticalMiles - d0) * (f1 - f0)) / (d1 - d0);
}

/** ICAO's factor: burning 1 kg of jet fuel gives 3.16 kg of CO₂. */
export const CO2_PER_KG_FUEL = 3.16;
/**
 * Share of seats occupied: the Travel Impact Model's global default (84.5 %, US load factor of 2019, which
 * airline reports show to hold worldwide); ICAO uses a factor per route group from its own statistics.
 */
export const PASSENGER_LOAD_FACTOR = 0.845;
/**
 * Share of the fuel that carries passengers rather than freight. ICAO derives it per route group from its
 * traffic statistics, which are not public; like the Travel Impact Model ("cargo load factors are not
 * included") the whole flight is attributed to its passengers, which errs on the high side for wide-bodies
 * carrying belly freight.
 */
export const PASSENGER_SHARE_OF_PAYLOAD = 1;

/**
 * Seat area of each cabin in economy seats, from IATA RP 1726 as the Travel Impact Model applies it:
 * premium seats are not wider on a narrow-body, but take more room on a wide-body.
 */
export const CABIN_SEAT_AREA: Readonly<Record<'narrow' | 'wide', Readonly<Record<Cabin, number>>>> = {
  narrow: { Y: 1, W: 1, C: 1.5, F: 1.5 },
  wide: { Y: 1, W: 1.5, C: 4, F: 5 },
};

export function cabinSeatArea(aircraftClass: AircraftClass, cabin: Cabin): number {
  return CABIN_SEAT_AREA[aircraftClass === 'wideBody' ? 'wide' : 'narrow'][cabin];
}

export interface PassengerShareFactors {
  co2PerKgFuel: number;
  loadFactor: number;
  passengerShare: number;
  /** Economy-equivalent seats of the aircraft. */
  seatArea: number;
  /** The cabin's seat area in economy seats. */
  cabinFactor: number;
}

/** A passenger's share of a flight's fuel, in kg of CO₂e. */
export function passengerCo2Kg(fuelKg: number, factors: PassengerShareFactors): number {
  return (
    (fuelKg * factors.co2PerKgFuel * factors.passengerShare * factors.cabinFactor) /
    (factors.seatArea * factors.loadFactor)
  );
}

/** Aircraft names as suppliers write them ('Airbus A330-200', 'Embraer 190', 'ATR 72-600'). */
const WIDE_BODY_NAME = /\b(a3(0\d|1[0-3]|[3458]\d)|(boeing )?7[4678]7|md-?11|dc-?10|l-?1011|il-?96|il-?86)/;
const TURBOPROP_NAME =
  /\b(atr|dash|dhc|q[1-4]00|saab|jetstream|beech|cessna|caravan|l-410|turbolet|twin otter|islander|trislander|shorts|metro|xian|ma60|harbin|y-?12|an-?24|an-?140|il-?114|do\.?228|do\.?328|fokker 50|bandeirante|brasilia|emb 1[12]0)/;
const REGIONAL_NAME =
  /\b(crj|canadair|regional jet|e-?jet|erj|embraer|fokker|f28|bae|avro|superjet|yak|tu-?134|an-?1[45]8|328jet)/;
/** IATA aircraft codes ('332', '77W', 'E90'); A318–A321 (31x, 32x) and the 737 and 757 are narrow-bodies. */
const WIDE_BODY_CODE =
  /^(30[0-9a-z]|31[0-3]|3[3458][0-9a-z]|ab[0-9]|7[4678][0-9a-z]|m11|d1[0-9a-z]|l1[0-9a-z]|il[89])$/;
const TURBOPROP_CODE =
  /^(at[0-9a-z]|dh[0-9a-z]|sf[0-9a-z]|s20|be[0-9a-z]|bn[0-9a-z]|cnc|d[23]8|j[34][0-9]|l4t|ma6|sh6|swm|yn[0-9]|i14|an4|a40|f50|em2|emb)$/;
const REGIONAL_CODE =
  /^(cr[0-9a-z]|e[79][0-9a-z]|er[0-9a-z]|emj|f70|f28|100|14[0-9]|ar[0-9a-z]|su9|yk[0-9]|tu3|a58|a81|frj)$/;

/**
 * The class of the aircraft a leg is flown on, from its name or IATA code. An unknown aircraft is taken to be a
 * narrow-body, or a wide-body when the leg is longer than 5,500 km (ICAO's long-haul band).
 */
export function aircraftClassOf(equipment: string | null | undefined, greatCircle: number): AircraftClass {
  const name = (equipment ?? '').trim().toLowerCase();
  if (!name) return greatCircle > 5500 ? 'wideBody' : 'narrowBody';
  const isCode = /^[0-9a-z]{3}$/.test(name);
  if (isCode ? WIDE_BODY_CODE.test(name) : WIDE_BODY_NAME.test(name)) return 'wideBody';
  if (isCode ? TURBOPROP_CODE.test(name) : TURBOPROP_NAME.test(name)) return 'turboprop';
  if (isCode ? REGIONAL_CODE.test(name) : REGIONAL_NAME.test(name)) return 'regional';
  return 'narrowBody';
}

export interface FlightLeg {
  from: Coordinates;
  to: Coordinates;
  /** Aircraft name or IATA code; null when the supplier does not say. */
  equipment: string | null;
  /** Where a refuelling stop lands: the aircraft takes off and lands twice. */
  technicalStop?: Coordinates | null;
}

/** kg of CO₂e per passenger for one flown leg in the cabin (not rounded: sum legs first). */
export function legCo2Kg(leg: FlightLeg, cabin: Cabin): number {
  const greatCircle = greatCircleKm(leg.from, leg.to);
  const aircraftClass = aircraftClassOf(leg.equipment, greatCircle);
  const hops = leg.technicalStop
    ? [greatCircleKm(leg.from, leg.technicalStop), greatCircleKm(leg.technicalStop, leg.to)]
    : [greatCircle];
  const fuelKg = hops.reduce((sum, hop) => sum + flightFuelKg(aircraftClass, flownDistanceKm(hop)), 0);
  return passengerCo2Kg(fuelKg, {
    co2PerKgFuel: CO2_PER_KG_FUEL,
    loadFactor: PASSENGER_LOAD_FACTOR,
    passengerShare: PASSENGER_SHARE_OF_PAYLOAD,
    seatArea: AIRCRAFT_REFERENCES[aircraftClass].seatArea,
    cabinFactor: cabinSeatArea(aircraftClass, cabin),
  });
}

/** Whole kg of CO₂e per passenger for a journey's legs (one direction, or a whole trip) in the cabin. */
export function journeyCo2Kg(legs: readonly FlightLeg[], cabin: Cabin): number {
  return Math.round(legs.reduce((sum, leg) => sum + legCo2Kg(leg, cabin), 0));
}

/** The typical figure among several: their median (the mean of the two middle ones for an even count). */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** "Menos emisiones": at least 15 % below what is typical for the route (decision 024). */
export const LOWER_EMISSIONS_THRESHOLD = 0.15;

export function isWellBelowTypical(kg: number, typicalKg: number | null): boolean {
  return typicalKg !== null && typicalKg > 0 && kg <= typicalKg * (1 - LOWER_EMISSIONS_THRESHOLD);
}
