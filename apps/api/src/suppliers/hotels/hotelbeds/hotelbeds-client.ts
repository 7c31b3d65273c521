import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { HotelbedsConfig } from '../../../config';
import { IGNORE_SUPPLIER_CALLS, type SupplierCallObserver } from '../../supplier-calls';
import { createSupplierHttp } from '../../supplier-http';

/**
 * The parts of APItude's answers this adapter reads, checked at the edge: an answer of another shape is the
 * supplier's error (a 502), never half a booking. Amounts and coordinates arrive as strings.
 */
const amount = z.union([z.string(), z.number()]).transform(String);

const rateSchema = z.object({
  rateKey: z.string().min(1),
  rateType: z.enum(['BOOKABLE', 'RECHECK']),
  net: amount,
  allotment: z.number().optional(),
  boardCode: z.string().optional(),
  boardName: z.string().optional(),
  rooms: z.number().optional(),
  adults: z.number().optional(),
  children: z.number().optional(),
  cancellationPolicies: z.array(z.object({ amount, from: z.string() })).optional(),
});
export type HotelbedsRate = z.infer<typeof rateSchema>;

const roomSchema = z.object({ code: z.string(), name: z.string(), rates: z.array(rateSchema) });

const hotelSchema = z.object({
  code: z.number(),
  name: z.string(),
  categoryCode: z.string().optional(),
  destinationCode: z.string().optional(),
  destinationName: z.string().optional(),
  latitude: amount.optional(),
  longitude: amount.optional(),
  minRate: amount.optional(),
  currency: z.string().optional(),
  rooms: z.array(roomSchema),
});
export type HotelbedsHotel = z.infer<typeof hotelSchema>;

/** `ShoppingCartStatus` of the SDK: only CONFIRMED is a booking the hotel will honour. */
export const HOTELBEDS_BOOKING_STATUSES = [
  'NEW',
  'PRECONFIRMED',
  'CONFIRMED',
  'TO_BE_UPDATED',
  'CANCELLED',
  'TO_BE_CANCELLED',
] as const;

const bookingSchema = z.object({
  reference: z.string().min(1),
  status: z.enum(HOTELBEDS_BOOKING_STATUSES),
  totalNet: amount.optional(),
  currency: z.string().optional(),
});
export type HotelbedsBooking = z.infer<typeof bookingSchema>;

const availabilityAnswer = z.object({
  hotels: z.object({ hotels: z.array(hotelSchema).optional() }).optional(),
});
const checkRatesAnswer = z.object({ hotel: hotelSchema.optional() });
const bookingAnswer = z.object({ booking: bookingSchema });

/** The SDK's `Holder` and `Pax` take at most 50 characters of name and of surname. */
export const HOTELBEDS_NAME_MAX = 50;

export interface HotelbedsAvailabilityRequest {
  stay: { checkIn: string; checkOut: string };
  /** Children need one 'CH' pax each with the age (APItude prices and places them by it). */
  occupancies: { rooms: number; adults: number; children: number; paxes?: { type: 'CH'; age: number }[] }[];
  /** Hotels around a point (the destination's airport): APItude's destinations are its own codes, not IATA. */
  geolocation?: { latitude: number; longitude: number; radius: number; unit: 'km' };
  hotels?: { hotel: number[] };
}

/** A guest of a booked room: adults by name (the holder), children by age. */
export type HotelbedsPax =
  | { roomId: number; type: 'AD'; name: string; surname: string }
  | { roomId: number; type: 'CH'; age: number };

export interface HotelbedsBookingRequest {
  holder: { name: string; surname: string };
  rooms: { rateKey: string; paxes: HotelbedsPax[] }[];
  clientReference: string;
  remark?: string;
}

/**
 * A thin APItude client: every call signs with Api-key and X-Signature (SHA-256 hex of key + secret + Unix
 * seconds), gives up after the configured timeout, and turns any failure into the supplier error.
 */
export function createHotelbedsClient(
  config: HotelbedsConfig,
  observe: SupplierCallObserver = IGNORE_SUPPLIER_CALLS,
  now: () => number = Date.now,
) {
  function signature(): string {
    const seconds = Math.floor(now() / 1000);
    return createHash('sha256').update(`${config.apiKey}${config.secret}${seconds}`).digest('hex');
  }

  const call = createSupplierHttp({
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    product: 'hoteles',
    headers: () => ({ 'Api-key': config.apiKey, 'X-Signature': signature() }),
    observe,
  });

  return {
    async availability(request: HotelbedsAvailabilityRequest): Promise<HotelbedsHotel[]> {
      const answer = await call('availability', 'POST', '/hotel-api/1.0/hotels', availabilityAnswer, request);
      return answer.hotels?.hotels ?? [];
    },
    /** Re-prices RECHECK rates; answers the hotel with the confirmed rates. */
    async checkRates(rateKeys: string[]): Promise<HotelbedsHotel | undefined> {
      const answer = await call('checkrates', 'POST', '/hotel-api/1.0/checkrates', checkRatesAnswer, {
        rooms: rateKeys.map((rateKey) => ({ rateKey })),
      });
      return answer.hotel;
    },
    async book(request: HotelbedsBookingRequest): Promise<HotelbedsBooking> {
      const answer = await call('booking', 'POST', '/hotel-api/1.0/bookings', bookingAnswer, request);
      return answer.booking;
    },
    async cancel(reference: string): Promise<HotelbedsBooking> {
      const answer = await call(
        'cancellation',
        'DELETE',
        `/hotel-api/1.0/bookings/${encodeURIComponent(reference)}?cancellationFlag=CANCELLATION`,
        bookingAnswer,
      );
      return answer.booking;
    },
  };
}

export type HotelbedsClient = ReturnType<typeof createHotelbedsClient>;
