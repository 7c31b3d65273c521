import { randomInt } from 'node:crypto';
import {
  type Booking,
  countNights,
  type hotelBookingRequestSchema,
  isNationalTrip,
  isWithinPolicy,
  OUT_OF_POLICY_REASON_REQUIRED_MESSAGE,
  type PaymentMethod,
  pricePerNight,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext, Transaction } from '../../context';
import { badRequest, notFound, priceChanged, soldOut } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import type { SupplierBookingRequest, SupplierConfirmation } from '../../suppliers/hotels/hotel-supplier';
import { recordAudit } from '../audit/service';
import { getCompanyRow } from '../companies/service';
import { findActiveCostCenter } from '../cost-centers/repository';
import { HOTEL_NOT_FOUND_MESSAGE } from '../hotels/service';
import { listHotelPolicyRules } from '../policies/service';
import {
  type BookingRow,
  type BookingWithCostCenter,
  findBookingById,
  findBookingByIdempotencyKey,
  IDEMPOTENCY_CONSTRAINT,
  insertBooking,
} from './repository';

const BOOKING_NOT_FOUND_MESSAGE = 'Reserva no encontrada.';
const ROOM_NOT_FOUND_MESSAGE = 'Habitación no encontrada.';
const COST_CENTER_MESSAGE = 'Elige un centro de costos de tu empresa.';
const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LOCATOR_LENGTH = 6;

type HotelBookingInput = z.output<typeof hotelBookingRequestSchema>;

/** What a hotel booking keeps in `details`. */
interface HotelBookingDetails {
  hotelCode: string;
  hotelName: string;
  roomCode: string;
  roomName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  adults: number;
  city: string;
  country: string;
  guest: HotelBookingInput['guest'];
}

export interface BookingOutcome {
  booking: Booking;
  /** False when the idempotency key matched an earlier booking. */
  isNew: boolean;
}

function generateLocator(): string {
  let locator = '';
  for (let index = 0; index < LOCATOR_LENGTH; index += 1) {
    locator += LOCATOR_ALPHABET[randomInt(LOCATOR_ALPHABET.length)];
  }
  return locator;
}

function toBooking({ booking, costCenter }: BookingWithCostCenter): Booking {
  const details = booking.details as unknown as HotelBookingDetails;
  return {
    id: booking.id,
    locator: booking.locator,
    status: booking.status as Booking['status'],
    type: 'hotel',
    hotelCode: details.hotelCode,
    hotelName: details.hotelName,
    roomCode: details.roomCode,
    roomName: details.roomName,
    checkIn: details.checkIn,
    checkOut: details.checkOut,
    nights: details.nights,
    adults: details.adults,
    total: booking.total,
    currency: 'COP',
    withinPolicy: booking.withinPolicy,
    outOfPolicyReason: booking.outOfPolicyReason,
    costCenter: costCenter ?? { id: 0, code: '', name: '' },
    paymentMethod: booking.paymentMethod as PaymentMethod,
    createdAt: booking.createdAt.toISOString(),
  };
}

async function findByKey(
  context: AppContext,
  scope: TenantScope,
  actor: SignedInUser,
  key: string,
): Promise<Booking | undefined> {
  const row = await findBookingByIdempotencyKey(context.db, scope, actor.id, key);
  return row && toBooking(row);
}

/**
 * Books a hotel room for the signed-in user. The server re-prices the room, re-checks its availability and
 * the company's policy; the allotment is consumed in the same transaction that stores the booking, and a
 * retry with the same idempotency key answers the booking it already created.
 */
export async function createHotelBooking(
  context: AppContext,
  actor: SignedInUser,
  idempotencyKey: string,
  request: HotelBookingInput,
  ip: string,
): Promise<BookingOutcome> {
  const scope = scopeOf(actor);
  const earlier = await findByKey(context, scope, actor, idempotencyKey);
  if (earlier) return { booking: earlier, isNew: false };

  const company = await getCompanyRow(context, scope, actor.companyId);
  const costCenter = await findActiveCostCenter(context.db, scope, actor.companyId, request.costCenterId);
  if (!costCenter) throw badRequest(COST_CENTER_MESSAGE);

  const stay = { checkIn: request.checkIn, checkOut: request.checkOut };
  const occupancy = { rooms: request.rooms, adults: request.adults, children: 0 };
  const hotel = await context.hotelSupplier.getHotel(request.hotelCode, stay, occupancy);
  if (!hotel) throw notFound(HOTEL_NOT_FOUND_MESSAGE);
  const room = hotel.rooms.find((candidate) => candidate.code === request.roomCode);
  if (!room) throw notFound(ROOM_NOT_FOUND_MESSAGE);
  if (!room.available) throw soldOut();
  if (room.total !== request.expectedTotal) throw priceChanged(room.total);

  const nights = countNights(stay.checkIn, stay.checkOut);
  const isWithin = isWithinPolicy({
    price: pricePerNight(room.total, nights),
    startsAt: stay.checkIn,
    rules: await listHotelPolicyRules(context.db, scope, actor.companyId),
    isNational: isNationalTrip(hotel.country, company.country),
  });
  if (!isWithin && !request.outOfPolicyReason) throw badRequest(OUT_OF_POLICY_REASON_REQUIRED_MESSAGE);

  const details: HotelBookingDetails = {
    hotelCode: hotel.code,
    hotelName: hotel.name,
    roomCode: room.code,
    roomName: room.name,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights,
    rooms: request.rooms,
    adults: request.adults,
    city: hotel.city,
    country: hotel.country,
    guest: request.guest,
  };
  const locator = generateLocator();
  const supplier = context.hotelSupplier;
  const supplierRequest: SupplierBookingRequest = {
    hotelCode: hotel.code,
    roomCode: room.code,
    stay,
    occupancy,
    holder: { firstname: request.guest.firstname, lastName: request.guest.last_name },
    clientReference: locator,
    expectedTotal: room.total,
  };
  const storeBooking = async (tx: Transaction, confirmation: SupplierConfirmation) => {
    const booking = await insertBooking(tx, {
      locator,
      companyId: actor.companyId,
      userId: actor.id,
      type: 'hotel',
      status: isWithin ? 'approved' : 'pending_approval',
      supplier: supplier.name,
      supplierRef: confirmation.supplierRef,
      details: { ...details },
      total: confirmation.total,
      currency: 'COP',
      withinPolicy: isWithin,
      outOfPolicyReason: isWithin ? null : (request.outOfPolicyReason ?? null),
      costCenterId: costCenter.id,
      paymentMethod: request.paymentMethod,
      idempotencyKey,
    });
    await recordAudit(tx, {
      action: 'booking.create',
      entity: 'booking',
      entityId: booking.id,
      companyId: actor.companyId,
      actorUserId: actor.id,
      details: {
        locator,
        hotelCode: hotel.code,
        roomCode: room.code,
        total: booking.total,
        withinPolicy: isWithin,
      },
      ip,
    });
    return booking;
  };

  try {
    let row: BookingRow;
    if (supplier.isRemote) {
      // A remote supplier is called before the transaction, so no database connection waits on the network;
      // when the booking cannot be stored, the confirmation is cancelled again.
      const confirmation = await supplier.book(context.db, supplierRequest);
      try {
        row = await context.db.transaction((tx) => storeBooking(tx, confirmation));
      } catch (error) {
        await supplier.cancel(context.db, { ...supplierRequest, supplierRef: confirmation.supplierRef });
        throw error;
      }
    } else {
      row = await context.db.transaction(async (tx) =>
        storeBooking(tx, await supplier.book(tx, supplierRequest)),
      );
    }
    return {
      booking: toBooking({
        booking: row,
        costCenter: { id: costCenter.id, code: costCenter.code, name: costCenter.name },
      }),
      isNew: true,
    };
  } catch (error) {
    // The same key sent twice at once: the loser's booking (and its allotment) was rolled back or cancelled.
    if (!isUniqueViolation(error, IDEMPOTENCY_CONSTRAINT)) throw error;
    const winner = await findByKey(context, scope, actor, idempotencyKey);
    if (!winner) throw error;
    return { booking: winner, isNew: false };
  }
}

/** The traveller sees their own bookings; administrators and the operator those of the companies they run. */
export async function getBooking(context: AppContext, actor: SignedInUser, id: string): Promise<Booking> {
  const row = await findBookingById(context.db, scopeOf(actor), id);
  const canSee =
    row && (row.booking.userId === actor.id || actor.role === 'administrador' || actor.role === 'operador');
  if (!row || !canSee) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return toBooking(row);
}
