import { z } from 'zod';
import { airportPlaceSchema } from '../airports/airport-places';
import {
  airportCode,
  companyIdField,
  count,
  countParam,
  isoDate,
  pesos,
  requiredText,
  singleLineText,
} from '../fields';
import { policyRuleSchema } from '../policies/policy-check';
import {
  CORPORATE_HOTEL_IMAGES_MAX,
  HOTEL_PICTURE_MESSAGES,
  UPLOADED_HOTEL_PICTURE_PATH,
} from './corporate-hotel-pictures';
import { ADULTS_MESSAGE, adultsSchema, childrenSchema } from './guest-counts';
import { GUEST_LIMITS } from './guests';
import { hotelEmissionsSchema, hotelResultSchema } from './hotel-result';
import { type HotelSearchCriteria, partyOf } from './hotel-routes';
import { CHILD_AGE, CHILD_AGES_MISSING_MESSAGE, isChildAge } from './party';
import { findStayProblem, STAY_PROBLEM_MESSAGES } from './stay';

/** Shapes of the hotel endpoints, parsed by the API and by the web app alike. */

export const MAX_HOTEL_ROOMS = 4;

const ROOMS_MESSAGE = `El número de habitaciones debe estar entre 1 y ${MAX_HOTEL_ROOMS}.`;
export const roomsSchema = count(ROOMS_MESSAGE, 1, MAX_HOTEL_ROOMS);

const CHILD_AGE_MESSAGE = `La edad de cada niño debe estar entre ${CHILD_AGE.min} y ${CHILD_AGE.max} años.`;
const TOO_MANY_CHILDREN_MESSAGE = `Pueden viajar hasta ${GUEST_LIMITS.children.max} niños.`;

/** Each child's age, which suppliers price and place children by. */
export const childAgesSchema = z
  .array(count(CHILD_AGE_MESSAGE, CHILD_AGE.min, CHILD_AGE.max), { error: CHILD_AGES_MISSING_MESSAGE })
  .max(GUEST_LIMITS.children.max, { error: TOO_MANY_CHILDREN_MESSAGE });

/** The ages in a query string: '5,8' (empty: no children). */
export const childAgesParam = z
  .string({ error: CHILD_AGE_MESSAGE })
  .max(40, { error: CHILD_AGE_MESSAGE })
  .transform((text, context) => {
    const ages = text === '' ? [] : text.split(',').map(Number);
    if (!ages.every(isChildAge)) context.addIssue({ code: 'custom', message: CHILD_AGE_MESSAGE });
    if (ages.length > GUEST_LIMITS.children.max)
      context.addIssue({ code: 'custom', message: TOO_MANY_CHILDREN_MESSAGE });
    return ages;
  });

export const infantsSchema = count(
  `El número de bebés debe estar entre ${GUEST_LIMITS.infants.min} y ${GUEST_LIMITS.infants.max}.`,
  GUEST_LIMITS.infants.min,
  GUEST_LIMITS.infants.max,
);

/** A searchable stay: real dates, check-in not past, check-out after it, at most 30 nights. */
export const staySchema = z
  .object({ checkIn: isoDate('La fecha de entrada'), checkOut: isoDate('La fecha de salida') })
  .superRefine((stay, context) => {
    const problem = findStayProblem(stay);
    if (problem) context.addIssue({ code: 'custom', message: STAY_PROBLEM_MESSAGES[problem] });
  });

/** Spec §3 occupancy; children come with their ages (required by suppliers) whenever there are any. */
export const occupancySchema = z
  .object({
    rooms: roomsSchema,
    adults: adultsSchema,
    children: z._default(childrenSchema, 0),
    childAges: childAgesSchema.default([]),
  })
  .refine((occupancy) => occupancy.childAges.length === occupancy.children, {
    error: CHILD_AGES_MISSING_MESSAGE,
    path: ['childAges'],
  });
export type Occupancy = z.infer<typeof occupancySchema>;

/** POST /api/hotels/search (spec §3 request). */
export const hotelSearchRequestSchema = z.object({
  stay: staySchema,
  occupancies: z
    .array(occupancySchema, { error: 'Indica las habitaciones y los huéspedes.' })
    .length(1, { error: 'Indica una sola ocupación.' }),
  destination: z.object({
    zone: airportCode('El destino'),
  }),
});
export type HotelSearchRequest = z.input<typeof hotelSearchRequestSchema>;

/**
 * The search request of spec §3 for some criteria. Children are sent with their ages rather than always 0 as spec
 * §7 had it (decision 020): suppliers price and place them by age.
 */
export function hotelSearchRequestOf(criteria: HotelSearchCriteria): HotelSearchRequest {
  const party = partyOf(criteria);
  return {
    stay: { checkIn: criteria.checkIn, checkOut: criteria.checkOut },
    occupancies: [
      {
        rooms: criteria.rooms,
        adults: party.adults,
        children: party.childAges.length,
        childAges: party.childAges,
      },
    ],
    destination: { zone: criteria.destination },
  };
}

export const hotelSearchResponseSchema = z.object({ results: z.array(hotelResultSchema) });
export type HotelSearchResponse = z.infer<typeof hotelSearchResponseSchema>;

/**
 * What the server already knows when it sends a hotel results address (decision 032): the criteria it read from
 * the address, the search's answer and the destination (an address whose code is not in the airport list is not
 * drawn). The page is drawn from it before the app runs, and the app starts from it instead of asking again.
 */
export const hotelResultsPageDataSchema = z.object({
  criteria: z.object({
    destination: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    rooms: z.number(),
    adults: z.number(),
    childAges: z.array(z.number()),
    infants: z.number(),
  }),
  results: hotelSearchResponseSchema.shape.results,
  place: airportPlaceSchema,
});
export type HotelResultsPageData = z.infer<typeof hotelResultsPageDataSchema>;

export const BOARD_LABELS = {
  RO: 'Solo alojamiento',
  BB: 'Desayuno incluido',
  HB: 'Media pensión',
  AI: 'Todo incluido',
} as const;
export type Board = keyof typeof BOARD_LABELS;
export const boardSchema = z.enum(Object.keys(BOARD_LABELS) as [Board, ...Board[]]);

/** GET /api/hotels/:hotelCode query: dates and occupancy to price the rooms with. */
export const hotelDetailQuerySchema = z
  .object({
    checkIn: isoDate('La fecha de entrada'),
    checkOut: isoDate('La fecha de salida'),
    rooms: z._default(countParam(ROOMS_MESSAGE, 1, MAX_HOTEL_ROOMS), 1),
    adults: z._default(countParam(ADULTS_MESSAGE, GUEST_LIMITS.adults.min, GUEST_LIMITS.adults.max), 2),
    childAges: childAgesParam.default([]),
  })
  .superRefine((stay, context) => {
    const problem = findStayProblem(stay);
    if (problem) context.addIssue({ code: 'custom', message: STAY_PROBLEM_MESSAGES[problem] });
  });

export const hotelRoomSchema = z.object({
  code: z.string(),
  name: z.string(),
  capacity: z.number().int(),
  /** Holds the party asked for; a room that does not is listed (with why), never booked. */
  holdsParty: z.boolean(),
  board: boardSchema,
  boardLabel: z.string(),
  cancellationPolicy: z.string(),
  refundable: z.boolean(),
  /** Whole pesos per night for the requested rooms. */
  pricePerNight: z.number().int(),
  /** Whole stay for the requested rooms. */
  total: z.number().int(),
  nights: z.number().int(),
  available: z.boolean(),
});
export type HotelRoom = z.infer<typeof hotelRoomSchema>;

export const hotelDetailSchema = z.object({
  code: z.string(),
  name: z.string(),
  stars: z.number().int(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  images: z.array(z.string()),
  amenities: z.array(z.string()),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  rooms: z.array(hotelRoomSchema),
  /** A corporate hotel: the company whose negotiated rate the rooms are priced at. */
  corporateRateOf: z.string().optional(),
  /** For the rooms and nights asked for. */
  emissions: hotelEmissionsSchema.optional(),
});
export type HotelDetail = z.infer<typeof hotelDetailSchema>;

/** GET /api/hotels/iata/:iataCode: the caller's company's negotiated hotels. */
export const corporateHotelSchema = z.object({
  code: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  images: z.array(z.string()),
  minRate: z.number().int(),
  /** The category the administrator gave it. */
  stars: z.number().int().min(1).max(5),
});
export type CorporateHotel = z.infer<typeof corporateHotelSchema>;

export const corporateHotelQuerySchema = z
  .object({
    checkIn: z.optional(isoDate('La fecha de entrada')),
    checkOut: z.optional(isoDate('La fecha de salida')),
  })
  .refine((query) => (query.checkIn === undefined) === (query.checkOut === undefined), {
    error: 'Indica la fecha de entrada y la de salida, o ninguna.',
  });

/** GET /api/admin/policies/rules/:userId */
export const policyRulesResponseSchema = z.object({
  hotel: z.array(policyRuleSchema),
  flight: z.array(policyRuleSchema),
});
export type PolicyRules = z.infer<typeof policyRulesResponseSchema>;

/** Error codes the hotel endpoints add to the common ones. */
export const BOOKING_ERROR_CODES = {
  priceChanged: 'PRICE_CHANGED',
  soldOut: 'SOLD_OUT',
  /** A flight offer that was edited or has expired (decision 011): search again. */
  offerInvalid: 'OFFER_INVALID',
  supplierUnavailable: 'SUPPLIER_UNAVAILABLE',
  /** The Idempotency-Key of an earlier booking sent with another request. */
  idempotencyMismatch: 'IDEMPOTENCY_MISMATCH',
  /** The traveller already has this hotel for overlapping nights; `confirmDuplicate: true` books anyway. */
  duplicateStay: 'DUPLICATE_STAY',
  /** A passenger already on one of the itinerary's flights (in any booking of the company still going ahead). */
  passengerAlreadyBooked: 'PASSENGER_ALREADY_BOOKED',
  /** Another trip of the traveller at the same time (`tripsOverlap`); `confirmDuplicate: true` books anyway. */
  tripOverlap: 'TRIP_OVERLAP',
} as const;

/** A warning the traveller may book past by confirming again (`confirmDuplicate: true`), as both checkouts offer. */
export function isConfirmableBookingWarning(code: string | null | undefined): boolean {
  return code === BOOKING_ERROR_CODES.duplicateStay || code === BOOKING_ERROR_CODES.tripOverlap;
}

export const SOLD_OUT_MESSAGE = 'La habitación ya no está disponible para esas fechas.';

const HOTEL_IMAGE_MESSAGE =
  'Cada imagen debe ser una dirección https:// o una imagen de Travesía (/hotel-images/…).';
/** The product's own hotel pictures, served from its origin (the built-in inventory's and the demo hotels'); uploaded
 * ones have their own address (`corporateHotelPicturePath`). */
const OWN_HOTEL_IMAGE_PATH = /^\/hotel-images\/[a-z0-9-]{1,60}\.svg$/;

/**
 * A corporate hotel's picture (decision 037): one of the product's own, or an https address of a named host, parsed
 * as a browser parses it (zod's url runs `new URL`) and kept as it parsed, so `//host/…`, `/\\host/…`, `http:`,
 * `data:` and `javascript:` are refused, and so are credentials in the address.
 */
const hotelImageSchema = singleLineText({ invalid: HOTEL_IMAGE_MESSAGE }).pipe(
  z.union(
    [
      z.string().regex(OWN_HOTEL_IMAGE_PATH),
      z.string().regex(UPLOADED_HOTEL_PICTURE_PATH),
      z
        .url({ protocol: /^https$/, hostname: z.regexes.domain, normalize: true })
        .refine((url) => !/^https:\/\/[^/]*@/.test(url)),
    ],
    { error: HOTEL_IMAGE_MESSAGE },
  ),
);

const imagesSchema = z
  .array(hotelImageSchema)
  .max(CORPORATE_HOTEL_IMAGES_MAX, { error: HOTEL_PICTURE_MESSAGES.tooMany });

const corporateHotelFieldsSchema = z.object({
  name: requiredText('Indica el nombre del hotel.', 120),
  iata: airportCode('El destino'),
  address: requiredText('Indica la dirección del hotel.', 200),
  latitude: z
    .number({ error: 'La latitud no es válida.' })
    .min(-90, { error: 'La latitud no es válida.' })
    .max(90, {
      error: 'La latitud no es válida.',
    }),
  longitude: z
    .number({ error: 'La longitud no es válida.' })
    .min(-180, { error: 'La longitud no es válida.' })
    .max(180, { error: 'La longitud no es válida.' }),
  stars: z
    .number({ error: 'La categoría debe estar entre 1 y 5 estrellas.' })
    .int({ error: 'La categoría debe estar entre 1 y 5 estrellas.' })
    .min(1, { error: 'La categoría debe estar entre 1 y 5 estrellas.' })
    .max(5, { error: 'La categoría debe estar entre 1 y 5 estrellas.' }),
  images: imagesSchema,
  nightlyRate: pesos('La tarifa por noche debe ser un valor en pesos mayor que cero.', 1),
  /** The hotel's public rate per night, against which the reports count the negotiated savings (null: unknown). */
  publicNightlyRate: z
    .nullable(pesos('La tarifa pública por noche debe ser un valor en pesos mayor que cero.', 1))
    .optional(),
});

/** Admin: create a corporate hotel (the operator names the company; an administrator gets their own). */
export const corporateHotelCreateSchema = corporateHotelFieldsSchema.extend({
  images: imagesSchema.default([]),
  companyId: z.optional(companyIdField),
});
export type CorporateHotelCreate = z.input<typeof corporateHotelCreateSchema>;

export const corporateHotelUpdateSchema = corporateHotelFieldsSchema
  .partial()
  .extend({ isActive: z.boolean({ error: 'El estado debe ser verdadero o falso.' }).optional() })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: 'Indica al menos un campo para actualizar.',
  });
export type CorporateHotelUpdate = z.input<typeof corporateHotelUpdateSchema>;

export const corporateHotelAdminSchema = z.object({
  code: z.string(),
  companyId: z.number().int(),
  name: z.string(),
  iata: z.string(),
  city: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  stars: z.number().int(),
  images: z.array(z.string()),
  nightlyRate: z.number().int(),
  /** Absent: the public rate is not known. */
  publicNightlyRate: z.number().int().optional(),
  isActive: z.boolean(),
});
export type CorporateHotelAdmin = z.infer<typeof corporateHotelAdminSchema>;
