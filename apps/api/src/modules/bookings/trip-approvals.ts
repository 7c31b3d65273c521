import type { Transaction } from '@travesia/db';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_TYPE_LABELS,
  bookedForText,
  formatCop,
  formatTripDays,
  fullName,
  TRIP_MESSAGES,
  type Trip,
  type tripDecisionSchema,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import type { TenantScope } from '../../lib/tenant-scope';
import { closeApprovalRequests, notify } from '../notifications/service';
import { findUserProfileById } from '../users/service';
import { createApprovalLinks, spendLinksOf } from './approval-links';
import { bookingActorOf, bookingHeadline, toBooker } from './booking-view';
import { type Actor, applyTransitionIn, assertTransition, recipientsOf } from './lifecycle';
import {
  type BookerRow,
  type BookingWithCostCenter,
  listApproversToNotify,
  type TravellerRow,
} from './repository';
import { NOTICE_TITLES } from './trip-mail';
import { findVisibleTrip, getTrip } from './trips';
import { alignApprovalDeadlines, findTrip, listBookingsOfTrips } from './trips-repository';

function itemLine({ booking }: BookingWithCostCenter): string {
  const { title } = bookingHeadline(booking);
  const policy = booking.withinPolicy ? 'dentro de la política' : 'fuera de la política';
  return `${BOOKING_TYPE_LABELS[booking.type]} ${title} (${formatTripDays(booking.startsOn, booking.endsOn)}), localizador ${booking.locator}: ${formatCop(booking.total)}, ${policy}`;
}

/**
 * Asks the traveller's approvers for one decision on every booking of the trip still waiting, in the transaction of
 * the booking that joined it: the requests and links of each booking, and the trip's earlier ones, stop working, so
 * an approver decides on what the trip is now.
 */
export async function requestTripApproval(
  context: AppContext,
  tx: Transaction,
  scope: TenantScope,
  request: { tripId: string; party: { traveller: TravellerRow; booker: BookerRow } },
): Promise<void> {
  const { tripId, party } = request;
  const trip = await findTrip(tx, scope, tripId);
  if (!trip) throw notFound(TRIP_MESSAGES.notFound);
  const rows = await listBookingsOfTrips(tx, scope, { tripIds: [tripId], bookingIds: [] });
  const pending = rows.filter(({ booking }) => booking.status === 'pending_approval');
  for (const { booking } of pending) {
    await spendLinksOf(tx, { bookingId: booking.id });
    await closeApprovalRequests(tx, booking.id);
  }
  await spendLinksOf(tx, { tripId });
  const deadlines = pending.flatMap(({ booking }) =>
    booking.approvalDeadline ? [booking.approvalDeadline] : [],
  );
  const deadline = deadlines.length > 0 ? new Date(Math.min(...deadlines.map((day) => day.getTime()))) : null;
  // The trip is decided at once, by an approver or by the default when its first deadline passes.
  if (deadline) {
    await alignApprovalDeadlines(
      tx,
      scope,
      pending.map(({ booking }) => booking.id),
      deadline,
    );
  }
  const approvers = await listApproversToNotify(tx, party.traveller.id);
  const links = await createApprovalLinks(
    tx,
    context.config.appUrl,
    { subject: { tripId }, deadline },
    approvers,
  );
  const total = pending.reduce((sum, { booking }) => sum + booking.total, 0);
  const bookedFor = bookedForText({ traveller: toBooker(party.traveller), bookedBy: toBooker(party.booker) });
  const reasons = pending
    .filter(({ booking }) => !booking.withinPolicy)
    .map(
      ({ booking }) =>
        `${bookingHeadline(booking).title}: ${booking.outOfPolicyReason?.trim() || 'sin motivo'}`,
    );
  const newest = pending.at(-1)?.booking ?? rows.at(-1)?.booking;
  await notify(tx, approvers, {
    kind: 'approval_requested',
    companyId: trip.companyId,
    bookingId: newest?.id ?? null,
    title: `Aprobación solicitada: ${trip.name}`,
    body: [
      `${fullName(party.traveller)} solicita aprobar el viaje «${trip.name}» en una sola decisión: ${pending.length} reservas por ${formatCop(total)}.`,
      ...(trip.purpose ? [`Motivo del viaje: ${trip.purpose}.`] : []),
      ...(bookedFor ? [`${bookedFor}.`] : []),
      `${pending.map(itemLine).join('; ')}.`,
    ].join(' '),
    quote: reasons.length > 0 ? { label: 'Motivos', text: reasons.join(' · ') } : undefined,
    mailActions: (recipient) => {
      const link = links.get(recipient.id);
      return [
        ...(link
          ? [
              { label: 'Aprobar el viaje', url: link.approve },
              { label: 'Rechazar el viaje', url: link.reject, tone: 'danger' as const },
            ]
          : []),
        {
          label: 'Ver la solicitud en Travesía',
          url: `${context.config.appUrl}/travel-approvals`,
          tone: 'secondary',
        },
      ];
    },
  });
}

export interface TripDecisionCall {
  context: AppContext;
  scope: TenantScope;
  actor: Actor & { name: string };
  /** Whether the actor approves the trip's traveller (their approvers; administrators decide by role). */
  isApprover: boolean;
  tripId: string;
  to: 'approved' | 'rejected';
  comment?: string | undefined;
  ip: string;
  /** Extra work in the same transaction (spending the approval link the decision came with). */
  alsoInTransaction?: (tx: Transaction) => Promise<void>;
}

/**
 * Approves or rejects every booking of the trip still waiting, in one transaction: the trip is held first, so of
 * two approvers deciding at once exactly one decides and the other finds nothing left (409); rejecting releases every
 * held seat and room.
 */
export async function decideTrip(call: TripDecisionCall): Promise<void> {
  const { context, scope, actor, tripId } = call;
  await context.db.transaction(async (tx) => {
    const trip = await findTrip(tx, scope, tripId, { forUpdate: true });
    if (!trip) throw notFound(TRIP_MESSAGES.notFound);
    await call.alsoInTransaction?.(tx);
    const rows = await listBookingsOfTrips(tx, scope, { tripIds: [tripId], bookingIds: [] });
    const pending = rows.filter(({ booking }) => booking.status === 'pending_approval');
    if (pending.length === 0) throw conflict(TRIP_MESSAGES.noPending);
    // An approval is told once for the trip; a rejection ends each booking with its own e-mail of what was released.
    const isApproval = call.to === 'approved';
    for (const row of pending) {
      assertTransition(row.booking.status, call.to, bookingActorOf(actor, row.booking, call.isApprover));
      await applyTransitionIn(context, tx, scope, actor, row, {
        to: call.to,
        comment: call.comment,
        ip: call.ip,
        announces: !isApproval,
      });
    }
    const [first] = pending;
    if (isApproval && first) {
      await notify(tx, await recipientsOf(tx, first, actor.id), {
        kind: 'approved',
        companyId: trip.companyId,
        bookingId: first.booking.id,
        title: NOTICE_TITLES.approved ?? BOOKING_STATUS_LABELS.approved,
        body: [
          `«${trip.name}»: ${pending.length === 1 ? '1 reserva aprobada' : `${pending.length} reservas aprobadas`} por ${actor.name}.`,
          ...pending.map((row) => `${itemLine(row)}.`),
        ].join(' '),
        quote: call.comment ? { label: 'Comentario', text: call.comment } : undefined,
        mailActions: () => [{ label: 'Ver el viaje', url: `${context.config.appUrl}/trips/${trip.id}` }],
      });
    }
    await spendLinksOf(tx, { tripId });
  });
}

/** PUT /api/trips/:id/decision: a signed-in approver (or administrator) decides the trip from the app. */
export async function decideTripAsSignedIn(
  context: AppContext,
  actor: SignedInUser,
  tripId: string,
  decision: z.output<typeof tripDecisionSchema>,
  ip: string,
): Promise<Trip> {
  const { visible, scope } = await findVisibleTrip(context, actor, tripId);
  const profile = await findUserProfileById(context.db, scope, actor.id);
  await decideTrip({
    context,
    scope,
    actor: { ...actor, name: profile ? fullName(profile.user) : actor.email },
    isApprover: visible.some(({ relation }) => relation.isApprover),
    tripId,
    to: decision.status,
    comment: decision.comment,
    ip,
  });
  return getTrip(context, actor, tripId);
}
