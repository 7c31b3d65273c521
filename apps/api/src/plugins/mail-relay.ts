import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { relayDueMail } from '../modules/mail/service';

/**
 * Delivers the outbox every `mailRelaySeconds` (decision 012). Every API process relays: a message is claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so two relays never take the same one at once. A run goes on until it
 * claims nothing; closing the app waits for the run under way.
 */
export function registerMailRelay(app: FastifyInstance, context: AppContext): void {
  const seconds = context.config.mailRelaySeconds;
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isClosing = false;
  const relay = async () => {
    try {
      let claimed = await relayDueMail(context);
      while (claimed > 0 && !isClosing) claimed = await relayDueMail(context);
    } catch (error) {
      app.log.error({ err: error }, 'mail relay failed');
    } finally {
      running = undefined;
    }
  };
  const tick = () => {
    running ??= relay();
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    isClosing = true;
    clearInterval(timer);
    await running;
  });
}
