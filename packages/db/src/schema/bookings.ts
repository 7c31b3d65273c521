import { BOOKING_STATUSES, PAYMENT_METHODS, type StoredBookingDetails } from '@travesia/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf, timestamps } from './columns';
import { users } from './companies';
import {
  corporateCards,
  costCenters,
  expenseTypes,
  outOfPolicyReasons,
  payrollAuthorizations,
  projectClients,
} from './company-rules';
import { companyIdColumn, userIdColumn } from './owner-columns';

/**
 * Bookings of one traveller grouped as one journey (decision 075): made when a second booking joins the first, so a
 * booking alone has none and stands as a trip of its own.
 */
export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** The traveller of every booking in it. */
    userId: userIdColumn(),
    /** e.g. 'Viaje a Medellín' at first; the traveller or their booker may rename it. */
    name: text('name').notNull(),
    /** Why the trip is made ('Visita a planta Barrancabermeja'), shown to the approver. */
    purpose: text('purpose'),
    ...timestamps,
  },
  (t) => [index('trips_user_idx').on(t.userId)],
);

/** Hotel and flight bookings; a retry with the same idempotency key finds the booking it created. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short reference shown to the traveller. */
    locator: text('locator').notNull(),
    companyId: companyIdColumn(),
    /** The traveller: whose trip, policy, approvers and payment it is. */
    userId: userIdColumn(),
    /** Who made the booking: the traveller, or a delegate booking for them (decision 069). */
    bookedBy: integer('booked_by')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<'hotel' | 'flight'>().notNull(),
    /** The trip it belongs to with other bookings of its traveller; null: a trip of its own. */
    tripId: uuid('trip_id').references(() => trips.id),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    supplier: text('supplier').notNull(),
    supplierRef: text('supplier_ref'),
    /** Any stored version of the kind's details; read through the domain's stored schemas (decision 073). */
    details: jsonb('details').$type<StoredBookingDetails>().notNull(),
    /** Whole stay or fare in COP. */
    total: integer('total').notNull(),
    currency: text('currency').notNull().default('COP'),
    withinPolicy: boolean('within_policy').notNull(),
    outOfPolicyReason: text('out_of_policy_reason'),
    costCenterId: integer('cost_center_id').references(() => costCenters.id),
    projectClientId: integer('project_client_id').references(() => projectClients.id),
    expenseTypeId: integer('expense_type_id').references(() => expenseTypes.id),
    outOfPolicyReasonId: integer('out_of_policy_reason_id').references(() => outOfPolicyReasons.id),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    corporateCardId: integer('corporate_card_id').references(() => corporateCards.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * SHA-256 of the kind and the normalized request that used the key, so the key replayed with another request
     * is refused (422) instead of answering a booking that is not the one asked for. Null on bookings stored before.
     */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /** First day of the trip (departure or check-in), for lists, filters and calendars. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    /** Pending bookings: when the company's default decision applies. */
    approvalDeadline: timestamp('approval_deadline', { withTimezone: true }),
    /** The supplier's record locator, stored when the agency emits the booking. */
    supplierLocator: text('supplier_locator'),
    /**
     * What the reports read (decision 026), derived by the server when the booking is made, never sent by the
     * client. Null on bookings stored before, or when the figure is unknown.
     */
    /** Flights: the lowest fare the search showed for the same trip and passengers (COP, luggage apart). */
    lowestFare: integer('lowest_fare'),
    /** Flights: the chosen fare above that lowest fare (COP, ≥ 0): the missed savings. */
    missedSavings: integer('missed_savings'),
    /** Negotiated (corporate) hotels: what the same stay costs at the hotel's public rate (COP). */
    publicRate: integer('public_rate'),
    /** Estimated kg CO₂e of the whole trip (every passenger, every room-night; decision 024). */
    co2Kg: integer('co2_kg'),
    /** Abroad for the company: the destination is in another country than the company's. */
    isInternational: boolean('is_international'),
    /** Booked with fewer days ahead than the traveller's applicable policy asks for. */
    isShortNotice: boolean('is_short_notice'),
    /** Flights: the marketing carrier of the first leg (IATA); hotels: the hotel's code. */
    vendor: text('vendor'),
    /** Hotels: the hotel's name (airlines are named from their code). */
    vendorName: text('vendor_name'),
    /** Flights: origin and destination airports of the outbound ('BOG-MAD'); hotels: null. */
    route: text('route'),
    /** Destination airport (flights) or the airport code the hotel is listed under. */
    destination: text('destination'),
    /** Hotels: rooms × nights. */
    roomNights: integer('room_nights'),
    /** When an approver (or the deadline's default) decided a booking that waited for approval. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Who decided it; null with decided_at set: the company's deadline default. */
    decidedBy: integer('decided_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    check('bookings_status_check', isOneOf(t.status, BOOKING_STATUSES)),
    check('bookings_payment_method_check', isOneOf(t.paymentMethod, PAYMENT_METHODS)),
    uniqueIndex('bookings_locator_key').on(t.locator),
    uniqueIndex('bookings_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('bookings_company_idx').on(t.companyId, t.createdAt),
    index('bookings_company_status_idx').on(t.companyId, t.status, t.createdAt),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    /** The trips a delegate booked for others, in their Mis Reservas (decision 069). */
    index('bookings_booked_by_idx').on(t.bookedBy, t.createdAt),
    index('bookings_deadline_idx').on(t.approvalDeadline),
    index('bookings_trip_idx').on(t.tripId),
    /** The company's trips by the day they start: the check that nobody is booked twice on one flight. */
    index('bookings_company_starts_idx').on(t.companyId, t.startsOn),
    /** The company's last change of any booking: what tells a report's cached answer is still current (decision 026). */
    index('bookings_company_updated_idx').on(t.companyId, t.updatedAt),
    /**
     * The reports' scan (decision 026): every column a report reads, so a company's bookings of a period are
     * aggregated from the index alone (an index-only scan), never from the wide rows with their details.
     */
    index('bookings_report_idx').on(
      t.companyId,
      t.createdAt,
      t.status,
      t.type,
      t.total,
      t.userId,
      t.costCenterId,
      t.withinPolicy,
      t.isInternational,
      t.isShortNotice,
      t.outOfPolicyReasonId,
      t.co2Kg,
      t.missedSavings,
      t.lowestFare,
      t.publicRate,
      t.roomNights,
      t.decidedAt,
      t.decidedBy,
      t.vendor,
      t.vendorName,
      t.route,
      t.destination,
    ),
  ],
);

/** Every change of a booking's status, with who made it and why: the approvals history. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    /** null: the system (e.g. the approval deadline passed). */
    actorUserId: integer('actor_user_id').references(() => users.id),
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }).notNull(),
    comment: text('comment'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    check('booking_events_from_status_check', isOneOf(t.fromStatus, BOOKING_STATUSES)),
    check('booking_events_to_status_check', isOneOf(t.toStatus, BOOKING_STATUSES)),
    index('booking_events_booking_idx').on(t.bookingId, t.createdAt),
  ],
);

/** Single-use links in approval e-mails: one per approver and decision; only a hash of the token is kept. */
export const approvalLinks = pgTable(
  'approval_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What the link decides: one booking, or every booking of a trip still waiting (decision 075). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    approverId: integer('approver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: text('decision').$type<'approved' | 'rejected'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('approval_links_booking_idx').on(t.bookingId),
    index('approval_links_trip_idx').on(t.tripId),
    check('approval_links_one_subject_check', sql`(${t.bookingId} is null) <> (${t.tripId} is null)`),
  ],
);

/** What a booking paid by payroll deduction adds to the company's payroll export of its period. */
export const payrollDeductions = pgTable(
  'payroll_deductions',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    userId: userIdColumn(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    authorizationId: integer('authorization_id')
      .notNull()
      .references(() => payrollAuthorizations.id),
    amount: integer('amount').notNull(),
    /** YYYY-MM of the payroll the deduction belongs to. */
    period: text('period').notNull(),
    /** The employee's documento when the booking was made: the payroll export charges it, whatever the profile says later. */
    documento: text('documento'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('payroll_deductions_booking_key').on(t.bookingId),
    index('payroll_deductions_company_period_idx').on(t.companyId, t.period),
  ],
);

/** The in-app notification list; the same events also leave by e-mail. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyIdColumn(),
    userId: userIdColumn('cascade'),
    kind: text('kind').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // Each approver is reminded of a deadline once, however many API processes notice it at the same time.
    uniqueIndex('notifications_deadline_reminder_key')
      .on(t.bookingId, t.userId)
      .where(sql`${t.kind} = 'deadline_near'`),
  ],
);
