import { z } from 'zod';
import { requiredText } from '../fields';
import { CABINS } from './flight-search-options';
import { flightSearchRequestSchema } from './flight-search-request';

/** Shapes of the flight endpoints, parsed by the API and by the web app alike (spec §3 flight result). */

/** Luggage selector options (spec §2.9, §3): icon, size and whether the fare includes it. */
export const LUGGAGE_SIZES = ['Pequeño', 'Mediano', 'Grande'] as const;
export type LuggageSize = (typeof LUGGAGE_SIZES)[number];

export const luggageOptionSchema = z.object({
  /** An ionicons name: 'bag-handle-outline', 'briefcase-outline', 'bag-outline' … */
  icon: z.string(),
  size: z.enum(LUGGAGE_SIZES),
  /** e.g. 'Artículo personal (40 × 35 × 25 cm)', 'Equipaje de mano 10 kg', 'Maleta facturada 23 kg'. */
  description: z.string(),
  included: z.boolean(),
  /**
   * COP per passenger with a seat (adults + children) and per direction for one more of this size than the
   * family includes (a second hold bag when it includes one).
   */
  price: z.number().int().min(0),
});
export type LuggageOption = z.infer<typeof luggageOptionSchema>;

export const FARE_FAMILY_CODES = ['BASICA', 'CLASICA', 'FLEXIBLE'] as const;
export type FareFamilyCode = (typeof FARE_FAMILY_CODES)[number];

export const fareFamilySchema = z.object({
  code: z.enum(FARE_FAMILY_CODES),
  /** 'Básica', 'Clásica', 'Flexible'. */
  name: z.string(),
  /** One-letter booking class (RBD) this family sells in, used by the checkout route. */
  bookingClass: z.string().regex(/^[A-Z]$/),
  /** Whole itinerary, every passenger, without optional luggage. */
  price: z.number().int().min(0),
  fare: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
  luggage: z.array(luggageOptionSchema),
  conditions: z.object({ changes: z.string(), refunds: z.string(), seat: z.string() }),
});
export type FareFamily = z.infer<typeof fareFamilySchema>;

/** One flown leg of an itinerary (Kiwi-style `route` entry). Times are ISO strings ending in Z. */
export const flightRouteSegmentSchema = z.object({
  id: z.string(),
  flyFrom: z.string(),
  flyTo: z.string(),
  cityFrom: z.string(),
  cityTo: z.string(),
  cityCodeFrom: z.string(),
  cityCodeTo: z.string(),
  /** Wall-clock time at the airport, written with a Z as Kiwi does (`2026-12-01T06:05:00.000Z`). */
  local_departure: z.string(),
  utc_departure: z.string(),
  local_arrival: z.string(),
  utc_arrival: z.string(),
  /** Marketing carrier (IATA two-character code). */
  airline: z.string(),
  flight_no: z.number().int(),
  operating_carrier: z.string(),
  operating_flight_no: z.string(),
  fare_basis: z.string(),
  fare_category: z.string(),
  fare_classes: z.string(),
  /** 0 outbound, 1 return. */
  return: z.union([z.literal(0), z.literal(1)]),
  bags_recheck_required: z.boolean(),
  vi_connection: z.boolean(),
  guarantee: z.boolean(),
  vehicle_type: z.string(),
  /** Aircraft name, e.g. 'Airbus A320neo'; null when the supplier does not say. */
  equipment: z.string().nullable(),
  /** A technical stop on this leg (refuelling: passengers stay on board). */
  technical_stop: z.object({ iataCode: z.string(), duration: z.string() }).nullable(),
});
export type FlightRouteSegment = z.infer<typeof flightRouteSegmentSchema>;

const countrySchema = z.object({ code: z.string(), name: z.string() });

const kilograms = z.number().int().min(0);

/**
 * Estimated kg CO₂e per passenger in the searched cabin (decision 024), computed by the API from the legs the
 * supplier answered. "Typical" is the median of the search's journeys in that direction.
 */
export const flightEmissionsSchema = z.object({
  outboundKg: kilograms,
  /** null on a one-way trip. */
  returnKg: kilograms.nullable(),
  typicalOutboundKg: kilograms,
  typicalReturnKg: kilograms.nullable(),
});
export type FlightEmissions = z.infer<typeof flightEmissionsSchema>;

export const flightResultSchema = z.object({
  id: z.string(),
  flyFrom: z.string(),
  flyTo: z.string(),
  cityFrom: z.string(),
  cityTo: z.string(),
  cityCodeFrom: z.string(),
  cityCodeTo: z.string(),
  countryFrom: countrySchema,
  countryTo: countrySchema,
  local_departure: z.string(),
  utc_departure: z.string(),
  local_arrival: z.string(),
  utc_arrival: z.string(),
  nightsInDest: z.number().int().nullable(),
  quality: z.number(),
  /** Great-circle km between origin and destination. */
  distance: z.number(),
  /** Seconds, door to door per direction; total = departure + return. */
  duration: z.object({ departure: z.number().int(), return: z.number().int(), total: z.number().int() }),
  /** COP, every passenger, cheapest fare family plus the hold bags the search asked for (`withSearchedBags`). */
  price: z.number().int(),
  conversion: z.object({ COP: z.number().int(), EUR: z.number() }),
  /** COP per passenger of each type in the cheapest family. */
  fare: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
  price_dropdown: z.object({ base_fare: z.number().int(), fees: z.number().int() }),
  /** COP for 1, 2 … hold bags per passenger: { '1': 95000, '2': 210000 }. */
  bags_price: z.record(z.string(), z.number()),
  baglimit: z.object({
    hand_height: z.number(),
    hand_length: z.number(),
    hand_weight: z.number(),
    hand_width: z.number(),
    hold_dimensions_sum: z.number(),
    hold_height: z.number(),
    hold_length: z.number(),
    hold_weight: z.number(),
    hold_width: z.number(),
    personal_item_height: z.number(),
    personal_item_length: z.number(),
    personal_item_weight: z.number(),
    personal_item_width: z.number(),
  }),
  /** Seats left at this price (the smallest over the legs); null when the supplier does not say. */
  availability: z.object({ seats: z.number().int().nullable() }),
  airlines: z.array(z.string()),
  route: z.array(flightRouteSegmentSchema).min(1),
  /** Opaque: identifies the itinerary for re-pricing and booking. */
  booking_token: z.string(),
  facilitated_booking_available: z.boolean(),
  pnr_count: z.number().int(),
  has_airport_change: z.boolean(),
  technical_stops: z.number().int(),
  throw_away_ticketing: z.boolean(),
  hidden_city_ticketing: z.boolean(),
  virtual_interlining: z.boolean(),
  /** The cabin searched for. */
  cabin: z.enum(CABINS),
  /** Fare families on sale, cheapest first; the first one's price is `price` without the searched bags. */
  fareFamilies: z.array(fareFamilySchema).min(1),
  /** Absent when an airport of a leg is not in the airport list (a remote supplier's), so no distance is known. */
  emissions: flightEmissionsSchema.optional(),
});
export type FlightResult = z.infer<typeof flightResultSchema>;

export const flightSearchResponseSchema = z.object({
  /** For a round trip every result holds both directions (route entries with return 0 and 1). */
  results: z.array(flightResultSchema),
});
export type FlightSearchResponse = z.infer<typeof flightSearchResponseSchema>;

/**
 * POST /api/flights/returns: a round-trip search answers each outbound once; once the traveller chooses one, this
 * asks for every return of it. The outbound's signed offer proves the search it came from and carries that search's
 * lowest fare on to the returns' offers (decision 038).
 */
export const flightReturnsRequestSchema = z.object({
  search: flightSearchRequestSchema,
  /** `outboundKey` of the outbound chosen. */
  outbound: requiredText('Falta el vuelo de ida elegido.', 1000),
  /** The booking_token of the outbound's card. */
  outboundOffer: requiredText('Falta el vuelo de ida elegido.', 4000),
});
export type FlightReturnsRequest = z.input<typeof flightReturnsRequestSchema>;
