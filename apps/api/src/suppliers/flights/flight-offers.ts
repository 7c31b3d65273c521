import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CABINS,
  type FlightPassengers,
  type FlightResult,
  type FlightSearch,
  lowestFareOf,
} from '@travesia/domain';
import { z } from 'zod';
import { invalidFlightOffer } from '../../lib/app-error';
import type { OfferedSearch } from './flight-supplier';

/** How long a search's offers can be booked; prices and seats are checked again at booking anyway. */
export const OFFER_TTL_MS = 3 * 60 * 60_000;
/** Another process's clock may run a little ahead of this one. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** A search answered from the supplier's cache reuses its signed results while they are this fresh. */
const RESEAL_AFTER_MS = 10 * 60_000;
const VERSION = 2;

const searchMeta = [
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string().nullable(),
  z.enum(CABINS),
] as const;
const partySchema = z.tuple([z.number().int(), z.number().int(), z.number().int()]);
/** Version 2 adds the lowest fare the search showed and the party it was priced for (decision 026). */
const metaSchema = z.union([
  z.tuple([z.literal(1), ...searchMeta, z.number().int()]),
  z.tuple([z.literal(VERSION), ...searchMeta, z.number().int().nullable(), partySchema, z.number().int()]),
]);

/** The lowest fare a search showed, for the passengers it was searched for. */
export interface LowestOffer {
  fare: number;
  passengers: FlightPassengers;
}

export interface OpenedOffer {
  /** The supplier's own booking token. */
  token: string;
  search: OfferedSearch;
  /** null: an offer signed before the lowest fare was (version 1), or a search that found nothing. */
  lowestOffer: LowestOffer | null;
}

export interface FlightOffers {
  /**
   * The results with each supplier token replaced by an offer signed for this search, carrying the lowest fare the
   * search showed: these results' own, unless given (the returns of a chosen outbound carry the whole search's).
   */
  seal(search: FlightSearch, results: FlightResult[], lowestFare?: number | null): FlightResult[];
  /** What an offer signed here carries; throws the Spanish 409 when it was edited or has expired. */
  open(offer: string): OpenedOffer;
}

/**
 * Flight offers as the client holds them (decision 011): `<mac>.<meta>.<supplier token>`, where meta is the
 * supplier, the search (airports, dates, cabin) and the issue time, and mac is the HMAC-SHA256 of the rest
 * with the server's secret. Whatever the supplier, nothing in an offer can be changed without the secret.
 */
export function createFlightOffers(secret: string, supplier: string, now = Date.now): FlightOffers {
  const sign = (signed: string) => createHmac('sha256', secret).update(signed).digest('base64url');
  const sealed = new WeakMap<
    readonly FlightResult[],
    { search: string; issuedAt: number; results: FlightResult[] }
  >();

  return {
    seal(search, results, lowestFare = lowestFareOf(results)) {
      const issuedAt = now();
      const { adults, children, infants } = search.passengers;
      const meta = [
        VERSION,
        supplier,
        search.origin,
        search.destination,
        search.departureDate,
        search.returnDate ?? null,
        search.cabin,
        lowestFare,
        [adults, children, infants],
        Math.floor(issuedAt / 1000),
      ] satisfies z.input<typeof metaSchema>;
      const searchKey = JSON.stringify(meta.slice(0, -1));
      // The same results array (the built-in supplier's cache) keeps the same offers, so its response bytes do too.
      const earlier = sealed.get(results);
      if (earlier?.search === searchKey && issuedAt - earlier.issuedAt < RESEAL_AFTER_MS)
        return earlier.results;
      const encodedMeta = Buffer.from(JSON.stringify(meta)).toString('base64url');
      const offers = results.map((result) => {
        const signed = `${encodedMeta}.${result.booking_token}`;
        return { ...result, booking_token: `${sign(signed)}.${signed}` };
      });
      sealed.set(results, { search: searchKey, issuedAt, results: offers });
      return offers;
    },

    open(offer) {
      const dot = offer.indexOf('.');
      const signed = offer.slice(dot + 1);
      const expected = Buffer.from(sign(signed));
      const given = Buffer.from(offer.slice(0, Math.max(dot, 0)));
      if (dot <= 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw invalidFlightOffer();
      }
      const metaEnd = signed.indexOf('.');
      if (metaEnd <= 0) throw invalidFlightOffer();
      let meta: z.output<typeof metaSchema>;
      try {
        meta = metaSchema.parse(
          JSON.parse(Buffer.from(signed.slice(0, metaEnd), 'base64url').toString('utf8')),
        );
      } catch {
        throw invalidFlightOffer();
      }
      const [, offeredBy, origin, destination, departureDate, returnDate, cabin] = meta;
      const issuedAtSeconds = meta[meta.length - 1] as number;
      const age = now() - issuedAtSeconds * 1000;
      if (offeredBy !== supplier || age > OFFER_TTL_MS || age < -CLOCK_SKEW_MS) {
        throw invalidFlightOffer();
      }
      return {
        token: signed.slice(metaEnd + 1),
        search: { origin, destination, departureDate, ...(returnDate === null ? {} : { returnDate }), cabin },
        lowestOffer: lowestOfferOf(meta),
      };
    },
  };
}

function lowestOfferOf(meta: z.output<typeof metaSchema>): LowestOffer | null {
  if (meta[0] !== VERSION || meta[7] === null) return null;
  const [adults, children, infants] = meta[8];
  return { fare: meta[7], passengers: { adults, children, infants } };
}
