import { calls } from '@shopkeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { everyStateAndMove } from '../../lib/status-machine.ts';
import { countRows, describeApi, type TestApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { multipart, pngBytes } from '../../test/wallet-fixtures.ts';
import { deleteUnclaimedUploads } from '../uploads/service.ts';
import { FEEDBACK_MACHINE } from './transitions.ts';

async function upload(api: TestApi, token: string, kind = 'feedback') {
  const body = multipart({}, { file: await pngBytes() });
  const res = await api.raw({
    method: 'POST',
    url: `/api/v1/upload/${kind}`,
    headers: { ...body.headers, authorization: token },
    payload: body.payload,
  });
  return (res.json() as { data: { path: string } }).data.path;
}

describeApi('feedback', (api) => {
  let merchant: string;
  let operator: string;
  beforeAll(async () => {
    merchant = (await api().merchant()).token;
    operator = (await signInOperator(api())).token;
  });

  const send = (input: Record<string, unknown>, token = merchant) =>
    api().call(calls.homeFeedback, input, { token });
  const mine = async (token = merchant) =>
    (await api().call(calls.homeFeedbackList, {}, { token })).data.items as {
      id: number;
      content: string;
      status: string;
      reply: string | null;
      images: { path: string }[];
    }[];

  it('counts characters as a person does: 4 or 301 refused with 441, five Chinese characters and an emoji family counted once accepted', async () => {
    const before = await countRows(api().database, 'feedback_items');
    for (const content of ['abcd', '    abcd   ', 'x'.repeat(301), '你好世界', '👨‍👩‍👧‍👦abc']) {
      expect((await send({ content })).code, content).toBe(441);
    }
    expect(await countRows(api().database, 'feedback_items')).toBe(before);
    for (const content of ['你好世界吗', '👨‍👩‍👧‍👦abcd', '👍🏽'.repeat(300), 'x'.repeat(300)]) {
      expect((await send({ content })).code, content).toBe(200);
    }
  });

  it("keeps the merchant's own feedback pictures and refuses anyone else's, or more than three, writing nothing", async () => {
    const other = (await api().merchant()).token;
    const own = [await upload(api(), merchant), await upload(api(), merchant)];
    const sent = await send({ content: 'The app is slow', images: own });
    expect(sent.code).toBe(200);
    expect(sent.data.images.map((i: { path: string }) => i.path)).toEqual(own);
    const before = await countRows(api().database, 'feedback_items');
    const theirs = await upload(api(), other);
    expect(await send({ content: 'Look at this', images: [own[0], theirs] })).toMatchObject({
      code: 405,
      data: { field: 'images' },
    });
    const proof = await upload(api(), merchant, 'proof');
    expect((await send({ content: 'Look at this', images: [proof] })).code).toBe(405);
    const four = [...own, await upload(api(), merchant), await upload(api(), merchant)];
    expect((await send({ content: 'Look at this', images: four })).code).toBe(405);
    expect(await countRows(api().database, 'feedback_items')).toBe(before);
    // The pictures are private: the owner and operators read them, another merchant does not.
    const file = (token: string) =>
      api().raw({ method: 'GET', url: `/files/${own[0]}`, headers: { authorization: token } });
    expect((await file(merchant)).statusCode).toBe(200);
    expect((await file(operator)).statusCode).toBe(200);
    expect((await file(other)).statusCode).toBe(404);
  });

  it('keeps the pictures of sent feedback and removes, a day later, one chosen and never sent', async () => {
    const sentPicture = await upload(api(), merchant);
    const unsent = await upload(api(), merchant);
    expect((await send({ content: 'See the picture', images: [sentPicture] })).code).toBe(200);
    await deleteUnclaimedUploads(api(), Date.now() + 25 * 3_600_000);
    const file = (path: string) =>
      api().raw({ method: 'GET', url: `/files/${path}`, headers: { authorization: merchant } });
    expect((await file(sentPicture)).statusCode).toBe(200);
    expect((await file(unsent)).statusCode).toBe(404);
  });

  it('lists only the merchant’s own feedback, newest first, in keyset pages', async () => {
    const someone = (await api().merchant()).token;
    for (const n of [1, 2, 3]) await send({ content: `Idea number ${n}` }, someone);
    const first = await api().call(calls.homeFeedbackList, { limit: 2 }, { token: someone });
    expect(first.data.items.map((f: { content: string }) => f.content)).toEqual([
      'Idea number 3',
      'Idea number 2',
    ]);
    const second = await api().call(
      calls.homeFeedbackList,
      { limit: 2, cursor: first.data.nextCursor },
      { token: someone },
    );
    expect(second.data).toMatchObject({ items: [{ content: 'Idea number 1' }], nextCursor: null });
    expect((await mine()).map((f) => f.content)).not.toContain('Idea number 1');
  });

  it('lets an operator reply (again) and close, recording feedback.replied, and refuses moves closed feedback does not allow', async () => {
    const sent = await send({ content: 'Where is my top-up?' });
    const id = sent.data.id as number;
    const inbox = await api().call(calls.consoleFeedbackList, { status: 'open' }, { token: operator });
    expect(inbox.data.items.find((f: { id: number }) => f.id === id)).toMatchObject({ status: 'open' });

    const reply = (text: string) =>
      api().call(calls.consoleFeedbackReply, { id, reply: text }, { token: operator });
    expect((await reply('It was approved at noon.')).data).toMatchObject({
      status: 'replied',
      reply: 'It was approved at noon.',
    });
    expect((await reply('Approved at 12:05, to be exact.')).data.reply).toBe(
      'Approved at 12:05, to be exact.',
    );
    expect((await mine()).find((f) => f.id === id)).toMatchObject({
      status: 'replied',
      reply: 'Approved at 12:05, to be exact.',
    });
    const events = await api()
      .database.db.selectFrom('events')
      .select(['type', 'data'])
      .where('type', '=', 'feedback.replied')
      .execute();
    expect(events.filter((e) => JSON.parse(e.data).feedbackId === id)).toHaveLength(2);

    const close = () => api().call(calls.consoleFeedbackClose, { id }, { token: operator });
    expect((await close()).data.status).toBe('closed');
    expect((await close()).code).toBe(203);
    expect((await reply('One more thing')).code).toBe(203);
    expect((await mine()).find((f) => f.id === id)?.reply).toBe('Approved at 12:05, to be exact.');
    expect((await api().call(calls.consoleFeedbackClose, { id: 99999999 }, { token: operator })).code).toBe(
      404,
    );
  });

  it('keeps the inbox the operators’: a merchant may not read or answer it', async () => {
    expect((await api().call(calls.consoleFeedbackList, {}, { token: merchant })).code).toBe(409);
    expect((await api().call(calls.homeFeedbackList, {}, { token: operator })).code).toBe(409);
  });
});

describe('feedback machine (docs/states.md#feedback)', () => {
  it('lets an operator reply to or close open and replied feedback, and nothing else', () => {
    const allowed = everyStateAndMove(FEEDBACK_MACHINE)
      .filter((row) => row.allowed)
      .map(({ state, move }) => `${move} ${state}`);
    expect(allowed.sort()).toEqual(['close open', 'close replied', 'reply open', 'reply replied']);
  });
});
