import { z } from 'zod';

export const HOTEL_SOURCES = ['corporative', 'propios'] as const;

/** Estimated kg CO₂e of the stay by the hotel's country (decision 024), computed by the API. */
export const hotelEmissionsSchema = z.object({
  /** Per occupied room and night, one decimal. */
  perRoomNightKg: z.number().min(0),
  /** Every room and night asked for, whole kg. */
  stayKg: z.number().int().min(0),
});
export type HotelEmissions = z.infer<typeof hotelEmissionsSchema>;

/** Spec §3 hotel result; minRate is the whole stay in COP. */
export const hotelResultSchema = z.object({
  code: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  images: z.array(z.string()),
  minRate: z.union([z.number(), z.string()]),
  currency: z.string(),
  breakfast: z.boolean(),
  stars: z.number().int().min(0).max(5).nullable().optional(),
  source: z.enum(HOTEL_SOURCES).optional(),
  emissions: hotelEmissionsSchema.optional(),
});
export type HotelResult = z.infer<typeof hotelResultSchema>;

/** Spec §9: a hotel with no stars counts as 3. */
export const DEFAULT_STARS = 3;

export function starsOf(hotel: Pick<HotelResult, 'stars'>): number {
  return hotel.stars && hotel.stars > 0 ? hotel.stars : DEFAULT_STARS;
}

export function minRateOf(hotel: Pick<HotelResult, 'minRate'>): number {
  return typeof hotel.minRate === 'number' ? hotel.minRate : Number.parseFloat(hotel.minRate);
}

/** Codes of the hotels a company negotiated (admin-created); every other code belongs to the hotel supplier. */
export const CORPORATE_HOTEL_CODE_PREFIX = 'CORP-';

export function isCorporateHotelCode(code: string): boolean {
  return code.toUpperCase().startsWith(CORPORATE_HOTEL_CODE_PREFIX);
}

/** How results, detail, checkout and bookings mark a company's negotiated rate. */
export function corporateRateLabel(companyName: string): string {
  return `Tarifa corporativa de ${companyName}`;
}
