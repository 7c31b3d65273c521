import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './companies';
import { companyIdColumn } from './owner-columns';

/** One value of a multi-valued SCIM attribute (`emails`, `phoneNumbers`) as the company's directory sent it. */
export interface DirectoryValue {
  value: string;
  type?: string;
  primary?: boolean;
}

/**
 * What a company's directory (SCIM, decision 046) says of one of its users beyond the account itself: kept as sent,
 * so the directory reads back what it wrote. A row exists once the directory has written the user.
 */
export const userDirectoryProfiles = pgTable(
  'user_directory_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    /** The directory's own id for the person; unique in the company. */
    externalId: text('external_id'),
    /** The userName as the directory wrote it (the account keeps the e-mail lower-cased), to answer it back. */
    userName: text('user_name'),
    displayName: text('display_name'),
    emails: jsonb('emails').$type<DirectoryValue[]>(),
    phoneNumbers: jsonb('phone_numbers').$type<DirectoryValue[]>(),
    employeeNumber: text('employee_number'),
    department: text('department'),
    /** As the directory names it; checkout preselects the company's active center with this code or name. */
    costCenter: text('cost_center'),
    /** The manager the directory named, kept so a new manager replaces them among the approvers. */
    managerUserId: integer('manager_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The directory deleted the person: the account is inactive and the directory no longer sees it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('user_directory_profiles_company_external_id_key').on(t.companyId, t.externalId)],
);

/** The one bearer token a company's directory provisions with; only its hash is kept. */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    companyId: companyIdColumn().primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** The administrator (or operador) who generated it. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamps.createdAt,
    /** Written at most once a minute, so a directory's bursts of requests do not each write the row. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('scim_tokens_token_hash_key').on(t.tokenHash)],
);
