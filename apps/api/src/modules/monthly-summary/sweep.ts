import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { schedulePeriodicJob } from '../../lib/periodic-job';
import { sendDueMonthlySummaries } from './service';

/**
 * Unless turned off, sends the monthly summaries due on the approval sweep's beat (`approvalSweepSeconds`, decision
 * 029): each company and month is claimed once, so every API process may try. It runs apart from the approval
 * sweep, so a long run of either never holds the other back.
 */
export function registerMonthlySummarySweep(app: FastifyInstance, context: AppContext): void {
  if (!context.config.monthlySummaryEmails) return;
  schedulePeriodicJob(app, {
    name: 'monthly summary e-mails',
    seconds: context.config.approvalSweepSeconds,
    run: () => sendDueMonthlySummaries(context),
  });
}
