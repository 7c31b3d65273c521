import type { Executor } from '@travesia/db';
import type { BookingActor } from '@travesia/domain';
import type { SignedInUser } from '../../lib/signed-in-user';
import { listManagedTravellerIds } from '../delegations/acting-for-service';
import { bookingActorOf } from './booking-view';
import { type BookingWithCostCenter, listApproverIdsOf } from './repository';

export const BOOKING_NOT_FOUND_MESSAGE = 'Reserva no encontrada.';

/**
 * How the actor relates to a booking of their scope, or undefined when they may not see it at all: the
 * traveller, whoever booked it for them, a delegate who manages the traveller's trips (decision 069), the
 * traveller's approvers, the company's administrators and the operador see it.
 */
export async function bookingAccessOf(
  db: Executor,
  actor: SignedInUser,
  row: BookingWithCostCenter,
): Promise<BookingActor | undefined> {
  return (await accessToBookingsOf(db, actor, row.booking.userId))(row);
}

/**
 * `bookingAccessOf` for many bookings of one traveller (a trip's): who approves and who manages the traveller is
 * read once for them all.
 */
export async function accessToBookingsOf(
  db: Executor,
  actor: SignedInUser,
  travellerId: number,
): Promise<(row: BookingWithCostCenter) => BookingActor | undefined> {
  const [approverIds, managedIds] = await Promise.all([
    listApproverIdsOf(db, travellerId),
    listManagedTravellerIds(db, actor),
  ]);
  const isApprover = approverIds.includes(actor.id);
  const managesTraveller = managedIds.includes(travellerId);
  return (row) => {
    const relation = bookingActorOf(actor, row.booking, isApprover, managesTraveller);
    const canSee =
      relation.isTraveller ||
      relation.isBooker ||
      relation.isApprover ||
      actor.role === 'administrador' ||
      actor.role === 'operador';
    return canSee ? relation : undefined;
  };
}
