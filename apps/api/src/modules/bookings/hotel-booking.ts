import type { Executor } from '@travesia/db';
import {
  type HotelBooking,
  type HotelBookingDetails,
  hotelBookingFacts,
  type hotelBookingRequestSchema,
  isDuplicateStay,
  roomHoldsParty,
  roomTooSmallText,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, duplicateStay, notFound, priceChanged, soldOut, tripOverlap } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import type { TenantScope } from '../../lib/tenant-scope';
import type { SupplierBookingRequest, SupplierConfirmation } from '../../suppliers/hotels/hotel-supplier';
import { getCompanyRow } from '../companies/service';
import { findPublicNightlyRate } from '../corporate-hotels/service';
import { findPricedHotel } from '../hotels/service';
import { listHotelPolicyRules } from '../policies/service';
import { findCostCenterOrRefuse, resolveBookingTerms } from './booking-terms';
import { hotelDetailsOf } from './booking-view';
import { type BookingCall, bookOnce, generateLocator, storeNewBooking, takeAndStore } from './new-booking';
import { getBooking } from './queries';
import { findOverlapsOfNewTrip, toTripOverlap } from './trip-overlaps';

const ROOM_NOT_FOUND_MESSAGE = 'Habitación no encontrada.';

type HotelBookingInput = z.output<typeof hotelBookingRequestSchema>;

/**
 * Books a hotel room for the signed-in user, or for the colleague they book for (decision 069). The server re-prices the room, re-checks its availability and
 * the company's policy; the allotment is consumed together with storing the booking, and a retry with the
 * same idempotency key answers the booking it already created.
 */
export const createHotelBooking = bookOnce('hotel', bookHotel);

async function bookHotel(call: BookingCall<HotelBookingInput>): Promise<HotelBooking> {
  const { context, traveller, scope, idempotency, request } = call;
  const company = await getCompanyRow(context, scope, traveller.companyId);
  const costCenter = await findCostCenterOrRefuse(context, scope, traveller, request.costCenterId);

  const stay = { checkIn: request.checkIn, checkOut: request.checkOut };
  const occupancy = {
    rooms: request.rooms,
    adults: request.adults,
    childAges: request.childAges,
  };
  // A corporate hotel is priced at the traveller's company's negotiated rate, and only for that company.
  const { hotel, corporateRateOf } = await findPricedHotel(
    context,
    traveller,
    request.hotelCode,
    stay,
    occupancy,
  );
  const room = hotel.rooms.find((candidate) => candidate.code === request.roomCode);
  if (!room) throw notFound(ROOM_NOT_FOUND_MESSAGE);
  if (!roomHoldsParty(room.capacity, request.rooms, request)) {
    throw badRequest(roomTooSmallText(room.capacity, request));
  }
  if (!room.available) throw soldOut();
  if (room.total !== request.expectedTotal) throw priceChanged(room.total);
  if (!request.confirmDuplicate) await refuseOverlappingStay(context, scope, traveller, hotel.code, stay);

  const rules = await listHotelPolicyRules(context.db, scope, traveller);
  // A negotiated stay's public rate, when the company recorded it, is what the reports count its savings against.
  const publicNightlyRate =
    corporateRateOf === undefined ? null : await findPublicNightlyRate(context.db, scope, hotel.code);
  const facts = hotelBookingFacts({
    hotel,
    companyCountry: company.country,
    stay,
    rooms: request.rooms,
    total: room.total,
    rules,
    publicNightlyRate,
  });
  const isWithin = facts.isWithinPolicy;
  const terms = await resolveBookingTerms(context, scope, traveller, company, request, isWithin);

  const details: HotelBookingDetails = {
    version: 2,
    hotelCode: hotel.code,
    hotelName: hotel.name,
    roomCode: room.code,
    roomName: room.name,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: facts.nights,
    rooms: request.rooms,
    adults: request.adults,
    childAges: request.childAges,
    infants: request.infants,
    address: hotel.address || null,
    city: hotel.city,
    country: hotel.country,
    guest: request.guest,
    corporateRateOf: corporateRateOf ?? null,
    cancellationPolicy: room.cancellationPolicy,
  };
  const locator = generateLocator();
  const supplier = corporateRateOf ? CORPORATE_RATE_SUPPLIER : context.hotelSupplier;
  const supplierRequest: SupplierBookingRequest = {
    hotelCode: hotel.code,
    roomCode: room.code,
    stay,
    occupancy,
    holder: { firstName: request.guest.firstname, lastName: request.guest.last_name },
    clientReference: locator,
    expectedTotal: room.total,
  };
  const row = await takeAndStore(
    context,
    {
      isRemote: supplier.isRemote,
      take: (db) => supplier.book(db, supplierRequest),
      giveBack: (db, confirmation) =>
        supplier.cancel(db, { ...supplierRequest, supplierRef: confirmation.supplierRef }),
    },
    (tx, confirmation: SupplierConfirmation) =>
      storeNewBooking(call, tx, {
        type: 'hotel',
        locator,
        idempotency,
        supplier: supplier.name,
        supplierRef: confirmation.supplierRef,
        details,
        total: confirmation.total,
        startsOn: stay.checkIn,
        endsOn: stay.checkOut,
        terms,
        costCenterId: costCenter.id,
        reportFacts: facts.reportFacts,
        auditDetails: { hotelCode: hotel.code, roomCode: room.code },
      }),
  );
  return (await getBooking(context, call.actor, row.id)) as HotelBooking;
}

/**
 * A negotiated rate has no inventory of ours or a wholesaler's to take: the hotel confirms the stay against the
 * company's agreement, with our locator as the reference.
 */
const CORPORATE_RATE_SUPPLIER = {
  name: 'corporate',
  isRemote: false,
  book: async (_tx: Executor, request: SupplierBookingRequest): Promise<SupplierConfirmation> => ({
    supplierRef: request.clientReference,
    total: request.expectedTotal,
  }),
  cancel: async () => {},
};

/**
 * A second hotel for a night the traveller already sleeps somewhere is usually a mistake (the same hotel twice, or
 * eight Bogotá hotels for one night): ask before making it, naming the other stays.
 */
async function refuseOverlappingStay(
  context: AppContext,
  scope: TenantScope,
  traveller: SignedInUser,
  hotelCode: string,
  stay: { checkIn: string; checkOut: string },
): Promise<void> {
  const overlapping = await findOverlapsOfNewTrip(context.db, scope, traveller.id, {
    times: { kind: 'hotel', ...stay },
    startsOn: stay.checkIn,
    endsOn: stay.checkOut,
  });
  const isDuplicate = overlapping.some((booking) =>
    isDuplicateStay({ ...stay, hotelCode }, { ...hotelDetailsOf(booking), status: booking.status }),
  );
  if (isDuplicate) throw duplicateStay();
  if (overlapping.length > 0) throw tripOverlap(overlapping.map(toTripOverlap));
}
