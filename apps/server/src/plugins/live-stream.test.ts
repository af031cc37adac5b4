import { calls } from '@shopkeeper/contract';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { describeApi } from '../test/harness.ts';
import { type LiveClient, listeningUrl, openStream } from '../test/live-client.ts';
import { signInOperator } from '../test/operator.ts';

const bare = (token: string) => token.replace(/^Bearer /, '');
let n = 0;
const clientId = () => `live${Date.now().toString(36)}${(n++).toString(36)}`;

describeApi('the live stream', (api) => {
  const open: LiveClient[] = [];
  afterAll(() => {
    for (const client of open) client.close();
  });
  const stream = async (auth: { token?: string; ticket?: string }) => {
    const opened = await openStream(await listeningUrl(api().app), auth);
    open.push(opened.client);
    return opened;
  };

  it('refuses a request without a token or ticket (407), a bad one, a used or expired ticket', async () => {
    const none = await stream({});
    expect(((await none.response.json()) as { code: number }).code).toBe(407);
    const { token } = await api().merchant();
    const ticket = (await api().call(calls.streamTicket, {}, { token })).data;
    expect(Date.parse(ticket.expiresAt)).toBeGreaterThan(Date.now());
    const first = await stream({ ticket: ticket.ticket });
    expect(first.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await first.client.next()).toMatchObject({ type: 'hello' });
    const again = await stream({ ticket: ticket.ticket });
    expect(((await again.response.json()) as { code: number }).code).toBe(401);
    const late = (await api().call(calls.streamTicket, {}, { token })).data.ticket;
    await api()
      .database.db.updateTable('stream_tickets')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const expired = await stream({ ticket: late });
    expect(((await expired.response.json()) as { code: number }).code).toBe(401);
    const made = await stream({ ticket: 'x'.repeat(32) });
    expect(((await made.response.json()) as { code: number }).code).toBe(401);
    const wrongToken = await stream({ token: 'not-a-session-token' });
    expect(((await wrongToken.response.json()) as { code: number }).code).toBe(401);
  });

  it('says hello, then tells a merchant of their own conversation only; operators hear every one', async () => {
    const a = await api().merchant();
    const b = await api().merchant();
    const operator = await signInOperator(api());
    const mine = await stream({ token: bare(a.token) });
    expect(mine.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(mine.response.headers.get('x-accel-buffering')).toBe('no');
    expect(await mine.client.next()).toMatchObject({ type: 'hello' });
    const team = await stream({ token: bare(operator.token) });
    expect(await team.client.next()).toMatchObject({ type: 'hello' });

    await api().call(calls.chatSend, { clientId: clientId(), text: 'from b' }, { token: b.token });
    await api().call(calls.chatSend, { clientId: clientId(), text: 'from a' }, { token: a.token });
    const aEvent = await mine.client.next((e) => e.type === 'chat');
    const conversations = await api().call(calls.consoleChatList, { limit: 100 }, { token: operator.token });
    const idOf = (userId: number) =>
      conversations.data.items.find((c: { userId: number }) => c.userId === userId).id as number;
    expect(aEvent).toEqual({ type: 'chat', conversationId: idOf(a.user.id), seq: 1 });
    // Signals of one server arrive in the order they were sent: b's came first, and a never got it.
    expect(mine.client.events.filter((e) => e.type === 'chat')).toHaveLength(1);
    await team.client.next((e) => e.type === 'chat' && e.conversationId === idOf(b.user.id));
    await team.client.next((e) => e.type === 'chat' && e.conversationId === idOf(a.user.id));
  });

  it('ends its open streams when the server closes, instead of waiting for them', async () => {
    const { token } = await api().merchant();
    const other = await buildApp({ config: api().config, database: api().database, logger: false });
    const { client } = await openStream(await listeningUrl(other), { token: bare(token) });
    await client.next();
    await other.close();
    await client.closed;
  });

  it('keeps at most five streams per user: a sixth closes the oldest', async () => {
    const { token } = await api().merchant();
    const streams = [];
    for (let i = 0; i < 6; i++) {
      const opened = await stream({ token: bare(token) });
      await opened.client.next();
      streams.push(opened.client);
    }
    await streams[0]!.closed;
    // The newest still hears.
    await api().call(calls.chatSend, { clientId: clientId(), text: 'still here' }, { token });
    await streams[5]!.next((e) => e.type === 'chat');
  });
});

describeApi(
  'the live stream under the request timeout and the rate limit',
  (api) => {
    it('pings often enough that the silent-connection close never ends it', async () => {
      const { token } = await api().merchant();
      const { client } = await openStream(await listeningUrl(api().app), { token: bare(token) });
      await client.next();
      // Longer than twice the request timeout (1 s here): a silent connection would be closed by now.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(client.pings).toBeGreaterThan(0);
      await api().call(calls.chatSend, { clientId: clientId(), text: 'late' }, { token });
      expect(await client.next((e) => e.type === 'chat')).toMatchObject({ seq: 1 });
      client.close();
    });

    it('ends the streams of a session that signed out', async () => {
      const { token } = await api().merchant();
      const base = await listeningUrl(api().app);
      const ticket = (await api().call(calls.streamTicket, {}, { token })).data.ticket;
      const byTicket = await openStream(base, { ticket });
      const byHeader = await openStream(base, { token: bare(token) });
      await byTicket.client.next();
      await byHeader.client.next();
      expect((await api().call(calls.logout, {}, { token })).code).toBe(200);
      // Both end by themselves (the session check runs every few seconds here).
      await Promise.all([byTicket.client.closed, byHeader.client.closed]);
    });
  },
  // The rate limit on, as in production: its hooks must not break a stream.
  { requestTimeoutSeconds: 1, rateLimitPerMinute: 100 },
);
