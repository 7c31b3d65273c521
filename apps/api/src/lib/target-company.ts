import type { Executor } from '@travesia/db';
import { companies } from '@travesia/db';
import { CHOOSE_COMPANY_MESSAGE, canActAcrossCompanies } from '@travesia/domain';
import { eq } from 'drizzle-orm';
import { badRequest, companyNotFound } from './app-error';
import type { SignedInUser } from './signed-in-user';

/**
 * The one rule for every company-scoped endpoint: everyone works on their own company (naming another is a
 * 404, as if it did not exist); the operador works for every company, so they must name an existing one and
 * are never defaulted to the agency's own.
 */
export async function resolveTargetCompany(
  db: Executor,
  actor: Pick<SignedInUser, 'companyId' | 'role'>,
  requested: number | undefined,
): Promise<number> {
  if (!canActAcrossCompanies(actor.role)) {
    if (requested !== undefined && requested !== actor.companyId) throw companyNotFound();
    return actor.companyId;
  }
  if (requested === undefined) throw badRequest(CHOOSE_COMPANY_MESSAGE);
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, requested))
    .limit(1);
  if (!row) throw companyNotFound();
  return row.id;
}
