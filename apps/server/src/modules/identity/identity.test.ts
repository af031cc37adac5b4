import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '@shopkeeper/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { moneyCounts, pngBytes, submitIdentity } from '../../test/wallet-fixtures.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-identity-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Stored identity photos on disk: a refusal must leave none behind. */
const identityFiles = () => {
  try {
    return readdirSync(path.join(dataDir, 'files', 'identity')).length;
  } catch {
    return 0;
  }
};

describeApi(
  'identity verification',
  (api) => {
    let operator: { token: string; id: number };
    beforeAll(async () => {
      operator = await signInOperator(api());
    });

    const queue = async (userId: number) =>
      (await api().call(calls.consoleIdentityList, { userId }, { token: operator.token })).data.items as {
        id: number;
        status: string;
      }[];

    it('starts unverified, then shows the submission in review with private, re-encoded photos', async () => {
      const { token, user } = await api().merchant();
      const before = await api().call(calls.perInfo, {}, { token });
      expect(before.data).toMatchObject({ status: 'unverified', realName: null, frontPhoto: null });
      const photo = await pngBytes();
      const sent = await submitIdentity(
        api(),
        token,
        { realName: '  Li Wei ', idNo: 'G12345678' },
        { front: photo, back: photo, qualification: photo },
      );
      expect(sent).toMatchObject({
        code: 200,
        data: { status: 'in_review', realName: 'Li Wei', idNo: 'G12345678' },
      });
      expect(sent.data.frontPhoto).toMatch(/^identity\/[\w-]+\.png$/);
      expect(sent.data.qualificationPhoto).toMatch(/^identity\//);
      const info = await api().call(calls.perInfo, {}, { token });
      expect(info.data).toEqual(sent.data);
      // Only its merchant (and operators) can read the photo; another merchant gets 404.
      const other = await api().merchant();
      const mine = await api().raw({
        method: 'GET',
        url: `/files/${sent.data.frontPhoto}`,
        headers: { authorization: token },
      });
      const theirs = await api().raw({
        method: 'GET',
        url: `/files/${sent.data.frontPhoto}`,
        headers: { authorization: other.token },
      });
      expect([mine.statusCode, theirs.statusCode]).toEqual([200, 404]);
      const listed = await queue(user.id);
      expect(listed).toHaveLength(1);
    });

    it('refuses a second submission while one is in review or verified (203), writing nothing', async () => {
      const { token, user } = await api().merchant();
      expect((await submitIdentity(api(), token, { realName: 'Chen Jie', idNo: 'P0001111' })).code).toBe(200);
      let before = await moneyCounts(api());
      let files = identityFiles();
      expect((await submitIdentity(api(), token, { realName: 'Chen Jie', idNo: 'P0001111' })).code).toBe(203);
      expect(await moneyCounts(api())).toEqual(before);
      expect(identityFiles()).toBe(files);

      const [submission] = await queue(user.id);
      await api().call(calls.consoleIdentityApprove, { id: submission!.id }, { token: operator.token });
      before = await moneyCounts(api());
      files = identityFiles();
      expect((await submitIdentity(api(), token, { realName: 'Chen Jie', idNo: 'P0001111' })).code).toBe(203);
      expect(await moneyCounts(api())).toEqual(before);
      expect(identityFiles()).toBe(files);
      expect((await api().call(calls.perInfo, {}, { token })).data.status).toBe('verified');
    });

    it('refuses a missing back photo (403) and a file that is not an image (405), leaving no row and no file', async () => {
      const { token } = await api().merchant();
      const before = await moneyCounts(api());
      const files = identityFiles();
      const photo = await pngBytes();
      const noBack = await submitIdentity(
        api(),
        token,
        { realName: 'Wang Fang', idNo: 'E7654321' },
        { front: photo },
      );
      expect(noBack).toMatchObject({ code: 403, data: { field: 'back' } });
      // The front is a good image, stored first; the back is not an image: nothing may remain.
      const badBack = await submitIdentity(
        api(),
        token,
        { realName: 'Wang Fang', idNo: 'E7654321' },
        { front: photo, back: Buffer.from('%PDF-1.4 not an image at all') },
      );
      expect(badBack.code).toBe(405);
      expect(await moneyCounts(api())).toEqual(before);
      expect(identityFiles()).toBe(files);
      expect((await api().call(calls.perInfo, {}, { token })).data.status).toBe('unverified');
    });

    it('takes one of two submissions sent at once; the other is refused and leaves no file', async () => {
      const { token, user } = await api().merchant();
      const files = identityFiles();
      const answers = await Promise.all(
        [1, 2].map(() => submitIdentity(api(), token, { realName: 'Zhou Min', idNo: 'K1112223' })),
      );
      expect(answers.map((a) => a.code).sort()).toEqual([200, 203]);
      expect(await queue(user.id)).toHaveLength(1);
      expect(identityFiles()).toBe(files + 2);
    });

    it('rejects with a reason the merchant reads, and then takes a new submission', async () => {
      const { token, user } = await api().merchant();
      await submitIdentity(api(), token, { realName: 'Liu Yang', idNo: 'R0000001' });
      const [submission] = await queue(user.id);
      const auditBefore = await moneyCounts(api());
      const rejected = await api().call(
        calls.consoleIdentityReject,
        { id: submission!.id, reason: 'The photo is blurred' },
        { token: operator.token },
      );
      expect(rejected).toMatchObject({
        code: 200,
        data: {
          status: 'rejected',
          rejectReason: 'The photo is blurred',
          reviewerId: operator.id,
          userId: user.id,
        },
      });
      expect((await moneyCounts(api())).audit_log).toBe(auditBefore.audit_log + 1);
      const info = await api().call(calls.perInfo, {}, { token });
      expect(info.data).toMatchObject({ status: 'rejected', rejectReason: 'The photo is blurred' });
      const again = await submitIdentity(api(), token, { realName: 'Liu Yang', idNo: 'R0000001' });
      expect(again).toMatchObject({ code: 200, data: { status: 'in_review', rejectReason: null } });
      // Deciding a rejected submission again is refused and writes nothing.
      const before = await moneyCounts(api());
      const twice = await api().call(
        calls.consoleIdentityApprove,
        { id: submission!.id },
        { token: operator.token },
      );
      expect(twice.code).toBe(203);
      expect(await moneyCounts(api())).toEqual(before);
      expect(
        (await api().call(calls.consoleIdentityApprove, { id: 99999999 }, { token: operator.token })).code,
      ).toBe(404);
    });

    it('lets one of two operators deciding at once win; the other gets 203 and one audit entry is written', async () => {
      const second = await signInOperator(api());
      const { token, user } = await api().merchant();
      await submitIdentity(api(), token, { realName: 'Sun Hao', idNo: 'T2223334' });
      const [submission] = await queue(user.id);
      const before = await moneyCounts(api());
      const answers = await Promise.all([
        api().call(calls.consoleIdentityApprove, { id: submission!.id }, { token: operator.token }),
        api().call(
          calls.consoleIdentityReject,
          { id: submission!.id, reason: 'No' },
          { token: second.token },
        ),
      ]);
      expect(answers.map((a) => a.code).sort()).toEqual([200, 203]);
      expect((await moneyCounts(api())).audit_log).toBe(before.audit_log + 1);
      const winner = answers.find((a) => a.code === 200)!;
      expect((await api().call(calls.perInfo, {}, { token })).data.status).toBe(winner.data.status);
    });

    it('lists the queue oldest first, filtered by status and merchant, with usernames, page by page', async () => {
      const a = await api().merchant();
      const b = await api().merchant();
      await submitIdentity(api(), a.token, { realName: 'Queue One', idNo: 'Q0000001' });
      await submitIdentity(api(), b.token, { realName: 'Queue Two', idNo: 'Q0000002' });
      const all: { id: number; status: string }[] = [];
      let cursor: string | undefined;
      do {
        const page = await api().call(
          calls.consoleIdentityList,
          { status: 'in_review', limit: 2, ...(cursor ? { cursor } : {}) },
          { token: operator.token },
        );
        expect(page.code).toBe(200);
        all.push(...page.data.items);
        cursor = page.data.nextCursor ?? undefined;
      } while (cursor);
      const ids = all.map((i) => i.id);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      expect(all.every((i) => i.status === 'in_review')).toBe(true);
      const onlyB = await api().call(
        calls.consoleIdentityList,
        { userId: b.user.id },
        { token: operator.token },
      );
      expect(onlyB.data.items).toEqual([
        expect.objectContaining({ userId: b.user.id, username: b.username, realName: 'Queue Two' }),
      ]);
      // A merchant may not use the console's calls.
      expect((await api().call(calls.consoleIdentityList, {}, { token: a.token })).code).toBe(409);
    });
  },
  { dataDir },
);
