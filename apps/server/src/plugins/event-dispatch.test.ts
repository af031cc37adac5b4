import Fastify from 'fastify';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { type DatabaseHandle, inTransaction, openDatabase } from '../db/index.ts';
import { type EventListener, recordEvent } from '../modules/events/service.ts';
import { describeApi, type TestApi, uniqueName } from '../test/harness.ts';
import eventDispatch from './event-dispatch.ts';

/** Far longer than any wait below: a delivery within it came from a wake-up, not the poll. */
const POLL_MS = 60_000;
const WOKEN_WITHIN_MS = 5_000;

/** A listening server with only the dispatcher, on `database`, handing top-up submissions to `listener`. */
async function server(api: TestApi, database: DatabaseHandle, listener: EventListener) {
  const app = Fastify({ logger: false });
  app.decorate('ctx', { config: api.config, database, live: api.live });
  await app.register(eventDispatch, { listeners: [listener], pollMs: POLL_MS, firstRunMs: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

function keeping() {
  const handled: { topUpId: number; at: number }[] = [];
  const listener: EventListener = {
    name: uniqueName('woken'),
    handles: ['topup.submitted'],
    startAt: 'latest',
    async handle(_ctx, event) {
      handled.push({ topUpId: (event.data as { topUpId: number }).topUpId, at: Date.now() });
    },
  };
  return { listener, handled };
}

const submit = (database: DatabaseHandle, topUpId: number) =>
  inTransaction(database, (trx) =>
    recordEvent(trx, { type: 'topup.submitted', userId: null, data: { topUpId, amountCents: 100 } }),
  );

/** Waits until `listener` has its position (its first run is done), so later events are new to it. */
const placed = (database: DatabaseHandle, name: string) =>
  expect
    .poll(async () =>
      database.db.selectFrom('event_listeners').select('name').where('name', '=', name).execute(),
    )
    .toHaveLength(1);

describeApi('event dispatch plugin', (api) => {
  it('a commit in this process wakes its dispatcher at once, long before the poll', async () => {
    const { database } = api();
    const { listener, handled } = keeping();
    const app = await server(api(), database, listener);
    try {
      await placed(database, listener.name);
      const committed = Date.now();
      await submit(database, 1);
      await expect.poll(() => handled.map((h) => h.topUpId), { timeout: WOKEN_WITHIN_MS }).toEqual([1]);
      expect(handled[0]!.at - committed).toBeLessThan(WOKEN_WITHIN_MS);
    } finally {
      await app.close();
    }
  });

  it("another server's commit wakes this one through NOTIFY, also after its LISTEN connection was cut (PostgreSQL)", async (ctx) => {
    const { database } = api();
    if (database.dialect !== 'postgres') ctx.skip();
    // The other server writes on its own pool; only this one runs the listener.
    const other = openDatabase({
      url: process.env.TEST_DATABASE_URL,
      pgSchema: database.pgSchema,
      poolSize: 2,
    });
    const { listener, handled } = keeping();
    const app = await server(api(), database, listener);
    try {
      await placed(database, listener.name);
      await submit(other, 2);
      await expect.poll(() => handled.map((h) => h.topUpId), { timeout: WOKEN_WITHIN_MS }).toEqual([2]);

      // Cut this server's LISTEN session; it reconnects on its own and hears the next NOTIFY.
      const cut = await sql<{ cut: boolean }>`
        select pg_terminate_backend(pid) as cut from pg_stat_activity
        where query = 'listen shopkeeper_events'`.execute(other.db);
      expect(cut.rows.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await submit(other, 3);
      await expect.poll(() => handled.map((h) => h.topUpId), { timeout: WOKEN_WITHIN_MS }).toEqual([2, 3]);
    } finally {
      await app.close();
      await other.destroy();
    }
  });
});
