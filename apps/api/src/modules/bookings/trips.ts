import type { Transaction } from '@travesia/db';
import {
  buildCalendar,
  CALENDAR_OF_ENDED_TRIP_MESSAGE,
  defaultTripName,
  isTripGoingAhead,
  TRIP_MESSAGES,
  TRIP_PAGE_SIZE,
  type Trip,
  type TripListResponse,
  tripSpanOf,
  type tripUpdateSchema,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import { listManagedTravellerIds } from '../delegations/acting-for-service';
import { accessToBookingsOf } from './access';
import { calendarEventsOf, destinationCityOf, orUnreadable, type UnreadableRowsLog } from './booking-view';
import { settleApprovalDeadlines } from './lifecycle';
import { summariserFor } from './queries';
import type { BookingWithCostCenter } from './repository';
import {
  createTripOf,
  findTrip,
  findTrips,
  listBookingsOfTrips,
  listPendingBookingsOfTrip,
  listTripKeys,
  lockBookingToJoin,
  type TripRow,
  updateTrip,
} from './trips-repository';

/** Where a new booking goes: the trip it joins (null: a trip of its own), and whether that trip awaits a decision. */
export interface TripPlacement {
  tripId: string | null;
  awaitsDecision: boolean;
}

/**
 * The trip of the booking `tripOf` names, for a new booking of `travellerId`, in the booking's transaction: it must
 * be the same traveller's and still going ahead; a booking alone gets its trip now (decision 075).
 */
export async function placeInTrip(
  tx: Transaction,
  scope: TenantScope,
  travellerId: number,
  tripOf: string | undefined,
): Promise<TripPlacement> {
  if (!tripOf) return { tripId: null, awaitsDecision: false };
  const joined = await lockBookingToJoin(tx, scope, tripOf);
  if (!joined || joined.userId !== travellerId || !isTripGoingAhead(joined.status)) {
    throw conflict(TRIP_MESSAGES.cannotJoin);
  }
  const tripId =
    joined.tripId ?? (await createTripOf(tx, joined, defaultTripName(destinationCityOf(joined))));
  const pending = await listPendingBookingsOfTrip(tx, scope, tripId);
  return { tripId, awaitsDecision: pending.length > 0 };
}

/** What the bookings of one trip add up to, as the lists and the approver see it. */
export function toTrip(
  trip: Pick<TripRow, 'id' | 'name' | 'purpose'> | null,
  rows: BookingWithCostCenter[],
  summarise: (row: BookingWithCostCenter) => Trip['items'][number],
  log: UnreadableRowsLog,
): Trip {
  const items = rows.map(summarise);
  const [first] = rows;
  const [firstItem] = items;
  if (!first || !firstItem) throw new Error('A trip without bookings');
  return {
    id: trip?.id ?? null,
    name:
      trip?.name ??
      orUnreadable(
        log,
        first.booking,
        (booking) => defaultTripName(destinationCityOf(booking)),
        firstItem.title,
      ),
    purpose: trip?.purpose ?? null,
    traveller: firstItem.traveller,
    ...tripSpanOf(items),
    items,
  };
}

/**
 * GET /api/me/trips (Mis Viajes): the trips of the signed-in user, of the travellers whose trips they manage and
 * those they booked for others, the most recently booked first; each with the bookings they may see, in time order.
 */
export async function listOwnTrips(
  context: AppContext,
  actor: SignedInUser,
  page: number,
): Promise<TripListResponse> {
  const scope = scopeOf(actor);
  await settleApprovalDeadlines(context, scope);
  const managedIds = await listManagedTravellerIds(context.db, actor);
  const userIds = new Set([actor.id, ...managedIds]);
  const keys = await listTripKeys(
    context.db,
    scope,
    { userIds: [...userIds], bookedBy: actor.id },
    { offset: (page - 1) * TRIP_PAGE_SIZE, limit: TRIP_PAGE_SIZE + 1 },
  );
  const shown = keys.slice(0, TRIP_PAGE_SIZE);
  const tripIds = shown.flatMap((key) => (key.tripId ? [key.tripId] : []));
  const rows = (
    await listBookingsOfTrips(context.db, scope, {
      tripIds,
      bookingIds: shown.flatMap((key) => (key.bookingId ? [key.bookingId] : [])),
    })
  ).filter((row) => userIds.has(row.booking.userId) || row.booking.bookedBy === actor.id);
  const summarise = await summariserFor(context, actor, scope, rows);
  const tripsById = new Map((await findTrips(context.db, scope, tripIds)).map((trip) => [trip.id, trip]));
  const data = shown.flatMap((key) => {
    const items = rows.filter((row) =>
      key.tripId ? row.booking.tripId === key.tripId : row.booking.id === key.bookingId,
    );
    if (items.length === 0) return [];
    return [toTrip(key.tripId ? (tripsById.get(key.tripId) ?? null) : null, items, summarise, context.log)];
  });
  return { data, page, pageSize: TRIP_PAGE_SIZE, hasMore: keys.length > TRIP_PAGE_SIZE };
}

/** A trip with the bookings of it `actor` may see (404 when they may see none), and their relation to each. */
export async function findVisibleTrip(context: AppContext, actor: SignedInUser, tripId: string) {
  const scope = scopeOf(actor);
  await settleApprovalDeadlines(context, scope);
  const trip = await findTrip(context.db, scope, tripId);
  if (!trip) throw notFound(TRIP_MESSAGES.notFound);
  const rows = await listBookingsOfTrips(context.db, scope, { tripIds: [tripId], bookingIds: [] });
  // A trip's bookings are all its traveller's.
  const accessOf = await accessToBookingsOf(context.db, actor, trip.userId);
  const visible = rows.flatMap((row) => {
    const relation = accessOf(row);
    return relation ? [{ row, relation }] : [];
  });
  if (visible.length === 0) throw notFound(TRIP_MESSAGES.notFound);
  return { trip, visible, scope };
}

/** GET /api/trips/:id: the trip, its itinerary in time order and its total. */
export async function getTrip(context: AppContext, actor: SignedInUser, tripId: string): Promise<Trip> {
  const { trip, visible, scope } = await findVisibleTrip(context, actor, tripId);
  const rows = visible.map(({ row }) => row);
  return toTrip(trip, rows, await summariserFor(context, actor, scope, rows), context.log);
}

type TripChanges = z.output<typeof tripUpdateSchema>;

/** PUT /api/trips/:id: its traveller, whoever booked part of it, or who manages the traveller's trips renames it. */
export async function renameTrip(
  context: AppContext,
  actor: SignedInUser,
  tripId: string,
  changes: TripChanges,
  ip: string,
): Promise<Trip> {
  const { visible, scope } = await findVisibleTrip(context, actor, tripId);
  if (!visible.some(({ relation }) => relation.isTraveller || relation.isBooker)) throw forbidden();
  await context.db.transaction(async (tx) => {
    const updated = await updateTrip(tx, scope, tripId, changes);
    if (!updated) throw notFound(TRIP_MESSAGES.notFound);
    await recordAudit(tx, {
      action: 'trip.update',
      entity: 'trip',
      entityId: tripId,
      companyId: updated.companyId,
      actorUserId: actor.id,
      details: { name: changes.name, purpose: changes.purpose },
      ip,
    });
  });
  return getTrip(context, actor, tripId);
}

/** GET /api/trips/:id/calendar.ics: every booking of the trip still going ahead, in one calendar file. */
export async function getTripCalendar(
  context: AppContext,
  actor: SignedInUser,
  tripId: string,
): Promise<{ filename: string; body: string }> {
  const { trip, visible } = await findVisibleTrip(context, actor, tripId);
  const going = visible.filter(({ row }) => isTripGoingAhead(row.booking.status));
  if (going.length === 0) throw conflict(CALENDAR_OF_ENDED_TRIP_MESSAGE);
  const host = new URL(context.config.appUrl).hostname;
  return {
    filename: `viaje-${trip.id.slice(0, 8)}.ics`,
    body: buildCalendar(
      going.flatMap(({ row }) => calendarEventsOf(row.booking, host)),
      new Date(),
    ),
  };
}
