import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** Named in the log when a run fails. */
  name: string;
  /** 0 or less: never runs in this process. */
  seconds: number;
  /** Runs once as soon as the app is ready too, instead of only after the first interval. */
  runsWhenReady?: boolean;
  /** One run; `isClosing` turns true once the app starts closing, so a run that loops can stop between steps. */
  run(isClosing: () => boolean): Promise<unknown>;
}

/**
 * Runs a module's job every `seconds` in each API process (the jobs are written so that two processes running one
 * at once is harmless). A turn is skipped while the previous run is still going, a failure is logged and the next
 * turn tries again, and closing the app waits for the run under way.
 */
export function schedulePeriodicJob(app: FastifyInstance, job: PeriodicJob): void {
  if (job.seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isClosing = false;
  const tick = () => {
    running ??= job
      .run(() => isClosing)
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, `${job.name} failed`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    if (job.runsWhenReady) tick();
    timer = setInterval(tick, job.seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    isClosing = true;
    clearInterval(timer);
    await running;
  });
}
