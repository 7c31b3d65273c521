import type { Executor } from '@travesia/db';
import { companies, monthlySummaries, users } from '@travesia/db';
import { and, asc, eq, notExists } from 'drizzle-orm';

export interface SummaryCompany {
  id: number;
  name: string;
  createdAt: Date;
}

/** Active companies whose summary of `month` nobody has claimed yet. */
export function listCompaniesDueSummary(db: Executor, month: string): Promise<SummaryCompany[]> {
  return db
    .select({ id: companies.id, name: companies.name, createdAt: companies.createdAt })
    .from(companies)
    .where(
      and(
        eq(companies.isActive, true),
        notExists(
          db
            .select({ companyId: monthlySummaries.companyId })
            .from(monthlySummaries)
            .where(and(eq(monthlySummaries.companyId, companies.id), eq(monthlySummaries.month, month))),
        ),
      ),
    )
    .orderBy(asc(companies.id));
}

/** Who the summary goes to: the company's active administradores. */
export function listActiveAdministradores(
  db: Executor,
  companyId: number,
): Promise<{ email: string; firstName: string }[]> {
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'administrador'), eq(users.isActive, true)))
    .orderBy(asc(users.id));
}

/**
 * Claims the company's summary of the month. In PostgreSQL a second claim waits for the first's transaction and then
 * finds the key taken, so of two API processes exactly one claims it. Answers whether this call claimed it.
 */
export async function claimMonthlySummary(
  db: Executor,
  claim: { companyId: number; month: string; recipients: number },
): Promise<boolean> {
  const rows = await db
    .insert(monthlySummaries)
    .values(claim)
    .onConflictDoNothing()
    .returning({ companyId: monthlySummaries.companyId });
  return rows.length > 0;
}
