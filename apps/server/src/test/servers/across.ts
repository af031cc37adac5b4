import { calls, type LiveEvent } from '@shopkeeper/contract';
import { expect } from 'vitest';
import { type Actors, type Merchant, ok } from '../crash/actors.ts';
import { send } from '../crash/crash-server.ts';
import { STRONG_PASSWORD } from '../harness.ts';
import { type LiveClient, openStream } from '../live-client.ts';
import type { Cluster } from './cluster.ts';

const bare = (token: string) => token.replace(/^Bearer /, '');

/** A live stream opened through the proxy, with the server that holds it. */
async function streamThroughProxy(cluster: Cluster, token: string, not?: string) {
  // The proxy takes turns: under a storm two openings in a row may land on one server.
  for (let tries = 0; ; tries++) {
    const { response, client } = await openStream(cluster.proxy.origin, { token: bare(token) });
    const upstream = response.headers.get('x-upstream')!;
    expect(await client.next()).toMatchObject({ type: 'hello' });
    if (upstream !== not || tries > 20) return { client, upstream };
    client.close();
  }
}

/**
 * A chat message and a notification reach a client whose stream (opened through the proxy,
 * so through its unbuffered pipe) is on the other server than the request that made them:
 * the merchant's message reaches the operator's stream, the operator's reply and a broadcast
 * reach the merchant's. Returns how many crossed, and how long each took.
 */
export async function deliveriesAcross(cluster: Cluster, actors: Actors, merchant: Merchant) {
  const streams: LiveClient[] = [];
  try {
    const atMerchant = await streamThroughProxy(cluster, merchant.token);
    const atOperator = await streamThroughProxy(cluster, actors.operator, atMerchant.upstream);
    streams.push(atMerchant.client, atOperator.client);
    expect(atOperator.upstream).not.toBe(atMerchant.upstream);
    // Requests go straight to a server: the merchant's to the one that holds their own stream,
    // the operator's to theirs, so every event crosses to the other.
    const [merchantSide, operatorSide] = [atMerchant.upstream, atOperator.upstream];
    const timed = async (made: () => Promise<unknown>, heard: () => Promise<LiveEvent>) => {
      const started = Date.now();
      await made();
      const event = await heard();
      return { event, ms: Date.now() - started };
    };
    const asked = await timed(
      () =>
        send(
          merchantSide,
          calls.chatSend.path,
          { clientId: 'm-across-1', text: 'Is my order on its way?' },
          {
            authorization: merchant.token,
          },
        ),
      () => atOperator.client.next((e) => e.type === 'chat', 20_000),
    );
    const { conversationId } = asked.event as { conversationId: number };
    const replied = await timed(
      () =>
        send(
          operatorSide,
          calls.consoleChatSend.path,
          { conversationId, clientId: 'o-across-1', text: 'Yes, it left today.' },
          { authorization: actors.operator },
        ),
      () => atMerchant.client.next((e) => e.type === 'chat' && e.conversationId === conversationId, 20_000),
    );
    const broadcast = await timed(
      async () =>
        ok(
          'broadcast',
          await send(
            operatorSide,
            calls.consoleNotifyBroadcast.path,
            { tier: null, texts: { en: { title: 'Holiday hours', body: 'The warehouse rests on Monday.' } } },
            { authorization: actors.operator },
          ),
        ),
      () => atMerchant.client.next((e) => e.type === 'notify', 20_000),
    );
    return [asked, replied, broadcast].map((d) => d.ms);
  } finally {
    for (const stream of streams) stream.close();
  }
}

/**
 * A session revoked on one server is refused on the other at the next request: signed out,
 * signed out by a password change made from another session, and all sessions of a user an
 * operator disabled (then signing in is refused with 411). Each friend signs up with their invitation first. Returns, per case,
 * the milliseconds from the revoking answer to the other server's refusal.
 */
export async function revocationsAcross(
  cluster: Cluster,
  actors: Actors,
  friends: { username: string; code: string }[],
) {
  const [first, second] = cluster.servers.map((s) => s.origin) as [string, string];
  const signIn = async (username: string) =>
    ok<{ token: string }>(
      'sign-in',
      await send(first, calls.login.path, { username, password: STRONG_PASSWORD }),
    ).token;
  // Any signed-in call does: a stream ticket is one for every user.
  const me = (origin: string, token: string) =>
    send(origin, calls.streamTicket.path, {}, { authorization: token });
  const refusedAfter = async (revoke: () => Promise<unknown>, token: string, code: number) => {
    expect(await me(second, token)).toMatchObject({ code: 200 });
    await revoke();
    const revokedAt = Date.now();
    expect(await me(second, token)).toMatchObject({ code });
    return Date.now() - revokedAt;
  };
  const [out, changed, disabled] = friends;
  const users: { id: number; token: string }[] = [];
  for (const friend of [out!, changed!, disabled!]) {
    const signedUp = ok<{ token: string; user: { id: number } }>(
      'friend sign-up',
      await send(second, calls.inviteCode.path, {
        inviteCode: friend.code,
        username: friend.username,
        password: STRONG_PASSWORD,
      }),
    );
    users.push({ id: signedUp.user.id, token: signedUp.token });
  }
  const other = await signIn(out!.username);
  const loggedOut = await refusedAfter(
    async () => ok('logout', await send(first, calls.logout.path, {}, { authorization: other })),
    other,
    401,
  );
  // The session that signed out was that one only.
  expect(await me(second, users[0]!.token)).toMatchObject({ code: 200 });
  const kept = await signIn(changed!.username);
  const passwordChanged = await refusedAfter(
    async () =>
      ok(
        'password change',
        await send(
          first,
          calls.updatePassword.path,
          { oldPassword: STRONG_PASSWORD, newPassword: 'Quiet-Harbour-57' },
          { authorization: kept },
        ),
      ),
    users[1]!.token,
    401,
  );
  expect(await me(second, kept)).toMatchObject({ code: 200 });
  const disabledMs = await refusedAfter(
    async () =>
      ok(
        'disable',
        await send(
          first,
          calls.consoleUsersDisable.path,
          { userId: users[2]!.id, reason: 'Chargebacks' },
          { authorization: actors.operator },
        ),
      ),
    users[2]!.token,
    401,
  );
  // Disabling signed them out everywhere; signing in again is refused with the reason (411).
  expect(
    await send(second, calls.login.path, { username: disabled!.username, password: STRONG_PASSWORD }),
  ).toMatchObject({ code: 411 });
  return [loggedOut, passwordChanged, disabledMs];
}
