import { type CompanySetup, isCardExpired } from '@travesia/domain';
import type { AppContext } from '../../context';
import { companyNotFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import { resolveTargetCompany } from '../../lib/target-company';
import { readCompanySetupFacts } from './repository';

/**
 * The set-up checklist of the administrator's company (issue 36): each step done or not. Approvers are needed
 * only while the company's trips can wait for approval.
 */
export async function getCompanySetup(
  context: AppContext,
  actor: SignedInUser,
  companyId: number | undefined,
): Promise<CompanySetup> {
  const id = await resolveTargetCompany(context.db, actor, companyId);
  const facts = await readCompanySetupFacts(context.db, id);
  if (!facts) throw companyNotFound();
  const now = new Date();
  const hasCard = facts.cards.some((card) => !isCardExpired(card.expMonth, card.expYear, now));
  return {
    companyId: id,
    steps: [
      { step: 'payment', isDone: hasCard || facts.payrollDeductionEnabled },
      { step: 'policies', isDone: facts.activePolicies > 0 },
      { step: 'cost-centers', isDone: facts.activeCostCenters > 0 },
      {
        step: 'approvers',
        isDone: facts.approvalMode === 'none' || facts.travellersWithoutApprover === 0,
      },
    ],
  };
}
