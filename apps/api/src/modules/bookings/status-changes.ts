import type { Transaction } from '@travesia/db';
import {
  type Booking,
  type BookingSummary,
  type bookingStatusChangeSchema,
  fullName,
  TRANSITION_MESSAGES,
  type Trip,
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
import { decideTrip } from './trip-approvals';
import { listOverlapsOf } from './trip-overlaps';
import { toTrip } from './trips';
import { findTrip, listBookingsOfTrips } from './trips-repository';

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

/**
 * The link, its approver and the booking it decides (for a trip's link, the first of its bookings still waiting,
 * with them all); refuses unknown, used and expired links.
 */
async function openApprovalLink(context: AppContext, token: string) {
  const link = await findApprovalLink(context.db, token);
  if (!link) throw notFound(LINK_NOT_FOUND_MESSAGE);
  if (link.expiresAt.getTime() <= Date.now()) throw gone(LINK_EXPIRED_MESSAGE);
  const approver = await findUserProfileById(context.db, { companyId: null }, link.approverId);
  if (!approver?.user.isActive) throw notFound(LINK_NOT_FOUND_MESSAGE);
  const actor = { id: approver.user.id, companyId: approver.user.companyId, role: approver.user.role };
  const scope = scopeOf(actor);
  await settleApprovalDeadlines(context, scope);
  const tripRows = link.tripId
    ? await listBookingsOfTrips(context.db, scope, { tripIds: [link.tripId], bookingIds: [] })
    : [];
  const row = link.tripId
    ? (tripRows.find(({ booking }) => booking.status === 'pending_approval') ?? tripRows[0])
    : link.bookingId
      ? await findBookingById(context.db, scope, link.bookingId)
      : undefined;
  if (!row) throw notFound(LINK_NOT_FOUND_MESSAGE);
  if (row.booking.status !== 'pending_approval') throw gone(LINK_DECIDED_MESSAGE);
  if (link.usedAt) throw gone(LINK_USED_MESSAGE);
  // The link is the approver's only while they still approve this traveller's trips.
  if (!(await listApproverIdsOf(context.db, row.booking.userId)).includes(approver.user.id)) {
    throw gone(LINK_NOT_APPROVER_MESSAGE);
  }
  return { link, approver, actor, scope, row, tripRows };
}

/** What a trip's link shows: the trip, every booking of it in time order and what they add up to. */
async function tripOfLink(
  context: AppContext,
  opened: Awaited<ReturnType<typeof openApprovalLink>>,
): Promise<Trip | null> {
  const { link, actor, scope, tripRows } = opened;
  if (!link.tripId) return null;
  const trip = await findTrip(context.db, scope, link.tripId);
  if (!trip || tripRows.length === 0) return null;
  const overlaps = await listOverlapsOf(
    context.db,
    scope,
    tripRows.map(({ booking }) => booking),
    context.log,
  );
  const summarise = (each: (typeof tripRows)[number]) =>
    toBookingSummary(
      each,
      bookingActorOf(actor, each.booking, true),
      overlaps.get(each.booking.id) ?? [],
      context.log,
    );
  return toTrip(trip, tripRows, summarise, context.log);
}

/** GET /api/approval-links/:token: what the link would decide, for the confirmation page. */
export async function previewApprovalLink(
  context: AppContext,
  token: string,
): Promise<{ booking: BookingSummary; decision: LinkDecision; trip: Trip | null }> {
  const opened = await openApprovalLink(context, token);
  const { link, actor, scope, row } = opened;
  const trip = await tripOfLink(context, opened);
  // A trip's summaries already hold the booking the link opens on.
  const summarised = trip?.items.find((item) => item.id === row.booking.id);
  if (summarised) return { booking: summarised, decision: link.decision, trip };
  const relation = bookingActorOf(actor, row.booking, true);
  const overlaps = await listOverlapsOf(context.db, scope, [row.booking], context.log);
  return {
    booking: toBookingSummary(row, relation, overlaps.get(row.booking.id) ?? [], context.log),
    decision: link.decision,
    trip,
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
  const spendLink = async (tx: Transaction) => {
    if (!(await spendApprovalLink(tx, link.tokenHash))) throw gone(LINK_USED_MESSAGE);
  };
  const named = { ...actor, name: fullName(approver.user) };
  if (link.tripId) {
    await decideTrip({
      context,
      scope,
      actor: named,
      isApprover: true,
      tripId: link.tripId,
      to: link.decision,
      comment,
      ip,
      alsoInTransaction: spendLink,
    });
  } else {
    assertTransition(row.booking.status, link.decision, bookingActorOf(actor, row.booking, true));
    await applyTransition(context, scope, named, row, {
      to: link.decision,
      comment,
      ip,
      alsoInTransaction: spendLink,
    });
  }
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
