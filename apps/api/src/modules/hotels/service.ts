import {
  BOARD_LABELS,
  type CorporateHotel,
  countNights,
  findAirport,
  type HotelDetail,
  type HotelResult,
  pricePerNight,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf } from '../../lib/tenant-scope';
import type { RoomOccupancy, Stay } from '../../suppliers/hotels/hotel-supplier';
import { listActiveCorporateHotelsIn } from '../corporate-hotels/repository';

export const HOTEL_NOT_FOUND_MESSAGE = 'Hotel no encontrado.';

export interface HotelSearch {
  stay: Stay;
  occupancy: RoomOccupancy;
  zone: string;
}

/** Spec §3 results: breakfast is forced true for this service; own-contract hotels are marked 'propios'. */
export async function searchHotels(context: AppContext, search: HotelSearch): Promise<HotelResult[]> {
  const destination = findAirport(search.zone);
  if (!destination) throw badRequest(`No encontramos el destino ${search.zone}.`);
  const offers = await context.hotelSupplier.searchAvailability({
    destination,
    stay: search.stay,
    occupancy: search.occupancy,
  });
  return offers.map((offer) => ({
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
  }));
}

export async function getHotelDetail(
  context: AppContext,
  code: string,
  stay: Stay,
  occupancy: RoomOccupancy,
): Promise<HotelDetail> {
  const hotel = await context.hotelSupplier.getHotel(code, stay, occupancy);
  if (!hotel) throw notFound(HOTEL_NOT_FOUND_MESSAGE);
  return {
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
      board: room.board,
      boardLabel: BOARD_LABELS[room.board],
      cancellationPolicy: room.cancellationPolicy,
      refundable: room.refundable,
      pricePerNight: pricePerNight(room.total, room.nights),
      total: room.total,
      nights: room.nights,
      available: room.available,
    })),
  };
}

/** The signed-in user's company's negotiated hotels: rate × nights when dates are given, else the nightly rate. */
export async function listCompanyHotelsIn(
  context: AppContext,
  actor: SignedInUser,
  iata: string,
  stay: Partial<Stay>,
): Promise<CorporateHotel[]> {
  const rows = await listActiveCorporateHotelsIn(
    context.db,
    scopeOf(actor),
    actor.companyId,
    iata.toUpperCase(),
  );
  const nights = stay.checkIn && stay.checkOut ? countNights(stay.checkIn, stay.checkOut) : 1;
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    images: row.images,
    minRate: (row.nightlyRate ?? 0) * nights,
  }));
}
