import { ROLES } from '@travesia/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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
    /** Sign-up joins the company whose invitation code or e-mail domain matches. */
    invitationCode: text('invitation_code'),
    emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('companies_invitation_code_key').on(t.invitationCode),
    uniqueIndex('companies_tax_id_key').on(t.taxId),
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
    firstname: text('firstname').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored normalised (trimmed, lower case). */
    email: text('email').notNull(),
    phone: text('phone'),
    role: roleEnum('role').notNull().default('viajero'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
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
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: timestamps.createdAt,
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

/** Fixed-window counters shared by every API process (login attempts per IP and per account). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
