import { z } from 'zod';
import type { KiwiConfig } from '../../../config';
import { supplierUnavailable } from '../../../lib/app-error';
import { IGNORE_SUPPLIER_CALLS, type SupplierCallObserver } from '../../supplier-calls';
import { createSupplierHttp } from '../../supplier-http';

/** One leg of a Tequila itinerary (`route` entry of /v2/search). */
export interface KiwiRouteSegment {
  id: string;
  flyFrom: string;
  flyTo: string;
  cityFrom: string;
  cityTo: string;
  cityCodeFrom: string;
  cityCodeTo: string;
  local_departure: string;
  utc_departure: string;
  local_arrival: string;
  utc_arrival: string;
  airline: string;
  flight_no: number;
  operating_carrier?: string;
  operating_flight_no?: string;
  fare_basis?: string;
  fare_category?: string;
  fare_classes?: string;
  return: 0 | 1;
  bags_recheck_required?: boolean;
  vi_connection?: boolean;
  guarantee?: boolean;
  vehicle_type?: string;
  equipment?: string | null;
}

/** One itinerary of /v2/search `data[]`; amounts are in the requested currency (`curr`). */
export interface KiwiItinerary {
  id: string;
  flyFrom: string;
  flyTo: string;
  cityFrom: string;
  cityTo: string;
  cityCodeFrom: string;
  cityCodeTo: string;
  countryFrom: { code: string; name: string };
  countryTo: { code: string; name: string };
  local_departure: string;
  utc_departure: string;
  local_arrival: string;
  utc_arrival: string;
  nightsInDest?: number | null;
  quality?: number;
  distance?: number;
  duration: { departure: number; return: number; total: number };
  price: number;
  /** The price in EUR and in the requested currency. */
  conversion: Record<string, number>;
  fare: { adults: number; children: number; infants: number };
  price_dropdown?: { base_fare: number; fees: number };
  /** Hold bags per passenger for the whole itinerary: { '1': …, '2': … }. */
  bags_price?: Record<string, number>;
  baglimit?: Partial<Record<string, number>>;
  availability?: { seats?: number | null };
  airlines: string[];
  route: KiwiRouteSegment[];
  booking_token: string;
  facilitated_booking_available?: boolean;
  pnr_count?: number;
  has_airport_change?: boolean;
  technical_stops?: number;
  throw_away_ticketing?: boolean;
  hidden_city_ticketing?: boolean;
  virtual_interlining?: boolean;
}

export interface KiwiBaggageCombination {
  /** Positions in the matching `definitions` list; empty = no bag of that kind. */
  indices: number[];
  category: 'hold_bag' | 'hand_bag';
  conditions: { passenger_groups: string[] };
  price: { currency: string; amount: number; base?: number; service?: number; service_flat?: number };
}

export interface KiwiBaggageDefinition {
  category: string;
  conditions: { passenger_groups: string[] };
}

/** /v2/booking/check_flights: `total` is always EUR; `conversion` holds the amounts in `currency`. */
export interface KiwiCheck {
  session_id?: string;
  flights_checked: boolean;
  flights_invalid: boolean;
  price_change: boolean;
  total: number;
  conversion?: {
    currency?: string;
    amount?: number;
    adults_price?: number;
    children_price?: number;
    infants_price?: number;
  };
  baggage?: {
    definitions: { hold_bag: KiwiBaggageDefinition[]; hand_bag: KiwiBaggageDefinition[] };
    combinations: { hold_bag: KiwiBaggageCombination[]; hand_bag: KiwiBaggageCombination[] };
  };
  /** `document_need` above 0: save_booking needs each passenger's travel document, expiry included. */
  document_options?: { document_need?: number };
}

export interface KiwiCheckRequest {
  booking_token: string;
  /** The session of an earlier check_flights of the same offer, which Tequila wants carried to the hold. */
  session_id?: string;
  /** Hold bags for the whole booking. */
  bnum: number;
  adults: number;
  children: number;
  infants: number;
}

export interface KiwiPassenger {
  category: 'adult' | 'child' | 'infant';
  /** Tequila's title, from the sex on the travel document: 'Mr' or 'Ms', for every category. */
  title: 'Mr' | 'Ms';
  name: string;
  surname: string;
  birthday: string;
  nationality: string;
  cardno: string;
  /** The travel document's expiry (YYYY-MM-DD), which check_flights' `document_need` asks for. */
  expiration?: string;
  email?: string;
  phone?: string;
}

export interface KiwiSaveBookingRequest {
  booking_token: string;
  session_id: string;
  lang: string;
  locale: string;
  passengers: KiwiPassenger[];
  baggage: { combination: KiwiBaggageCombination; passengers: number[] }[];
}

/** save_booking repeats the check's verdict: the price can still change or the seats vanish at this point. */
export interface KiwiSavedBooking extends Pick<KiwiCheck, 'total' | 'conversion'> {
  /** Kiwi's order number (BID), not the airline PNR. */
  booking_id: number | string;
  /** Ties confirm_payment to this order. */
  transaction_id: string;
  price_change?: boolean;
  flights_invalid?: boolean;
}

/**
 * What the booking calls must find in Tequila's answers, checked at the edge (another shape is a 502 and no
 * half booking); the rest is read field by field by the mapping, which tolerates what it lacks.
 */
const searchAnswer = z.looseObject({
  data: z
    .array(
      z.looseObject({
        booking_token: z.string().min(1),
        price: z.number(),
        route: z.array(z.looseObject({ flyFrom: z.string(), flyTo: z.string() })).min(1),
      }),
    )
    .optional(),
});
const checkAnswer = z.looseObject({
  session_id: z.string().optional(),
  flights_checked: z.boolean(),
  flights_invalid: z.boolean(),
  price_change: z.boolean(),
  total: z.number(),
});
const savedAnswer = z.looseObject({
  booking_id: z.union([z.number(), z.string().min(1)]),
  transaction_id: z.string().min(1),
  total: z.number(),
});
const paymentAnswer = z.looseObject({ status: z.number().optional() });

/**
 * A thin Tequila client: every call sends the `apikey` header, gives up after the configured timeout and turns
 * any failure into the supplier error (504 for a timeout, 502 otherwise).
 */
export function createKiwiClient(config: KiwiConfig, observe: SupplierCallObserver = IGNORE_SUPPLIER_CALLS) {
  const http = createSupplierHttp({
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    product: 'vuelos',
    headers: () => ({ apikey: config.apiKey }),
    observe,
  });
  // The schemas hold what must be there; the interfaces describe the rest the mapping reads when present.
  const call = async <T>(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    answer: z.ZodType,
    body?: unknown,
  ): Promise<T> => (await http(operation, method, path, answer, body)) as T;

  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(
      Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();

  return {
    async search(params: URLSearchParams): Promise<KiwiItinerary[]> {
      const answer = await call<{ data?: KiwiItinerary[] }>(
        'search',
        'GET',
        `/v2/search?${params}`,
        searchAnswer,
      );
      return answer.data ?? [];
    },

    /**
     * Calls check_flights until Kiwi has verified price and seats with the airline (`flights_checked`), reusing
     * the session_id of the first answer as Tequila asks; an itinerary still unchecked after `maxPolls` calls
     * counts as a supplier timeout.
     */
    async checkFlights({ session_id: earlierSession, ...request }: KiwiCheckRequest): Promise<KiwiCheck> {
      let sessionId = earlierSession;
      for (let poll = 1; poll <= config.maxPolls; poll += 1) {
        const answer = await call<KiwiCheck>(
          'check_flights',
          'GET',
          `/v2/booking/check_flights?${query({
            ...request,
            currency: 'COP',
            ...(sessionId ? { session_id: sessionId } : {}),
          })}`,
          checkAnswer,
        );
        sessionId = answer.session_id ?? sessionId;
        if (answer.flights_checked || answer.flights_invalid) return { ...answer, session_id: sessionId };
        if (poll < config.maxPolls)
          await new Promise((resolve) => setTimeout(resolve, config.pollIntervalMs));
      }
      throw supplierUnavailable('timeout', 'vuelos');
    },

    async saveBooking(request: KiwiSaveBookingRequest): Promise<KiwiSavedBooking> {
      return call<KiwiSavedBooking>('save_booking', 'POST', '/v2/booking/save_booking', savedAnswer, request);
    },

    /** Pays the saved booking from the Tequila deposit; status 0 is the only success. */
    async confirmPayment(bookingId: string, transactionId: string): Promise<void> {
      const answer = await call<{ status?: number }>(
        'confirm_payment',
        'POST',
        '/v2/booking/confirm_payment',
        paymentAnswer,
        {
          booking_id: /^\d+$/.test(bookingId) ? Number(bookingId) : bookingId,
          transaction_id: transactionId,
        },
      );
      if (answer.status !== 0) throw supplierUnavailable('error', 'vuelos');
    },
  };
}

export type KiwiClient = ReturnType<typeof createKiwiClient>;
