import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** Between runs. */
  intervalMs: number;
  /** From listening to the first run. */
  firstRunMs: number;
  /** One run; what it counted is logged (at info when any count is above zero, else at debug). */
  run: () => Promise<unknown>;
  /** The log field the counts go under, e.g. `cleanup`. */
  logKey: string;
  /** Log messages after a run and after a failed run. */
  done: string;
  failed: string;
}

/**
 * Runs a job on a timer while the server listens: started when it starts listening (tests
 * that only inject requests never run it behind their back), stopped on close after waiting
 * for a run under way. Runs never overlap; a run that throws is logged and the next one tries
 * again. Quiet (debug) when a run counted nothing, which is most runs.
 */
export function runPeriodically(app: FastifyInstance, job: PeriodicJob) {
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<void> | undefined;

  const tick = () => {
    if (running) return;
    running = Promise.resolve()
      .then(job.run)
      .then(
        (counts) => {
          const any = Object.values(counts ?? {}).some((n) => Number(n) > 0);
          app.log[any ? 'info' : 'debug']({ [job.logKey]: counts }, job.done);
        },
        (error: unknown) => app.log.error({ err: error }, job.failed),
      )
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onListen', async () => {
    // Listening on several addresses calls this once for each.
    if (timers.length > 0) return;
    timers = [setTimeout(tick, job.firstRunMs), setInterval(tick, job.intervalMs)];
    for (const timer of timers) timer.unref();
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    await running;
  });
}
