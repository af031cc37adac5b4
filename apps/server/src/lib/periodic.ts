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

export interface PeriodicRunner {
  /**
   * Runs the job now, or once more right after the run under way (a run already started may
   * have read before what it is woken for). Nothing before listening or after closing.
   */
  runNow(): void;
}

/**
 * Runs a job on a timer while the server listens: started when it starts listening (tests
 * that only inject requests never run it behind their back), stopped on close after waiting
 * for a run under way. Runs never overlap; a run that throws is logged and the next one tries
 * again. Quiet (debug) when a run counted nothing, which is most runs.
 */
export function runPeriodically(app: FastifyInstance, job: PeriodicJob): PeriodicRunner {
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<void> | undefined;
  let started = false;
  let again = false;

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
        if (again && started) {
          again = false;
          tick();
        }
      });
  };

  app.addHook('onListen', async () => {
    // Listening on several addresses calls this once for each.
    if (timers.length > 0) return;
    started = true;
    timers = [setTimeout(tick, job.firstRunMs), setInterval(tick, job.intervalMs)];
    for (const timer of timers) timer.unref();
  });
  app.addHook('onClose', async () => {
    started = false;
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    await running;
  });

  return {
    runNow() {
      if (!started) return;
      if (running) again = true;
      else tick();
    },
  };
}
