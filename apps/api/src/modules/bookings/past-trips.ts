import type { bookings, Executor } from '@travesia/db';
import {
  type ApprovalMode,
  BOOKING_TRANSITIONS,
  type BookingStatus,
  initialBookingStatus,
  isApprovalDecision,
} from '@travesia/domain';
import { firstEventOf } from './lifecycle';
import { insertBookingEvents, insertBookings } from './repository';

/*
 * Trips booked before the product was started, with what happened to them since: the demo company's year of
 * history (seed/demo-history.ts, decision 050). They are stored as the booking use cases and the transitions of
 * decision 008 would have left them, never as rows of the caller's making: the first status by the company's approval
 * mode, the history's first entry as a new booking's, each change one the lifecycle allows, and the decision's time
 * and author where the reports read them.
 */

/** What the trip booked, as the booking use cases would have stored it (facts from domain booking-facts.ts). */
export type PastBooking = Omit<
  typeof bookings.$inferInsert,
  | 'id'
  | 'companyId'
  | 'bookedBy'
  | 'status'
  | 'approvalDeadline'
  | 'decidedAt'
  | 'decidedBy'
  | 'createdAt'
  | 'updatedAt'
> & { userId: number; withinPolicy: boolean };

export interface PastChange {
  to: BookingStatus;
  at: Date;
  /** null: nobody, the company's approval deadline decided. */
  actorUserId: number | null;
  comment?: string;
}

export interface PastTrip {
  booking: PastBooking;
  bookedAt: Date;
  /** What happened to it after it was booked, in order. */
  changes: readonly PastChange[];
}

const BATCH = 100;

type Company = { id: number; approvalMode: ApprovalMode };

/** Stores past trips of one company and their history; throws on a change the lifecycle does not allow. */
export async function recordPastTrips(
  db: Executor,
  company: Company,
  trips: readonly PastTrip[],
): Promise<void> {
  const stored = trips.map((trip) => storedTrip(company, trip));
  for (let start = 0; start < stored.length; start += BATCH) {
    const batch = stored.slice(start, start + BATCH);
    const ids = await insertBookings(
      db,
      batch.map((trip) => trip.row),
    );
    await insertBookingEvents(
      db,
      batch.flatMap(({ row, firstStatus, events }, index) => {
        const bookingId = ids[index] as string;
        const first = firstEventOf({ ...row, id: bookingId, status: firstStatus }, row.bookedBy);
        return [{ ...first, createdAt: row.createdAt }, ...events.map((event) => ({ ...event, bookingId }))];
      }),
    );
  }
}

/** The trip's row as its changes leave it, its first status and the history entries of its changes. */
function storedTrip(company: Company, { booking, bookedAt, changes }: PastTrip) {
  const firstStatus = initialBookingStatus(company.approvalMode, booking.withinPolicy);
  let status = firstStatus;
  let decision: { decidedAt: Date | null; decidedBy: number | null } = { decidedAt: null, decidedBy: null };
  const events = changes.map((change) => {
    if (!BOOKING_TRANSITIONS.some(([from, to]) => from === status && to === change.to)) {
      throw new Error(`A past trip cannot go from ${status} to ${change.to}`);
    }
    // The reports time approvals from these (decision 026), as applyTransition records them.
    if (isApprovalDecision(status, change.to)) {
      decision = { decidedAt: change.at, decidedBy: change.actorUserId };
    }
    const event = {
      companyId: company.id,
      actorUserId: change.actorUserId,
      fromStatus: status,
      toStatus: change.to,
      comment: change.comment ?? null,
      createdAt: change.at,
    };
    status = change.to;
    return event;
  });
  const row = {
    ...booking,
    companyId: company.id,
    // Trips of the past were booked by their travellers themselves.
    bookedBy: booking.userId,
    status,
    ...decision,
    createdAt: bookedAt,
    // Every change of a booking sets it: the reports' cache keys on the company's last one.
    updatedAt: changes.at(-1)?.at ?? bookedAt,
  };
  return { row, firstStatus, events };
}
