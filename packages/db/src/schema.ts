import {
  type ApprovalDeadlineOutcome,
  type ApprovalMode,
  BOOKING_STATUSES,
  PAYMENT_METHODS,
  ROLES,
  type SignUpVia,
  type UserDocumentType,
} from '@travesia/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const roleEnum = pgEnum('role', ROLES);

/**
 * A CHECK that a text column holds one of the domain's values: the column stays text (no type to alter when the
 * list grows, indexes untouched) and Drizzle types it through `text({ enum })`.
 */
function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

export const companyGroups = pgTable('company_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ...timestamps,
});

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    /** The user who owns the account on the company's side (spec §3 user_id). */
    userId: integer('user_id'),
    name: text('name').notNull(),
    description: text('description'),
    logoUrl: text('logo_url'),
    taxId: text('tax_id'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    isActive: boolean('is_active').notNull().default(true),
    idCompanyGroup: integer('id_company_group').references(() => companyGroups.id),
    /** Sign-up joins the company whose invitation code or e-mail domain matches. */
    invitationCode: text('invitation_code'),
    emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
    /** Off: only invitations (e-mailed link or invitation code) let people join, not the e-mail's domain. */
    allowDomainSignup: boolean('allow_domain_signup').notNull().default(true),
    /** Which new bookings wait for an approver: every one, only those out of policy, or none. */
    approvalMode: text('approval_mode').$type<ApprovalMode>().notNull().default('out_of_policy'),
    /** Hours an approver has to decide before the company's default applies. */
    approvalDeadlineHours: integer('approval_deadline_hours').notNull().default(48),
    approvalDeadlineOutcome: text('approval_deadline_outcome')
      .$type<ApprovalDeadlineOutcome>()
      .notNull()
      .default('reject'),
    /** Employees may pay by payroll deduction ('descuento por nómina') once they sign the authorization. */
    payrollDeductionEnabled: boolean('payroll_deduction_enabled').notNull().default(false),
    /** Checkout refuses a booking without a project client / an expense type (when the company has any). */
    requireProjectClient: boolean('require_project_client').notNull().default(false),
    requireExpenseType: boolean('require_expense_type').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('companies_invitation_code_key').on(t.invitationCode),
    uniqueIndex('companies_tax_id_key').on(t.taxId),
  ],
);

/** Groups of a company's users that travel policies can be assigned to (e.g. 'Directivos'). */
/** Raw bytes (PGlite answers a Uint8Array, node-postgres a Buffer, which is one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A company's uploaded logo, served by the product at /api/companies/:id/logo (never a foreign address). */
export const companyLogos = pgTable('company_logos', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Read from the bytes' magic numbers on upload, never taken from the client. */
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  ...timestamps,
});

export const travelGroups = pgTable(
  'travel_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('travel_groups_company_name_key').on(t.companyId, t.name)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    documento: text('documento').notNull(),
    /** What kind of identity document `documento` is (CC, CE, PPT). */
    documentType: text('document_type').$type<UserDocumentType>().notNull().default('CC'),
    firstname: text('firstname').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored normalised (trimmed, lower case). */
    email: text('email').notNull(),
    phone: text('phone'),
    role: roleEnum('role').notNull().default('viajero'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The group whose policies apply to the user besides the company-wide ones. */
    travelGroupId: integer('travel_group_id').references(() => travelGroups.id),
    /** How the person joined by themselves; null for seeded and invited accounts. */
    signupVia: text('signup_via').$type<SignUpVia>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_company_documento_key').on(t.companyId, t.documento),
  ],
);

/** A user's `aprobadores`: who approves their trips (always a user of the same company). */
export const userApprovers = pgTable(
  'user_approvers',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    approverId: integer('approver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.approverId] }),
    index('user_approvers_company_idx').on(t.companyId),
  ],
);

/** Bearer sessions; only a hash of the token is stored, so a database leak yields no usable tokens. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: timestamps.createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Sign-ups waiting for the person to follow the e-mailed link: no user exists until then, so nobody can sign in
 * with an address whose mailbox they do not own. Only the link token's hash is stored.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    documento: text('documento').notNull(),
    firstname: text('firstname').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    via: text('via').$type<SignUpVia>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('pending_sign_ups_email_idx').on(t.email)],
);

/** Who changed what; company_id is null for platform-level events. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('audit_log_company_idx').on(t.companyId, t.createdAt)],
);

/** Every outgoing e-mail; sent through SMTP when configured, otherwise kept here to be read. */
/** Delivery state of an outbox message (decision 012): pending until sent, dead after the last failed attempt. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'dead'] as const;

/** Every e-mail, written in the transaction of the change that causes it and delivered by the mail relay. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: timestamps.createdAt,
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the relay may (re)try it; while an attempt runs, the end of that attempt's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failed attempt's error. */
    error: text('error'),
  },
  (t) => [index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/**
 * The monthly summary e-mails sent (decision 029): one row per company and month, claimed in the transaction that
 * writes the administradores' e-mails to the outbox, so however many API processes sweep, each month goes once.
 */
export const monthlySummaries = pgTable(
  'monthly_summaries',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The month summarised, `YYYY-MM` in Colombia. */
    month: text('month').notNull(),
    /** How many administradores it was e-mailed to (0 when the company had none). */
    recipients: integer('recipients').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);

/** Fixed-window counters shared by every API process (login attempts per IP and per account). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Every call an API process made to a live supplier (Hotelbeds, Kiwi, Duffel): what the operador's
 * "Proveedores" page reads. Only the operation, outcome and timing: no request or answer, so no personal data.
 */
export const supplierCalls = pgTable(
  'supplier_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplier: text('supplier').notNull(),
    operation: text('operation').notNull(),
    outcome: text('outcome').$type<'ok' | 'error' | 'timeout'>().notNull(),
    httpStatus: integer('http_status'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_calls_recent_idx').on(t.supplier, t.createdAt)],
);

/**
 * Hotel inventory. Built-in hotels (company_id null) are generated per destination on first search and shared
 * by every company; corporate hotels belong to one company and carry its negotiated nightly rate.
 */
export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    source: text('source').$type<'builtin' | 'corporate'>().notNull(),
    /** Airport code of the destination the hotel is listed under. */
    iata: text('iata').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    name: text('name').notNull(),
    stars: integer('stars').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    /** Built-in hotels whose rates the agency negotiated itself (shown as 'propios'). */
    ownContract: boolean('own_contract').notNull().default(false),
    /** Corporate hotels: the company's negotiated rate per night in COP. */
    nightlyRate: integer('nightly_rate'),
    /** Corporate hotels: the hotel's public rate per night in COP, against which the negotiated one saves. */
    publicNightlyRate: integer('public_nightly_rate'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('hotels_code_key').on(t.code),
    index('hotels_iata_idx').on(t.iata, t.source),
    index('hotels_company_idx').on(t.companyId),
  ],
);

export const hotelRoomTypes = pgTable(
  'hotel_room_types',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    board: text('board').$type<'RO' | 'BB' | 'HB' | 'AI'>().notNull(),
    refundable: boolean('refundable').notNull(),
    cancellation: text('cancellation').notNull(),
    /** COP per night for one adult on an ordinary weekday; the price rule adds date and occupancy. */
    baseRate: integer('base_rate').notNull(),
    /** Rooms of this type the hotel sells each night (the allotment of a new date). */
    roomsPerNight: integer('rooms_per_night').notNull(),
  },
  (t) => [uniqueIndex('hotel_room_types_hotel_code_key').on(t.hotelId, t.code)],
);

/** Rooms of one type for one night: created on demand, `sold` only grows while it stays within `total`. */
export const hotelAllotments = pgTable(
  'hotel_allotments',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.date] }),
    check('hotel_allotments_sold_check', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.total}`),
  ],
);

/** A company's travel policy rules (spec §3), one per kind and trip type. */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<'hotel' | 'flight'>().notNull(),
    type: text('type').$type<'NACIONAL' | 'INTERNACIONAL' | 'AMBOS'>().notNull(),
    /** null: the whole company; otherwise only the users of that group. */
    groupId: integer('group_id').references(() => travelGroups.id),
    /** Days of advance purchase. */
    timeMin: integer('time_min').notNull(),
    /** COP; per night for hotels, per adult ticket for flights. */
    priceMax: integer('price_max').notNull(),
    /** Hotels only: the highest star category allowed (null: any). */
    starsMax: integer('stars_max'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [unique('policies_scope_key').on(t.companyId, t.kind, t.type, t.groupId).nullsNotDistinct()],
);

/** The reasons a company offers for booking out of policy (the traveller may add free text). */
export const outOfPolicyReasons = pgTable(
  'out_of_policy_reasons',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    label: text('label').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('out_of_policy_reasons_company_code_key').on(t.companyId, t.code)],
);

export const costCenters = pgTable(
  'cost_centers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** COP per year; null: no budget set. */
    budget: bigint('budget', { mode: 'number' }),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('cost_centers_company_code_key').on(t.companyId, t.code)],
);

/** The company's clients a trip can be billed to ('clientes-proyecto'). */
export const projectClients = pgTable(
  'project_clients',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('project_clients_company_code_key').on(t.companyId, t.code)],
);

/** Expense types the company's accounting books travel under. */
export const expenseTypes = pgTable(
  'expense_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('expense_types_company_code_key').on(t.companyId, t.code)],
);

/**
 * Corporate cards, registered through the payment provider's tokenizer: only its token and what a person needs
 * to recognise the card are stored, never the number.
 */
export const corporateCards = pgTable(
  'corporate_cards',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    holder: text('holder').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('corporate_cards_company_idx').on(t.companyId)],
);

/** An employee's signed authorization to deduct trips from their payroll, up to a cap per booking. */
export const payrollAuthorizations = pgTable(
  'payroll_authorizations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** COP. */
    amountCap: integer('amount_cap').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    signedIp: text('signed_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('payroll_authorizations_user_idx').on(t.userId)],
);

/** Hotel and flight bookings; a retry with the same idempotency key finds the booking it created. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short reference shown to the traveller. */
    locator: text('locator').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<'hotel' | 'flight'>().notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    supplier: text('supplier').notNull(),
    supplierRef: text('supplier_ref'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
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
    index('bookings_deadline_idx').on(t.approvalDeadline),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
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
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    approverId: integer('approver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: text('decision').$type<'approved' | 'rejected'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('approval_links_booking_idx').on(t.bookingId)],
);

/** What a booking paid by payroll deduction adds to the company's payroll export of its period. */
export const payrollDeductions = pgTable(
  'payroll_deductions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/** Invitations an administrator sends; the link lets the person set a password and join the company. */
export const userInvitations = pgTable(
  'user_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    role: roleEnum('role').notNull(),
    /** Filled in by a CSV import; the invitee confirms or corrects them when joining. */
    firstname: text('firstname'),
    lastName: text('last_name'),
    documento: text('documento'),
    invitedBy: integer('invited_by').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('user_invitations_company_idx').on(t.companyId)],
);

/** Requests for a demo from the public form, listed for the agency. */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    employees: text('employees').notNull(),
    message: text('message'),
    ip: text('ip'),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('demo_requests_created_idx').on(t.createdAt)],
);

/**
 * Built-in flight schedule. A leg route (one origin to one destination) is generated from the airport list the
 * first time a search needs it; this row marks that its schedules are stored, so they are generated only once.
 */
export const storedFlightRoutes = pgTable(
  'flight_routes',
  {
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.origin, t.destination] })],
);

/** One scheduled leg of the built-in schedule, flown on the weekdays of its mask. */
export const flightSchedules = pgTable(
  'flight_schedules',
  {
    id: serial('id').primaryKey(),
    /** Marketing carrier (IATA code). */
    carrier: text('carrier').notNull(),
    flightNumber: integer('flight_number').notNull(),
    operatingCarrier: text('operating_carrier').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    /** Minutes after local midnight at the origin. */
    departureMinutes: integer('departure_minutes').notNull(),
    /** Block time, technical stop included. */
    durationMinutes: integer('duration_minutes').notNull(),
    aircraft: text('aircraft').notNull(),
    /** Airport of a refuelling stop on the way (passengers stay on board). */
    technicalStop: text('technical_stop'),
    technicalStopMinutes: integer('technical_stop_minutes'),
    /** Bit 0 = Sunday … bit 6 = Saturday, in the origin's local calendar. */
    weekdays: integer('weekdays').notNull(),
  },
  (t) => [
    uniqueIndex('flight_schedules_flight_key').on(t.carrier, t.flightNumber, t.origin, t.destination),
    index('flight_schedules_route_idx').on(t.origin, t.destination),
  ],
);

/**
 * Seats of one cabin of one flight on one date: created on first use at a deterministic initial load;
 * `seats_left` only changes through conditional updates, so it never goes below zero.
 */
export const flightSeats = pgTable(
  'flight_seats',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => flightSchedules.id, { onDelete: 'cascade' }),
    /** Local departure date at the origin. */
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    cabin: text('cabin').$type<'Y' | 'W' | 'C' | 'F'>().notNull(),
    capacity: integer('capacity').notNull(),
    seatsLeft: integer('seats_left').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleId, t.departureDate, t.cabin] }),
    check('flight_seats_left_check', sql`${t.seatsLeft} >= 0 AND ${t.seatsLeft} <= ${t.capacity}`),
  ],
);
