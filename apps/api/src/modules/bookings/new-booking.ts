import { randomInt } from 'node:crypto';
import type { Executor, Transaction } from '@travesia/db';
import {
  approvalDeadlineOf,
  type Booking,
  type BookingReportFacts,
  type FlightBookingDetails,
  type flightBookingRequestSchema,
  type HotelBookingDetails,
  type hotelBookingRequestSchema,
  initialBookingStatus,
  payrollPeriodOf,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { idempotencyMismatch } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { requestFingerprint } from '../../lib/request-fingerprint';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import { actingFor } from '../delegations/acting-for-service';
import { assertPaymentAllowed, recordPayrollDeduction } from '../payments/service';
import { findUserInScope } from '../users/service';
import type { BookingTerms } from './booking-terms';
import { firstEventOf, requestBookingApproval } from './lifecycle';
import { getBooking } from './queries';
import {
  type BookingRow,
  findBookingByIdempotencyKey,
  IDEMPOTENCY_CONSTRAINT,
  insertBooking,
  insertBookingEvent,
} from './repository';
import { requestTripApproval } from './trip-approvals';
import { placeInTrip } from './trips';

const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LOCATOR_LENGTH = 6;

type HotelBookingInput = z.output<typeof hotelBookingRequestSchema>;
type FlightBookingInput = z.output<typeof flightBookingRequestSchema>;

export interface BookingOutcome<B extends Booking> {
  booking: B;
  /** False when the idempotency key matched an earlier booking. */
  isNew: boolean;
}

export function generateLocator(): string {
  let locator = '';
  for (let index = 0; index < LOCATOR_LENGTH; index += 1) {
    locator += LOCATOR_ALPHABET[randomInt(LOCATOR_ALPHABET.length)];
  }
  return locator;
}

/** The Idempotency-Key of a booking request and the fingerprint of what that request asks for. */
export interface Idempotency {
  key: string;
  fingerprint: string;
}

/**
 * The booking an earlier request with this key made, as long as it asked for the same thing: the same key with
 * another request is refused, as Stripe does, rather than answered with a booking that is not the one asked for.
 */
async function findByKey<T extends Booking['type']>(
  context: AppContext,
  scope: TenantScope,
  party: Pick<BookingCall<unknown>, 'actor' | 'traveller'>,
  idempotency: Idempotency,
  type: T,
): Promise<Extract<Booking, { type: T }> | undefined> {
  const { actor, traveller } = party;
  const row = await findBookingByIdempotencyKey(
    context.db,
    scope,
    { travellerId: traveller.id, bookerId: actor.id },
    idempotency.key,
  );
  if (!row) return undefined;
  const { type: storedType, idempotencyFingerprint: stored } = row.booking;
  // Bookings stored before fingerprints existed are told apart by their kind only.
  if (storedType !== type || (stored !== null && stored !== idempotency.fingerprint)) {
    throw idempotencyMismatch();
  }
  return (await getBooking(context, actor, row.booking.id)) as Extract<Booking, { type: T }>;
}

export interface SupplierStep<T> {
  isRemote: boolean;
  /** Takes the inventory (books the room, holds the seats); throws when it is gone. */
  take(db: Executor): Promise<T>;
  /** Gives it back when the booking could not be stored. */
  giveBack(db: Executor, taken: T): Promise<void>;
}

/**
 * Takes the inventory and stores the booking. A local supplier works inside the booking's transaction, so
 * both commit or roll back together; a remote one is called before it, so no database connection waits on
 * the network, and what it took is given back when the booking cannot be stored.
 */
export async function takeAndStore<T>(
  context: AppContext,
  supplier: SupplierStep<T>,
  store: (tx: Transaction, taken: T) => Promise<BookingRow>,
): Promise<BookingRow> {
  if (!supplier.isRemote) {
    return context.db.transaction(async (tx) => store(tx, await supplier.take(tx)));
  }
  const taken = await supplier.take(context.db);
  try {
    return await context.db.transaction((tx) => store(tx, taken));
  } catch (error) {
    await supplier.giveBack(context.db, taken);
    throw error;
  }
}

/** What booking one trip starts from: who books, for whom, in which scope, with which key, what and from where. */
export interface BookingCall<Input> {
  context: AppContext;
  /** Who books: the signed-in user. */
  actor: SignedInUser;
  /**
   * Who travels: the actor, or the colleague a current delegation lets them book for (decision 069). The trip's
   * policy, approvers, payment options, cost center and passenger checks are the traveller's.
   */
  traveller: SignedInUser;
  scope: TenantScope;
  idempotency: Idempotency;
  request: Input;
  ip: string;
}

/**
 * The use case that books one type of trip with `book`, once per idempotency key: a retry of the same request
 * answers the booking the key already made, another request with the key is refused, and when the same key is
 * sent twice at once the loser (whose booking and inventory were rolled back or given back) answers the winner's
 * booking.
 */
export function bookOnce<T extends Booking['type'], Input extends HotelBookingInput | FlightBookingInput>(
  type: T,
  book: (call: BookingCall<Input>) => Promise<Extract<Booking, { type: T }>>,
) {
  return async (
    context: AppContext,
    actor: SignedInUser,
    key: string,
    request: Input,
    ip: string,
  ): Promise<BookingOutcome<Extract<Booking, { type: T }>>> => {
    const scope = scopeOf(actor);
    // Checked again, and held, in the booking's transaction (storeNewBooking).
    const traveller = await actingFor(context.db, actor, request.travellerId);
    const idempotency = { key, fingerprint: requestFingerprint(type, request) };
    const earlier = await findByKey(context, scope, { actor, traveller }, idempotency, type);
    if (earlier) return { booking: earlier, isNew: false };
    try {
      const call = { context, actor, traveller, scope, idempotency, request, ip };
      return { booking: await book(call), isNew: true };
    } catch (error) {
      if (!isUniqueViolation(error, IDEMPOTENCY_CONSTRAINT)) throw error;
      const winner = await findByKey(context, scope, { actor, traveller }, idempotency, type);
      if (!winner) throw error;
      return { booking: winner, isNew: false };
    }
  };
}

/** What every new booking stores, whatever it books. */
export interface NewBooking {
  type: Booking['type'];
  locator: string;
  idempotency: Idempotency;
  supplier: string;
  supplierRef: string;
  details: HotelBookingDetails | FlightBookingDetails;
  total: number;
  startsOn: string;
  endsOn: string;
  terms: BookingTerms;
  costCenterId: number;
  /** What the reports read (decision 026), derived from what the server priced (domain booking-facts.ts). */
  reportFacts: BookingReportFacts;
  /** What the audit trail keeps about it beside its locator, total and policy verdict. */
  auditDetails: Record<string, unknown>;
}

/**
 * Stores a booking, pending approval or approved by the company's approval mode (decision 008), with its
 * first history entry, audit entry and the approvers' notifications and e-mails.
 */
export async function storeNewBooking(
  call: Pick<
    BookingCall<{ tripOf?: string | undefined }>,
    'context' | 'actor' | 'traveller' | 'ip' | 'request'
  >,
  tx: Transaction,
  booking: NewBooking,
): Promise<BookingRow> {
  const { context, actor, ip } = call;
  const { terms } = booking;
  const scope = scopeOf(actor);
  // The delegation is read and held in this transaction: one revoked during the checkout stores nothing, and a
  // revocation sent now waits for this booking (decision 069).
  const traveller = await actingFor(tx, actor, call.traveller.id);
  // Read in this transaction, so a revoked authorization or a deactivated card cannot slip in beside it; the
  // cap applies to the total the supplier confirmed. Payroll deduction is the traveller's own signed one.
  const payment = await assertPaymentAllowed(tx, scope, traveller, terms.payment, booking.total);
  const trip = await placeInTrip(tx, scope, traveller.id, call.request.tripOf);
  const isApprovedByTrip = terms.company.approvalScope === 'trip';
  const status = initialBookingStatus(
    terms.company.approvalMode,
    terms.isWithin,
    isApprovedByTrip && trip.awaitsDecision,
  );
  const now = new Date();
  const row = await insertBooking(tx, {
    locator: booking.locator,
    companyId: traveller.companyId,
    userId: traveller.id,
    bookedBy: actor.id,
    type: booking.type,
    tripId: trip.tripId,
    status,
    supplier: booking.supplier,
    supplierRef: booking.supplierRef,
    details: booking.details,
    total: booking.total,
    currency: 'COP',
    withinPolicy: terms.isWithin,
    outOfPolicyReason: terms.outOfPolicyReason,
    outOfPolicyReasonId: terms.outOfPolicyReasonId,
    projectClientId: terms.projectClientId,
    expenseTypeId: terms.expenseTypeId,
    corporateCardId: payment.corporateCardId,
    costCenterId: booking.costCenterId,
    paymentMethod: terms.payment.paymentMethod,
    idempotencyKey: booking.idempotency.key,
    idempotencyFingerprint: booking.idempotency.fingerprint,
    startsOn: booking.startsOn,
    endsOn: booking.endsOn,
    ...booking.reportFacts,
    approvalDeadline:
      status === 'pending_approval'
        ? approvalDeadlineOf(now, terms.company.approvalDeadlineHours, booking.startsOn)
        : null,
    createdAt: now,
    updatedAt: now,
  });
  await recordAudit(tx, {
    action: 'booking.create',
    entity: 'booking',
    entityId: row.id,
    companyId: traveller.companyId,
    actorUserId: actor.id,
    details: {
      ...(traveller.id === actor.id ? {} : { travellerId: traveller.id }),
      locator: booking.locator,
      ...(trip.tripId ? { tripId: trip.tripId } : {}),
      ...booking.auditDetails,
      total: row.total,
      withinPolicy: terms.isWithin,
      status,
    },
    ip,
  });
  if (payment.authorizationId !== null) {
    await recordPayrollDeduction(tx, {
      companyId: traveller.companyId,
      userId: traveller.id,
      bookingId: row.id,
      authorizationId: payment.authorizationId,
      amount: row.total,
      period: payrollPeriodOf(now),
      documento: terms.traveller.documento,
    });
  }
  const booker = traveller.id === actor.id ? terms.traveller : await findUserInScope(tx, scope, actor.id);
  const party = { traveller: terms.traveller, booker: booker ?? terms.traveller };
  await insertBookingEvent(tx, firstEventOf(row, actor.id));
  if (status !== 'pending_approval') return row;
  // Under approval by trip, a booking joining a trip that waits makes one request of the trip (decision 075).
  if (isApprovedByTrip && trip.tripId && trip.awaitsDecision) {
    await requestTripApproval(context, tx, scope, { tripId: trip.tripId, party });
  } else {
    await requestBookingApproval(context, tx, row, party);
  }
  return row;
}
