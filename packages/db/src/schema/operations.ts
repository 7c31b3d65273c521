import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companies, users } from './companies';
import { companyIdColumn } from './owner-columns';

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

/** Delivery state of an outbox message (decision 012): pending until sent, dead after the last failed attempt. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'dead'] as const;

/** Every e-mail, written in the transaction of the change that causes it and delivered by the mail relay. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /**
     * The message's own id, sent as its Message-ID: a message sent again (the relay is at least once) carries the
     * same one, so the mail client shows it once (decision 037). Random, unlike `id`, so no two databases share one.
     */
    messageId: uuid('message_id').notNull().defaultRandom(),
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
    companyId: companyIdColumn('cascade'),
    /** The month summarised, `YYYY-MM` in Colombia. */
    month: text('month').notNull(),
    /** How many administradores it was e-mailed to (0 when the company had none). */
    recipients: integer('recipients').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);

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
