import type { SignUpVia } from '@travesia/domain';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companies } from './companies';
import { companyIdColumn, userIdColumn } from './owner-columns';

/** Bearer sessions; only a hash of the token is stored, so a database leak yields no usable tokens. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userIdColumn('cascade'),
    companyId: companyIdColumn(),
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
    /**
     * Null for a request for an address without an active account: stored all the same, so both requests take the
     * same work (decision 036); such a token is never usable. No foreign key: its check (a lock on the user's row)
     * would be work that only a request for an account does; users are deactivated, never deleted.
     */
    userId: integer('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Sign-ups waiting for the person to follow the e-mailed link: no user exists until then, so nobody can sign in
 * with an address whose mailbox they do not own. Only the link token's hash is stored, and no password: the
 * link's holder chooses it when confirming (decision 035).
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    tokenHash: text('token_hash').primaryKey(),
    /**
     * Null for a sign-up whose invitation code let nobody in: stored all the same, so that a wrong code does the work
     * of a right one, and never confirmable (decision 061).
     */
    companyId: integer('company_id').references(() => companies.id),
    email: text('email').notNull(),
    documento: text('documento').notNull(),
    firstName: text('firstname').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    via: text('via').$type<SignUpVia>().notNull(),
    /** The invitation code the sign-up used; confirming needs it to still be the company's usable code. */
    invitationCode: text('invitation_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('pending_sign_ups_email_idx').on(t.email)],
);

/** Fixed-window counters shared by every API process (login attempts per IP and per account). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
