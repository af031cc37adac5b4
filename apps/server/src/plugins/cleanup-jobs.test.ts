import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '@shopkeeper/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../modules/uploads/service.ts';
import { countRows, describeApi } from '../test/harness.ts';
import { signInOperator } from '../test/operator.ts';
import { type Answer, multipart, pngBytes, submitIdentity } from '../test/wallet-fixtures.ts';
import cleanupJobs, { runCleanup } from './cleanup-jobs.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-cleanup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const HOUR = 3_600_000;

describeApi(
  'clean-up jobs',
  (api) => {
    let operator: { token: string };
    let channelId: number;
    beforeAll(async () => {
      operator = await signInOperator(api());
      const added = await api().call(
        calls.consoleChannelAdd,
        { kind: 'bank', name: 'Bank', bankDetails: 'Example Bank 1' },
        { token: operator.token },
      );
      channelId = added.data.id;
    });

    const uploadPaths = async () =>
      (await api().database.db.selectFrom('uploads').select('path').orderBy('id').execute()).map(
        (r) => r.path,
      );
    const onDisk = (uploadPath: string) => existsSync(path.join(dataDir, 'files', uploadPath));

    async function submitTopUp(token: string, txHash: string, idempotencyKey: string) {
      const body = multipart(
        { channelId: String(channelId), amount: '15.00', txHash },
        { proof: await pngBytes() },
      );
      const res = await api().raw({
        method: 'POST',
        url: `/api${calls.topUpSubmit.path}`,
        headers: { ...body.headers, authorization: token, 'idempotency-key': idempotencyKey },
        payload: body.payload,
      });
      return res.json() as Answer;
    }

    it('deletes a proof no top-up kept (stored, then its top-up refused), a day on, and keeps every kept file', async () => {
      const { token, user } = await api().merchant();
      const before = await uploadPaths();
      const txHash = `REF-${Date.now()}`;
      const first = await submitTopUp(token, txHash, 'cleanup-key-1');
      const repeat = await submitTopUp(token, txHash, 'cleanup-key-1');
      expect(first.code).toBe(200);
      // A repeat is answered before its proof is stored: it leaves nothing to clean up.
      expect(repeat.data).toEqual(first.data);
      expect((await uploadPaths()).filter((p) => !before.includes(p))).toHaveLength(1);
      // A proof is stored unclaimed before its top-up's transaction, which may still be refused
      // (a hash taken meanwhile): such a proof is nobody's.
      const lost = await storeImage(api().app.ctx, {
        ownerId: user.id,
        kind: 'proof',
        file: { bytes: await pngBytes(), type: 'png', filename: 'proof.png' },
        unclaimed: true,
      });
      const stored = (await uploadPaths()).filter((p) => !before.includes(p));
      expect(stored).toHaveLength(2);
      const list = await api().call(calls.consoleTopupList, { limit: 100 }, { token: operator.token });
      const kept = list.data.items.find((t: { id: number }) => t.id === first.data.id).proof as string;
      const orphan = lost.path;
      expect(stored.filter((p) => p !== kept)).toEqual([orphan]);

      expect(await runCleanup(api(), Date.now() + HOUR)).toMatchObject({ uploads: 0 });
      expect(onDisk(orphan)).toBe(true);

      const later = Date.now() + 25 * HOUR;
      const [one, other] = await Promise.all([runCleanup(api(), later), runCleanup(api(), later)]);
      // Two runs at once (two servers) delete it once between them.
      expect(one.uploads + other.uploads).toBe(1);
      expect(await uploadPaths()).toEqual([...before, kept]);
      expect(onDisk(orphan)).toBe(false);
      expect(onDisk(kept)).toBe(true);
      const proof = await api().raw({
        method: 'GET',
        url: `/files/${kept}`,
        headers: { authorization: operator.token },
      });
      expect(proof.statusCode).toBe(200);
      expect((await runCleanup(api(), later)).uploads).toBe(0);
    });

    it('deletes the proofs of duplicate-hash submissions that lost the race, keeping the winner’s', async () => {
      const merchants = await Promise.all(Array.from({ length: 6 }, () => api().merchant()));
      const before = await uploadPaths();
      const txHash = `DUP-${Date.now()}`;
      const answers = await Promise.all(merchants.map((m, i) => submitTopUp(m.token, txHash, `dup-${i}`)));
      const winners = answers.filter((a) => a.code === 200);
      expect(winners).toHaveLength(1);
      const list = await api().call(calls.consoleTopupList, { limit: 100 }, { token: operator.token });
      const kept = list.data.items.find((t: { id: number }) => t.id === winners[0]!.data.id).proof as string;
      await runCleanup(api(), Date.now() + 25 * HOUR);
      expect((await uploadPaths()).filter((p) => !before.includes(p))).toEqual([kept]);
    });

    it('never deletes a file a top-up or an identity points to, even one never marked claimed', async () => {
      const { token } = await api().merchant();
      const topUp = await submitTopUp(token, `REF-KEPT-${Date.now()}`, 'cleanup-kept-1');
      expect(topUp.code).toBe(200);
      const identity = await submitIdentity(api(), token, { realName: 'Kept Photos', idNo: 'K1234567' });
      expect(identity.code).toBe(200);
      const { db } = api().database;
      const proof = await db
        .selectFrom('topups')
        .select('proof_path')
        .where('id', '=', topUp.data.id)
        .executeTakeFirstOrThrow();
      const photos = await db
        .selectFrom('identity_submissions')
        .select(['front_photo', 'back_photo'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const referenced = [proof.proof_path, photos.front_photo, photos.back_photo];
      // As the demo seed stored them: rows and files, never claimed.
      await db.updateTable('uploads').set({ claimed_at: null }).where('path', 'in', referenced).execute();

      await runCleanup(api(), Date.now() + 25 * HOUR);
      expect(await uploadPaths()).toEqual(expect.arrayContaining(referenced));
      for (const kept of referenced) expect(onDisk(kept), kept).toBe(true);
    });

    it('keeps an upload made through the upload call, however old', async () => {
      const { token } = await api().merchant();
      const body = multipart({}, { file: await pngBytes() });
      const res = await api().raw({
        method: 'POST',
        url: '/api/v1/upload/logo',
        headers: { ...body.headers, authorization: token },
        payload: body.payload,
      });
      const logo = (res.json() as Answer).data.path as string;
      await runCleanup(api(), Date.now() + 1000 * HOUR);
      expect(await uploadPaths()).toContain(logo);
      expect(onDisk(logo)).toBe(true);
    });

    it('deletes idempotency keys older than a day, keeps younger ones, and is safe to run twice at once', async () => {
      const { db } = api().database;
      const now = Date.now();
      const { user } = await api().merchant();
      const key = (name: string, age: number) => ({
        user_id: user.id,
        key: name,
        request_hash: 'h',
        response: 'null',
        created_at: now - age,
      });
      await db
        .insertInto('idempotency_keys')
        .values([key('old-1', 25 * HOUR), key('old-2', 48 * HOUR), key('young', 23 * HOUR)])
        .execute();
      const before = await countRows(api().database, 'idempotency_keys');
      const [one, other] = await Promise.all([runCleanup(api(), now), runCleanup(api(), now)]);
      expect(one.idempotencyKeys + other.idempotencyKeys).toBeGreaterThanOrEqual(2);
      const left = await db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('user_id', '=', user.id)
        .execute();
      expect(left.map((r) => r.key)).toEqual(['young']);
      expect(await countRows(api().database, 'idempotency_keys')).toBe(
        before - one.idempotencyKeys - other.idempotencyKeys,
      );
    });
  },
  { dataDir },
);

describe('the clean-up timer', () => {
  it('runs while the server listens, never two runs at once, and stops on close', async () => {
    let runs = 0;
    let concurrent = 0;
    let overlapped = false;
    const app = Fastify();
    app.decorate('ctx', {} as never);
    await app.register(cleanupJobs, {
      firstRunMs: 5,
      intervalMs: 10,
      run: async () => {
        runs++;
        concurrent++;
        if (concurrent > 1) overlapped = true;
        await new Promise((resolve) => setTimeout(resolve, 25));
        concurrent--;
      },
    });
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(runs).toBe(0);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(runs).toBeGreaterThanOrEqual(2);
    await app.close();
    const atClose = runs;
    expect(concurrent).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(atClose);
    expect(overlapped).toBe(false);
  });
});
