import { dueSummaryMonth, monthBounds, monthRange, type ReportQueryInput } from '@travesia/domain';
import type { AppContext } from '../../context';
import { sendMail } from '../mail/service';
import {
  getCo2Report,
  getPolicyReport,
  getSpendReport,
  type ReportContext,
  type ReportReader,
} from '../reports/service';
import {
  claimMonthlySummary,
  listActiveAdministradores,
  listCompaniesDueSummary,
  type SummaryCompany,
} from './repository';
import { type MonthlySummary, monthlySummaryMail } from './summary-mail';

/**
 * Sends every summary due at `now` (decision 029): for each active company not yet summarised, the month before's
 * spend, policy and CO₂e views of the reports, e-mailed to its active administradores. Each company is claimed in
 * the transaction that writes its e-mails to the outbox, so a second sweep, another API process or a restart sends
 * nothing twice. One company's failure does not hold the others back; it is retried at the next sweep. Answers how
 * many companies this call summarised.
 */
export async function sendDueMonthlySummaries(
  context: Pick<AppContext, 'db' | 'config'>,
  now = new Date(),
): Promise<number> {
  const month = dueSummaryMonth(now);
  const due = await listCompaniesDueSummary(context.db, month);
  let sent = 0;
  const failures: unknown[] = [];
  for (const company of due) {
    try {
      if (await sendMonthlySummary(context, company, month)) sent += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(
      failures,
      `monthly summaries of ${month}: ${failures.length} of ${due.length} companies failed`,
    );
  }
  return sent;
}

async function sendMonthlySummary(
  context: Pick<AppContext, 'db' | 'config'>,
  company: SummaryCompany,
  month: string,
): Promise<boolean> {
  const summary = await summarizeMonth(context, company, month);
  // A company that did not exist yet gets no "no trips" e-mail of that month (one with trips, such as the demo
  // company's history, still does); the claim keeps it from being looked at again.
  const hasNews = summary.spend.totals.bookings > 0 || company.createdAt < monthBounds(month).end;
  return context.db.transaction(async (tx) => {
    const recipients = hasNews ? await listActiveAdministradores(tx, company.id) : [];
    const isClaimed = await claimMonthlySummary(tx, {
      companyId: company.id,
      month,
      recipients: recipients.length,
    });
    if (!isClaimed) return false;
    for (const recipient of recipients) {
      await sendMail({ db: tx }, monthlySummaryMail(context.config.appUrl, recipient, summary));
    }
    return true;
  });
}

/** The month's views, read through the reports' own use cases as the company's administrador reads them. */
async function summarizeMonth(
  context: ReportContext,
  company: SummaryCompany,
  month: string,
): Promise<MonthlySummary> {
  const reader: ReportReader = { companyId: company.id, role: 'administrador' };
  const query: ReportQueryInput = { period: 'custom', ...monthRange(month) };
  const [spend, policy, co2] = await Promise.all([
    getSpendReport(context, reader, query),
    getPolicyReport(context, reader, query),
    getCo2Report(context, reader, query),
  ]);
  return { month, companyName: company.name, spend, policy, co2 };
}
