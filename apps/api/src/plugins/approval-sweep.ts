import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { PLATFORM_SCOPE } from '../lib/tenant-scope';
import { settleApprovalDeadlines } from '../modules/bookings/lifecycle';

/**
 * Settles approval deadlines and sends reminders every `approvalSweepSeconds`, so they happen even when nobody
 * opens the app. Every API process may sweep: the conditional updates and the unique reminders make two sweeps
 * at once harmless. Reads settle too, so a stopped sweep only delays the e-mails.
 */
export function registerApprovalSweep(app: FastifyInstance, context: AppContext): void {
  const seconds = context.config.approvalSweepSeconds;
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let isSweeping = false;
  const sweep = async () => {
    if (isSweeping) return;
    isSweeping = true;
    try {
      await settleApprovalDeadlines(context, PLATFORM_SCOPE);
    } catch (error) {
      app.log.error({ err: error }, 'approval deadline sweep failed');
    } finally {
      isSweeping = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
