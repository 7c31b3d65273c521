import { randomBytes } from 'node:crypto';
import type { Database, Executor } from '@travesia/db';
import { addDays, countNights, roomHoldsParty } from '@travesia/domain';
import { priceChanged, soldOut } from '../../../lib/app-error';
import type {
  HotelOffer,
  HotelSupplier,
  RoomOccupancy,
  Stay,
  SupplierHotel,
  SupplierRoom,
} from '../hotel-supplier';
import { generateCityHotels } from './generate-hotels';
import { type StayPricing, stayPricer, stayTotal } from './pricing';
import {
  consumeAllotment,
  ensureAllotments,
  findBuiltinHotel,
  freeRoomsByRoomType,
  type HotelWithRooms,
  insertGeneratedHotels,
  parseSearchableHotels,
  readCityVersion,
  readSearchableHotels,
  releaseAllotment,
} from './repository';

const CHECK_IN_TIME = '15:00';
/** Recent searches whose offers are kept while the hotels and stock they were computed from stay the same. */
const OFFER_CACHE_LIMIT = 32;
const CHECK_OUT_TIME = '12:00';

interface Stock {
  free: number;
  nights: number;
}
type FreeRooms = Map<number, Stock>;

/** What the stay's price depends on: the nights, the rooms and how many adults and children share them. */
function pricingOf(stay: Stay, { rooms, adults, childAges }: RoomOccupancy): StayPricing {
  return { ...stay, rooms, adults, children: childAges.length };
}

/** Holds the party (spread evenly over the rooms) and has enough rooms left on every night. */
function isBookable(
  roomType: { capacity: number },
  stock: Stock | undefined,
  nights: number,
  occupancy: RoomOccupancy,
): boolean {
  const fits = roomHoldsParty(roomType.capacity, occupancy.rooms, occupancy);
  return fits && stock !== undefined && stock.nights === nights && stock.free >= occupancy.rooms;
}

function priceRooms(
  { roomTypes }: HotelWithRooms,
  free: FreeRooms,
  stay: Stay,
  occupancy: RoomOccupancy,
): SupplierRoom[] {
  const nights = countNights(stay.checkIn, stay.checkOut);
  return roomTypes.map((roomType) => ({
    code: roomType.code,
    name: roomType.name,
    capacity: roomType.capacity,
    board: roomType.board,
    refundable: roomType.refundable,
    cancellationPolicy: roomType.cancellation,
    total: stayTotal(roomType.baseRate, pricingOf(stay, occupancy)),
    nights,
    available: isBookable(roomType, free.get(roomType.id), nights, occupancy),
  }));
}

/**
 * The default inventory: hotels generated per destination and stored on first search, with real allotments
 * that bookings consume.
 */
export function createBuiltinHotelSupplier(db: Database): HotelSupplier {
  /**
   * Offers of recent searches, keyed by the search and the version of the city's hotels and stock they were
   * computed from (least recently used first, at most OFFER_CACHE_LIMIT). Shared with every caller: never
   * modified once stored.
   */
  const recentOffers = new Map<string, readonly HotelOffer[]>();

  /** Free rooms per room type; allotment rows are created only the first time a night is asked for. */
  async function stockFor(executor: Executor, { roomTypes }: HotelWithRooms, stay: Stay) {
    const roomTypeIds = roomTypes.map((roomType) => roomType.id);
    const nights = countNights(stay.checkIn, stay.checkOut);
    const free = await freeRoomsByRoomType(executor, roomTypeIds, stay.checkIn, stay.checkOut);
    if (roomTypeIds.every((id) => free.get(id)?.nights === nights)) return free;
    await ensureAllotments(executor, roomTypeIds, stay.checkIn, addDays(stay.checkOut, -1));
    return freeRoomsByRoomType(executor, roomTypeIds, stay.checkIn, stay.checkOut);
  }

  return {
    name: 'builtin',
    isRemote: false,

    async searchAvailability({ destination, stay, occupancy }) {
      const { iata } = destination;
      const nights = countNights(stay.checkIn, stay.checkOut);
      // The offers are a function of the search and of the city's version alone, which is read on every search: an
      // answer kept under both is never staler than the database, and two API processes agree (decision 022).
      const search = `${iata} ${stay.checkIn} ${stay.checkOut} ${occupancy.rooms} ${occupancy.adults} ${occupancy.childAges.length}`;
      const version = await readCityVersion(db, iata, stay.checkIn, stay.checkOut);
      const cacheKey = version === null ? undefined : `${search}\n${version}`;
      const cached = cacheKey === undefined ? undefined : recentOffers.get(cacheKey);
      if (cacheKey !== undefined && cached) {
        recentOffers.delete(cacheKey);
        recentOffers.set(cacheKey, cached);
        return cached;
      }
      let city = await readSearchableHotels(db, iata, stay.checkIn, stay.checkOut);
      let cityHotels = parseSearchableHotels(city.hotels);
      if (cityHotels.length === 0) {
        const generated = generateCityHotels(destination);
        await db.transaction((tx) => insertGeneratedHotels(tx, generated));
        city = await readSearchableHotels(db, iata, stay.checkIn, stay.checkOut);
        cityHotels = parseSearchableHotels(city.hotels);
      }
      const roomTypes = cityHotels.flatMap((entry) => entry.roomTypes);
      if (roomTypes.some((roomType) => roomType.nights < nights)) {
        const ids = roomTypes.map((roomType) => roomType.id);
        await ensureAllotments(db, ids, stay.checkIn, addDays(stay.checkOut, -1));
        city = await readSearchableHotels(db, iata, stay.checkIn, stay.checkOut);
        cityHotels = parseSearchableHotels(city.hotels);
      }
      const price = stayPricer(pricingOf(stay, occupancy));
      const offers: HotelOffer[] = [];
      for (const { hotel, roomTypes: rooms } of cityHotels) {
        const totals = rooms
          .filter((roomType) => isBookable(roomType, roomType, nights, occupancy))
          .map((roomType) => price(roomType.baseRate));
        if (totals.length === 0) continue;
        offers.push({
          code: hotel.code,
          name: hotel.name,
          stars: hotel.stars,
          latitude: hotel.latitude,
          longitude: hotel.longitude,
          images: hotel.images,
          minRate: Math.min(...totals),
          isOwnContract: hotel.ownContract,
        });
      }
      if (city.version !== null) {
        if (recentOffers.size >= OFFER_CACHE_LIMIT) {
          recentOffers.delete(recentOffers.keys().next().value as string);
        }
        recentOffers.set(`${search}\n${city.version}`, offers);
      }
      return offers;
    },

    async getHotel(code, stay, occupancy): Promise<SupplierHotel | undefined> {
      const entry = await findBuiltinHotel(db, code);
      if (!entry) return undefined;
      const free = await stockFor(db, entry, stay);
      const { hotel } = entry;
      return {
        code: hotel.code,
        name: hotel.name,
        stars: hotel.stars,
        description: hotel.description,
        address: hotel.address,
        iata: hotel.iata,
        city: hotel.city,
        country: hotel.country,
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        images: hotel.images,
        amenities: hotel.amenities,
        checkInTime: CHECK_IN_TIME,
        checkOutTime: CHECK_OUT_TIME,
        rooms: priceRooms(entry, free, stay, occupancy),
      };
    },

    async book(tx, { hotelCode, roomCode, stay, occupancy, expectedTotal }) {
      const entry = await findBuiltinHotel(tx, hotelCode);
      const roomType = entry?.roomTypes.find((candidate) => candidate.code === roomCode);
      if (!roomType) throw soldOut();
      const total = stayTotal(roomType.baseRate, pricingOf(stay, occupancy));
      if (total !== expectedTotal) throw priceChanged(total);
      await ensureAllotments(tx, [roomType.id], stay.checkIn, addDays(stay.checkOut, -1));
      const nights = countNights(stay.checkIn, stay.checkOut);
      const taken = await consumeAllotment(tx, roomType.id, stay.checkIn, stay.checkOut, occupancy.rooms);
      if (taken !== nights) throw soldOut();
      return {
        supplierRef: `TVH-${randomBytes(5).toString('hex').toUpperCase()}`,
        total,
      };
    },

    async cancel(tx, { hotelCode, roomCode, stay, occupancy }) {
      const entry = await findBuiltinHotel(tx, hotelCode);
      const roomType = entry?.roomTypes.find((candidate) => candidate.code === roomCode);
      if (roomType) await releaseAllotment(tx, roomType.id, stay.checkIn, stay.checkOut, occupancy.rooms);
    },
  };
}
