import {
  BAG_LIMITS,
  type CarriedBags,
  cheapestSearchedFare,
  type FareFamilyCode,
  type FlightBooking,
  type FlightPassenger,
  type FlightResult,
  type FlightRouteCriteria,
  type FlightSearch,
  type FlightSearchRequest,
  flightBookingSchema,
  flightResultSchema,
  flightSearchRequestSchema,
  LUGGAGE_SIZES,
  type LuggageSize,
  parseStored,
  storedFlightPassengerSchema,
} from '@travesia/domain';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * The flight being booked, from the chosen itinerary to the stored booking (spec §3 flight search state).
 * Kept in sessionStorage so that a reload, the sign-in detour of the checkout guard, or a second tab's
 * navigation back does not lose it; each browser tab books its own flight.
 */
export interface FlightBookingState {
  /** The search that produced the itinerary (its passengers, cabin and bags), as the schema reads it. */
  search: FlightSearch;
  itinerary: FlightResult;
  /** The chosen fare family; the cheapest with the searched bags until the traveller picks one on /flight-upsell. */
  fareFamily: FareFamilyCode;
  /** Luggage bought on top of the family. */
  extraLuggage: LuggageSize[];
  /**
   * The carry-on and hold bags per passenger the traveller means to carry, from the search until changed on
   * /flight-upsell: a family that includes one covers it, and a cheaper family chosen afterwards buys it again.
   */
  bags: CarriedBags;
  /** Filled on /booking-one. */
  passengers: FlightPassenger[];
  /** The stored booking, once /booking-two succeeded. */
  booking: FlightBooking | null;
  /**
   * Idempotency-Key of this booking attempt: a retry, a double click or a reload after a lost answer
   * replays the booking already made instead of holding the seats twice.
   */
  idempotencyKey: string;
}

const STORAGE_KEY = 'flight-booking';

const storedStateSchema: z.ZodType<FlightBookingState> = z.object({
  search: flightSearchRequestSchema,
  itinerary: flightResultSchema,
  fareFamily: z.enum(['BASICA', 'CLASICA', 'FLEXIBLE']),
  extraLuggage: z.array(z.enum(LUGGAGE_SIZES)),
  bags: z.object({
    hand: z.number().int().min(BAG_LIMITS.hand.min).max(BAG_LIMITS.hand.max),
    hold: z.number().int().min(BAG_LIMITS.hold.min).max(BAG_LIMITS.hold.max),
  }),
  // Kept only once /booking-one validated them (phones in E.164), and checked again by the API when booked: read
  // back without the phone check, whose numbering plans the results and fare pages would otherwise download.
  passengers: z.array(storedFlightPassengerSchema),
  booking: flightBookingSchema.nullable(),
  idempotencyKey: z.string().min(8),
});

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedState: FlightBookingState | null = null;

function read(): FlightBookingState | null {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedState = parseStored(raw, storedStateSchema);
  }
  return cachedState;
}

function write(state: FlightBookingState | null): void {
  if (state) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  else sessionStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const flightBookingStore = {
  get: read,
  /**
   * Results page: a new itinerary starts a new booking with the family that carries the bags the search asked for
   * (the carry-on and the hold bags) at the lowest total, the price its card showed.
   */
  chooseItinerary(search: FlightSearchRequest, itinerary: FlightResult): void {
    const parsed = flightSearchRequestSchema.parse(search);
    const fare = cheapestSearchedFare(itinerary, parsed);
    write({
      search: parsed,
      itinerary,
      fareFamily: fare?.family.code ?? 'BASICA',
      extraLuggage: fare?.extraLuggage ?? [],
      bags: { ...parsed.bags },
      passengers: [],
      booking: null,
      idempotencyKey: crypto.randomUUID(),
    });
  },
  /** Changes part of the current booking; does nothing when none is under way. */
  update(changes: Partial<Omit<FlightBookingState, 'search' | 'idempotencyKey'>>): void {
    const current = read();
    if (current) write({ ...current, ...changes });
  },
  clear(): void {
    write(null);
  },
};

/** The flight being booked, re-rendering when any page changes it. */
export function useFlightBooking(): FlightBookingState | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** The results route of the search behind the booking (the way back when the flight is gone). */
export function routeCriteriaOf(search: FlightSearch): FlightRouteCriteria {
  return {
    origin: search.origin,
    destination: search.destination,
    departureDate: search.departureDate,
    ...(search.returnDate === undefined ? {} : { returnDate: search.returnDate }),
    ...search.passengers,
  };
}

/** Where the passenger and payment steps of this booking keep what was typed across a reload (lib/form-draft). */
export function draftKeysOf(state: Pick<FlightBookingState, 'idempotencyKey'>) {
  return {
    passengers: `flight-passengers:${state.idempotencyKey}`,
    payment: `flight-payment:${state.idempotencyKey}`,
  };
}
