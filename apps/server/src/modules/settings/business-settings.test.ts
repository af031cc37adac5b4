import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '@shopkeeper/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { countRows, describeApi, type TestApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { insertGoods, insertGoodsType } from '../catalogue/service.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-settings-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
});

/** A multipart body as a browser's FormData sends it: text fields, then one image part. */
function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const boundary = `----shopkeeper${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    file.bytes,
    Buffer.from('\r\n'),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function send(api: TestApi, token: string, url: string, body: ReturnType<typeof multipart>) {
  const res = await api.raw({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...body.headers, authorization: token },
    payload: body.payload,
  });
  return res.json() as { code: number; msg: string };
}

let hashCounter = 0;
const newHash = () => `${Date.now().toString(16)}${(hashCounter++).toString(16)}`.padStart(64, 'b');

describeApi(
  'business settings in the console',
  (api) => {
    let operator: { token: string };
    beforeAll(async () => {
      operator = await signInOperator(api());
    });
    const update = (input: Record<string, unknown>) =>
      api().call(calls.consoleSettingsUpdate, input, { token: operator.token });

    it('starts from the defaults', async () => {
      const res = await api().call(calls.consoleSettingsGet, {}, { token: operator.token });
      expect(res.data).toEqual({
        minDeposit: '10.00',
        minWithdrawal: '10.00',
        uploadMaxMb: 5,
        registrationOpen: true,
        inviteCodeValidDays: 7,
        goodsLimitByTier: { standard: 20, merchant: 50, partner: 150, agent: 500 },
        depositByTier: { standard: '0.00', merchant: '100.00', partner: '500.00', agent: '2000.00' },
        showcaseDailyDeletions: 10,
      });
    });

    it('the goods limit per tier and the daily deletions are what the showcase holds to (452, 447), audited', async () => {
      const defaults = { standard: 20, merchant: 50, partner: 150, agent: 500 };
      const { token } = await api().merchant();
      const goodsIds = await inTransaction(api().database, async (trx) => {
        const typeId = await insertGoodsType(trx, { sortOrder: 1, icon: null, names: { en: 'Settings' } });
        const ids: number[] = [];
        for (let i = 0; i < 4; i++) {
          ids.push(
            await insertGoods(trx, {
              productNo: `SK-SET-${i}`,
              typeId,
              costCents: 100,
              suggestedPriceCents: 200,
              stockStatus: 'in_stock',
              images: [],
              texts: { en: { name: `Setting thing ${i}`, description: '' } },
            }),
          );
        }
        return ids;
      });
      const before = await countRows(api().database, 'audit_log');
      try {
        const res = await update({
          goodsLimitByTier: { ...defaults, standard: 3, agent: 900 },
          showcaseDailyDeletions: 1,
        });
        expect(res.data).toMatchObject({
          goodsLimitByTier: { standard: 3, merchant: 50, partner: 150, agent: 900 },
          showcaseDailyDeletions: 1,
        });
        expect(await countRows(api().database, 'audit_log')).toBe(before + 1);
        const [entry] = (await api().call(calls.consoleAuditList, { limit: 1 }, { token: operator.token }))
          .data.items;
        expect(entry.detail).toEqual({
          goodsLimitByTier:
            'standard 20, merchant 50, partner 150, agent 500 → standard 3, merchant 50, partner 150, agent 900',
          showcaseDailyDeletions: '10 → 1',
        });
        // One tier alone changes that tier only.
        const one = await update({ goodsLimitByTier: { merchant: 60 } });
        expect(one.data.goodsLimitByTier).toEqual({ standard: 3, merchant: 60, partner: 150, agent: 900 });
        await update({ goodsLimitByTier: { merchant: 50 } });
        const audited = await countRows(api().database, 'audit_log');
        // Sent again unchanged (in another key order): no change, no entry.
        const same = await update({
          goodsLimitByTier: { agent: 900, partner: 150, merchant: 50, standard: 3 },
        });
        expect(same.code).toBe(200);
        expect(await countRows(api().database, 'audit_log')).toBe(audited);

        const add = (ids: number[]) =>
          api().call(calls.showcaseAdd, { items: ids.map((goodsId) => ({ goodsId })) }, { token });
        expect((await add(goodsIds.slice(0, 4))).data).toEqual({ limit: 3 });
        expect((await add(goodsIds.slice(0, 3))).data.added).toBe(3);
        const list = await api().call(calls.showcaseList, {}, { token });
        expect(list.data).toMatchObject({ listedCount: 3, goodsLimit: 3 });
        const ids = list.data.items.map((i: { id: number }) => i.id) as number[];
        expect((await api().call(calls.showcaseDel, { ids: [ids[0]] }, { token })).data.deleted).toBe(1);
        expect((await api().call(calls.showcaseDel, { ids: [ids[1]] }, { token })).code).toBe(447);
      } finally {
        await update({ goodsLimitByTier: defaults, showcaseDailyDeletions: 10 });
      }
    });

    it('refuses a goods limit or daily deletions out of range, writing nothing', async () => {
      const before = {
        audit: await countRows(api().database, 'audit_log'),
        settings: await countRows(api().database, 'settings'),
      };
      const limits = { standard: 20, merchant: 50, partner: 150, agent: 500 };
      expect((await update({ goodsLimitByTier: { ...limits, partner: 0 } })).code).toBe(405);
      expect((await update({ goodsLimitByTier: { standard: 30, premium: 40 } })).code).toBe(405);
      expect((await update({ showcaseDailyDeletions: 0, minWithdrawal: '20.00' })).code).toBe(405);
      expect((await update({ showcaseDailyDeletions: 2.5 })).code).toBe(405);
      expect({
        audit: await countRows(api().database, 'audit_log'),
        settings: await countRows(api().database, 'settings'),
      }).toEqual(before);
      const now = await api().call(calls.consoleSettingsGet, {}, { token: operator.token });
      expect(now.data).toMatchObject({
        goodsLimitByTier: limits,
        showcaseDailyDeletions: 10,
        minWithdrawal: '10.00',
      });
    });

    it('a changed minimum deposit is what a top-up is held to (448), with one audit entry old → new', async () => {
      const { token } = await api().merchant();
      const channel = await api().call(
        calls.consoleChannelAdd,
        { kind: 'usdt_trc20', name: 'USDT', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
        { token: operator.token },
      );
      const topUp = (amount: string) =>
        send(
          api(),
          token,
          calls.topUpSubmit.path,
          multipart(
            { channelId: String(channel.data.id), amount, txHash: newHash() },
            { name: 'proof', bytes: png },
          ),
        );
      expect((await topUp('20.00')).code).toBe(200);

      const before = await countRows(api().database, 'audit_log');
      const res = await update({ minDeposit: '25.50' });
      expect(res.data.minDeposit).toBe('25.50');
      expect(await countRows(api().database, 'audit_log')).toBe(before + 1);
      const [entry] = (await api().call(calls.consoleAuditList, { limit: 1 }, { token: operator.token })).data
        .items;
      expect(entry).toMatchObject({ action: 'settings.update', detail: { minDeposit: '10.00 → 25.50' } });

      expect((await topUp('25.49')).code).toBe(448);
      expect((await topUp('25.50')).code).toBe(200);
      const offered = await api().call(calls.topUpChannelList, {}, { token });
      expect(offered.data.minDeposit).toBe('25.50');
      await update({ minDeposit: '10.00' });
    });

    it('a changed upload limit is what uploads are held to', async () => {
      const { token } = await api().merchant();
      const file = Buffer.concat([png, Buffer.alloc(1.5 * 1024 * 1024 - png.length, 1)]);
      const upload = () =>
        send(api(), token, '/v1/upload/logo', multipart({}, { name: 'file', bytes: file }));
      expect((await upload()).code).toBe(200);
      expect((await update({ uploadMaxMb: 1 })).data.uploadMaxMb).toBe(1);
      expect(await upload()).toMatchObject({ code: 405, msg: 'The file must be smaller than 1 MB.' });
      await update({ uploadMaxMb: 5 });
      expect((await upload()).code).toBe(200);
    });

    it('closing registration refuses sign-up (439)', async () => {
      await update({ registrationOpen: false });
      try {
        const [code] = await api().inviteCodes(1);
        const res = await api().call(calls.inviteCode, {
          inviteCode: code!,
          username: 'latecomer1',
          password: 'Tr4vel-Lantern-92',
        });
        expect(res.code).toBe(439);
      } finally {
        await update({ registrationOpen: true });
      }
    });

    it('several changes make one entry naming each; an unchanged value is not a change', async () => {
      const before = await countRows(api().database, 'audit_log');
      const res = await update({ minWithdrawal: '50.00', inviteCodeValidDays: 7, uploadMaxMb: 8 });
      expect(res.data).toMatchObject({ minWithdrawal: '50.00', inviteCodeValidDays: 7, uploadMaxMb: 8 });
      expect(await countRows(api().database, 'audit_log')).toBe(before + 1);
      const [entry] = (await api().call(calls.consoleAuditList, { limit: 1 }, { token: operator.token })).data
        .items;
      expect(entry.detail).toEqual({ minWithdrawal: '10.00 → 50.00', uploadMaxMb: '5 → 8' });

      const same = await update({ minWithdrawal: '50.00' });
      expect(same.code).toBe(200);
      expect(await countRows(api().database, 'audit_log')).toBe(before + 1);
      await update({ minWithdrawal: '10.00', uploadMaxMb: 5 });
    });

    it('a refused change writes nothing; merchants may not read or change settings', async () => {
      const before = {
        audit: await countRows(api().database, 'audit_log'),
        settings: await countRows(api().database, 'settings'),
      };
      expect((await update({ minDeposit: '0.00', registrationOpen: false })).code).toBe(405);
      expect((await update({ uploadMaxMb: 0 })).code).toBe(405);
      const { token } = await api().merchant();
      expect((await api().call(calls.consoleSettingsUpdate, { uploadMaxMb: 9 }, { token })).code).not.toBe(
        200,
      );
      expect((await api().call(calls.consoleSettingsGet, {}, { token })).code).not.toBe(200);
      expect({
        audit: await countRows(api().database, 'audit_log'),
        settings: await countRows(api().database, 'settings'),
      }).toEqual(before);
      expect(
        (await api().call(calls.consoleSettingsGet, {}, { token: operator.token })).data.registrationOpen,
      ).toBe(true);
    });
  },
  { dataDir },
);
