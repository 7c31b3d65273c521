import type { Executor } from '@travesia/db';
import { companies, corporateCards, costCenters, policies, userApprovers, users } from '@travesia/db';
import type { ApprovalMode } from '@travesia/domain';
import { and, count, eq, notExists } from 'drizzle-orm';

export interface CompanySetupFacts {
  approvalMode: ApprovalMode;
  payrollDeductionEnabled: boolean;
  /** Active cards, expired or not: whether one still pays is decided on its expiry. */
  cards: { expMonth: number; expYear: number }[];
  activePolicies: number;
  activeCostCenters: number;
  /** Active travellers of the company with nobody to approve their trips. */
  travellersWithoutApprover: number;
}

/** What the set-up checklist reads of one company (a few indexed counts); undefined when it does not exist. */
export async function readCompanySetupFacts(
  db: Executor,
  companyId: number,
): Promise<CompanySetupFacts | undefined> {
  const [company] = await db
    .select({ approvalMode: companies.approvalMode, payroll: companies.payrollDeductionEnabled })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return undefined;
  const [cards, [policyCount], [centerCount], [withoutApprover]] = await Promise.all([
    db
      .select({ expMonth: corporateCards.expMonth, expYear: corporateCards.expYear })
      .from(corporateCards)
      .where(and(eq(corporateCards.companyId, companyId), eq(corporateCards.isActive, true))),
    db
      .select({ n: count() })
      .from(policies)
      .where(and(eq(policies.companyId, companyId), eq(policies.isActive, true))),
    db
      .select({ n: count() })
      .from(costCenters)
      .where(and(eq(costCenters.companyId, companyId), eq(costCenters.isActive, true))),
    db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.companyId, companyId),
          eq(users.isActive, true),
          eq(users.role, 'viajero'),
          notExists(
            db
              .select({ one: userApprovers.userId })
              .from(userApprovers)
              .where(eq(userApprovers.userId, users.id)),
          ),
        ),
      ),
  ]);
  return {
    approvalMode: company.approvalMode,
    payrollDeductionEnabled: company.payroll,
    cards,
    activePolicies: policyCount?.n ?? 0,
    activeCostCenters: centerCount?.n ?? 0,
    travellersWithoutApprover: withoutApprover?.n ?? 0,
  };
}
