import { type MonthSpend, monthBounds, type monthSpendQuerySchema, toIsoMonth } from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { SignedInUser } from '../../lib/signed-in-user';
import { resolveTargetCompany } from '../../lib/target-company';
import { sumCompanySpend } from '../bookings/reads';

/** What the company's trips of a month cost (this month by default), for its administrators and the operador. */
export async function getMonthSpend(
  context: AppContext,
  actor: SignedInUser,
  query: z.output<typeof monthSpendQuerySchema>,
): Promise<MonthSpend> {
  const companyId = await resolveTargetCompany(context.db, actor, query.companyId);
  const month = query.month ?? toIsoMonth(new Date());
  const totals = await sumCompanySpend(context.db, companyId, monthBounds(month));
  return { companyId, month, ...totals };
}
