import { calls } from '@shopkeeper/contract';
import { describe, expect, it } from 'vitest';
import { countRows, describeApi, type TestApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { multipart, pngBytes } from '../../test/wallet-fixtures.ts';
import { officeStatus } from './office.ts';

let n = 0;
const clientId = () => `c${Date.now().toString(36)}x${(n++).toString(36)}`.padEnd(8, '0');

async function uploadChatImage(api: TestApi, token: string, kind = 'chat'): Promise<string> {
  const body = multipart({}, { file: await pngBytes() });
  const res = await api.raw({
    method: 'POST',
    url: `/api/v1/upload/${kind}`,
    headers: { authorization: token, ...body.headers },
    payload: body.payload,
  });
  const json = res.json();
  if (json.code !== 200) throw new Error(`upload failed: ${res.body}`);
  return json.data.path;
}

describeApi('customer-service chat', (api) => {
  it('before the first message: no conversation, nothing unread, the default office hours', async () => {
    const { token } = await api().merchant();
    const res = await api().call(calls.chatHistory, {}, { token });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ messages: [], more: false, lastSeq: 0, unread: 0, readUpTo: 0 });
    expect(res.data.office).toMatchObject({ utcOffsetMinutes: 480, days: [1, 2, 3, 4, 5], replyMinutes: 30 });
    expect((await api().call(calls.chatRead, { upTo: 5 }, { token })).data).toEqual({
      readUpTo: 0,
      unread: 0,
    });
    expect((await api().call(calls.chatUnread, {}, { token })).data).toEqual({ unread: 0, lastSeq: 0 });
    // The service link the merchant app opens the chat from.
    expect((await api().call(calls.getMe, {}, { token })).data.serviceLink).toBe('/service');
  });

  it('numbers messages in order; a retried send is stored once, also two at once', async () => {
    const { token } = await api().merchant();
    const id = clientId();
    const first = await api().call(calls.chatSend, { clientId: id, text: 'Hello' }, { token });
    expect(first.data.message).toMatchObject({
      seq: 1,
      clientId: id,
      from: 'merchant',
      text: 'Hello',
      image: null,
    });
    const again = await api().call(calls.chatSend, { clientId: id, text: 'Hello' }, { token });
    expect(again.data.message).toEqual(first.data.message);
    const twin = clientId();
    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        api().call(calls.chatSend, { clientId: twin, text: 'Twice?' }, { token }),
      ),
    );
    expect(racing.map((r) => r.code)).toEqual(Array(6).fill(200));
    expect(new Set(racing.map((r) => r.data.message.seq))).toEqual(new Set([2]));
    const history = await api().call(calls.chatHistory, { after: 0 }, { token });
    expect(history.data.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);
    expect(history.data.lastSeq).toBe(2);
  });

  it('refuses a message without text or image, with both, or with a picture that is not my chat upload; nothing is written', async () => {
    const { token } = await api().merchant();
    const other = await api().merchant();
    const theirs = await uploadChatImage(api(), other.token);
    const proof = await uploadChatImage(api(), token, 'proof');
    const mine = await uploadChatImage(api(), token);
    const before = await countRows(api().database, 'chat_messages');
    const refused = [
      [{ clientId: clientId() }, 403, 'text'],
      [{ clientId: clientId(), text: 'x', image: mine }, 405, 'image'],
      [{ clientId: clientId(), image: theirs }, 405, 'image'],
      [{ clientId: clientId(), image: proof }, 405, 'image'],
      [{ clientId: 'short', text: 'x' }, 405, 'clientId'],
      [{ clientId: clientId(), text: 'x'.repeat(2001) }, 405, 'text'],
    ] as const;
    for (const [input, code, field] of refused) {
      const res = await api().call(calls.chatSend, input, { token });
      expect({ code: res.code, field: res.data?.field }).toEqual({ code, field });
    }
    expect(await countRows(api().database, 'chat_messages')).toBe(before);
    const sent = await api().call(calls.chatSend, { clientId: clientId(), image: mine }, { token });
    expect(sent.data.message).toMatchObject({ seq: 1, text: null, image: { path: mine } });
    expect(sent.data.message.image.url).toContain(mine);
  });

  it('an operator reply: unread for the merchant until read up to it; read marks never move back nor past the end', async () => {
    const merchant = await api().merchant();
    const operator = await signInOperator(api());
    await api().call(
      calls.chatSend,
      { clientId: clientId(), text: 'Where is my order?' },
      { token: merchant.token },
    );
    const list = await api().call(calls.consoleChatList, {}, { token: operator.token });
    const conversation = list.data.items.find((c: { userId: number }) => c.userId === merchant.user.id);
    expect(conversation).toMatchObject({ username: merchant.username, state: 'open', unread: 1, lastSeq: 1 });
    expect(conversation.waitingSince).not.toBeNull();
    expect(conversation.lastMessage).toMatchObject({ from: 'merchant', preview: 'Where is my order?' });

    const reply = await api().call(
      calls.consoleChatSend,
      { conversationId: conversation.id, clientId: clientId(), text: 'On its way' },
      { token: operator.token },
    );
    expect(reply.data.message).toMatchObject({ seq: 2, from: 'operator', operatorName: operator.username });
    const event = await api()
      .database.db.selectFrom('events')
      .select(['type', 'user_id', 'data'])
      .where('type', '=', 'chat.replied')
      .where('user_id', '=', merchant.user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.data)).toEqual({ conversationId: conversation.id, seq: 2 });

    expect((await api().call(calls.chatUnread, {}, { token: merchant.token })).data).toEqual({
      unread: 1,
      lastSeq: 2,
    });
    expect((await api().call(calls.chatRead, { upTo: 99 }, { token: merchant.token })).data).toEqual({
      readUpTo: 2,
      unread: 0,
    });
    expect((await api().call(calls.chatRead, { upTo: 1 }, { token: merchant.token })).data.readUpTo).toBe(2);

    const after = await api().call(
      calls.consoleChatHistory,
      { conversationId: conversation.id, after: 0 },
      { token: operator.token },
    );
    expect(after.data.conversation).toMatchObject({
      waitingSince: null,
      merchantReadUpTo: 2,
      assignee: { id: operator.id, username: operator.username },
    });
    expect(after.data.messages.map((m: { from: string }) => m.from)).toEqual(['merchant', 'operator']);
    const read = await api().call(
      calls.consoleChatRead,
      { conversationId: conversation.id, upTo: 1 },
      { token: operator.token },
    );
    expect(read.data).toMatchObject({ operatorReadUpTo: 1, unread: 0 });
    const back = await api().call(
      calls.consoleChatRead,
      { conversationId: conversation.id, upTo: 0 },
      { token: operator.token },
    );
    expect(back.data.operatorReadUpTo).toBe(1);
  });

  it('a chat picture is read by its conversation’s merchant and the team only', async () => {
    const merchant = await api().merchant();
    const stranger = await api().merchant();
    const operator = await signInOperator(api());
    await api().call(
      calls.chatSend,
      { clientId: clientId(), text: 'Can you see it?' },
      { token: merchant.token },
    );
    const list = await api().call(calls.consoleChatList, { limit: 100 }, { token: operator.token });
    const id = list.data.items.find((c: { userId: number }) => c.userId === merchant.user.id).id;
    const picture = await uploadChatImage(api(), operator.token);
    const sent = await api().call(
      calls.consoleChatSend,
      { conversationId: id, clientId: clientId(), image: picture },
      { token: operator.token },
    );
    expect(sent.data.message.image.path).toBe(picture);
    const read = (token?: string) =>
      api().raw({ method: 'GET', url: `/files/${picture}`, headers: token ? { authorization: token } : {} });
    expect((await read(merchant.token)).statusCode).toBe(200);
    expect((await read(operator.token)).statusCode).toBe(200);
    expect((await read(stranger.token)).statusCode).toBe(404);
    expect((await read()).statusCode).toBe(404);
  });

  it('pages: the latest page, back with `before`, forward with `after`', async () => {
    const { token } = await api().merchant();
    for (let i = 1; i <= 7; i++)
      await api().call(calls.chatSend, { clientId: clientId(), text: `m${i}` }, { token });
    const latest = await api().call(calls.chatHistory, { limit: 3 }, { token });
    expect(latest.data.messages.map((m: { seq: number }) => m.seq)).toEqual([5, 6, 7]);
    expect(latest.data.more).toBe(true);
    const older = await api().call(calls.chatHistory, { before: 5, limit: 3 }, { token });
    expect(older.data.messages.map((m: { seq: number }) => m.seq)).toEqual([2, 3, 4]);
    const oldest = await api().call(calls.chatHistory, { before: 2, limit: 3 }, { token });
    expect(oldest.data).toMatchObject({ more: false });
    expect(oldest.data.messages.map((m: { seq: number }) => m.seq)).toEqual([1]);
    const newer = await api().call(calls.chatHistory, { after: 4, limit: 2 }, { token });
    expect(newer.data.messages.map((m: { seq: number }) => m.seq)).toEqual([5, 6]);
    expect(newer.data.more).toBe(true);
  });

  it('each merchant sees only their own conversation; merchants cannot use the console calls', async () => {
    const a = await api().merchant();
    const b = await api().merchant();
    await api().call(calls.chatSend, { clientId: clientId(), text: 'secret' }, { token: a.token });
    const theirs = await api().call(calls.chatHistory, {}, { token: b.token });
    expect(theirs.data.messages).toEqual([]);
    expect((await api().call(calls.consoleChatList, {}, { token: a.token })).code).toBe(409);
    expect((await api().call(calls.chatHistory, {}, {})).code).toBe(407);
  });

  it('a disabled merchant is signed out and cannot sign in to chat (411); the team keeps the conversation', async () => {
    const merchant = await api().merchant();
    const operator = await signInOperator(api());
    await api().call(calls.chatSend, { clientId: clientId(), text: 'before' }, { token: merchant.token });
    const disabled = await api().call(
      calls.consoleUsersDisable,
      { userId: merchant.user.id, reason: 'Fraud check' },
      { token: operator.token },
    );
    expect(disabled.code).toBe(200);
    // Disabling signed them out everywhere.
    const refused = await api().call(
      calls.chatSend,
      { clientId: clientId(), text: 'after' },
      { token: merchant.token },
    );
    expect(refused.code).toBe(401);
    const login = await api().call(calls.login, { username: merchant.username, password: merchant.password });
    expect(login.code).toBe(411);
    const list = await api().call(calls.consoleChatList, { limit: 100 }, { token: operator.token });
    expect(list.data.items.some((c: { userId: number }) => c.userId === merchant.user.id)).toBe(true);
  });

  it('close: the merchant’s next message opens it again; unknown conversations are 404', async () => {
    const merchant = await api().merchant();
    const operator = await signInOperator(api());
    const sent = await api().call(
      calls.chatSend,
      { clientId: clientId(), text: 'Hi' },
      { token: merchant.token },
    );
    expect(sent.code).toBe(200);
    const list = await api().call(calls.consoleChatList, { state: 'all' }, { token: operator.token });
    const id = list.data.items.find((c: { userId: number }) => c.userId === merchant.user.id).id;
    const closed = await api().call(
      calls.consoleChatClose,
      { conversationId: id },
      { token: operator.token },
    );
    // Closed unread: the team has handled it, so nothing counts as unread or waiting.
    expect(closed.data).toMatchObject({
      state: 'closed',
      unread: 0,
      waitingSince: null,
      operatorReadUpTo: 1,
    });
    const open = await api().call(calls.consoleChatList, {}, { token: operator.token });
    expect(open.data.items.some((c: { id: number }) => c.id === id)).toBe(false);
    await api().call(calls.chatSend, { clientId: clientId(), text: 'Again' }, { token: merchant.token });
    const reopened = await api().call(
      calls.consoleChatHistory,
      { conversationId: id },
      { token: operator.token },
    );
    expect(reopened.data.conversation).toMatchObject({ state: 'open', unread: 1 });
    expect(reopened.data.conversation.waitingSince).not.toBeNull();
    for (const [def, input] of [
      [calls.consoleChatHistory, { conversationId: 999_999 }],
      [calls.consoleChatSend, { conversationId: 999_999, clientId: clientId(), text: 'x' }],
      [calls.consoleChatRead, { conversationId: 999_999, upTo: 1 }],
      [calls.consoleChatClose, { conversationId: 999_999 }],
      [calls.consoleChatAssign, { conversationId: 999_999, operatorId: null }],
    ] as const) {
      expect((await api().call(def, input, { token: operator.token })).code).toBe(404);
    }
  });

  it('assigns to an operator or nobody (404 for a merchant); `mine` lists mine', async () => {
    const merchant = await api().merchant();
    const operator = await signInOperator(api());
    const colleague = await signInOperator(api());
    await api().call(calls.chatSend, { clientId: clientId(), text: 'Hi' }, { token: merchant.token });
    const list = await api().call(calls.consoleChatList, {}, { token: operator.token });
    const id = list.data.items.find((c: { userId: number }) => c.userId === merchant.user.id).id;
    const operators = await api().call(calls.consoleChatOperators, {}, { token: operator.token });
    expect(operators.data.items.map((o: { id: number }) => o.id)).toEqual(
      expect.arrayContaining([operator.id, colleague.id]),
    );
    const notOperator = await api().call(
      calls.consoleChatAssign,
      { conversationId: id, operatorId: merchant.user.id },
      { token: operator.token },
    );
    expect(notOperator.code).toBe(404);
    const assigned = await api().call(
      calls.consoleChatAssign,
      { conversationId: id, operatorId: colleague.id },
      { token: operator.token },
    );
    expect(assigned.data.assignee).toEqual({ id: colleague.id, username: colleague.username });
    const mine = await api().call(calls.consoleChatList, { mine: true }, { token: colleague.token });
    expect(mine.data.items.map((c: { id: number }) => c.id)).toContain(id);
    const notMine = await api().call(calls.consoleChatList, { mine: true }, { token: operator.token });
    expect(notMine.data.items.map((c: { id: number }) => c.id)).not.toContain(id);
    const nobody = await api().call(
      calls.consoleChatAssign,
      { conversationId: id, operatorId: null },
      { token: operator.token },
    );
    expect(nobody.data.assignee).toBeNull();
  });

  it('lists the oldest waiting first, then the rest by their last message, in pages', async () => {
    const operator = await signInOperator(api());
    // Other tests' conversations are answered or closed, so this one's come first.
    const everyone = await api().call(
      calls.consoleChatList,
      { state: 'all', limit: 100 },
      { token: operator.token },
    );
    for (const c of everyone.data.items as { id: number }[]) {
      await api().call(calls.consoleChatClose, { conversationId: c.id }, { token: operator.token });
    }
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const m = await api().merchant();
      await api().call(calls.chatSend, { clientId: clientId(), text: `q${i}` }, { token: m.token });
      const list = await api().call(calls.consoleChatList, { limit: 100 }, { token: operator.token });
      ids.push(list.data.items.find((c: { userId: number }) => c.userId === m.user.id).id);
    }
    // The second one is answered: it no longer waits and goes after the waiting ones.
    await api().call(
      calls.consoleChatSend,
      { conversationId: ids[1]!, clientId: clientId(), text: 'Done' },
      { token: operator.token },
    );
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await api().call(
        calls.consoleChatList,
        { limit: 2, ...(cursor ? { cursor } : {}) },
        { token: operator.token },
      );
      seen.push(...page.data.items.map((c: { id: number }) => c.id));
      cursor = page.data.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([ids[0], ids[2], ids[3], ids[1]]);
    const totals = await api().call(calls.consoleChatList, {}, { token: operator.token });
    expect(totals.data.unreadTotal).toBeGreaterThanOrEqual(4);
    const bad = await api().call(calls.consoleChatList, { cursor: 'nonsense' }, { token: operator.token });
    expect(bad.code).toBe(405);
  });

  it('canned replies: add, change, list, delete; 404 for one that is gone', async () => {
    const operator = await signInOperator(api());
    const saved = await api().call(
      calls.consoleChatCannedSave,
      { title: 'Greeting', text: 'Hello!' },
      { token: operator.token },
    );
    expect(saved.data).toMatchObject({ title: 'Greeting', text: 'Hello!' });
    const changed = await api().call(
      calls.consoleChatCannedSave,
      { id: saved.data.id, title: 'Greeting', text: 'Hello, how can we help?' },
      { token: operator.token },
    );
    expect(changed.data.text).toBe('Hello, how can we help?');
    const list = await api().call(calls.consoleChatCannedList, {}, { token: operator.token });
    expect(list.data.items).toContainEqual(changed.data);
    expect(
      (await api().call(calls.consoleChatCannedDelete, { id: saved.data.id }, { token: operator.token }))
        .code,
    ).toBe(200);
    expect(
      (await api().call(calls.consoleChatCannedDelete, { id: saved.data.id }, { token: operator.token }))
        .code,
    ).toBe(404);
    const gone = await api().call(
      calls.consoleChatCannedSave,
      { id: saved.data.id, title: 'x', text: 'y' },
      { token: operator.token },
    );
    expect(gone.code).toBe(404);
  });

  it('canned replies: a title of at most 100 characters, as the console form and its column hold (405 past it, never a 5xx)', async () => {
    const operator = await signInOperator(api());
    const longest = await api().call(
      calls.consoleChatCannedSave,
      { title: 'T'.repeat(100), text: 'Hello!' },
      { token: operator.token },
    );
    expect(longest.data).toMatchObject({ title: 'T'.repeat(100) });
    const tooLong = await api().call(
      calls.consoleChatCannedSave,
      { title: 'T'.repeat(101), text: 'Hello!' },
      { token: operator.token },
    );
    expect({ status: tooLong.status, code: tooLong.code, field: tooLong.data?.field }).toEqual({
      status: 200,
      code: 405,
      field: 'title',
    });
  });

  it('office hours: changed by an operator (audited), shown on the merchant’s header; closing before opening is 405', async () => {
    const operator = await signInOperator(api());
    const merchant = await api().merchant();
    const hours = {
      utcOffsetMinutes: 0,
      days: [0, 1, 2, 3, 4, 5, 6],
      opens: '00:00',
      closes: '23:59',
      replyMinutes: 5,
    };
    const updated = await api().call(calls.consoleChatOfficeUpdate, hours, { token: operator.token });
    expect(updated.data).toEqual(hours);
    expect((await api().call(calls.consoleChatOfficeGet, {}, { token: operator.token })).data).toEqual(hours);
    const audits = await countRows(api().database, 'audit_log');
    const bad = await api().call(
      calls.consoleChatOfficeUpdate,
      { ...hours, opens: '18:00', closes: '09:00' },
      { token: operator.token },
    );
    expect({ code: bad.code, field: bad.data.field }).toEqual({ code: 405, field: 'closes' });
    expect(await countRows(api().database, 'audit_log')).toBe(audits);
    const header = await api().call(calls.chatHistory, {}, { token: merchant.token });
    expect(header.data.office).toMatchObject({ replyMinutes: 5, utcOffsetMinutes: 0 });
    const empty = { ...hours, days: [] };
    await api().call(calls.consoleChatOfficeUpdate, empty, { token: operator.token });
    const away = await api().call(calls.chatHistory, {}, { token: merchant.token });
    expect(away.data.office).toMatchObject({ open: false, nextOpenAt: null });
  });
});

describe('office hours', () => {
  const hours = {
    utcOffsetMinutes: 480,
    days: [1, 2, 3, 4, 5],
    opens: '09:00',
    closes: '18:00',
    replyMinutes: 30,
  };
  it('is open within the hours in the team’s offset, and says when it opens next otherwise', () => {
    // Wednesday 2026-11-25 10:00 at UTC+8 is 02:00 UTC.
    expect(officeStatus(hours, Date.parse('2026-11-25T02:00:00Z'))).toEqual({ open: true, nextOpenAt: null });
    // Wednesday 20:00 at UTC+8: next opening Thursday 09:00 (+8) = 01:00 UTC.
    expect(officeStatus(hours, Date.parse('2026-11-25T12:00:00Z'))).toEqual({
      open: false,
      nextOpenAt: '2026-11-26T01:00:00.000Z',
    });
    // Friday 18:00 at UTC+8, closing time: next is Monday.
    expect(officeStatus(hours, Date.parse('2026-11-27T10:00:00Z'))).toEqual({
      open: false,
      nextOpenAt: '2026-11-30T01:00:00.000Z',
    });
    // Early Monday: later the same day.
    expect(officeStatus(hours, Date.parse('2026-11-29T23:00:00Z')).nextOpenAt).toBe(
      '2026-11-30T01:00:00.000Z',
    );
  });
});
