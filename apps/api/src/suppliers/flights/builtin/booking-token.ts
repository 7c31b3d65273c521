import { CABINS, type Cabin } from '@travesia/domain';
import { z } from 'zod';

/** One flown leg as the token names it: a scheduled flight on a local departure date. */
export interface TokenLeg {
  carrier: string;
  flightNumber: number;
  origin: string;
  destination: string;
  departureDate: string;
  direction: 0 | 1;
}

export interface BookingTokenContent {
  cabin: Cabin;
  legs: TokenLeg[];
}

const tokenSchema = z.object({
  c: z.enum(CABINS),
  l: z
    .array(
      z.tuple([
        z.string().regex(/^[A-Z0-9]{2}$/),
        z.number().int(),
        z.string().regex(/^[A-Z]{3}$/),
        z.string().regex(/^[A-Z]{3}$/),
        z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        z.union([z.literal(0), z.literal(1)]),
      ]),
    )
    .min(1)
    .max(8),
});

/**
 * The built-in booking token: the legs and cabin in base64url JSON, with no price in it, so `recheck` always
 * prices from the schedule and seats as they are now. Clients only ever hold it inside a signed offer, and
 * `recheck` still refuses legs that are not a journey for the offer's search (decision 011).
 */
export function encodeBookingToken({ cabin, legs }: BookingTokenContent): string {
  const payload = {
    c: cabin,
    l: legs.map((leg) => [
      leg.carrier,
      leg.flightNumber,
      leg.origin,
      leg.destination,
      leg.departureDate,
      leg.direction,
    ]),
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** undefined for anything that is not a token this supplier wrote. */
export function decodeBookingToken(token: string): BookingTokenContent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = tokenSchema.safeParse(json);
  if (!parsed.success) return undefined;
  return {
    cabin: parsed.data.c,
    legs: parsed.data.l.map(([carrier, flightNumber, origin, destination, departureDate, direction]) => ({
      carrier,
      flightNumber,
      origin,
      destination,
      departureDate,
      direction,
    })),
  };
}
