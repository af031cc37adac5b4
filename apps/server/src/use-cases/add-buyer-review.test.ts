import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls, ErrorCode } from '@shopkeeper/contract';
import { afterAll, expect, it } from 'vitest';
import { RATE_LIMITS } from '../modules/storefront/service.ts';
import { describeApi } from '../test/harness.ts';
import { orderCommentFixtures } from '../test/order-comment-fixtures.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-comments-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describeApi(
  "a buyer's review",
  (api) => {
    const { merchantWithOrder, newOrder, setStatus, uploadSignature, review, written } =
      orderCommentFixtures(api);

    it('reviews an accepted order once, and the merchant reads it with the signature', async () => {
      const m = await merchantWithOrder('accepted');
      const res = await review({ ref: m.order.publicRef, text: ' Lovely mug ', rating: '5' });
      expect(res).toMatchObject({
        code: 200,
        data: { parentId: null, author: 'buyer', text: 'Lovely mug', rating: 5 },
      });
      expect(res.data).not.toHaveProperty('signature');
      // Its event, which the merchant's notification is made from.
      const events = await api()
        .database.db.selectFrom('events')
        .select(['user_id', 'data'])
        .where('type', '=', 'order.reviewed')
        .where('user_id', '=', m.user.id)
        .execute();
      expect(events.map((e) => JSON.parse(e.data))).toEqual([
        { orderId: m.order.id, commentId: res.data.id },
      ]);

      const thread = await api().call(calls.orderCommentList, { orderId: m.order.id }, { token: m.token });
      const [comment] = thread.data.items;
      expect(comment).toMatchObject({ author: 'buyer', rating: 5, text: 'Lovely mug' });
      expect(comment.signature).toMatch(/^signature\/[A-Za-z0-9_-]+\.png$/);
      // The signature is the merchant's private file: theirs to read, nobody else's.
      const fileUrl = `${api().config.fileHost.startsWith('/') ? api().config.fileHost : '/files/'}${comment.signature}`;
      const own = await api().raw({ method: 'GET', url: fileUrl, headers: { authorization: m.token } });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/png');
      const stranger = await api().raw({ method: 'GET', url: fileUrl });
      expect(stranger.statusCode).toBe(404);
      const uploadRow = await api()
        .database.db.selectFrom('uploads')
        .select(['owner_id', 'kind', 'claimed_at'])
        .where('path', '=', comment.signature)
        .executeTakeFirstOrThrow();
      expect(uploadRow).toMatchObject({ owner_id: m.user.id, kind: 'signature' });
      expect(uploadRow.claimed_at).not.toBeNull();

      // The merchant replies to the review.
      const signature = await uploadSignature(m.token);
      const reply = await api().call(
        calls.orderCommentAdd,
        { orderId: m.order.id, parentId: comment.id, text: 'Thank you!', signature },
        { token: m.token },
      );
      expect(reply.code).toBe(200);

      const before = await written();
      const again = await review({ ref: m.order.publicRef, text: 'Again', rating: '1' });
      expect(again).toMatchObject({ code: ErrorCode.INVALID_OPERATION, data: { reason: 'reviewed' } });
      expect(await written()).toEqual(before);

      const seen = await api().call(calls.storefrontOrderComments, { ref: m.order.publicRef });
      expect(seen.code).toBe(200);
      expect(seen.data.canReview).toBe(false);
      expect(seen.data.items).toEqual([
        expect.objectContaining({ author: 'buyer', text: 'Lovely mug', rating: 5, parentId: null }),
        expect.objectContaining({ author: 'merchant', text: 'Thank you!', parentId: comment.id }),
      ]);
      expect(seen.data.items[0]).not.toHaveProperty('signature');
    });

    it('reviews only an accepted, pending-settlement or completed order (203 otherwise), writing nothing', async () => {
      const m = await merchantWithOrder('pending_payment');
      for (const status of [
        'pending_payment',
        'pending_shipment',
        'shipped',
        'pending_acceptance',
        'cancelled',
      ] as const) {
        await setStatus(m.order.id, status);
        const before = await written();
        const res = await review({ ref: m.order.publicRef, text: 'Too early', rating: '4' });
        expect(res, status).toMatchObject({
          code: ErrorCode.INVALID_OPERATION,
          data: { reason: 'notAccepted' },
        });
        expect(await written()).toEqual(before);
        const thread = await api().call(calls.storefrontOrderComments, { ref: m.order.publicRef });
        expect(thread.data).toEqual({ items: [], canReview: false });
      }
      for (const status of ['pending_settlement', 'completed'] as const) {
        const order = await newOrder(m.user.id, m.itemId, status);
        const thread = await api().call(calls.storefrontOrderComments, { ref: order.publicRef });
        expect(thread.data.canReview).toBe(true);
        expect((await review({ ref: order.publicRef, text: 'Fine', rating: '3' })).code).toBe(200);
      }
    });

    it('is refused an unknown order (404), a missing or non-image signature, bad text or stars, writing nothing', async () => {
      const m = await merchantWithOrder('accepted');
      const before = await written();
      expect(await review({ ref: 'nosuchorderref', text: 'Hi', rating: '5' })).toMatchObject({
        code: ErrorCode.NOT_FOUND,
      });
      expect(await api().call(calls.storefrontOrderComments, { ref: 'nosuchorderref' })).toMatchObject({
        code: ErrorCode.NOT_FOUND,
      });
      const ok = { ref: m.order.publicRef, text: 'Hi', rating: '5' };
      expect(await review(ok, null)).toMatchObject({
        code: ErrorCode.PARAMETER_MISSING,
        data: { field: 'signature' },
      });
      const text = {
        filename: 's.png',
        contentType: 'image/png',
        bytes: Buffer.from('not a picture at all'),
      };
      expect(await review(ok, text)).toMatchObject({
        code: ErrorCode.INVALID_PARAMETER,
        msg: 'Only JPEG, PNG or WebP images can be uploaded.',
      });
      for (const bad of [
        { ...ok, text: '   ' },
        { ...ok, text: 'x'.repeat(501) },
        { ...ok, rating: '0' },
        { ...ok, rating: '6' },
        { ...ok, rating: '4.5' },
      ]) {
        expect((await review(bad)).code).toBe(ErrorCode.INVALID_PARAMETER);
      }
      expect(await written()).toEqual(before);
      const thread = await api().call(calls.storefrontOrderComments, { ref: m.order.publicRef });
      expect(thread.data).toEqual({ items: [], canReview: true });
    });

    it('limits reviews per address, in the database: past the limit 202 with HTTP 429, nothing written', async () => {
      const orders = [];
      const m = await merchantWithOrder('completed');
      orders.push(m.order);
      for (let i = 0; i < RATE_LIMITS.review.max; i++)
        orders.push(await newOrder(m.user.id, m.itemId, 'completed'));
      const codes: number[] = [];
      for (const order of orders.slice(0, -1))
        codes.push(
          (await review({ ref: order.publicRef, text: 'Good', rating: '5' }, undefined, '10.6.0.1')).code,
        );
      expect(codes).toEqual(Array(RATE_LIMITS.review.max).fill(200));
      const before = await written();
      const last = orders.at(-1)!;
      const limited = await review({ ref: last.publicRef, text: 'Good', rating: '5' }, undefined, '10.6.0.1');
      expect(limited).toMatchObject({ code: ErrorCode.OPERATION_BUSY, status: 429 });
      expect(await written()).toEqual(before);
      // Another address reviews that order.
      expect(
        (await review({ ref: last.publicRef, text: 'Good', rating: '5' }, undefined, '10.6.0.2')).code,
      ).toBe(200);
    });

    it('one review wins when two arrive at once', async () => {
      const m = await merchantWithOrder('completed');
      const results = await Promise.all(
        [1, 2].map(() => review({ ref: m.order.publicRef, text: 'Twice', rating: '2' })),
      );
      expect(results.map((r) => r.code).sort()).toEqual([200, ErrorCode.INVALID_OPERATION].sort());
      const rows = await api()
        .database.db.selectFrom('order_comments')
        .select('id')
        .where('order_id', '=', m.order.id)
        .execute();
      expect(rows).toHaveLength(1);
      const signatures = await api()
        .database.db.selectFrom('uploads')
        .select('id')
        .where('owner_id', '=', m.user.id)
        .where('kind', '=', 'signature')
        .execute();
      expect(signatures).toHaveLength(1);
    });
  },
  { dataDir },
);
