import { startOfBogotaDay } from '../dates/calendar-dates';
import type { Role } from '../users/roles';

/**
 * The life of a booking (decision 008). A new booking waits for an approver or is approved at once; the
 * agency (operador) emits approved bookings with the supplier; cancelling is possible until the trip is
 * rejected or already cancelled.
 */
export const BOOKING_STATUSES = ['pending_approval', 'approved', 'rejected', 'emitted', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending_approval: 'Pendiente de aprobación',
  approved: 'Aprobada',
  rejected: 'Rechazada',
  emitted: 'Emitida',
  cancelled: 'Cancelada',
};

/** Bookings that ended without a trip: they hold nothing, spend nothing and have nothing to put in a calendar. */
export const ENDED_BOOKING_STATUSES = ['rejected', 'cancelled'] as const satisfies readonly BookingStatus[];

/** A trip that will still happen (or may). */
export function isTripGoingAhead(status: BookingStatus): boolean {
  return !(ENDED_BOOKING_STATUSES as readonly BookingStatus[]).includes(status);
}

export const CALENDAR_OF_ENDED_TRIP_MESSAGE =
  'Esta reserva fue rechazada o cancelada: no hay un viaje para agregar al calendario.';

/** Which new bookings wait for an approver. */
export const APPROVAL_MODES = ['all', 'out_of_policy', 'none'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];
export const APPROVAL_MODE_LABELS: Record<ApprovalMode, string> = {
  all: 'Todos los viajes requieren aprobación',
  out_of_policy: 'Solo los viajes fuera de la política',
  none: 'Ningún viaje requiere aprobación',
};

/** Whether the bookings of one trip wait for one decision together ('trip') or each for its own (decision 075). */
export const APPROVAL_SCOPES = ['booking', 'trip'] as const;
export type ApprovalScope = (typeof APPROVAL_SCOPES)[number];
export const APPROVAL_SCOPE_LABELS: Record<ApprovalScope, string> = {
  booking: 'Cada reserva por separado',
  trip: 'El viaje completo en una sola solicitud',
};

/** What happens to a pending booking nobody decided on before its deadline. */
export const APPROVAL_DEADLINE_OUTCOMES = ['approve', 'reject'] as const;
export type ApprovalDeadlineOutcome = (typeof APPROVAL_DEADLINE_OUTCOMES)[number];

/**
 * The status a new booking starts in under the company's approval mode. Joining a trip that still waits for a
 * decision under approval by trip, it waits with it: the approver decides the trip once (decision 075).
 */
export function initialBookingStatus(
  mode: ApprovalMode,
  isWithinPolicy: boolean,
  joinsTripAwaitingDecision = false,
): BookingStatus {
  if (mode === 'all' || joinsTripAwaitingDecision) return 'pending_approval';
  if (mode === 'out_of_policy' && !isWithinPolicy) return 'pending_approval';
  return 'approved';
}

/**
 * What the history says of a booking approved as it was made: nobody decided it, the company's approval mode did,
 * so it is recorded as the system's approval with this note, never as its traveller's (who may not approve their
 * own trips). Within the policy is the reason under mode out_of_policy; outside it, only mode none approves at once.
 */
export function automaticApprovalNote(isWithinPolicy: boolean): string {
  return isWithinPolicy
    ? 'Aprobada automáticamente (dentro de la política).'
    : 'Aprobada automáticamente (la empresa no requiere aprobación).';
}

/** What the history says of a pending booking the approval deadline decided with the company's default. */
export const DEADLINE_DECISION_NOTE =
  'Plazo de aprobación vencido: se aplicó la decisión predeterminada de la empresa.';

/** How the person acting relates to the booking; the server works it out, never the client. */
export interface BookingActor {
  role: Role;
  /**
   * The booking is the actor's own trip, or the actor manages the traveller's trips (a current "manage"
   * delegation, decision 069): they may cancel it, never decide it.
   */
  isTraveller: boolean;
  /** The actor booked it, for themself or for the traveller: whoever asked may not decide the request. */
  isBooker: boolean;
  /** The actor is one of the traveller's approvers. */
  isApprover: boolean;
}

/** Who may move a booking from one status to another; absent pairs are not transitions at all. */
const TRANSITIONS: Partial<
  Record<BookingStatus, Partial<Record<BookingStatus, (actor: BookingActor) => boolean>>>
> = {
  pending_approval: {
    approved: (actor) => actor.isApprover && !actor.isTraveller && !actor.isBooker,
    rejected: (actor) => actor.isApprover && !actor.isTraveller && !actor.isBooker,
    cancelled: (actor) => actor.isTraveller || actor.role === 'administrador' || actor.role === 'operador',
  },
  approved: {
    emitted: (actor) => actor.role === 'operador',
    cancelled: (actor) => actor.isTraveller || actor.role === 'administrador' || actor.role === 'operador',
  },
  emitted: {
    cancelled: (actor) => actor.isTraveller || actor.role === 'administrador' || actor.role === 'operador',
  },
};

/** Every allowed (from, to) pair, for documentation and exhaustive tests. */
export const BOOKING_TRANSITIONS: readonly (readonly [BookingStatus, BookingStatus])[] = Object.entries(
  TRANSITIONS,
).flatMap(([from, targets]) =>
  Object.keys(targets ?? {}).map((to) => [from as BookingStatus, to as BookingStatus] as const),
);

export const TRANSITION_MESSAGES = {
  invalid: (from: BookingStatus, to: BookingStatus) =>
    `Una reserva ${BOOKING_STATUS_LABELS[from].toLowerCase()} no puede pasar a ${BOOKING_STATUS_LABELS[to].toLowerCase()}.`,
  ownTrip: 'No puedes aprobar ni rechazar tu propio viaje.',
  notApprover: 'Solo los aprobadores de este viajero pueden aprobar o rechazar su viaje.',
  notOperator: 'Solo la agencia (operador) puede emitir una reserva.',
  notAllowed: 'No tienes permiso para cambiar esta reserva.',
  commentRequired: 'Indica el motivo del rechazo.',
} as const;

export type TransitionCheck = { ok: true } | { ok: false; kind: 'conflict' | 'forbidden'; message: string };

/**
 * Whether `actor` may move a booking from `from` to `to`. An impossible transition is a conflict (the
 * booking's state forbids it); a possible one the actor may not make is forbidden.
 */
export function checkBookingTransition(
  from: BookingStatus,
  to: BookingStatus,
  actor: BookingActor,
): TransitionCheck {
  const isAllowedFor = TRANSITIONS[from]?.[to];
  if (!isAllowedFor) return { ok: false, kind: 'conflict', message: TRANSITION_MESSAGES.invalid(from, to) };
  if (isAllowedFor(actor)) return { ok: true };
  if (to === 'approved' || to === 'rejected') {
    const message =
      actor.isTraveller || actor.isBooker ? TRANSITION_MESSAGES.ownTrip : TRANSITION_MESSAGES.notApprover;
    return { ok: false, kind: 'forbidden', message };
  }
  if (to === 'emitted') return { ok: false, kind: 'forbidden', message: TRANSITION_MESSAGES.notOperator };
  return { ok: false, kind: 'forbidden', message: TRANSITION_MESSAGES.notAllowed };
}

/** The least time an approver has to decide, however close the trip: a deadline already past decides alone. */
/** An approver's (or the deadline's) decision on a request: what the reports time (decidedAt, decidedBy). */
export function isApprovalDecision(from: BookingStatus, to: BookingStatus): boolean {
  return from === 'pending_approval' && (to === 'approved' || to === 'rejected');
}

export const MIN_DECISION_MINUTES = 60;

/**
 * When a pending booking created at `createdAt` falls to the company's default decision: the company's hours
 * later, but never after the trip's first day has begun in Colombia (`tripStartsOn`), since a decision after
 * the departure or the check-in decides nothing; and at least an hour from booking, for a trip starting today.
 */
export function approvalDeadlineOf(createdAt: Date, deadlineHours: number, tripStartsOn: string): Date {
  const latest = Math.min(
    createdAt.getTime() + deadlineHours * 3_600_000,
    startOfBogotaDay(tripStartsOn).getTime(),
  );
  return new Date(Math.max(latest, createdAt.getTime() + MIN_DECISION_MINUTES * 60_000));
}

/** The status the deadline gives a booking nobody decided on. */
export function statusAfterDeadline(outcome: ApprovalDeadlineOutcome): BookingStatus {
  return outcome === 'approve' ? 'approved' : 'rejected';
}

/** Approvers are reminded once when a pending booking's deadline is this close. */
export const APPROVAL_REMINDER_HOURS = 12;
