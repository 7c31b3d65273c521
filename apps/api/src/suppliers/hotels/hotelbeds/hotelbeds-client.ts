import { createHash } from 'node:crypto';
import type { HotelbedsConfig } from '../../../config';
import { supplierUnavailable } from '../../../lib/app-error';

/** The parts of APItude's answers this adapter reads (amounts and coordinates arrive as strings). */
export interface HotelbedsRate {
  rateKey: string;
  rateType: 'BOOKABLE' | 'RECHECK';
  net: string;
  allotment?: number;
  boardCode?: string;
  boardName?: string;
  rooms?: number;
  adults?: number;
  children?: number;
  cancellationPolicies?: { amount: string; from: string }[];
}

export interface HotelbedsRoom {
  code: string;
  name: string;
  rates: HotelbedsRate[];
}

export interface HotelbedsHotel {
  code: number;
  name: string;
  categoryCode?: string;
  destinationCode?: string;
  destinationName?: string;
  latitude?: string;
  longitude?: string;
  minRate?: string;
  currency?: string;
  rooms: HotelbedsRoom[];
}

export interface HotelbedsAvailabilityRequest {
  stay: { checkIn: string; checkOut: string };
  /** Children need one 'CH' pax each with the age (APItude prices and places them by it). */
  occupancies: { rooms: number; adults: number; children: number; paxes?: { type: 'CH'; age: number }[] }[];
  destination?: { code: string };
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

export interface HotelbedsBooking {
  reference: string;
  status: string;
  totalNet?: number | string;
  currency?: string;
}

/**
 * A thin APItude client: every call signs with Api-key and X-Signature (SHA-256 hex of key + secret + Unix
 * seconds), gives up after the configured timeout, and turns any failure into the supplier error.
 */
export function createHotelbedsClient(config: HotelbedsConfig, now: () => number = Date.now) {
  function signature(): string {
    const seconds = Math.floor(now() / 1000);
    return createHash('sha256').update(`${config.apiKey}${config.secret}${seconds}`).digest('hex');
  }

  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${path}`, {
        method,
        headers: {
          'Api-key': config.apiKey,
          'X-Signature': signature(),
          Accept: 'application/json',
          'Accept-Encoding': 'gzip',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const isTimeout =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw supplierUnavailable(isTimeout ? 'timeout' : 'error');
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw supplierUnavailable('error');
    try {
      return JSON.parse(text) as T;
    } catch {
      throw supplierUnavailable('error');
    }
  }

  return {
    async availability(request: HotelbedsAvailabilityRequest): Promise<HotelbedsHotel[]> {
      const answer = await call<{ hotels?: { hotels?: HotelbedsHotel[] } }>(
        'POST',
        '/hotel-api/1.0/hotels',
        request,
      );
      return answer.hotels?.hotels ?? [];
    },
    /** Re-prices RECHECK rates; answers the hotel with the confirmed rates. */
    async checkRates(rateKeys: string[]): Promise<HotelbedsHotel | undefined> {
      const answer = await call<{ hotel?: HotelbedsHotel }>('POST', '/hotel-api/1.0/checkrates', {
        rooms: rateKeys.map((rateKey) => ({ rateKey })),
      });
      return answer.hotel;
    },
    async book(request: HotelbedsBookingRequest): Promise<HotelbedsBooking> {
      const answer = await call<{ booking?: HotelbedsBooking }>('POST', '/hotel-api/1.0/bookings', request);
      if (!answer.booking?.reference) throw supplierUnavailable('error');
      return answer.booking;
    },
    async cancel(reference: string): Promise<HotelbedsBooking> {
      const answer = await call<{ booking?: HotelbedsBooking }>(
        'DELETE',
        `/hotel-api/1.0/bookings/${encodeURIComponent(reference)}?cancellationFlag=CANCELLATION`,
      );
      if (!answer.booking) throw supplierUnavailable('error');
      return answer.booking;
    },
  };
}

export type HotelbedsClient = ReturnType<typeof createHotelbedsClient>;
