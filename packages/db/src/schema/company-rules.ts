import { DELEGATION_RIGHTS, type DelegationRight } from '@travesia/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { isOneOf, timestamps } from './columns';
import { travelGroups, users } from './companies';
import { catalogEntryColumns, companyIdColumn, userIdColumn } from './owner-columns';

/** A company's travel policy rules (spec §3), one per kind and trip type. */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
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
  catalogEntryColumns({ label: text('label').notNull() }),
  (t) => [uniqueIndex('out_of_policy_reasons_company_code_key').on(t.companyId, t.code)],
);

export const costCenters = pgTable(
  'cost_centers',
  catalogEntryColumns({
    name: text('name').notNull(),
    /** COP per year; null: no budget set. */
    budget: bigint('budget', { mode: 'number' }),
  }),
  (t) => [uniqueIndex('cost_centers_company_code_key').on(t.companyId, t.code)],
);

/** The company's clients a trip can be billed to ('clientes-proyecto'). */
export const projectClients = pgTable(
  'project_clients',
  catalogEntryColumns({ name: text('name').notNull() }),
  (t) => [uniqueIndex('project_clients_company_code_key').on(t.companyId, t.code)],
);

/** Expense types the company's accounting books travel under. */
export const expenseTypes = pgTable(
  'expense_types',
  catalogEntryColumns({ name: text('name').notNull() }),
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
    companyId: companyIdColumn(),
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
    companyId: companyIdColumn(),
    userId: userIdColumn(),
    /** COP. */
    amountCap: integer('amount_cap').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    signedIp: text('signed_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('payroll_authorizations_user_idx').on(t.userId)],
);

/**
 * A "gestor de viajes" (decision 070): the administrator lets `delegate_id` book ("book") or also see and cancel
 * ("manage") the trips of everyone of one cost center or one travel group, through `ends_on` (inclusive, null for no
 * end) or until revoked. Whoever belongs to it when a booking is made is covered. Revoked rows are kept, as
 * booking_delegations' are; a travel group the directory deletes takes its rows with it (the audit log keeps them).
 */
export const bookingScopeDelegations = pgTable(
  'booking_scope_delegations',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    delegateId: integer('delegate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    costCenterId: integer('cost_center_id').references(() => costCenters.id),
    travelGroupId: integer('travel_group_id').references(() => travelGroups.id, { onDelete: 'cascade' }),
    right: text('right').$type<DelegationRight>().notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    grantedBy: integer('granted_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('booking_scope_delegations_delegate_idx').on(t.delegateId),
    // One unrevoked row per gestor and scope: of two administrators giving the same one at once, one wins.
    uniqueIndex('booking_scope_delegations_center_key')
      .on(t.delegateId, t.costCenterId)
      .where(sql`${t.revokedAt} IS NULL`),
    uniqueIndex('booking_scope_delegations_group_key')
      .on(t.delegateId, t.travelGroupId)
      .where(sql`${t.revokedAt} IS NULL`),
    check('booking_scope_delegations_right_check', isOneOf(t.right, DELEGATION_RIGHTS)),
    check(
      'booking_scope_delegations_one_scope_check',
      sql`(${t.costCenterId} IS NULL) <> (${t.travelGroupId} IS NULL)`,
    ),
  ],
);
