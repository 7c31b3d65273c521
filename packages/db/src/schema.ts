/**
 * The database's tables, one file per area (drizzle-kit reads them all through this file):
 * companies and their people, signing in, the companies' trip rules, the built-in inventory, bookings, and the
 * product's own records (audit, mail, supplier calls), the companies' single sign-on, and what the agency needs to invoice them.
 */
export * from './schema/auth';
export * from './schema/bookings';
export * from './schema/companies';
export * from './schema/company-rules';
export * from './schema/inventory';
export * from './schema/invoicing';
export * from './schema/operations';
export * from './schema/provisioning';
export * from './schema/single-sign-on';
