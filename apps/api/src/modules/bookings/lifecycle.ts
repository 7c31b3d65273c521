import type { bookingEvents, Executor, Transaction } from '@travesia/db';
import {
  APPROVAL_REMINDER_HOURS,
  automaticApprovalNote,
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  bookedForText,
  cancellationRefundOf,
  checkBookingTransition,
  DEADLINE_DECISION_NOTE,
  formatCop,
  formatMoment,
  formatTripDays,
  fullName,
  isApprovalDecision,
  loadAirlineNames,
  type Role,
  TRANSITION_MESSAGES,
  tripOverlapText,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import { conflict, forbidden } from '../../lib/app-error';
import type { TenantScope } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import { type MailMessage, sendMail } from '../mail/service';
import {
  closeApprovalRequests,
  type NotificationContent,
  notify,
  type Recipient,
} from '../notifications/service';
import { removePayrollDeduction } from '../payments/service';
import { createApprovalLinks, spendLinksOf } from './approval-links';
import {
  bookingHeadline,
  cancellationFactsOf,
  flightDetailsOf,
  hotelDetailsOf,
  occupancyOf,
  toBooker,
} from './booking-view';
import {
  type BookerRow,
  type BookingRow,
  type BookingWithCostCenter,
  findBookingById,
  hasApprovalsDue,
  insertBookingEvent,
  listApproversToNotify,
  listBookingsNearDeadline,
  settleExpiredApprovals,
  type TravellerRow,
  updateBookingStatus,
} from './repository';
import { itineraryMail, NOTICE_TITLES, type TripEndActor, tripAddress, tripEndedMail } from './trip-mail';
import { listOverlapsOf } from './trip-overlaps';

/** Who acts on a booking: a signed-in user, or an approver through an e-mailed link. */
export interface Actor {
  id: number;
  companyId: number;
  role: Role;
}

function describeTrip(booking: BookingRow): string {
  const { title } = bookingHeadline(booking);
  const dates = booking.startsOn ? ` (${formatTripDays(booking.startsOn, booking.endsOn)})` : '';
  return `${title}${dates}, localizador ${booking.locator}`;
}

function approvalsLink(context: AppContext): string {
  return `${context.config.appUrl}/travel-approvals`;
}

/**
 * The history's first entry of a booking stored with its first status. Whoever booked it asks (the traveller, or
 * who booked for them); an approval at once is the company's approval mode, never their decision.
 */
export function firstEventOf(
  booking: Pick<BookingRow, 'id' | 'companyId' | 'status' | 'withinPolicy'>,
  bookerId: number,
): typeof bookingEvents.$inferInsert {
  const isApprovedAtOnce = booking.status === 'approved';
  return {
    bookingId: booking.id,
    companyId: booking.companyId,
    actorUserId: isApprovedAtOnce ? null : bookerId,
    fromStatus: null,
    toStatus: booking.status,
    comment: isApprovedAtOnce ? automaticApprovalNote(booking.withinPolicy) : null,
  };
}

/**
 * A booking waiting for approval asks for it: each approver gets a notification and an e-mail with their own
 * single-use approve and reject links, in the booking's transaction.
 */
export async function requestBookingApproval(
  context: AppContext,
  tx: Transaction,
  booking: BookingRow,
  party: { traveller: TravellerRow; booker: BookerRow },
): Promise<void> {
  const { traveller, booker } = party;
  const approvers = await listApproversToNotify(tx, traveller.id);
  const links = await createApprovalLinks(
    tx,
    context.config.appUrl,
    { subject: { bookingId: booking.id }, deadline: booking.approvalDeadline },
    approvers,
  );
  const policy = booking.withinPolicy ? 'Dentro de la política.' : 'Fuera de la política.';
  // The approver decides knowing the traveller's other trips at the same time (the traveller confirmed booking both).
  const overlaps = await listOverlapsOf(tx, { companyId: booking.companyId }, [booking], context.log);
  const overlapText = tripOverlapText(overlaps.get(booking.id) ?? []);
  const bookedFor = bookedForText({ traveller: toBooker(traveller), bookedBy: toBooker(booker) });
  await notify(tx, approvers, {
    kind: 'approval_requested',
    companyId: booking.companyId,
    bookingId: booking.id,
    title: `Aprobación solicitada: ${bookingHeadline(booking).title}`,
    body: [
      `${fullName(traveller)} solicita aprobar ${describeTrip(booking)} por ${formatCop(booking.total)}.`,
      ...(bookedFor ? [`${bookedFor}.`] : []),
      policy,
      ...(overlapText ? [overlapText] : []),
    ].join(' '),
    quote: booking.withinPolicy
      ? undefined
      : { label: 'Motivo', text: booking.outOfPolicyReason?.trim() || 'sin motivo' },
    mailActions: (recipient) => {
      const link = links.get(recipient.id);
      return [
        ...(link
          ? [
              { label: 'Aprobar', url: link.approve },
              { label: 'Rechazar', url: link.reject, tone: 'danger' as const },
            ]
          : []),
        { label: 'Ver la solicitud en Travesía', url: approvalsLink(context), tone: 'secondary' },
      ];
    },
  });
}

/** The notice of a change, to the traveller, the booker and the approvers; it says who booked for whom. */
function noticeOf(
  context: AppContext,
  { booking, party }: { booking: BookingRow; party: Pick<BookingWithCostCenter, 'traveller' | 'booker'> },
  to: BookingStatus,
  actorName: string | null,
  comment: string | null,
): NotificationContent {
  const by = actorName ? ` por ${actorName}` : ' por vencimiento del plazo de aprobación';
  const sentences = [`${describeTrip(booking)}: ${BOOKING_STATUS_LABELS[to].toLowerCase()}${by}.`];
  const bookedFor = bookedForText({ traveller: toBooker(party.traveller), bookedBy: toBooker(party.booker) });
  if (bookedFor) sentences.push(`${bookedFor}.`);
  if (to === 'emitted' && booking.supplierLocator) {
    sentences.push(`Localizador de la aerolínea u hotel: ${booking.supplierLocator}.`);
  }
  return {
    kind: to === 'approved' || to === 'rejected' || to === 'emitted' ? to : 'cancelled',
    companyId: booking.companyId,
    bookingId: booking.id,
    title: NOTICE_TITLES[to] ?? BOOKING_STATUS_LABELS[to],
    body: sentences.join(' '),
    quote: comment ? { label: 'Comentario', text: comment } : undefined,
    mailActions: () => [{ label: 'Ver el viaje', url: tripAddress(context.config.appUrl, booking) }],
  };
}

/**
 * The traveller's own e-mail about a change that confirms or ends their trip, whoever made it (they too): the
 * itinerary once emitted, what ended and why once cancelled or rejected. It replaces the notice's e-mail to them.
 */
async function travellerMailOf(
  context: AppContext,
  booking: BookingRow,
  traveller: TravellerRow,
  to: BookingStatus,
  actor: TripEndActor | null,
  comment: string | null,
  refund: string | null,
): Promise<MailMessage | undefined> {
  if (to !== 'emitted' && to !== 'cancelled' && to !== 'rejected') return undefined;
  const airlineNames = booking.type === 'flight' ? await loadAirlineNames() : {};
  const { appUrl } = context.config;
  if (to === 'emitted') return itineraryMail(appUrl, booking, traveller, airlineNames);
  return tripEndedMail(appUrl, booking, traveller, { status: to, actor, comment, refund }, airlineNames);
}

/** Tells the recipients of a change in the app and by e-mail, and sends the traveller their trip's e-mail. */
async function announceChange(
  tx: Transaction,
  recipients: readonly Recipient[],
  notice: NotificationContent,
  travellerMail: { traveller: TravellerRow; mail: MailMessage | undefined },
): Promise<void> {
  const { traveller, mail } = travellerMail;
  await notify(tx, recipients, mail ? { ...notice, mailedApart: traveller.id } : notice);
  if (mail) await sendMail({ db: tx }, mail);
}

/** Gives back the seats or the room of a booking that will not be travelled. */
async function releaseInventory(context: AppContext, tx: Executor, booking: BookingRow): Promise<void> {
  if (booking.type === 'flight') {
    const details = flightDetailsOf(booking);
    await context.flightSupplier.release(tx, {
      itinerary: details.itinerary,
      fareFamily: details.fareFamily,
      extraLuggage: details.extraLuggage,
      passengers: details.passengers,
      clientReference: booking.locator,
      expectedTotal: booking.total,
      supplierRef: booking.supplierRef ?? '',
    });
    return;
  }
  const details = hotelDetailsOf(booking);
  // A negotiated rate took nothing from the supplier's inventory.
  if (details.corporateRateOf) return;
  await context.hotelSupplier.cancel(tx, {
    hotelCode: details.hotelCode,
    roomCode: details.roomCode,
    stay: { checkIn: details.checkIn, checkOut: details.checkOut },
    occupancy: occupancyOf(details),
    holder: { firstName: details.guest.firstname, lastName: details.guest.last_name },
    clientReference: booking.locator,
    expectedTotal: booking.total,
    supplierRef: booking.supplierRef ?? '',
  });
}

/** Emission confirms the booking with the supplier and answers its locator. */
async function emitWithSupplier(context: AppContext, tx: Executor, booking: BookingRow): Promise<string> {
  if (booking.type === 'hotel') return booking.supplierRef ?? booking.locator;
  const details = flightDetailsOf(booking);
  const { airlineLocator } = await context.flightSupplier.confirm(tx, {
    itinerary: details.itinerary,
    fareFamily: details.fareFamily,
    extraLuggage: details.extraLuggage,
    passengers: details.passengers,
    clientReference: booking.locator,
    expectedTotal: booking.total,
    supplierRef: booking.supplierRef ?? '',
  });
  return airlineLocator;
}

/**
 * Who hears of a change: the traveller and whoever booked it for them (unless they made it), and, for a trip still
 * pending, its approvers.
 */
export async function recipientsOf(
  tx: Executor,
  before: BookingWithCostCenter,
  actorId: number | null,
): Promise<Recipient[]> {
  const recipients: Recipient[] = [];
  if (before.traveller.id !== actorId) recipients.push(before.traveller);
  if (before.booker.id !== before.traveller.id && before.booker.id !== actorId)
    recipients.push(before.booker);
  if (before.booking.status === 'pending_approval') {
    for (const approver of await listApproversToNotify(tx, before.traveller.id)) {
      if (approver.id !== actorId) recipients.push(approver);
    }
  }
  return recipients;
}

export interface TransitionRequest {
  to: BookingStatus;
  comment?: string;
  ip?: string;
  /** Extra work in the same transaction (e.g. spending an approval link). */
  alsoInTransaction?: (tx: Transaction) => Promise<void>;
  /** False when the caller tells of the change itself: a trip approved at once, once (decision 075). */
  announces?: boolean;
}

/**
 * Moves `current` to `request.to` for `actor`, after the rules of decision 008 (checked by the caller with
 * `assertTransition`). The conditional update makes concurrent decisions end with exactly one winner; the
 * supplier work, history, audit and notifications commit with it.
 */
export async function applyTransition(
  context: AppContext,
  scope: TenantScope,
  actor: (Actor & { name: string }) | null,
  current: BookingWithCostCenter,
  request: TransitionRequest,
): Promise<void> {
  await context.db.transaction((tx) => applyTransitionIn(context, tx, scope, actor, current, request));
}

/** `applyTransition` inside a transaction the caller holds: a trip's bookings decided in one (decision 075). */
export async function applyTransitionIn(
  context: AppContext,
  tx: Transaction,
  scope: TenantScope,
  actor: (Actor & { name: string }) | null,
  current: BookingWithCostCenter,
  request: TransitionRequest,
): Promise<void> {
  const from = current.booking.status;
  const { to } = request;
  // What cancelling costs, from the booking as it stands before: the history and the e-mail say the same figures.
  const refund = to === 'cancelled' ? cancellationRefundOf(cancellationFactsOf(current.booking)) : null;
  const isDecision = isApprovalDecision(from, to);
  let updated = await updateBookingStatus(tx, scope, current.booking.id, from, to, {
    approvalDeadline: to === 'pending_approval' ? current.booking.approvalDeadline : null,
    // The reports time approvals from these (decision 026).
    ...(isDecision ? { decidedAt: new Date(), decidedBy: actor?.id ?? null } : {}),
  });
  if (!updated) {
    const now = await findBookingById(tx, scope, current.booking.id);
    const status = now?.booking.status ?? from;
    throw conflict(TRANSITION_MESSAGES.invalid(status, to));
  }
  if (to === 'emitted') {
    const supplierLocator = await emitWithSupplier(context, tx, updated);
    updated = (await updateBookingStatus(tx, scope, updated.id, to, to, { supplierLocator })) ?? updated;
  }
  if (to === 'rejected' || to === 'cancelled') {
    await releaseInventory(context, tx, updated);
    await removePayrollDeduction(tx, updated.id);
  }
  await request.alsoInTransaction?.(tx);
  if (from === 'pending_approval') {
    await spendLinksOf(tx, { bookingId: updated.id });
    await closeApprovalRequests(tx, updated.id);
  }
  await insertBookingEvent(tx, {
    bookingId: updated.id,
    companyId: updated.companyId,
    actorUserId: actor?.id ?? null,
    fromStatus: from,
    toStatus: to,
    comment: [request.comment, refund?.text].filter(Boolean).join(' · ') || null,
  });
  await recordAudit(tx, {
    action: `booking.${to}`,
    entity: 'booking',
    entityId: updated.id,
    companyId: updated.companyId,
    actorUserId: actor?.id ?? null,
    details: {
      locator: updated.locator,
      from,
      to,
      comment: request.comment ?? null,
      ...(refund ? { refunded: refund.refunded, lost: refund.lost } : {}),
    },
    ip: request.ip,
  });
  if (request.announces === false) return;
  const comment = request.comment ?? null;
  await announceChange(
    tx,
    await recipientsOf(tx, current, actor?.id ?? null),
    noticeOf(context, { booking: updated, party: current }, to, actor?.name ?? null, comment),
    {
      traveller: current.traveller,
      mail: await travellerMailOf(
        context,
        updated,
        current.traveller,
        to,
        actor,
        comment,
        refund?.text ?? null,
      ),
    },
  );
}

/** Throws the 409 or 403 of decision 008 when `actor` may not make this transition. */
export function assertTransition(
  from: BookingStatus,
  to: BookingStatus,
  relation: Parameters<typeof checkBookingTransition>[2],
): void {
  const check = checkBookingTransition(from, to, relation);
  if (check.ok) return;
  throw check.kind === 'conflict' ? conflict(check.message) : forbidden(check.message);
}

/**
 * Applies the company default to pending bookings whose deadline passed and reminds approvers of those
 * about to expire. It runs whenever bookings are read, so no scheduler is needed; the conditional updates
 * keep two API processes from deciding or reminding twice.
 */
export async function settleApprovalDeadlines(context: AppContext, scope: TenantScope, now = new Date()) {
  const reminderLimit = new Date(now.getTime() + APPROVAL_REMINDER_HOURS * 3_600_000);
  if (!(await hasApprovalsDue(context.db, scope, now, reminderLimit))) return;
  await context.db.transaction(async (tx) => {
    const settled = await settleExpiredApprovals(tx, scope, now);
    for (const booking of settled) {
      const row = await findBookingById(tx, scope, booking.id);
      if (!row) continue;
      const to = booking.status;
      if (to === 'rejected') {
        await releaseInventory(context, tx, booking);
        await removePayrollDeduction(tx, booking.id);
      }
      await spendLinksOf(tx, { bookingId: booking.id });
      await closeApprovalRequests(tx, booking.id);
      await insertBookingEvent(tx, {
        bookingId: booking.id,
        companyId: booking.companyId,
        actorUserId: null,
        fromStatus: 'pending_approval',
        toStatus: to,
        comment: DEADLINE_DECISION_NOTE,
      });
      await recordAudit(tx, {
        action: `booking.deadline_${to}`,
        entity: 'booking',
        entityId: booking.id,
        companyId: booking.companyId,
        actorUserId: null,
        details: { locator: booking.locator },
      });
      const told = row.booker.id === row.traveller.id ? [row.traveller] : [row.traveller, row.booker];
      await announceChange(tx, told, noticeOf(context, { booking, party: row }, to, null, null), {
        traveller: row.traveller,
        mail: await travellerMailOf(context, booking, row.traveller, to, null, null, null),
      });
    }
    for (const { booking, traveller } of await listBookingsNearDeadline(tx, scope, reminderLimit)) {
      const approvers = await listApproversToNotify(tx, traveller.id);
      const deadline = booking.approvalDeadline
        ? ` vence el ${formatMoment(booking.approvalDeadline.toISOString())} (hora de Colombia)`
        : ' está por vencer';
      await notify(tx, approvers, {
        kind: 'deadline_near',
        companyId: booking.companyId,
        bookingId: booking.id,
        title: `Aprobación por vencer: ${bookingHeadline(booking).title}`,
        body: `La solicitud de ${fullName(traveller)} (${describeTrip(booking)})${deadline}.`,
        mailActions: () => [{ label: 'Decidir en Travesía', url: approvalsLink(context) }],
      });
    }
  });
}
