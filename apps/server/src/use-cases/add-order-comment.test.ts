import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls, ErrorCode } from '@shopkeeper/contract';
import { afterAll, expect, it } from 'vitest';
import { describeApi } from '../test/harness.ts';
import { orderCommentFixtures } from '../test/order-comment-fixtures.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-comments-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describeApi(
  "a merchant's order comments",
  (api) => {
    const { merchantWithOrder, newOrder, uploadSignature, written } = orderCommentFixtures(api);

    it('comments, replies to a top-level comment, and reads the thread oldest first', async () => {
      const m = await merchantWithOrder('shipped');
      const signature = await uploadSignature(m.token);
      const first = await api().call(
        calls.orderCommentAdd,
        { orderId: m.order.id, text: '  Packed with care  ', signature },
        { token: m.token },
      );
      expect(first).toMatchObject({
        code: 200,
        data: {
          orderId: m.order.id,
          parentId: null,
          author: 'merchant',
          text: 'Packed with care',
          rating: null,
          signature,
        },
      });
      const reply = await api().call(
        calls.orderCommentAdd,
        { orderId: m.order.id, parentId: first.data.id, text: 'Shipped today', signature },
        { token: m.token },
      );
      expect(reply).toMatchObject({ code: 200, data: { parentId: first.data.id } });
      const thread = await api().call(calls.orderCommentList, { orderId: m.order.id }, { token: m.token });
      expect(thread.code).toBe(200);
      expect(thread.data.items.map((c: { id: number }) => c.id)).toEqual([first.data.id, reply.data.id]);
      expect(thread.data.nextCursor).toBeNull();
      const paged = await api().call(
        calls.orderCommentList,
        { orderId: m.order.id, limit: 1 },
        { token: m.token },
      );
      expect(paged.data.items).toHaveLength(1);
      const rest = await api().call(
        calls.orderCommentList,
        { orderId: m.order.id, limit: 1, cursor: paged.data.nextCursor },
        { token: m.token },
      );
      expect(rest.data.items.map((c: { id: number }) => c.id)).toEqual([reply.data.id]);
    });

    it("refuses another merchant's order with 404, reading or writing, and writes nothing", async () => {
      const owner = await merchantWithOrder();
      const other = await api().merchant();
      const signature = await uploadSignature(other.token);
      const before = await written();
      const read = await api().call(
        calls.orderCommentList,
        { orderId: owner.order.id },
        { token: other.token },
      );
      expect(read).toMatchObject({ code: ErrorCode.NOT_FOUND });
      const write = await api().call(
        calls.orderCommentAdd,
        { orderId: owner.order.id, text: 'Hello', signature },
        { token: other.token },
      );
      expect(write).toMatchObject({ code: ErrorCode.NOT_FOUND });
      expect(await written()).toEqual(before);
    });

    it('nests replies one level, within the same order (404 otherwise), writing nothing', async () => {
      const m = await merchantWithOrder();
      const second = await newOrder(m.user.id, m.itemId, 'accepted');
      const signature = await uploadSignature(m.token);
      const add = (orderId: number, parentId?: number) =>
        api().call(
          calls.orderCommentAdd,
          { orderId, text: 'Thanks', signature, ...(parentId ? { parentId } : {}) },
          { token: m.token },
        );
      const top = await add(m.order.id);
      const reply = await add(m.order.id, top.data.id);
      expect(reply.code).toBe(200);
      const before = await written();
      expect(await add(m.order.id, reply.data.id)).toMatchObject({ code: ErrorCode.NOT_FOUND });
      expect(await add(second.id, top.data.id)).toMatchObject({ code: ErrorCode.NOT_FOUND });
      expect(await add(m.order.id, 999_999)).toMatchObject({ code: ErrorCode.NOT_FOUND });
      expect(await written()).toEqual(before);
    });

    it('needs a signature of its own, of kind signature, and a text of 1–500 characters', async () => {
      const m = await merchantWithOrder();
      const other = await api().merchant();
      const othersSignature = await uploadSignature(other.token);
      const logo = await uploadSignature(m.token, 'logo');
      const own = await uploadSignature(m.token);
      const before = await written();
      const add = (input: Record<string, unknown>) =>
        api().call(calls.orderCommentAdd, { orderId: m.order.id, ...input }, { token: m.token });
      for (const signature of [othersSignature, logo, 'signature/nothingHere.png']) {
        const res = await add({ text: 'Hi', signature });
        expect(res.code, signature).toBe(ErrorCode.INVALID_PARAMETER);
        expect(res.data).toMatchObject({ field: 'signature' });
      }
      for (const input of [
        { text: '   ', signature: own },
        { text: 'x'.repeat(501), signature: own },
      ]) {
        expect((await add(input)).code).toBe(ErrorCode.INVALID_PARAMETER);
      }
      expect(await add({ text: 'Hi' })).toMatchObject({
        code: ErrorCode.PARAMETER_MISSING,
        data: { field: 'signature' },
      });
      expect(await written()).toEqual(before);
      expect((await add({ text: 'x'.repeat(500), signature: own })).code).toBe(200);
    });
  },
  { dataDir },
);
