import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../lib/periodic.ts';
import {
  type DispatcherOptions,
  EventDispatcher,
  type EventListener,
  listenForEvents,
  onEventsCommitted,
} from '../modules/events/service.ts';
import { listeners as productionListeners } from '../use-cases/listeners/index.ts';

/**
 * The poll is the safety net behind the wake-ups (a NOTIFY lost while a server reconnected,
 * a listener's retry coming due): a few seconds' delay at worst.
 */
export const EVENT_POLL_MS = 5_000;
const FIRST_RUN_MS = 1_000;
/** After a run that left events behind an older running transaction: soon, not at the next poll. */
const WAITING_RERUN_MS = 50;

export interface EventDispatchOptions extends DispatcherOptions {
  listeners?: readonly EventListener[];
  pollMs?: number;
  firstRunMs?: number;
}

/**
 * Delivers committed events to the listeners (docs/decisions/024-use-cases-and-events.md,
 * "Events: how they are delivered"), started like the other jobs when the server listens.
 * A run comes right after this process commits events, when another server's NOTIFY arrives
 * (PostgreSQL), and every few seconds in any case. Every server runs it; the listeners' locks
 * keep two from delivering one event at once. With no listeners it starts nothing.
 */
export default fp(async function eventDispatch(app: FastifyInstance, options: EventDispatchOptions) {
  const {
    listeners = productionListeners,
    pollMs = EVENT_POLL_MS,
    firstRunMs = FIRST_RUN_MS,
    ...dispatcherOptions
  } = options;
  if (listeners.length === 0) return;
  const { database } = app.ctx;
  const dispatcher = new EventDispatcher(app.ctx, listeners, app.log, dispatcherOptions);
  const runner = runPeriodically(app, {
    intervalMs: pollMs,
    firstRunMs,
    run: async () => {
      const counts = await dispatcher.runOnce();
      if (counts.waiting > 0) setTimeout(() => runner.runNow(), WAITING_RERUN_MS).unref();
      return counts;
    },
    logKey: 'events',
    done: 'events delivered',
    failed: 'event delivery failed',
  });
  const stopWaking = onEventsCommitted(database.db, runner.runNow);
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onListen', async () => {
    if (database.dialect === 'postgres' && !stopListening) {
      stopListening = listenForEvents(database, runner.runNow, app.log);
    }
  });
  app.addHook('onClose', async () => {
    stopWaking();
    await stopListening?.();
  });
});
