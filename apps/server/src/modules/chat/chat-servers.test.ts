import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/index.ts';
import { describeApi, type Envelope, type TestApi } from '../../test/harness.ts';
import { type LiveClient, listeningUrl, openStream } from '../../test/live-client.ts';
import { signInOperator } from '../../test/operator.ts';
import { PgLiveBus } from '../live/service.ts';

const bare = (token: string) => token.replace(/^Bearer /, '');

// biome-ignore lint/suspicious/noExplicitAny: a test reads the data of whichever call it made
type Answer = Envelope<any>;

/** A call on a given server, as a client of that server would make it. */
async function callOn(
  app: FastifyInstance,
  def: { path: string; method: string },
  input: object,
  token: string,
) {
  const res = await app.inject({
    method: def.method as 'POST',
    url: `/api${def.path}`,
    headers: { authorization: token },
    payload: input,
  });
  return res.json() as Answer;
}

/** Waits until both servers' buses hear the others (PostgreSQL: their LISTEN is in place). */
async function busesReady(...apps: FastifyInstance[]) {
  for (const app of apps) if (app.ctx.live instanceof PgLiveBus) await app.ctx.live.ready();
}

/**
 * A merchant and an operator on two servers over one database (on SQLite, which has one
 * writer, the "second server" is the same one): messages reach the other server's streams,
 * a dropped stream catches up after reconnecting, and 500 messages each way in bursts,
 * some sent twice, arrive all, once each, in order, with the right unread counts.
 */
describeApi('chat across two servers', (api) => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let secondDb: DatabaseHandle | undefined;
  const streams: LiveClient[] = [];
  let merchant: Awaited<ReturnType<TestApi['merchant']>>;
  let operator: Awaited<ReturnType<typeof signInOperator>>;
  let conversationId: number;
  let n = 0;
  const id = (side: string) => `${side}-${(n++).toString().padStart(6, '0')}`;

  beforeAll(async () => {
    first = api().app;
    if (api().database.dialect === 'postgres') {
      secondDb = openDatabase({
        url: process.env.TEST_DATABASE_URL,
        pgSchema: api().database.pgSchema,
        poolSize: 5,
      });
      second = await buildApp({ config: api().config, database: secondDb, logger: false });
      await second.ready();
    } else {
      second = first;
    }
    merchant = await api().merchant();
    operator = await signInOperator(api());
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    if (second !== first) await second.close();
    await secondDb?.destroy();
  });

  const streamOn = async (app: FastifyInstance, auth: { token?: string; ticket?: string }) => {
    const { client } = await openStream(await listeningUrl(app), auth);
    streams.push(client);
    expect(await client.next()).toMatchObject({ type: 'hello' });
    return client;
  };

  it('a message reaches the stream on the other server, both ways; a ticket from one opens the other', async () => {
    const merchantStream = await streamOn(first, { token: bare(merchant.token) });
    const ticket = (await callOn(first, calls.streamTicket, {}, operator.token)).data.ticket;
    const operatorStream = await streamOn(second, { ticket });
    await busesReady(first, second);

    const hello = await callOn(first, calls.chatSend, { clientId: id('m'), text: 'Hello?' }, merchant.token);
    expect(hello.data.message.seq).toBe(1);
    const heard = await operatorStream.next((e) => e.type === 'chat');
    expect(heard).toMatchObject({ type: 'chat', seq: 1 });
    conversationId = (heard as { conversationId: number }).conversationId;

    const reply = await callOn(
      second,
      calls.consoleChatSend,
      { conversationId, clientId: id('o'), text: 'Hi, how can I help?' },
      operator.token,
    );
    expect(reply.data.message.seq).toBe(2);
    expect(await merchantStream.next((e) => e.type === 'chat' && e.seq === 2)).toEqual({
      type: 'chat',
      conversationId,
      seq: 2,
    });
    merchantStream.close();
    await merchantStream.closed;
  });

  it('a merchant whose stream dropped mid-conversation catches up with `after` on reconnecting', async () => {
    const before = (await callOn(first, calls.chatHistory, {}, merchant.token)).data.lastSeq as number;
    const dropped = await streamOn(first, { token: bare(merchant.token) });
    dropped.close();
    await dropped.closed;
    // Sent while the merchant is away, and a send of theirs whose answer was lost, sent again.
    for (let i = 0; i < 3; i++) {
      await callOn(
        second,
        calls.consoleChatSend,
        { conversationId, clientId: id('o'), text: `away ${i}` },
        operator.token,
      );
    }
    const lost = id('m');
    await callOn(first, calls.chatSend, { clientId: lost, text: 'did this arrive?' }, merchant.token);

    const back = await streamOn(second, { token: bare(merchant.token) });
    const missed = await callOn(second, calls.chatHistory, { after: before }, merchant.token);
    expect(missed.data.messages.map((m: { seq: number; from: string }) => [m.seq, m.from])).toEqual([
      [before + 1, 'operator'],
      [before + 2, 'operator'],
      [before + 3, 'operator'],
      [before + 4, 'merchant'],
    ]);
    const retried = await callOn(
      second,
      calls.chatSend,
      { clientId: lost, text: 'did this arrive?' },
      merchant.token,
    );
    expect(retried.data.message.seq).toBe(before + 4);
    // The first reply and the three sent while away: the merchant has read none of them.
    expect(missed.data.unread).toBe(4);
    await busesReady(second);
    await callOn(
      first,
      calls.consoleChatSend,
      { conversationId, clientId: id('o'), text: 'welcome back' },
      operator.token,
    );
    expect(await back.next((e) => e.type === 'chat' && e.seq === before + 5)).toMatchObject({
      conversationId,
    });
  });

  it('500 messages each way in bursts, some sent twice: none lost, none doubled, in order, unread right', async () => {
    const start = (await callOn(first, calls.chatHistory, {}, merchant.token)).data.lastSeq as number;
    // Both sides have read everything so far: what follows is all that is unread.
    await callOn(first, calls.chatRead, { upTo: start }, merchant.token);
    await callOn(second, calls.consoleChatRead, { conversationId, upTo: start }, operator.token);
    const merchantWatch = await streamOn(first, { token: bare(merchant.token) });
    const operatorWatch = await streamOn(second, { token: bare(operator.token) });
    await busesReady(first, second);

    const mine = Array.from({ length: 500 }, () => id('m'));
    const theirs = Array.from({ length: 500 }, () => id('o'));
    const BURST = 25;
    const burst = async (ids: string[], send: (clientId: string) => Promise<Answer>) => {
      for (let i = 0; i < ids.length; i += BURST) {
        const batch = ids.slice(i, i + BURST);
        // Every fifth is sent twice at once, as a client retrying on a weak network does.
        const sends = [...batch, ...batch.filter((_, k) => k % 5 === 0)].map(send);
        const answers = await Promise.all(sends);
        for (const answer of answers) expect(answer.code).toBe(200);
      }
    };
    await Promise.all([
      burst(mine, (clientId) => callOn(first, calls.chatSend, { clientId, text: clientId }, merchant.token)),
      burst(theirs, (clientId) =>
        callOn(second, calls.consoleChatSend, { conversationId, clientId, text: clientId }, operator.token),
      ),
    ]);

    const all: { seq: number; clientId: string; from: string }[] = [];
    let after = start;
    for (;;) {
      const page = await callOn(second, calls.chatHistory, { after, limit: 200 }, merchant.token);
      all.push(...page.data.messages);
      if (!page.data.more) break;
      after = page.data.messages.at(-1).seq;
    }
    expect(all.map((m) => m.seq)).toEqual(Array.from({ length: 1000 }, (_, i) => start + 1 + i));
    const merchantIds = all.filter((m) => m.from === 'merchant').map((m) => m.clientId);
    expect(new Set(merchantIds)).toEqual(new Set(mine));
    expect(merchantIds).toHaveLength(500);
    // A burst's sends race each other, but a burst starts after the one before it answered.
    const burstOf = merchantIds.map((clientId) => Math.floor(mine.indexOf(clientId) / BURST));
    expect(burstOf).toEqual([...burstOf].sort((a, b) => a - b));
    const operatorIds = all.filter((m) => m.from === 'operator').map((m) => m.clientId);
    expect(operatorIds).toHaveLength(500);
    expect(new Set(operatorIds)).toEqual(new Set(theirs));

    const last = start + 1000;
    expect((await callOn(first, calls.chatUnread, {}, merchant.token)).data).toEqual({
      unread: 500,
      lastSeq: last,
    });
    const seen = await callOn(
      first,
      calls.consoleChatHistory,
      { conversationId, after: last },
      operator.token,
    );
    expect(seen.data.conversation).toMatchObject({ unread: 500, lastSeq: last });
    // Both streams heard of the last message, whichever server stored it.
    await merchantWatch.next((e) => e.type === 'chat' && e.seq === last);
    await operatorWatch.next((e) => e.type === 'chat' && e.seq === last);

    expect((await callOn(second, calls.chatRead, { upTo: last - 10 }, merchant.token)).data.readUpTo).toBe(
      last - 10,
    );
    const rest = await callOn(first, calls.chatUnread, {}, merchant.token);
    const lastTen = all.slice(-10).filter((m) => m.from === 'operator').length;
    expect(rest.data.unread).toBe(lastTen);
  }, 60_000);
});
