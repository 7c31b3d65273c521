import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { schedulePeriodicJob } from '../../lib/periodic-job';
import { relayDueMail } from './service';

/**
 * Delivers the outbox every `mailRelaySeconds` (decision 012). Every API process relays: a message is claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so two relays never take the same one at once. A run goes on until it
 * claims nothing; closing the app waits for the run under way.
 */
export function registerMailRelay(app: FastifyInstance, context: AppContext): void {
  schedulePeriodicJob(app, {
    name: 'mail relay',
    seconds: context.config.mailRelaySeconds,
    runsWhenReady: true,
    async run(isClosing) {
      let claimed = await relayDueMail(context);
      while (claimed > 0 && !isClosing()) claimed = await relayDueMail(context);
    },
  });
}
