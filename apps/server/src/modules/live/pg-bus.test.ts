import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';
import type { LiveSignal } from './bus.ts';
import { PgLiveBus } from './pg-bus.ts';

const waitFor = async (done: () => boolean) => {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describeApi('the PostgreSQL live bus', (api) => {
  const buses: PgLiveBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it('carries signals between servers, hears again after its LISTEN connection is killed and says so', async (test) => {
    // SQLite runs one server: its bus is the in-process one.
    if (api().database.dialect !== 'postgres') test.skip();
    const log = { warn: () => {} };
    const one = new PgLiveBus(api().database, log);
    const two = new PgLiveBus(api().database, log);
    buses.push(one, two);
    const heard: LiveSignal[] = [];
    let resumed = 0;
    two.onResumed(() => resumed++);
    two.subscribe({ operators: true }, (signal) => heard.push(signal));
    await two.ready();
    expect(resumed).toBe(0);
    one.publish({ operators: true }, { type: 'chat', conversationId: 1, seq: 1 });
    await waitFor(() => heard.length === 1);
    expect(heard).toEqual([{ type: 'chat', conversationId: 1, seq: 1 }]);

    // The LISTEN connection dies (a failover, an idle killer): the bus opens another.
    const pid = (two as unknown as { client: { processID: number } }).client.processID;
    await sql`select pg_terminate_backend(${pid})`.execute(api().database.db);
    await waitFor(() => (two as unknown as { client?: { processID: number } }).client?.processID !== pid);
    await two.ready();
    // What was sent while it could not hear is lost: the streams are told to read again.
    expect(resumed).toBe(1);
    one.publish({ operators: true }, { type: 'chat', conversationId: 1, seq: 2 });
    await waitFor(() => heard.length === 2);
    expect(heard.at(-1)).toEqual({ type: 'chat', conversationId: 1, seq: 2 });
  });
});
