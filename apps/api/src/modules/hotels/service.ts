import {
  type Airport,
  BOARD_LABELS,
  type CorporateHotel,
  cityAirportsOf,
  countNights,
  findAirport,
  type HotelDetail,
  type HotelEmissions,
  type HotelResult,
  type hotelSearchRequestSchema,
  hotelStayEmissions,
  isCorporateHotelCode,
  pricePerNight,
  roomHoldsParty,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf } from '../../lib/tenant-scope';
import type { HotelOffer, RoomOccupancy, Stay, SupplierHotel } from '../../suppliers/hotels/hotel-supplier';
import { findCompanyHotel, listActiveCorporateHotelsIn } from '../corporate-hotels/service';

type HotelSearchRequestBody = z.output<typeof hotelSearchRequestSchema>;

export const HOTEL_NOT_FOUND_MESSAGE = 'Hotel no encontrado.';

export interface HotelSearch {
  stay: Stay;
  occupancy: RoomOccupancy;
  zone: string;
}

/** The search a request of spec §3 asks for (the schema holds it to one occupancy). */
export function hotelSearchOf({ stay, occupancies, destination }: HotelSearchRequestBody): HotelSearch {
  const [occupancy] = occupancies;
  return {
    stay,
    occupancy: occupancy
      ? { rooms: occupancy.rooms, adults: occupancy.adults, childAges: occupancy.childAges }
      : { rooms: 1, adults: 1, childAges: [] },
    zone: destination.zone,
  };
}

/**
 * The results made of a supplier's offers, per offers array: a supplier that answers a repeated search with the same
 * array (the built-in one, while its hotels and stock stay the same) gets the same results array back, whose
 * response bytes the route keeps. Kept with the emissions they were made with, which must match to be reused.
 */
const resultsOfOffers = new WeakMap<
  readonly HotelOffer[],
  { emissions: HotelEmissions; results: HotelResult[] }
>();

/**
 * Spec §3 results: breakfast is forced true for this service; own-contract hotels are marked 'propios'. The array
 * may be shared with other searches (see `resultsOfOffers`): never modified.
 */
export async function searchHotels(context: AppContext, search: HotelSearch): Promise<HotelResult[]> {
  const airports = cityAirportsOf(search.zone);
  const [destination] = airports;
  if (!destination) throw badRequest(`No encontramos el destino ${search.zone}.`);
  const offers = await searchCityOffers(context, airports, search);
  // Every hotel of a search is in the destination's country: one estimate for all (decision 024).
  const emissions = stayEmissions(destination.countryCode, search.stay, search.occupancy);
  const known = resultsOfOffers.get(offers);
  if (
    known &&
    known.emissions.perRoomNightKg === emissions.perRoomNightKg &&
    known.emissions.stayKg === emissions.stayKg
  ) {
    return known.results;
  }
  const results = offers.map((offer) => ({
    code: offer.code,
    name: offer.name,
    latitude: offer.latitude,
    longitude: offer.longitude,
    images: offer.images,
    minRate: offer.minRate,
    currency: 'COP',
    breakfast: true,
    stars: offer.stars,
    ...(offer.isOwnContract ? { source: 'propios' as const } : {}),
    emissions,
  }));
  resultsOfOffers.set(offers, { emissions, results });
  return results;
}

/**
 * Offers of the same merge of the same supplier answers, so a city of several airports keeps the answer arrays
 * its supplier reuses (the results' bytes are kept per array, decision 022).
 */
const mergedOffers = new WeakMap<
  readonly HotelOffer[],
  { parts: readonly (readonly HotelOffer[])[]; merged: HotelOffer[] }
>();

/**
 * The offers of every airport of a city (Medellín: MDE and EOH), each hotel once: a city's hotels are one
 * destination however many airports it has. A city of one airport answers its supplier's array itself.
 */
async function searchCityOffers(
  context: AppContext,
  airports: readonly Airport[],
  search: HotelSearch,
): Promise<readonly HotelOffer[]> {
  const parts = await Promise.all(
    airports.map((destination) =>
      context.hotelSupplier.searchAvailability({
        destination,
        stay: search.stay,
        occupancy: search.occupancy,
      }),
    ),
  );
  const [first, ...others] = parts;
  if (!first || others.length === 0) return first ?? [];
  const known = mergedOffers.get(first);
  if (known?.parts.every((part, index) => part === parts[index])) return known.merged;
  const byCode = new Map<string, HotelOffer>();
  for (const offer of parts.flat()) if (!byCode.has(offer.code)) byCode.set(offer.code, offer);
  const merged = [...byCode.values()];
  mergedOffers.set(first, { parts, merged });
  return merged;
}

function stayEmissions(countryCode: string, stay: Stay, occupancy: RoomOccupancy) {
  return hotelStayEmissions(countryCode, countNights(stay.checkIn, stay.checkOut), occupancy.rooms);
}

/** A hotel priced for a stay, and the company whose negotiated rate it is (corporate hotels only). */
export interface PricedHotel {
  hotel: SupplierHotel;
  corporateRateOf?: string;
}

/**
 * Corporate codes are the signed-in user's company's negotiated hotels (anyone else's answer not found);
 * every other code is the supplier's. The detail and the booking both price through here.
 */
export async function findPricedHotel(
  context: AppContext,
  actor: SignedInUser | null,
  code: string,
  stay: Stay,
  occupancy: RoomOccupancy,
): Promise<PricedHotel> {
  if (isCorporateHotelCode(code)) {
    const found = actor && (await findCompanyHotel(context, actor, code, stay, occupancy));
    if (!found) throw notFound(HOTEL_NOT_FOUND_MESSAGE);
    return { hotel: found.hotel, corporateRateOf: found.companyName };
  }
  const hotel = await context.hotelSupplier.getHotel(code, stay, occupancy);
  if (!hotel) throw notFound(HOTEL_NOT_FOUND_MESSAGE);
  return { hotel };
}

export async function getHotelDetail(
  context: AppContext,
  actor: SignedInUser | null,
  code: string,
  stay: Stay,
  occupancy: RoomOccupancy,
): Promise<HotelDetail> {
  const { hotel, corporateRateOf } = await findPricedHotel(context, actor, code, stay, occupancy);
  const country = findAirport(hotel.iata)?.countryCode;
  return {
    ...(corporateRateOf ? { corporateRateOf } : {}),
    code: hotel.code,
    name: hotel.name,
    stars: hotel.stars,
    description: hotel.description,
    address: hotel.address,
    city: hotel.city,
    country: hotel.country,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    images: hotel.images,
    amenities: hotel.amenities,
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    rooms: hotel.rooms.map((room) => ({
      code: room.code,
      name: room.name,
      capacity: room.capacity,
      holdsParty: roomHoldsParty(room.capacity, occupancy.rooms, occupancy),
      board: room.board,
      boardLabel: BOARD_LABELS[room.board],
      cancellationPolicy: room.cancellationPolicy,
      refundable: room.refundable,
      pricePerNight: pricePerNight(room.total, room.nights),
      total: room.total,
      nights: room.nights,
      available: room.available,
    })),
    ...(country ? { emissions: stayEmissions(country, stay, occupancy) } : {}),
  };
}

/** The signed-in user's company's negotiated hotels: rate × nights when dates are given, else the nightly rate. */
export async function listCompanyHotelsIn(
  context: AppContext,
  actor: SignedInUser,
  iata: string,
  stay: Partial<Stay>,
): Promise<CorporateHotel[]> {
  // The city's negotiated hotels, whichever of its airports each was recorded under.
  const codes = cityAirportsOf(iata).map((airport) => airport.iata);
  const rows = await listActiveCorporateHotelsIn(context.db, scopeOf(actor), actor.companyId, codes);
  const nights = stay.checkIn && stay.checkOut ? countNights(stay.checkIn, stay.checkOut) : 1;
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    images: row.images,
    minRate: (row.nightlyRate ?? 0) * nights,
    stars: row.stars,
  }));
}
