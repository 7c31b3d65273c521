import {
  BOOKING_STATUSES,
  BOOKING_TYPE_LABELS,
  type Booking,
  type BookingActor,
  type BookingEvent,
  type BookingStatus,
  type BookingSummary,
  type CalendarEvent,
  type CancellationFacts,
  cancellationRefundOf,
  checkBookingTransition,
  corporateRateLabel,
  directionSegments,
  type FlightBooking,
  type FlightBookingDetails,
  fullName,
  type HotelBooking,
  type HotelBookingDetails,
  nightsText,
  placeLabel,
  storedFlightDetailsSchema,
  storedHotelDetailsSchema,
  type TripOverlap,
} from '@travesia/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { SignedInUser } from '../../lib/signed-in-user';
import type { RoomOccupancy } from '../../suppliers/hotels/hotel-supplier';
import type {
  BookerRow,
  BookingEventRow,
  BookingRow,
  BookingWithCostCenter,
  TravellerRow,
} from './repository';

/** The rooms and guests a hotel booking holds at its supplier. */
export function occupancyOf(details: HotelBookingDetails): RoomOccupancy {
  return { rooms: details.rooms, adults: details.adults, childAges: details.childAges };
}

/** A booking whose stored details fail their kind's schema (decision 073); the message names the fields, no values. */
export class UnreadableDetailsError extends Error {
  constructor(booking: Pick<BookingRow, 'id' | 'type'>, error: z.ZodError) {
    super(`The ${booking.type} details of booking ${booking.id} do not read: ${z.prettifyError(error)}`);
    this.name = 'UnreadableDetailsError';
  }
}

/** The one place stored details are read: parsed, an older version upgraded to the current one. */
function readDetails<Schema extends z.ZodType>(booking: BookingRow, schema: Schema): z.output<Schema> {
  const read = schema.safeParse(booking.details);
  if (!read.success) throw new UnreadableDetailsError(booking, read.error);
  return read.data;
}

export const hotelDetailsOf = (booking: BookingRow): HotelBookingDetails =>
  readDetails(booking, storedHotelDetailsSchema);
export const flightDetailsOf = (booking: BookingRow): FlightBookingDetails =>
  readDetails(booking, storedFlightDetailsSchema);

/** Where a list tells of the rows it shows without their details (decision 073). */
export type UnreadableRowsLog = Pick<FastifyBaseLogger, 'warn'>;

/**
 * What a list shows of a booking whose details may not read: `show(booking)`, or for a row whose details fail
 * their schema, logged, `instead` (decision 073). Anything else that fails still fails.
 */
export function orUnreadable<T>(
  log: UnreadableRowsLog,
  booking: BookingRow,
  show: (booking: BookingRow) => T,
  instead: T,
): T {
  try {
    return show(booking);
  } catch (error) {
    if (!(error instanceof UnreadableDetailsError)) throw error;
    log.warn({ err: error, bookingId: booking.id }, 'booking details unreadable; listed without them');
    return instead;
  }
}

function toTraveller(traveller: TravellerRow) {
  return {
    id: traveller.id,
    name: fullName(traveller),
    documento: traveller.documento,
    email: traveller.email,
  };
}

/** Who made the booking, as the answers name them beside the traveller. */
export function toBooker(booker: Pick<BookerRow, 'id' | 'firstName' | 'lastName'>): {
  id: number;
  name: string;
} {
  return { id: booker.id, name: fullName(booker) };
}

/**
 * How `actor` relates to a booking; `isApprover` comes from the traveller's approvers, `managesTraveller` from a
 * current "manage" delegation of the traveller to the actor (decision 069).
 */
export function bookingActorOf(
  actor: Pick<SignedInUser, 'id' | 'role'>,
  booking: BookingRow,
  isApprover: boolean,
  managesTraveller = false,
): BookingActor {
  return {
    role: actor.role,
    isTraveller: booking.userId === actor.id || managesTraveller,
    isApprover,
    isBooker: booking.bookedBy === actor.id,
  };
}

/**
 * The terms cancelling the booking follows, as it stored them: the fare family's refund condition and the taxes it
 * gives back for a flight, counted from the first take-off; the room's policy for a hotel, counted from the start of
 * the check-in day in Colombia (the earliest the hotel's own day can start, so a refund promised is one kept).
 */
export function cancellationFactsOf(booking: BookingRow): CancellationFacts {
  const common = { status: booking.status, total: booking.total };
  if (booking.type === 'hotel') {
    const details = hotelDetailsOf(booking);
    return {
      ...common,
      terms: details.cancellationPolicy,
      taxes: 0,
      startsAt: `${details.checkIn}T00:00:00-05:00`,
    };
  }
  const { itinerary, fareFamily, breakdown } = flightDetailsOf(booking);
  const family = itinerary.fareFamilies.find((candidate) => candidate.code === fareFamily);
  return {
    ...common,
    terms: family?.conditions.refunds ?? null,
    taxes: breakdown.taxes,
    startsAt: itinerary.route[0]?.utc_departure ?? itinerary.utc_departure,
  };
}

/** The statuses `actor` may move the booking to now. */
export function allowedTransitionsOf(status: BookingStatus, actor: BookingActor): BookingStatus[] {
  return BOOKING_STATUSES.filter((to) => checkBookingTransition(status, to, actor).ok);
}

/** The city the booking takes its traveller to: the flight's destination, or the hotel's city. */
export function destinationCityOf(booking: BookingRow): string {
  return booking.type === 'hotel' ? hotelDetailsOf(booking).city : flightDetailsOf(booking).itinerary.cityTo;
}

/** What a list says below the headline of a booking whose details do not read (decision 073). */
export const UNREADABLE_DETAILS_SUBTITLE = 'Detalles no disponibles';

/** e.g. 'Bogotá → Medellín' or the hotel's name; the line below it in lists. */
export function bookingHeadline(booking: BookingRow): { title: string; subtitle: string } {
  if (booking.type === 'hotel') {
    const details = hotelDetailsOf(booking);
    const subtitle = `${details.roomName} · ${nightsText(details.nights)}`;
    return {
      title: details.hotelName,
      subtitle: details.corporateRateOf
        ? `${subtitle} · ${corporateRateLabel(details.corporateRateOf)}`
        : subtitle,
    };
  }
  const { itinerary, passengers } = flightDetailsOf(booking);
  const outbound = directionSegments(itinerary, 0);
  const isRoundTrip = itinerary.route.some((segment) => segment.return === 1);
  const flights = outbound.map((segment) => `${segment.airline} ${segment.flight_no}`).join(', ');
  const people = passengers.length === 1 ? '1 pasajero' : `${passengers.length} pasajeros`;
  return {
    title: `${itinerary.cityFrom} → ${itinerary.cityTo}${isRoundTrip ? ' (ida y regreso)' : ''}`,
    subtitle: `${flights} · ${people}`,
  };
}

/**
 * A list's headline: the booking's, or for details that do not read what its columns say: the hotel's name, the
 * flight's airports, else its kind (decision 073).
 */
export function listHeadline(
  booking: BookingRow,
  log: UnreadableRowsLog,
): { title: string; subtitle: string } {
  return orUnreadable(log, booking, bookingHeadline, {
    title: booking.vendorName ?? booking.route?.replace('-', ' → ') ?? BOOKING_TYPE_LABELS[booking.type],
    subtitle: UNREADABLE_DETAILS_SUBTITLE,
  });
}

function toEvent(row: BookingEventRow): BookingEvent {
  return {
    id: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actorName: row.actorFirstname ? `${row.actorFirstname} ${row.actorLastName ?? ''}`.trim() : null,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}

function commonFields(
  { booking, costCenter, projectClient, expenseType, traveller, booker, trip }: BookingWithCostCenter,
  events: BookingEventRow[],
  actor: BookingActor,
  overlaps: TripOverlap[],
) {
  const allowedTransitions = allowedTransitionsOf(booking.status, actor);
  return {
    id: booking.id,
    locator: booking.locator,
    status: booking.status,
    total: booking.total,
    currency: 'COP' as const,
    withinPolicy: booking.withinPolicy,
    outOfPolicyReason: booking.outOfPolicyReason,
    costCenter: costCenter ?? { id: 0, code: '', name: '' },
    projectClient,
    expenseType,
    paymentMethod: booking.paymentMethod,
    createdAt: booking.createdAt.toISOString(),
    traveller: toTraveller(traveller),
    bookedBy: toBooker(booker),
    trip,
    startsOn: booking.startsOn,
    endsOn: booking.endsOn,
    approvalDeadline: booking.approvalDeadline?.toISOString() ?? null,
    supplierLocator: booking.supplierLocator,
    events: events.map(toEvent),
    allowedTransitions,
    overlaps,
    cancellationRefund: allowedTransitions.includes('cancelled')
      ? cancellationRefundOf(cancellationFactsOf(booking))
      : null,
  };
}

function toHotelBooking(
  row: BookingWithCostCenter,
  events: BookingEventRow[],
  actor: BookingActor,
  overlaps: TripOverlap[],
): HotelBooking {
  const details = hotelDetailsOf(row.booking);
  return {
    ...commonFields(row, events, actor, overlaps),
    type: 'hotel',
    hotelCode: details.hotelCode,
    hotelName: details.hotelName,
    city: details.city,
    roomCode: details.roomCode,
    roomName: details.roomName,
    checkIn: details.checkIn,
    checkOut: details.checkOut,
    nights: details.nights,
    adults: details.adults,
    childAges: details.childAges,
    infants: details.infants,
    corporateRateOf: details.corporateRateOf,
  };
}

function toFlightBooking(
  row: BookingWithCostCenter,
  events: BookingEventRow[],
  actor: BookingActor,
  overlaps: TripOverlap[],
): FlightBooking {
  const details = flightDetailsOf(row.booking);
  const { fareFamilies, booking_token: _token, ...itinerary } = details.itinerary;
  const fareFamily = fareFamilies.find((family) => family.code === details.fareFamily);
  if (!fareFamily) throw new Error(`Flight booking ${row.booking.id} lost its fare family`);
  return {
    ...commonFields(row, events, actor, overlaps),
    type: 'flight',
    itinerary,
    fareFamily,
    extraLuggage: details.extraLuggage,
    passengers: details.passengers,
    breakdown: details.breakdown,
  };
}

/** A booking as the API answers it to `actor`, with its history and the traveller's trips at the same time. */
export function toBooking(
  row: BookingWithCostCenter,
  events: BookingEventRow[],
  actor: BookingActor,
  overlaps: TripOverlap[],
): Booking {
  return row.booking.type === 'flight'
    ? toFlightBooking(row, events, actor, overlaps)
    : toHotelBooking(row, events, actor, overlaps);
}

/** A row of a list, as seen by `actor`, with the traveller's other trips at the same time. */
export function toBookingSummary(
  row: BookingWithCostCenter,
  actor: BookingActor,
  overlaps: TripOverlap[],
  log: UnreadableRowsLog,
): BookingSummary {
  const { booking, costCenter, projectClient, expenseType, traveller, booker, trip } = row;
  return {
    id: booking.id,
    locator: booking.locator,
    type: booking.type,
    status: booking.status,
    ...listHeadline(booking, log),
    traveller: toTraveller(traveller),
    bookedBy: toBooker(booker),
    trip,
    startsOn: booking.startsOn,
    endsOn: booking.endsOn,
    total: booking.total,
    currency: 'COP',
    withinPolicy: booking.withinPolicy,
    outOfPolicyReason: booking.outOfPolicyReason,
    costCenter,
    projectClient,
    expenseType,
    approvalDeadline: booking.approvalDeadline?.toISOString() ?? null,
    supplierLocator: booking.supplierLocator,
    createdAt: booking.createdAt.toISOString(),
    allowedTransitions: allowedTransitionsOf(booking.status, actor),
    overlaps,
  };
}

/** The calendar entries of a trip: one per flight leg, or the hotel stay as all-day dates. */
export function calendarEventsOf(booking: BookingRow, host: string): CalendarEvent[] {
  const reference = `Localizador ${booking.supplierLocator ?? booking.locator}`;
  if (booking.type === 'hotel') {
    const details = hotelDetailsOf(booking);
    return [
      {
        uid: `${booking.id}@${host}`,
        title: `Estadía en ${details.hotelName}`,
        description: `${reference}. ${details.roomName}, ${nightsText(details.nights)}.`,
        location: placeLabel([details.city, details.country]),
        startsOn: details.checkIn,
        endsOn: details.checkOut,
      },
    ];
  }
  const { itinerary } = flightDetailsOf(booking);
  return itinerary.route.map((segment) => ({
    uid: `${booking.id}-${segment.id}@${host}`,
    title: `Vuelo ${segment.airline} ${segment.flight_no} ${segment.cityFrom} → ${segment.cityTo}`,
    description: `${reference}. ${segment.flyFrom} → ${segment.flyTo}.`,
    location: `${segment.flyFrom} ${segment.cityFrom}`,
    startsAt: segment.utc_departure,
    endsAt: segment.utc_arrival,
  }));
}
