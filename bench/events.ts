/**
 * What an event costs a payment (docs/decisions/024-use-cases-and-events.md, "Events: how they
 * are delivered"), on SQLite (a WAL file) and PostgreSQL (a schema of its own, dropped after),
 * at concurrency 1 and 10, writes per second of the withdrawal-sized ledger write of ledger.ts:
 * - as today, no event;
 * - plus the event's row, inserted in the same transaction and nothing else;
 * - plus `recordEvent`: the row, and after the commit the local wake-up and, on PostgreSQL,
 *   the NOTIFY to the other servers (one in flight per process, later commits share the next);
 * - the same with a dispatcher in the process delivering every event to one listener that
 *   does nothing, as a server with listeners runs.
 * The four run in turn, round after round, and each figure is the median of its rounds, so a
 * machine whose load drifts shifts them alike. Beside the rate, this process's CPU time per
 * write (all of SQLite's work, the server's side of PostgreSQL's), which other work on the
 * machine disturbs less than the clock. `npx tsx bench/events.ts` runs it alone;
 * `npm run bench -w bench -- events` too.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../apps/server/src/config.ts';
import type { DatabaseHandle, Trx } from '../apps/server/src/db/index.ts';
import {
  EventDispatcher,
  onEventsCommitted,
  recordEvent,
} from '../apps/server/src/modules/events/service.ts';
import { LocalLiveBus } from '../apps/server/src/modules/live/bus.ts';
import { onBothDatabases, openWallets, perSecond, rate, type Wallet, withdrawalWrite } from './ledger.ts';

const COUNT = Number(process.env.BENCH_EVENTS_COUNT ?? 300);
const ROUNDS = Number(process.env.BENCH_EVENTS_ROUNDS ?? 11);

// No user: the bench's wallets belong to user ids with no users row behind them.
const requested = (_wallet: Wallet, withdrawalId: number) =>
  ({ type: 'withdrawal.requested', userId: null, data: { withdrawalId, amountCents: 1 } }) as const;

/** The event's row alone, as recordEvent inserts it, without what it queues for after the commit. */
async function eventRowOnly(trx: Trx, wallet: Wallet, id: number) {
  const event = requested(wallet, id);
  await trx
    .insertInto('events')
    .values({ type: event.type, user_id: null, data: JSON.stringify(event.data), at: Date.now() })
    .execute();
}

const withRecordEvent = (trx: Trx, wallet: Wallet, id: number) => recordEvent(trx, requested(wallet, id));

/** A dispatcher woken by each commit, as plugins/event-dispatch.ts runs one: runs never overlap. */
function startDispatcher(handle: DatabaseHandle) {
  const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, {});
  let delivered = 0;
  const dispatcher = new EventDispatcher(
    { config, database: handle, live: new LocalLiveBus() },
    [
      {
        name: `bench-${randomBytes(4).toString('hex')}`,
        handles: ['withdrawal.requested'],
        startAt: 'latest',
        handle: async () => {
          delivered++;
        },
      },
    ],
    { error: (details, message) => console.error(message, details) },
  );
  let running: Promise<unknown> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = dispatcher.runOnce().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        run();
      }
    });
  };
  const stop = onEventsCommitted(handle.db, run);
  return {
    delivered: () => delivered,
    async stop() {
      stop();
      while (running) await running;
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(label: string, handle: DatabaseHandle) {
  const wallets = await openWallets(handle, 4_000_001, 20);
  console.log(`  ${label}`);
  const variants = {
    today: () => withdrawalWrite(handle, wallets),
    row: () => withdrawalWrite(handle, wallets, eventRowOnly),
    recordEvent: () => withdrawalWrite(handle, wallets, withRecordEvent),
    dispatched: () => withdrawalWrite(handle, wallets, withRecordEvent),
  };
  type Name = keyof typeof variants;
  const names = Object.keys(variants) as Name[];
  for (const concurrency of [1, 10]) {
    const rates = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<Name, number[]>;
    const cpu = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<Name, number[]>;
    for (let round = 0; round <= ROUNDS; round++) {
      for (const name of names) {
        const dispatcher = name === 'dispatched' ? startDispatcher(handle) : undefined;
        // Round 0 warms up (JIT, prepared statements, pool connections) and is not counted.
        const count = round === 0 ? Math.ceil(COUNT / 5) : COUNT;
        const cpuBefore = process.cpuUsage();
        const measured = await rate(concurrency, count, variants[name]());
        await dispatcher?.stop();
        const used = process.cpuUsage(cpuBefore);
        if (round > 0) {
          rates[name].push(measured);
          cpu[name].push((used.user + used.system) / count);
        }
      }
    }
    const today = median(rates.today);
    const todayCpu = median(cpu.today);
    const cell = (name: Name) =>
      `${perSecond(median(rates[name]))} ${(today / median(rates[name])).toFixed(2)}× ${Math.round(median(cpu[name]))} µs ${(median(cpu[name]) / todayCpu).toFixed(2)}×`;
    console.log(`    concurrency ${String(concurrency).padStart(2)}:`);
    console.log(`      today          ${perSecond(today)}       ${Math.round(todayCpu)} µs`);
    console.log(`      + event row    ${cell('row')}`);
    console.log(`      + recordEvent  ${cell('recordEvent')}`);
    console.log(`      + dispatcher   ${cell('dispatched')}`);
  }
}

/** Prints the writes per second with and without an event, and today ÷ each, on both databases. */
export async function eventCost() {
  console.log(
    `\n## Events: cost per payment (${COUNT} withdrawal-sized writes per cell, median of ${ROUNDS} rounds: writes per second, today ÷ this, this process's CPU per write, this ÷ today)`,
  );
  await onBothDatabases(({ label, handle }) =>
    measure(
      handle.dialect === 'postgres' ? `${label}; + recordEvent includes the NOTIFY after the commit` : label,
      handle,
    ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await eventCost();
