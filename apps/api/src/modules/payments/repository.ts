import type { Executor } from '@travesia/db';
import { companies, corporateCards, payrollAuthorizations, payrollDeductions, users } from '@travesia/db';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type CorporateCardRow = typeof corporateCards.$inferSelect;
export type PayrollAuthorizationRow = typeof payrollAuthorizations.$inferSelect;
export type PayrollDeductionInsert = typeof payrollDeductions.$inferInsert;

export interface PayrollDeductionOfEmployee {
  documento: string;
  firstName: string;
  lastName: string;
  bookingId: string;
  amount: number;
}

export async function findPayrollEnabled(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<boolean | undefined> {
  const [row] = await db
    .select({ enabled: companies.payrollDeductionEnabled })
    .from(companies)
    .where(and(eq(companies.id, companyId), inScope(scope, companies.id)))
    .limit(1);
  return row?.enabled;
}

export async function updatePayrollEnabled(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  enabled: boolean,
): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({ payrollDeductionEnabled: enabled, updatedAt: new Date() })
    .where(and(eq(companies.id, companyId), inScope(scope, companies.id)))
    .returning({ id: companies.id });
  return rows.length > 0;
}

export function listActiveCorporateCards(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<CorporateCardRow[]> {
  return db
    .select()
    .from(corporateCards)
    .where(
      and(
        eq(corporateCards.companyId, companyId),
        eq(corporateCards.isActive, true),
        inScope(scope, corporateCards.companyId),
      ),
    )
    .orderBy(asc(corporateCards.id));
}

export async function findCorporateCard(
  db: Executor,
  scope: TenantScope,
  cardId: number,
): Promise<CorporateCardRow | undefined> {
  const [row] = await db
    .select()
    .from(corporateCards)
    .where(and(eq(corporateCards.id, cardId), inScope(scope, corporateCards.companyId)))
    .limit(1);
  return row;
}

export async function insertCorporateCard(
  db: Executor,
  values: typeof corporateCards.$inferInsert,
): Promise<CorporateCardRow> {
  const [row] = await db.insert(corporateCards).values(values).returning();
  if (!row) throw new Error('The corporate card was not stored');
  return row;
}

export async function deactivateCorporateCard(
  db: Executor,
  scope: TenantScope,
  cardId: number,
): Promise<CorporateCardRow | undefined> {
  const [row] = await db
    .update(corporateCards)
    .set({ isActive: false, updatedAt: new Date() })
    .where(
      and(
        eq(corporateCards.id, cardId),
        eq(corporateCards.isActive, true),
        inScope(scope, corporateCards.companyId),
      ),
    )
    .returning();
  return row;
}

/** The user's authorization in force: signed and not revoked (re-signing revokes the previous one). */
export async function findActivePayrollAuthorization(
  db: Executor,
  scope: TenantScope,
  userId: number,
): Promise<PayrollAuthorizationRow | undefined> {
  const [row] = await db
    .select()
    .from(payrollAuthorizations)
    .where(
      and(
        eq(payrollAuthorizations.userId, userId),
        isNull(payrollAuthorizations.revokedAt),
        inScope(scope, payrollAuthorizations.companyId),
      ),
    )
    .orderBy(desc(payrollAuthorizations.signedAt), desc(payrollAuthorizations.id))
    .limit(1);
  return row;
}

/** Revokes every authorization of the user in force; answers how many there were. */
export async function revokePayrollAuthorizations(
  db: Executor,
  scope: TenantScope,
  userId: number,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(payrollAuthorizations)
    .set({ revokedAt: at })
    .where(
      and(
        eq(payrollAuthorizations.userId, userId),
        isNull(payrollAuthorizations.revokedAt),
        inScope(scope, payrollAuthorizations.companyId),
      ),
    )
    .returning({ id: payrollAuthorizations.id });
  return rows.length;
}

export async function insertPayrollAuthorization(
  db: Executor,
  values: typeof payrollAuthorizations.$inferInsert,
): Promise<PayrollAuthorizationRow> {
  const [row] = await db.insert(payrollAuthorizations).values(values).returning();
  if (!row) throw new Error('The payroll authorization was not stored');
  return row;
}

/** One deduction per booking: recording it again (a retried transaction) replaces it. */
export async function upsertPayrollDeduction(db: Executor, values: PayrollDeductionInsert): Promise<void> {
  await db
    .insert(payrollDeductions)
    .values(values)
    .onConflictDoUpdate({
      target: payrollDeductions.bookingId,
      set: {
        amount: values.amount,
        period: values.period,
        authorizationId: values.authorizationId,
        documento: values.documento,
      },
    });
}

export async function deletePayrollDeduction(db: Executor, bookingId: string): Promise<void> {
  await db.delete(payrollDeductions).where(eq(payrollDeductions.bookingId, bookingId));
}

/** A period's deductions by employee name (the database's collation); the booking of each is the bookings module's. */
export function listPayrollDeductions(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  period: string,
): Promise<PayrollDeductionOfEmployee[]> {
  return db
    .select({
      // The documento the deduction was recorded with: the employee may edit their profile afterwards.
      documento: sql<string>`coalesce(${payrollDeductions.documento}, ${users.documento})`,
      firstName: users.firstName,
      lastName: users.lastName,
      bookingId: payrollDeductions.bookingId,
      amount: payrollDeductions.amount,
    })
    .from(payrollDeductions)
    .innerJoin(users, eq(users.id, payrollDeductions.userId))
    .where(
      and(
        eq(payrollDeductions.companyId, companyId),
        eq(payrollDeductions.period, period),
        inScope(scope, payrollDeductions.companyId),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}
