import type { Executor } from '@travesia/db';
import type { BookingActor } from '@travesia/domain';
import type { SignedInUser } from '../../lib/signed-in-user';
import { bookingActorOf } from './booking-view';
import { type BookingWithCostCenter, listApproverIdsOf } from './repository';

export const BOOKING_NOT_FOUND_MESSAGE = 'Reserva no encontrada.';

/**
 * How the actor relates to a booking of their scope, or undefined when they may not see it at all: the
 * traveller, the traveller's approvers, the company's administrators and the operador see it.
 */
export async function bookingAccessOf(
  db: Executor,
  actor: SignedInUser,
  row: BookingWithCostCenter,
): Promise<BookingActor | undefined> {
  const isApprover = (await listApproverIdsOf(db, row.booking.userId)).includes(actor.id);
  const relation = bookingActorOf(actor, row.booking, isApprover);
  const canSee =
    relation.isTraveller ||
    relation.isApprover ||
    actor.role === 'administrador' ||
    actor.role === 'operador';
  return canSee ? relation : undefined;
}
