import {
  type Booking,
  type BookingSummary,
  type bookingStatusChangeSchema,
  fullName,
  TRANSITION_MESSAGES,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, gone, notFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf } from '../../lib/tenant-scope';
import { findUserProfileById } from '../users/service';
import { findApprovalLink, type LinkDecision, spendApprovalLink } from './approval-links';
import { bookingActorOf, toBookingSummary } from './booking-view';
import { applyTransition, assertTransition, settleApprovalDeadlines } from './lifecycle';
import { findVisibleBooking, getBooking } from './queries';
import { findBookingById, listApproverIdsOf } from './repository';
import { listOverlapsOf } from './trip-overlaps';

type StatusChange = z.output<typeof bookingStatusChangeSchema>;

const LINK_NOT_FOUND_MESSAGE = 'Este enlace de aprobación no es válido.';
const LINK_USED_MESSAGE = 'Este enlace de aprobación ya se usó.';
const LINK_EXPIRED_MESSAGE = 'Este enlace de aprobación venció.';
const LINK_DECIDED_MESSAGE = 'Esta solicitud ya no está pendiente: ya se decidió o se canceló.';
const LINK_NOT_APPROVER_MESSAGE = 'Este enlace ya no es válido: ya no apruebas los viajes de esta persona.';

/** PUT /api/bookings/:id: approve, reject, emit or cancel, by the rules of decision 008. */
export async function changeBookingStatus(
  context: AppContext,
  actor: SignedInUser,
  id: string,
  change: StatusChange,
  ip: string,
): Promise<Booking> {
  const { row, relation, scope } = await findVisibleBooking(context, actor, id);
  assertTransition(row.booking.status, change.status, relation);
  const profile = await findUserProfileById(context.db, scope, actor.id);
  const name = profile ? fullName(profile.user) : actor.email;
  await applyTransition(context, scope, { ...actor, name }, row, {
    to: change.status,
    comment: change.comment,
    ip,
  });
  return getBooking(context, actor, id);
}

/** The link, its approver and the booking it decides; refuses unknown, used and expired links. */
async function openApprovalLink(context: AppContext, token: string) {
  const link = await findApprovalLink(context.db, token);
  if (!link) throw notFound(LINK_NOT_FOUND_MESSAGE);
  if (link.expiresAt.getTime() <= Date.now()) throw gone(LINK_EXPIRED_MESSAGE);
  const approver = await findUserProfileById(context.db, { companyId: null }, link.approverId);
  if (!approver?.user.isActive) throw notFound(LINK_NOT_FOUND_MESSAGE);
  const actor = { id: approver.user.id, companyId: approver.user.companyId, role: approver.user.role };
  const scope = scopeOf(actor);
  await settleApprovalDeadlines(context, scope);
  const row = await findBookingById(context.db, scope, link.bookingId);
  if (!row) throw notFound(LINK_NOT_FOUND_MESSAGE);
  if (row.booking.status !== 'pending_approval') throw gone(LINK_DECIDED_MESSAGE);
  if (link.usedAt) throw gone(LINK_USED_MESSAGE);
  // The link is the approver's only while they still approve this traveller's trips.
  if (!(await listApproverIdsOf(context.db, row.booking.userId)).includes(approver.user.id)) {
    throw gone(LINK_NOT_APPROVER_MESSAGE);
  }
  return { link, approver, actor, scope, row };
}

/** GET /api/approval-links/:token: what the link would decide, for the confirmation page. */
export async function previewApprovalLink(
  context: AppContext,
  token: string,
): Promise<{ booking: BookingSummary; decision: LinkDecision }> {
  const { link, actor, scope, row } = await openApprovalLink(context, token);
  const relation = bookingActorOf(actor, row.booking, true);
  const overlaps = await listOverlapsOf(context.db, scope, [row.booking], context.log);
  return {
    booking: toBookingSummary(row, relation, overlaps.get(row.booking.id) ?? [], context.log),
    decision: link.decision,
  };
}

/** POST /api/approval-links/:token: the approver's decision, made from the e-mail without signing in. */
export async function decideByApprovalLink(
  context: AppContext,
  token: string,
  comment: string | undefined,
  ip: string,
): Promise<BookingSummary> {
  const { link, approver, actor, scope, row } = await openApprovalLink(context, token);
  if (link.decision === 'rejected' && !comment) throw badRequest(TRANSITION_MESSAGES.commentRequired);
  const relation = bookingActorOf(actor, row.booking, true);
  assertTransition(row.booking.status, link.decision, relation);
  await applyTransition(context, scope, { ...actor, name: fullName(approver.user) }, row, {
    to: link.decision,
    comment,
    ip,
    alsoInTransaction: async (tx) => {
      if (!(await spendApprovalLink(tx, link.tokenHash))) throw gone(LINK_USED_MESSAGE);
    },
  });
  const decided = await findBookingById(context.db, scope, row.booking.id);
  if (!decided) throw notFound(LINK_NOT_FOUND_MESSAGE);
  const overlaps = await listOverlapsOf(context.db, scope, [decided.booking], context.log);
  return toBookingSummary(
    decided,
    bookingActorOf(actor, decided.booking, true),
    overlaps.get(decided.booking.id) ?? [],
    context.log,
  );
}
