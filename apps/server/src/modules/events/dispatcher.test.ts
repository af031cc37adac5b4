import { expect, it } from 'vitest';
import { type DatabaseHandle, inTransaction, openDatabase } from '../../db/index.ts';
import { describeApi, type TestApi, uniqueName } from '../../test/harness.ts';
import type { EventType, RecordedEvent } from './catalogue.ts';
import { EventDispatcher, type EventListener, recordEvent } from './service.ts';

/** A top-up event, told apart by its id. */
const submitted = (topUpId: number) =>
  ({ type: 'topup.submitted', userId: null, data: { topUpId, amountCents: 100 } }) as const;
const approved = (topUpId: number) =>
  ({ type: 'topup.approved', userId: null, data: { topUpId, creditedCents: 100 } }) as const;

/** What a listener was handed, as `type:topUpId`. */
const label = (event: RecordedEvent) => `${event.type}:${(event.data as { topUpId: number }).topUpId}`;

/**
 * A listener that keeps what it was handed of the top-ups numbered within `ids` (each test
 * numbers its own, and a listener placed at the latest settled event may still see an
 * earlier test's); `fail` decides whether to throw at an event.
 */
function keeping(
  handles: EventType[],
  ids: [number, number],
  fail: (event: RecordedEvent, attempt: number) => boolean = () => false,
) {
  const handled: string[] = [];
  const attempts = new Map<number, number>();
  const listener: EventListener = {
    name: uniqueName('listener'),
    handles,
    startAt: 'latest',
    async handle(_ctx, event) {
      const attempt = (attempts.get(event.id) ?? 0) + 1;
      attempts.set(event.id, attempt);
      if (fail(event, attempt)) throw new Error(`refused ${label(event)}`);
      const { topUpId } = event.data as { topUpId: number };
      if (topUpId >= ids[0] && topUpId <= ids[1]) handled.push(label(event));
    },
  };
  return { listener, handled };
}

function dispatcher(
  api: TestApi,
  listeners: EventListener[],
  clock = { now: Date.now() },
  database = api.database,
) {
  const errors: object[] = [];
  const log = { error: (details: object) => errors.push(details) };
  const instance = new EventDispatcher({ config: api.config, database, live: api.live }, listeners, log, {
    batchSize: 3,
    retryBaseMs: 1_000,
    now: () => clock.now,
  });
  return { instance, errors, clock };
}

/**
 * Runs the dispatcher until `done`. On PostgreSQL an event is delivered once no transaction
 * older than its own is running anywhere on the server (positions.ts), and other tests run
 * beside these, so one run right after a commit may find it not yet settled.
 */
const runUntil = (instance: EventDispatcher, done: () => boolean) =>
  expect
    .poll(
      async () => {
        await instance.runOnce();
        return done();
      },
      { timeout: 10_000, interval: 20 },
    )
    .toBe(true);

const record = (database: DatabaseHandle, ...events: Parameters<typeof recordEvent>[1][]) =>
  inTransaction(database, async (trx) => {
    for (const event of events) await recordEvent(trx, event);
  });

describeApi('event dispatcher', (api) => {
  it('delivers a committed event once to each listener that handles its kind, in order; a rolled-back one never', async () => {
    const both = keeping(['topup.submitted', 'topup.approved'], [1, 7]);
    const approvals = keeping(['topup.approved'], [1, 7]);
    const { instance } = dispatcher(api(), [both.listener, approvals.listener]);
    await instance.runOnce(); // places both at the latest event
    await record(api().database, submitted(1), approved(1));
    await expect(
      inTransaction(api().database, async (trx) => {
        await recordEvent(trx, submitted(2));
        await recordEvent(trx, approved(2));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    for (let i = 3; i <= 6; i++) await record(api().database, submitted(i));
    await record(api().database, approved(7));

    await runUntil(instance, () => both.handled.length >= 7 && approvals.handled.length >= 2);
    expect(await instance.runOnce()).toEqual({ delivered: 0, failed: 0, waiting: 0 });
    expect(both.handled).toEqual([
      'topup.submitted:1',
      'topup.approved:1',
      'topup.submitted:3',
      'topup.submitted:4',
      'topup.submitted:5',
      'topup.submitted:6',
      'topup.approved:7',
    ]);
    expect(approvals.handled).toEqual(['topup.approved:1', 'topup.approved:7']);
  });

  it('a listener that throws is tried again later, the events after it wait, and another listener carries on', async () => {
    const flaky = keeping(
      ['topup.submitted'],
      [11, 13],
      (event, attempt) => label(event) === 'topup.submitted:12' && attempt < 3,
    );
    const steady = keeping(['topup.submitted'], [11, 13]);
    const { instance, errors, clock } = dispatcher(api(), [flaky.listener, steady.listener]);
    await instance.runOnce();
    for (const id of [11, 12, 13]) await record(api().database, submitted(id));

    await runUntil(instance, () => steady.handled.length === 3 && errors.length === 1);
    expect(flaky.handled).toEqual(['topup.submitted:11']);
    expect(steady.handled).toEqual(['topup.submitted:11', 'topup.submitted:12', 'topup.submitted:13']);
    expect(errors).toEqual([
      expect.objectContaining({ listener: flaky.listener.name, failures: 1, retryInMs: 1_000 }),
    ]);

    // Before its wait is over, the failed listener is left alone.
    clock.now += 999;
    expect(await instance.runOnce()).toEqual({ delivered: 0, failed: 0, waiting: 0 });
    // Then it fails again, and waits twice as long.
    clock.now += 1;
    expect(await instance.runOnce()).toEqual({ delivered: 0, failed: 1, waiting: 0 });
    expect(errors[1]).toEqual(expect.objectContaining({ failures: 2, retryInMs: 2_000 }));
    const stuck = await api()
      .database.db.selectFrom('event_listeners')
      .select(['failures', 'last_error'])
      .where('name', '=', flaky.listener.name)
      .executeTakeFirstOrThrow();
    expect(stuck).toEqual({ failures: 2, last_error: 'Error: refused topup.submitted:12' });

    clock.now += 2_000;
    expect(await instance.runOnce()).toEqual({ delivered: 2, failed: 0, waiting: 0 });
    expect(flaky.handled).toEqual(['topup.submitted:11', 'topup.submitted:12', 'topup.submitted:13']);
    expect(steady.handled).toHaveLength(3);
  });

  it('a dispatcher started afresh carries on from the stored position: nothing finished again, the unfinished again', async () => {
    // The first server "dies" while handling 22: it was handed the event but never finished it.
    const first = keeping(['topup.submitted'], [21, 24], (event) => label(event) === 'topup.submitted:22');
    const { instance: before, clock, errors } = dispatcher(api(), [first.listener]);
    await before.runOnce();
    for (const id of [21, 22, 23]) await record(api().database, submitted(id));
    await runUntil(before, () => errors.length === 1);
    expect(first.handled).toEqual(['topup.submitted:21']);

    // A new process: a new dispatcher, the same listener by name, events recorded meanwhile.
    await record(api().database, submitted(24));
    const second = keeping(['topup.submitted'], [21, 24]);
    second.listener.name = first.listener.name;
    clock.now += 60_000;
    const { instance: after } = dispatcher(api(), [second.listener], clock);
    await runUntil(after, () => second.handled.length >= 3);
    expect(second.handled).toEqual(['topup.submitted:22', 'topup.submitted:23', 'topup.submitted:24']);
  });

  it('a listener new to the table starts at the beginning unless it asks for the latest', async () => {
    await record(api().database, submitted(31));
    const fromStart = keeping(['topup.submitted'], [31, 31]);
    fromStart.listener.startAt = 'beginning';
    await runUntil(dispatcher(api(), [fromStart.listener]).instance, () =>
      fromStart.handled.includes('topup.submitted:31'),
    );
    const fromNow = keeping(['topup.submitted'], [31, 31]);
    await dispatcher(api(), [fromNow.listener]).instance.runOnce();
    expect(fromNow.handled).toEqual([]);
  });

  it('two servers on one PostgreSQL database deliver each event to a listener once, never two at once', async (ctx) => {
    const { database } = api();
    if (database.dialect !== 'postgres') ctx.skip();
    const other = openDatabase({
      url: process.env.TEST_DATABASE_URL,
      pgSchema: database.pgSchema,
      poolSize: 5,
    });
    try {
      let inFlight = 0;
      let most = 0;
      const handled: number[] = [];
      const listener: EventListener = {
        name: uniqueName('shared'),
        handles: ['topup.submitted'],
        startAt: 'latest',
        async handle(_ctx, event) {
          most = Math.max(most, ++inFlight);
          await new Promise((resolve) => setTimeout(resolve, 2));
          handled.push((event.data as { topUpId: number }).topUpId);
          inFlight--;
        },
      };
      const one = dispatcher(api(), [listener]).instance;
      const two = dispatcher(api(), [listener], undefined, other).instance;
      await one.runOnce();
      const ids = Array.from({ length: 40 }, (_, i) => 100 + i);
      // Events committed while both servers run, from both servers' pools.
      const writes = Promise.all(ids.map((id, i) => record(i % 2 ? other : database, submitted(id))));
      const runs = Promise.all(
        [one, two].map(async (server) => {
          for (let i = 0; i < 20; i++) await server.runOnce();
        }),
      );
      await Promise.all([writes, runs]);
      await runUntil(one, () => handled.length >= ids.length);
      await two.runOnce();
      expect([...handled].sort((a, b) => a - b)).toEqual(ids);
      expect(most).toBe(1);
    } finally {
      await other.destroy();
    }
  });
});

describeApi('event dispatcher, commit order', (api) => {
  it('an event whose transaction commits after a later-numbered one is delivered, not passed over (PostgreSQL)', async (ctx) => {
    const { database } = api();
    if (database.dialect !== 'postgres') ctx.skip();
    const kept = keeping(['topup.submitted'], [41, 42]);
    const { instance } = dispatcher(api(), [kept.listener]);
    await instance.runOnce();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let recorded!: () => void;
    const slowRecorded = new Promise<void>((resolve) => {
      recorded = resolve;
    });
    // The slow transaction takes its id first and commits last.
    const slow = inTransaction(database, async (trx) => {
      await recordEvent(trx, submitted(41));
      recorded();
      await held;
    });
    await slowRecorded;
    await record(database, submitted(42));
    expect(await instance.runOnce()).toEqual({ delivered: 0, failed: 0, waiting: 1 });
    expect(kept.handled).toEqual([]); // 42 waits: a transaction older than it is still open
    release();
    await slow;
    await runUntil(instance, () => kept.handled.length >= 2);
    expect(kept.handled).toEqual(['topup.submitted:41', 'topup.submitted:42']);
  });
});
