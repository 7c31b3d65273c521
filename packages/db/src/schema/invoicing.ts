import { AGENCY_FEE_PRODUCTS, PERSON_TYPES, type RutResponsibility, TAX_SCHEMES } from '@travesia/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { isOneOf, timestamps } from './columns';
import { companies } from './companies';

/**
 * Who a company is for DIAN, as its RUT says (issue 30, decision 066): the buyer on the agency's invoices. One row
 * per company, written by its administrator (or the operador) from "Datos de facturación"; no row until then.
 */
export const companyFiscalProfiles = pgTable(
  'company_fiscal_profiles',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Digits only, without the check digit, which is kept apart as DIAN writes it (schemeID). */
    nit: text('nit').notNull(),
    checkDigit: smallint('check_digit').notNull(),
    legalName: text('legal_name').notNull(),
    personType: text('person_type', { enum: PERSON_TYPES }).notNull(),
    responsibilities: text('responsibilities').array().$type<RutResponsibility[]>().notNull(),
    taxScheme: text('tax_scheme', { enum: TAX_SCHEMES }).notNull(),
    /** DANE's five-digit municipality code (departamento and municipio). */
    municipalityCode: text('municipality_code').notNull(),
    billingEmail: text('billing_email').notNull(),
    withholdsIncomeTax: boolean('withholds_income_tax').notNull(),
    withholdsIca: boolean('withholds_ica').notNull(),
    ...timestamps,
  },
  (t) => [
    check('company_fiscal_profiles_person_type_check', isOneOf(t.personType, PERSON_TYPES)),
    check('company_fiscal_profiles_tax_scheme_check', isOneOf(t.taxScheme, TAX_SCHEMES)),
    check('company_fiscal_profiles_check_digit_check', sql`${t.checkDigit} BETWEEN 0 AND 9`),
  ],
);

/**
 * The agency's administrative fee for a company's product, in whole pesos (decision 071), set by the operador; a
 * company without rows has no fees set.
 */
export const companyAgencyFees = pgTable(
  'company_agency_fees',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    product: text('product', { enum: AGENCY_FEE_PRODUCTS }).notNull(),
    amount: integer('amount').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.product] }),
    check('company_agency_fees_product_check', isOneOf(t.product, AGENCY_FEE_PRODUCTS)),
    check('company_agency_fees_amount_check', sql`${t.amount} >= 0`),
  ],
);
