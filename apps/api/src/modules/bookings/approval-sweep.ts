import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { schedulePeriodicJob } from '../../lib/periodic-job';
import { PLATFORM_SCOPE } from '../../lib/tenant-scope';
import { settleApprovalDeadlines } from './service';

/**
 * Every `approvalSweepSeconds`: settles approval deadlines and sends reminders, so they happen even when nobody
 * opens the app. Every API process may sweep: the conditional updates and the unique reminders make two sweeps at
 * once harmless. Reads settle too, so a stopped sweep only delays the e-mails.
 */
export function registerApprovalSweep(app: FastifyInstance, context: AppContext): void {
  schedulePeriodicJob(app, {
    name: 'approval deadline sweep',
    seconds: context.config.approvalSweepSeconds,
    run: () => settleApprovalDeadlines(context, PLATFORM_SCOPE),
  });
}
