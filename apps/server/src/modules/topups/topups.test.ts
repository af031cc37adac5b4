import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '@shopkeeper/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-topups-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let proofBytes: Buffer;
beforeAll(async () => {
  proofBytes = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
});

let hashCounter = 0;
/** A fresh TRON transaction hash: 64 hex digits, upper-case to show it is normalised. */
const newHash = () =>
  `${Date.now().toString(16)}${(hashCounter++).toString(16)}`.padStart(64, 'a').toUpperCase();

/** The multipart body a browser's FormData sends: text fields, then the proof image. */
function multipart(fields: Record<string, string>, proof: Buffer | null) {
  const boundary = `----shopkeeper${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (proof) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="proof.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      proof,
      Buffer.from('\r\n'),
    );
  }
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function submit(
  api: TestApi,
  token: string,
  fields: { channelId: number; amount: string; txHash: string },
  headers: Record<string, string> = {},
) {
  const body = multipart({ ...fields, channelId: String(fields.channelId) }, proofBytes);
  const res = await api.raw({
    method: 'POST',
    url: `/api${calls.topUpSubmit.path}`,
    headers: { ...body.headers, authorization: token, ...headers },
    payload: body.payload,
  });
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whichever answer it got, success or refusal
  return res.json() as { code: number; msg: string; data: any };
}

async function counts(api: TestApi) {
  const { db } = api.database;
  const n = async (table: 'topups' | 'uploads' | 'ledger_transactions') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { topups: await n('topups'), uploads: await n('uploads'), ledger: await n('ledger_transactions') };
}

describeApi(
  'top-ups',
  (api) => {
    let operator: { token: string };
    let channelId: number;
    beforeAll(async () => {
      operator = await signInOperator(api());
      const added = await api().call(
        calls.consoleChannelAdd,
        { kind: 'usdt_trc20', name: 'USDT (TRC-20)', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
        { token: operator.token },
      );
      expect(added.code).toBe(200);
      channelId = added.data.id;
    });

    it('lists enabled channels with the minimum deposit; a disabled one disappears', async () => {
      const { token } = await api().merchant();
      const bank = await api().call(
        calls.consoleChannelAdd,
        { kind: 'bank', name: 'Bank', bankDetails: 'Example Bank 123' },
        { token: operator.token },
      );
      let list = await api().call(calls.topUpChannelList, {}, { token });
      expect(list.data.minDeposit).toBe('10.00');
      expect(list.data.items.map((c: { id: number }) => c.id)).toEqual([channelId, bank.data.id]);
      await api().call(calls.consoleChannelDisable, { id: bank.data.id }, { token: operator.token });
      list = await api().call(calls.topUpChannelList, {}, { token });
      expect(list.data.items.map((c: { id: number }) => c.id)).toEqual([channelId]);
      // A USDT channel without an address, or with another network's, is refused.
      const noAddress = await api().call(
        calls.consoleChannelAdd,
        { kind: 'usdt_erc20', name: 'ERC' },
        { token: operator.token },
      );
      expect(noAddress).toMatchObject({ code: 403, data: { field: 'address' } });
      const wrong = await api().call(
        calls.consoleChannelAdd,
        { kind: 'usdt_erc20', name: 'ERC', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
        { token: operator.token },
      );
      expect(wrong).toMatchObject({ code: 405, data: { field: 'address' } });
    });

    it('refuses an amount below the minimum with 448 and writes nothing', async () => {
      const { token } = await api().merchant();
      const before = await counts(api());
      const res = await submit(api(), token, { channelId, amount: '9.99', txHash: newHash() });
      expect(res.code).toBe(448);
      expect(await counts(api())).toEqual(before);
    });

    it('credits a hash once ever: the same hash again, by anyone, in any case, is refused and writes nothing', async () => {
      const first = await api().merchant();
      const other = await api().merchant();
      const hash = newHash();
      const ok = await submit(api(), first.token, { channelId, amount: '25.00', txHash: hash });
      expect(ok).toMatchObject({ code: 200, data: { status: 'pending' } });
      const before = await counts(api());
      for (const [token, txHash] of [
        [other.token, hash.toLowerCase()],
        [first.token, ` ${hash} `],
      ] as const) {
        const res = await submit(api(), token, { channelId, amount: '25.00', txHash });
        expect(res).toMatchObject({ code: 203, data: { field: 'txHash' } });
      }
      expect(await counts(api())).toEqual(before);
    });

    it('refuses a malformed USDT hash (405), a missing proof (403) and a disabled channel (404), writing nothing', async () => {
      const { token } = await api().merchant();
      const before = await counts(api());
      const typo = await submit(api(), token, { channelId, amount: '20.00', txHash: 'not-a-hash-at-all' });
      expect(typo).toMatchObject({ code: 405, data: { field: 'txHash' } });
      const body = multipart({ channelId: String(channelId), amount: '20.00', txHash: newHash() }, null);
      const noProof = await api().raw({
        method: 'POST',
        url: `/api${calls.topUpSubmit.path}`,
        headers: { ...body.headers, authorization: token, 'accept-language': 'fr' },
        payload: body.payload,
      });
      expect(noProof.json()).toMatchObject({ code: 403, data: { field: 'proof' } });
      expect(noProof.json().msg).toContain('preuve de paiement');
      const off = await api().call(
        calls.consoleChannelAdd,
        { kind: 'bank', name: 'Closed bank', bankDetails: 'Example Bank 9' },
        { token: operator.token },
      );
      await api().call(calls.consoleChannelDisable, { id: off.data.id }, { token: operator.token });
      const closed = await submit(api(), token, {
        channelId: off.data.id,
        amount: '20.00',
        txHash: 'REF-20001',
      });
      expect(closed.code).toBe(404);
      expect(await counts(api())).toEqual(before);
    });

    it('takes one hash submitted by ten merchants at once exactly once', async () => {
      const merchants = await Promise.all(Array.from({ length: 10 }, () => api().merchant()));
      const hash = newHash();
      const answers = await Promise.all(
        merchants.map((m) => submit(api(), m.token, { channelId, amount: '15.00', txHash: hash })),
      );
      expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.code !== 200).every((a) => a.code === 203)).toBe(true);
      const { db } = api().database;
      const rows = await db
        .selectFrom('topups')
        .select('id')
        .where('tx_hash', '=', hash.toLowerCase())
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('honours the Idempotency-Key: a repeat answers the first top-up and adds none', async () => {
      const { token } = await api().merchant();
      const fields = { channelId, amount: '30.00', txHash: newHash() };
      const first = await submit(api(), token, fields, { 'idempotency-key': 'topup-key-1' });
      const repeat = await submit(api(), token, fields, { 'idempotency-key': 'topup-key-1' });
      expect(first.code).toBe(200);
      expect(repeat).toEqual(first);
      const mine = await api().call(calls.topUpList, {}, { token });
      expect(mine.data.items).toHaveLength(1);
    });

    it('refuses a frozen wallet with 450 and writes nothing', async () => {
      const merchant = await api().merchant();
      await api().call(
        calls.consoleUsersFreezeWallet,
        { userId: merchant.user.id, reason: 'Under review' },
        { token: operator.token },
      );
      const before = await counts(api());
      const res = await submit(api(), merchant.token, { channelId, amount: '20.00', txHash: newHash() });
      expect(res).toMatchObject({ code: 450, data: { reason: 'Under review' } });
      expect(await counts(api())).toEqual(before);
    });

    it('credits once under 20 parallel approvals; wallet and flow show it with its cause', async () => {
      const { token } = await api().merchant();
      const submitted = await submit(api(), token, { channelId, amount: '50.00', txHash: newHash() });
      const approvals = await Promise.all(
        Array.from({ length: 20 }, () =>
          api().call(
            calls.consoleTopupApprove,
            { id: submitted.data.id, amount: '49.50' },
            { token: operator.token },
          ),
        ),
      );
      const codes = approvals.map((r) => r.code).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c !== 200).every((c) => c === 203)).toBe(true);

      const wallet = await api().call(calls.userWallet, {}, { token });
      expect(wallet.data.balance).toBe('49.50');
      const flow = await api().call(calls.userWalletFlow, {}, { token });
      expect(flow.data.items).toHaveLength(1);
      expect(flow.data.items[0]).toMatchObject({
        type: 'top_up',
        amount: '49.50',
        causeType: 'topup',
        causeId: submitted.data.id,
      });
      const mine = await api().call(calls.topUpList, {}, { token });
      expect(mine.data.items[0]).toMatchObject({
        status: 'approved',
        amount: '50.00',
        creditedAmount: '49.50',
      });

      // A rejection after the approval is refused and takes nothing back.
      const late = await api().call(
        calls.consoleTopupReject,
        { id: submitted.data.id, reason: 'Too late' },
        { token: operator.token },
      );
      expect(late.code).toBe(203);
      expect((await api().call(calls.userWallet, {}, { token })).data.balance).toBe('49.50');
    });

    it('shows a rejection with its reason to the merchant; approving it afterwards is refused', async () => {
      const { token } = await api().merchant();
      const submitted = await submit(api(), token, { channelId, amount: '20.00', txHash: newHash() });
      const rejected = await api().call(
        calls.consoleTopupReject,
        { id: submitted.data.id, reason: 'No such transaction on chain' },
        { token: operator.token },
      );
      expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'No such transaction on chain' });
      const before = await counts(api());
      const approve = await api().call(
        calls.consoleTopupApprove,
        { id: submitted.data.id },
        { token: operator.token },
      );
      expect(approve.code).toBe(203);
      expect(await counts(api())).toEqual(before);
      const mine = await api().call(calls.topUpList, {}, { token });
      expect(mine.data.items[0]).toMatchObject({
        status: 'rejected',
        reason: 'No such transaction on chain',
      });
      expect((await api().call(calls.userWallet, {}, { token })).data.balance).toBe('0.00');
    });

    it("never shows another merchant's top-ups; the console filters by status and pages", async () => {
      const a = await api().merchant();
      const b = await api().merchant();
      const mine = await submit(api(), a.token, { channelId, amount: '11.00', txHash: newHash() });
      await submit(api(), b.token, { channelId, amount: '12.00', txHash: newHash() });
      const listA = await api().call(calls.topUpList, {}, { token: a.token });
      expect(listA.data.items.map((t: { id: number }) => t.id)).toEqual([mine.data.id]);

      const pending = await api().call(
        calls.consoleTopupList,
        { status: 'pending', limit: 1 },
        { token: operator.token },
      );
      expect(pending.data.items).toHaveLength(1);
      expect(pending.data.items[0].status).toBe('pending');
      // The newest pending one is b's, named so the operator knows whose it is.
      expect(pending.data.items[0]).toMatchObject({ userId: b.user.id, username: b.username });
      expect(pending.data.nextCursor).not.toBeNull();
      const next = await api().call(
        calls.consoleTopupList,
        { status: 'pending', limit: 1, cursor: pending.data.nextCursor },
        { token: operator.token },
      );
      expect(next.data.items[0].id).toBeLessThan(pending.data.items[0].id);
    });

    it("opens the merchant's own top-up with the operator's decision; another's is 404", async () => {
      const a = await api().merchant();
      const b = await api().merchant();
      const submitted = await submit(api(), a.token, { channelId, amount: '15.00', txHash: newHash() });
      const pending = await api().call(calls.topUpDetail, { id: submitted.data.id }, { token: a.token });
      expect(pending.data).toMatchObject({
        id: submitted.data.id,
        amount: '15.00',
        creditedAmount: null,
        status: 'pending',
        reason: null,
        channelName: 'USDT (TRC-20)',
      });
      await api().call(
        calls.consoleTopupReject,
        { id: submitted.data.id, reason: 'Proof unreadable' },
        { token: operator.token },
      );
      const rejected = await api().call(calls.topUpDetail, { id: submitted.data.id }, { token: a.token });
      expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'Proof unreadable' });
      expect(rejected.data.reviewedAt).not.toBeNull();
      const theirs = await api().call(calls.topUpDetail, { id: submitted.data.id }, { token: b.token });
      expect(theirs.code).toBe(404);
      const unknown = await api().call(calls.topUpDetail, { id: 999_999 }, { token: a.token });
      expect(unknown.code).toBe(404);
    });

    it('refuses operator calls to a merchant (409) and unknown ids (404)', async () => {
      const { token } = await api().merchant();
      const asMerchant = await api().call(calls.consoleTopupList, {}, { token });
      expect(asMerchant.code).toBe(409);
      const approve = await api().call(calls.consoleTopupApprove, { id: 999999 }, { token });
      expect(approve.code).toBe(409);
      const unknown = await api().call(calls.consoleTopupApprove, { id: 999999 }, { token: operator.token });
      expect(unknown.code).toBe(404);
      const unknownChannel = await api().call(
        calls.consoleChannelDisable,
        { id: 999999 },
        { token: operator.token },
      );
      expect(unknownChannel.code).toBe(404);
    });
  },
  { dataDir },
);
