import type { FareFamily, FlightResult, FlightRouteSegment } from '../flights/flight-api';

/**
 * Builders for flight test data, shared by the domain and web tests (`@travesia/domain/testing`): only the
 * fields a test cares about are spelled out. Test code only: the package's main entry does not export it.
 */

export interface LegInput {
  from: string;
  to: string;
  /** Local wall-clock `YYYY-MM-DDTHH:mm`. */
  departs: string;
  arrives: string;
  airline?: string;
  flightNo?: number;
  direction?: 0 | 1;
  operatingCarrier?: string;
  technicalStop?: { iataCode: string; duration: string } | null;
  equipment?: string | null;
}

export function buildLeg(input: LegInput): FlightRouteSegment {
  const airline = input.airline ?? 'AV';
  return {
    id: `${input.from}-${input.to}-${input.departs}`,
    flyFrom: input.from,
    flyTo: input.to,
    cityFrom: input.from,
    cityTo: input.to,
    cityCodeFrom: input.from,
    cityCodeTo: input.to,
    local_departure: `${input.departs}:00.000Z`,
    utc_departure: `${input.departs}:00.000Z`,
    local_arrival: `${input.arrives}:00.000Z`,
    utc_arrival: `${input.arrives}:00.000Z`,
    airline,
    flight_no: input.flightNo ?? 9300,
    operating_carrier: input.operatingCarrier ?? airline,
    operating_flight_no: String(input.flightNo ?? 9300),
    fare_basis: 'YOW',
    fare_category: 'M',
    fare_classes: 'Y',
    return: input.direction ?? 0,
    bags_recheck_required: false,
    vi_connection: false,
    guarantee: false,
    vehicle_type: 'aircraft',
    equipment: input.equipment === undefined ? 'Airbus A320neo' : input.equipment,
    technical_stop: input.technicalStop ?? null,
  };
}

export function buildFamily(overrides: Partial<FareFamily> = {}): FareFamily {
  return {
    code: 'BASICA',
    name: 'Básica',
    bookingClass: 'Q',
    price: 400_000,
    fare: { adults: 200_000, children: 150_000, infants: 20_000 },
    luggage: [
      {
        icon: 'bag-handle-outline',
        size: 'Pequeño',
        description: 'Artículo personal',
        included: true,
        price: 0,
      },
      {
        icon: 'briefcase-outline',
        size: 'Mediano',
        description: 'Equipaje de mano 10 kg',
        included: false,
        price: 60_000,
      },
      {
        icon: 'bag-outline',
        size: 'Grande',
        description: 'Maleta facturada 23 kg',
        included: false,
        price: 120_000,
      },
    ],
    conditions: { changes: 'Con cargo', refunds: 'No reembolsable', seat: 'Con cargo' },
    ...overrides,
  };
}

const secondsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

/** Door to door, in seconds, over the legs of one direction (0 when there are none). */
function durationOf(legs: FlightRouteSegment[]): number {
  const first = legs[0];
  const last = legs[legs.length - 1];
  return first && last ? secondsBetween(first.local_departure, last.local_arrival) : 0;
}

/** An itinerary over `legs` (outbound legs first); durations and nights follow from the legs. */
export function buildItinerary(
  legs: FlightRouteSegment[],
  overrides: Partial<FlightResult> = {},
): FlightResult {
  const first = legs[0] as FlightRouteSegment;
  const outbound = legs.filter((segment) => segment.return === 0);
  const inbound = legs.filter((segment) => segment.return === 1);
  const last = outbound[outbound.length - 1] as FlightRouteSegment;
  return {
    id: legs.map((segment) => segment.id).join('|'),
    flyFrom: first.flyFrom,
    flyTo: last.flyTo,
    cityFrom: first.cityFrom,
    cityTo: last.cityTo,
    cityCodeFrom: first.cityCodeFrom,
    cityCodeTo: last.cityCodeTo,
    countryFrom: { code: 'CO', name: 'Colombia' },
    countryTo: { code: 'CO', name: 'Colombia' },
    local_departure: first.local_departure,
    utc_departure: first.utc_departure,
    local_arrival: last.local_arrival,
    utc_arrival: last.utc_arrival,
    nightsInDest: inbound.length > 0 ? 7 : null,
    quality: 100,
    distance: 215,
    duration: {
      departure: durationOf(outbound),
      return: durationOf(inbound),
      total: durationOf(outbound) + durationOf(inbound),
    },
    price: 400_000,
    conversion: { COP: 400_000, EUR: 93 },
    fare: { adults: 200_000, children: 150_000, infants: 20_000 },
    price_dropdown: { base_fare: 340_000, fees: 60_000 },
    bags_price: { '1': 95_000 },
    baglimit: {
      hand_height: 40,
      hand_length: 55,
      hand_weight: 10,
      hand_width: 25,
      hold_dimensions_sum: 158,
      hold_height: 52,
      hold_length: 78,
      hold_weight: 23,
      hold_width: 28,
      personal_item_height: 35,
      personal_item_length: 40,
      personal_item_weight: 4,
      personal_item_width: 25,
    },
    availability: { seats: 9 },
    airlines: [...new Set(legs.map((segment) => segment.airline))],
    route: legs,
    booking_token: 'token',
    facilitated_booking_available: true,
    pnr_count: 1,
    has_airport_change: false,
    technical_stops: legs.filter((segment) => segment.technical_stop).length,
    throw_away_ticketing: false,
    hidden_city_ticketing: false,
    virtual_interlining: false,
    cabin: 'Y',
    fareFamilies: [buildFamily()],
    ...overrides,
  };
}
