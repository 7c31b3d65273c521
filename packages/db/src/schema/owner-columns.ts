import { boolean, integer, type PgColumnBuilderBase, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companies, users } from './companies';

/**
 * The company a row belongs to: every query on the row goes through the tenant scope on this column. `cascade` for
 * rows that mean nothing once the company is gone.
 */
export function companyIdColumn(onDelete?: 'cascade') {
  return integer('company_id')
    .notNull()
    .references(() => companies.id, onDelete ? { onDelete } : {});
}

/** The user a row belongs to; `cascade` for rows that mean nothing once the user is gone. */
export function userIdColumn(onDelete?: 'cascade') {
  return integer('user_id')
    .notNull()
    .references(() => users.id, onDelete ? { onDelete } : {});
}

/**
 * An entry of a company's catalog (cost centers, project clients, expense types, out-of-policy reasons): a code
 * unique in the company, what the entry itself says (`fields`), and an active flag, since bookings keep pointing
 * at an entry the company no longer offers.
 */
export function catalogEntryColumns<Fields extends Record<string, PgColumnBuilderBase>>(fields: Fields) {
  return {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    code: text('code').notNull(),
    ...fields,
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  };
}
