import { type Board, countNights, findAirport, formatCop } from '@travesia/domain';
import type { HotelbedsConfig } from '../../../config';
import { priceChanged, soldOut, supplierUnavailable } from '../../../lib/app-error';
import { IGNORE_SUPPLIER_CALLS, type SupplierCallObserver } from '../../supplier-calls';
import { hotelImageUrl, IMAGE_PALETTE_COUNT } from '../hotel-images';
import type {
  HotelOffer,
  HotelSupplier,
  RoomOccupancy,
  Stay,
  SupplierHotel,
  SupplierRoom,
} from '../hotel-supplier';
import {
  createHotelbedsClient,
  HOTELBEDS_NAME_MAX,
  type HotelbedsHotel,
  type HotelbedsRate,
} from './hotelbeds-client';

const BOARDS: Record<string, Board> = {
  RO: 'RO',
  SA: 'RO',
  BB: 'BB',
  BH: 'BB',
  CB: 'BB',
  HB: 'HB',
  MP: 'HB',
  FB: 'HB',
  AI: 'AI',
  TI: 'AI',
};
const DEFAULT_STARS = 3;
const CHECK_IN_TIME = '15:00';
const CHECK_OUT_TIME = '12:00';

/** Availability carries no pictures; until the Content API is wired, hotels show the app's own illustrations. */
function illustrationsFor(code: number): string[] {
  const palette = code % IMAGE_PALETTE_COUNT;
  return [
    hotelImageUrl('fachada', palette),
    hotelImageUrl('habitacion', palette),
    hotelImageUrl('lobby', palette),
  ];
}

/**
 * APItude's destinations are its own codes, not IATA airport codes, so hotels are searched around the
 * destination's airport; 40 km covers the cities whose airport lies outside them (Rionegro for Medellín).
 */
const SEARCH_RADIUS_KM = 40;

/** The DELETE answers a cancellation APItude has taken (done, or being done). */
const CANCELLATION_ACCEPTED: ReadonlySet<string> = new Set(['CANCELLED', 'TO_BE_CANCELLED']);

/** Names as APItude takes them: at most 50 characters each (the SDK's Holder and Pax). */
function apitudeName(name: string): string {
  return name.trim().slice(0, HOTELBEDS_NAME_MAX).trim();
}

function starsOf(categoryCode: string | undefined): number {
  const stars = Number.parseInt(categoryCode ?? '', 10);
  return stars >= 1 && stars <= 5 ? stars : DEFAULT_STARS;
}

function roomCodeOf(roomCode: string, rate: HotelbedsRate, index: number): string {
  return `${roomCode}-${rate.boardCode ?? 'RO'}-${index + 1}`;
}

/**
 * Hotelbeds APItude as the hotel inventory: availability by destination or hotel code, CheckRate for RECHECK
 * rates and confirmation. Amounts are converted to COP with the configured rate.
 */
export function createHotelbedsSupplier(
  config: HotelbedsConfig,
  observe: SupplierCallObserver = IGNORE_SUPPLIER_CALLS,
): HotelSupplier {
  const client = createHotelbedsClient(config, observe);
  const toCop = (amount: string | number | undefined) => Math.round(Number(amount ?? 0) * config.copPerUnit);
  const isAvailable = (rate: HotelbedsRate, occupancy: RoomOccupancy) =>
    rate.allotment === undefined || rate.allotment >= occupancy.rooms;
  const occupanciesOf = ({ rooms, adults, childAges }: RoomOccupancy) => [
    {
      rooms,
      adults,
      children: childAges.length,
      ...(childAges.length > 0 ? { paxes: childAges.map((age) => ({ type: 'CH' as const, age })) } : {}),
    },
  ];

  function cancellationOf(rate: HotelbedsRate): { refundable: boolean; text: string } {
    const [first] = [...(rate.cancellationPolicies ?? [])].sort((a, b) => a.from.localeCompare(b.from));
    if (!first) return { refundable: true, text: 'Cancelación sin cargo según las condiciones del hotel.' };
    const deadline = new Date(first.from);
    if (Number.isNaN(deadline.getTime()) || deadline.getTime() <= Date.now()) {
      return {
        refundable: false,
        text: 'Tarifa no reembolsable: si cancelas, se cobra el total de la estadía.',
      };
    }
    const day = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' }).format(
      deadline,
    );
    return {
      refundable: true,
      text: `Cancelación gratuita hasta el ${day}; después se cobran ${formatCop(toCop(first.amount))}.`,
    };
  }

  function roomsOf(hotel: HotelbedsHotel, stay: Stay, occupancy: RoomOccupancy): SupplierRoom[] {
    const nights = countNights(stay.checkIn, stay.checkOut);
    return hotel.rooms.flatMap((room) =>
      room.rates.map((rate, index) => {
        const cancellation = cancellationOf(rate);
        return {
          code: roomCodeOf(room.code, rate, index),
          name: room.name,
          capacity: (rate.adults ?? occupancy.adults) + (rate.children ?? occupancy.childAges.length),
          board: BOARDS[rate.boardCode ?? 'RO'] ?? 'RO',
          refundable: cancellation.refundable,
          cancellationPolicy: cancellation.text,
          total: toCop(rate.net),
          nights,
          available: isAvailable(rate, occupancy),
        };
      }),
    );
  }

  async function findHotel(code: string, stay: Stay, occupancy: RoomOccupancy) {
    if (!/^\d+$/.test(code)) return undefined;
    const [hotel] = await client.availability({
      stay,
      occupancies: occupanciesOf(occupancy),
      hotels: { hotel: [Number(code)] },
    });
    return hotel;
  }

  return {
    name: 'hotelbeds',
    isRemote: true,

    async searchAvailability({ destination, stay, occupancy }) {
      const found = await client.availability({
        stay,
        occupancies: occupanciesOf(occupancy),
        geolocation: {
          latitude: destination.latitude,
          longitude: destination.longitude,
          radius: SEARCH_RADIUS_KM,
          unit: 'km',
        },
      });
      const offers: HotelOffer[] = [];
      for (const hotel of found) {
        const totals = hotel.rooms.flatMap((room) =>
          room.rates.filter((rate) => isAvailable(rate, occupancy)).map((rate) => toCop(rate.net)),
        );
        if (totals.length === 0) continue;
        offers.push({
          code: String(hotel.code),
          name: hotel.name,
          stars: starsOf(hotel.categoryCode),
          latitude: Number(hotel.latitude ?? destination.latitude),
          longitude: Number(hotel.longitude ?? destination.longitude),
          images: illustrationsFor(hotel.code),
          minRate: Math.min(...totals),
          isOwnContract: false,
        });
      }
      return offers;
    },

    async getHotel(code, stay, occupancy): Promise<SupplierHotel | undefined> {
      const hotel = await findHotel(code, stay, occupancy);
      if (!hotel) return undefined;
      const airport = hotel.destinationCode ? findAirport(hotel.destinationCode) : undefined;
      return {
        code: String(hotel.code),
        name: hotel.name,
        stars: starsOf(hotel.categoryCode),
        description: '',
        address: '',
        iata: hotel.destinationCode ?? '',
        city: airport?.city ?? hotel.destinationName ?? '',
        country: airport?.country ?? '',
        latitude: Number(hotel.latitude ?? airport?.latitude ?? 0),
        longitude: Number(hotel.longitude ?? airport?.longitude ?? 0),
        images: illustrationsFor(hotel.code),
        amenities: [],
        checkInTime: CHECK_IN_TIME,
        checkOutTime: CHECK_OUT_TIME,
        rooms: roomsOf(hotel, stay, occupancy),
      };
    },

    async book(_tx, { hotelCode, roomCode, stay, occupancy, holder, clientReference, expectedTotal }) {
      const hotel = await findHotel(hotelCode, stay, occupancy);
      let rate = hotel?.rooms
        .flatMap((room) =>
          room.rates.map((candidate, index) => ({
            candidate,
            code: roomCodeOf(room.code, candidate, index),
          })),
        )
        .find((entry) => entry.code === roomCode)?.candidate;
      if (!rate || !isAvailable(rate, occupancy)) throw soldOut();
      if (rate.rateType === 'RECHECK') {
        const checked = await client.checkRates([rate.rateKey]);
        rate = checked?.rooms[0]?.rates[0];
        if (!rate) throw soldOut();
      }
      const total = toCop(rate.net);
      if (total !== expectedTotal) throw priceChanged(total);
      const holderName = { name: apitudeName(holder.firstName), surname: apitudeName(holder.lastName) };
      const booking = await client.book({
        holder: holderName,
        rooms: [
          {
            rateKey: rate.rateKey,
            paxes: [
              ...Array.from({ length: occupancy.rooms }, (_, index) => ({
                roomId: index + 1,
                type: 'AD' as const,
                ...holderName,
              })),
              // Children spread over the rooms as availability assumed them (round robin).
              ...occupancy.childAges.map((age, index) => ({
                roomId: (index % occupancy.rooms) + 1,
                type: 'CH' as const,
                age,
              })),
            ],
          },
        ],
        clientReference,
      });
      if (booking.status !== 'CONFIRMED') {
        // Anything short of CONFIRMED is a booking the hotel may not honour: give it back and say so.
        await client.cancel(booking.reference).catch(() => undefined);
        throw supplierUnavailable('error');
      }
      return {
        supplierRef: booking.reference,
        total: booking.totalNet === undefined ? total : toCop(booking.totalNet),
      };
    },

    async cancel(_tx, { supplierRef }) {
      const cancelled = await client.cancel(supplierRef);
      if (!CANCELLATION_ACCEPTED.has(cancelled.status)) throw supplierUnavailable('error');
    },
  };
}
