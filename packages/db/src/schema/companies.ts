import {
  type ApprovalDeadlineOutcome,
  type ApprovalMode,
  type ApprovalScope,
  DELEGATION_RIGHTS,
  type DelegationRight,
  GENDERS,
  type Gender,
  ROLES,
  type SignUpVia,
  type UserDocumentType,
} from '@travesia/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, isOneOf, timestamps } from './columns';

// The tables here spell their company_id and user_id columns out: owner-columns.ts builds those columns from the
// companies and users tables of this file, so using it here would make the two files import each other.

export const roleEnum = pgEnum('role', ROLES);

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
    /** Sign-up joins the company whose invitation code or e-mail domain matches; the code is random (decision 035). */
    invitationCode: text('invitation_code'),
    /** The administrator's switch: off, the code lets nobody in. */
    invitationCodeEnabled: boolean('invitation_code_enabled').notNull().default(false),
    /** On: the code works only with an address of the company's e-mail domains. */
    invitationCodeDomainsOnly: boolean('invitation_code_domains_only').notNull().default(false),
    /** How many accounts the code may still create in all (null: no limit) and how many it created. */
    invitationCodeMaxUses: integer('invitation_code_max_uses'),
    invitationCodeUses: integer('invitation_code_uses').notNull().default(0),
    invitationCodeExpiresAt: timestamp('invitation_code_expires_at', { withTimezone: true }),
    /** On: an account made with the code cannot sign in until an administrator approves it. */
    codeSignUpsNeedApproval: boolean('code_sign_ups_need_approval').notNull().default(true),
    emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
    /** Off: only invitations (e-mailed link or invitation code) let people join, not the e-mail's domain. */
    allowDomainSignup: boolean('allow_domain_signup').notNull().default(true),
    /** Which new bookings wait for an approver: every one, only those out of policy, or none. */
    approvalMode: text('approval_mode').$type<ApprovalMode>().notNull().default('out_of_policy'),
    /** 'trip': the bookings of one trip wait for one decision together (decision 075); 'booking': each its own. */
    approvalScope: text('approval_scope').$type<ApprovalScope>().notNull().default('booking'),
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

/** Groups of a company's users that travel policies can be assigned to (e.g. 'Directivos'). */
export const travelGroups = pgTable(
  'travel_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** The company directory's own id for the group it provisions as this one (SCIM, decision 046). */
    externalId: text('external_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('travel_groups_company_name_key').on(t.companyId, t.name),
    uniqueIndex('travel_groups_company_external_id_key').on(t.companyId, t.externalId),
  ],
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
    firstName: text('firstname').notNull(),
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
    /** Joined with the invitation code and waits for an administrator (inactive until approved). */
    awaitingApproval: boolean('awaiting_approval').notNull().default(false),
    /**
     * The traveller's own sex, birth date and nationality (ISO 3166-1 alpha-2) as their travel document prints
     * them: null until given on /profile or in a flight booking for themselves, which prefills the next one.
     */
    gender: text('gender').$type<Gender>(),
    birthDate: date('birth_date', { mode: 'string' }),
    nationality: text('nationality'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_company_documento_key').on(t.companyId, t.documento),
    check('users_gender_check', isOneOf(t.gender, GENDERS)),
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

/**
 * A user (`traveller_id`) lets another user of the same company (`delegate_id`) book their trips ("book") or also
 * see and cancel them ("manage"), through `ends_on` (inclusive, null for no end) or until revoked (decision 064).
 * Revoked rows are kept: the audit trail and the bookings made through them still name them.
 */
export const bookingDelegations = pgTable(
  'booking_delegations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    travellerId: integer('traveller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateId: integer('delegate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    right: text('right').$type<DelegationRight>().notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    grantedBy: integer('granted_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('booking_delegations_delegate_idx').on(t.delegateId),
    index('booking_delegations_traveller_idx').on(t.travellerId),
    check('booking_delegations_right_check', isOneOf(t.right, DELEGATION_RIGHTS)),
    check('booking_delegations_not_self_check', sql`${t.travellerId} <> ${t.delegateId}`),
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
    firstName: text('firstname'),
    lastName: text('last_name'),
    documento: text('documento'),
    invitedBy: integer('invited_by').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('user_invitations_company_idx').on(t.companyId)],
);
