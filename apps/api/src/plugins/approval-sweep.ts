import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { PLATFORM_SCOPE } from '../lib/tenant-scope';
import { settleApprovalDeadlines } from '../modules/bookings/service';
import { sendDueMonthlySummaries } from '../modules/monthly-summary/service';

/**
 * Every `approvalSweepSeconds`: settles approval deadlines and sends reminders, so they happen even when nobody
 * opens the app, and (unless turned off) sends the monthly summaries due (decision 029). Every API process may
 * sweep: the conditional updates, the unique reminders and the claimed summaries make two sweeps at once harmless.
 * Reads settle too, so a stopped sweep only delays the e-mails. Each job runs on its own, so a long one never
 * holds the other back.
 */
export function registerApprovalSweep(app: FastifyInstance, context: AppContext): void {
  const seconds = context.config.approvalSweepSeconds;
  if (seconds <= 0) return;
  const jobs = [
    periodicJob(app, 'approval deadline sweep', () => settleApprovalDeadlines(context, PLATFORM_SCOPE)),
    ...(context.config.monthlySummaryEmails
      ? [periodicJob(app, 'monthly summary e-mails', () => sendDueMonthlySummaries(context))]
      : []),
  ];
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      for (const run of jobs) void run();
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** A job that skips its turn while its previous run is still going, and logs its failures. */
function periodicJob(app: FastifyInstance, name: string, work: () => Promise<unknown>): () => Promise<void> {
  let isRunning = false;
  return async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, `${name} failed`);
    } finally {
      isRunning = false;
    }
  };
}
