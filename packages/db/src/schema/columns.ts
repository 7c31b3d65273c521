import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A CHECK that a text column holds one of the domain's values: the column stays text (no type to alter when the
 * list grows, indexes untouched) and Drizzle types it through `text({ enum })`.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

/** Raw bytes (PGlite answers a Uint8Array, node-postgres a Buffer, which is one). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
