import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CallOutput, calls, ErrorCode, type OrderStatus } from '@shopkeeper/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { countRows, describeApi } from '../../test/harness.ts';
import { placeBuyerOrder } from '../../use-cases/place-buyer-order.ts';
import { insertGoods, insertGoodsType } from '../catalogue/service.ts';
import { RATE_LIMITS } from '../storefront/service.ts';
import { commentCountsByGoods, ratingsByMerchant } from './service.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-comments-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart body as a browser's FormData sends it: text fields, then files. */
function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----shopkeeper${Math.random().toString(16).slice(2)}`;
  const chunks = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n` +
          `Content-Type: ${p.contentType}\r\n\r\n`,
      ),
      p.bytes,
      Buffer.from('\r\n'),
    ]),
  ];
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const signaturePng = () =>
  sharp({ create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();

describeApi(
  'order comments',
  (api) => {
    let goodsId: number;

    beforeAll(async () => {
      await inTransaction(api().database, async (trx) => {
        const typeId = await insertGoodsType(trx, { sortOrder: 1, icon: null, names: { en: 'Mugs' } });
        goodsId = await insertGoods(trx, {
          typeId,
          costCents: 300,
          suggestedPriceCents: 590,
          images: ['goods_image/m.webp'],
          productNo: 'SK-OC-1',
          stockStatus: 'in_stock',
          texts: { en: { name: 'Mug', description: '' } },
        });
      });
    });

    /** A merchant with the mug in their showcase and one buyer's order of it in `status`. */
    async function merchantWithOrder(status: OrderStatus = 'accepted') {
      const merchant = await api().merchant();
      const added = await api().call(
        calls.showcaseAdd,
        { items: [{ goodsId, price: '7.50' }] },
        { token: merchant.token },
      );
      expect(added.code).toBe(200);
      const listed = await api().call(calls.showcaseList, { limit: 10 }, { token: merchant.token });
      const itemId = (listed.data as { items: { id: number }[] }).items[0]!.id;
      const order = await newOrder(merchant.user.id, itemId, status);
      return { ...merchant, itemId, order };
    }

    async function newOrder(userId: number, itemId: number, status: OrderStatus) {
      const created = await inTransaction(api().database, (trx) =>
        placeBuyerOrder(trx, {
          shopUserId: userId,
          showcaseItemId: itemId,
          quantity: 1,
          buyer: { name: 'Ana', phone: '+84 90 000 0000', address: '1 Market St' },
          lang: 'en',
          source: 'storefront',
          paymentReference: 'sandbox-1',
        }),
      );
      await setStatus(created.id, status);
      return created;
    }

    const setStatus = (id: number, status: OrderStatus) =>
      api().database.db.updateTable('orders').set({ status }).where('id', '=', id).execute();

    async function uploadSignature(token: string, kind = 'signature') {
      const body = multipart({}, [
        { name: 'file', filename: 'sig.png', contentType: 'image/png', bytes: await signaturePng() },
      ]);
      const res = await api().raw({
        method: 'POST',
        url: `/api/v1/upload/${kind}`,
        payload: body.payload,
        headers: { ...body.headers, authorization: token },
      });
      expect(res.json().code).toBe(200);
      return res.json().data.path as string;
    }

    /** Each review from an address of its own unless told: reviews are limited per address. */
    let addresses = 0;
    async function review(
      fields: Record<string, string>,
      file: Omit<FilePart, 'name'> | null = {
        filename: 's.png',
        contentType: 'image/png',
        bytes: Buffer.alloc(0),
      },
      ip = `10.7.${Math.floor(++addresses / 250)}.${addresses % 250}`,
    ) {
      const parts: FilePart[] = [];
      if (file)
        parts.push({
          name: 'signature',
          ...file,
          bytes: file.bytes.length ? file.bytes : await signaturePng(),
        });
      const body = multipart(fields, parts);
      const res = await api().raw({
        method: 'POST',
        url: `/api${calls.storefrontOrderComment.path}`,
        payload: body.payload,
        headers: body.headers,
        remoteAddress: ip,
      });
      return { ...res.json(), status: res.statusCode };
    }

    const written = async () => ({
      comments: await countRows(api().database, 'order_comments'),
      uploads: await countRows(api().database, 'uploads'),
    });

    describe('the merchant', () => {
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
    });

    describe('the buyer', () => {
      it('reviews an accepted order once, and the merchant reads it with the signature', async () => {
        const m = await merchantWithOrder('accepted');
        const res = await review({ ref: m.order.publicRef, text: ' Lovely mug ', rating: '5' });
        expect(res).toMatchObject({
          code: 200,
          data: { parentId: null, author: 'buyer', text: 'Lovely mug', rating: 5 },
        });
        expect(res.data).not.toHaveProperty('signature');

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
        const limited = await review(
          { ref: last.publicRef, text: 'Good', rating: '5' },
          undefined,
          '10.6.0.1',
        );
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
    });

    it("counts buyers' reviews on the showcase list's goods, and a merchant's average stars", async () => {
      const m = await merchantWithOrder('accepted');
      const second = await newOrder(m.user.id, m.itemId, 'completed');
      const listCount = async () => {
        const list = await api().call(calls.showcaseList, { limit: 10 }, { token: m.token });
        return list.data.items[0].commentCount as number;
      };
      expect(await listCount()).toBe(0);
      await review({ ref: m.order.publicRef, text: 'Good', rating: '5' });
      await review({ ref: second.publicRef, text: 'Okay', rating: '4' });
      // The merchant's own comments are not reviews.
      const signature = await uploadSignature(m.token);
      await api().call(
        calls.orderCommentAdd,
        { orderId: m.order.id, text: 'Hi', signature },
        { token: m.token },
      );
      expect(await listCount()).toBe(2);
      const db = api().database.db;
      expect(await commentCountsByGoods(db, m.user.id, [goodsId, 999_999])).toEqual(new Map([[goodsId, 2]]));
      const other = await api().merchant();
      expect(await commentCountsByGoods(db, other.user.id, [goodsId])).toEqual(new Map());
      expect(await ratingsByMerchant(db, [m.user.id, other.user.id])).toEqual(new Map([[m.user.id, 4.5]]));
    });

    it("opens a goods' review count: its buyers' reviews, newest first, a page at a time, each naming its order", async () => {
      const m = await merchantWithOrder('accepted');
      const second = await newOrder(m.user.id, m.itemId, 'completed');
      const third = await newOrder(m.user.id, m.itemId, 'completed');
      await review({ ref: m.order.publicRef, text: 'Good', rating: '5' });
      await review({ ref: second.publicRef, text: 'Okay', rating: '4' });
      await review({ ref: third.publicRef, text: 'Fine', rating: '3' });
      // The merchant's own comment is not a review, and another merchant's reviews are theirs.
      const signature = await uploadSignature(m.token);
      await api().call(
        calls.orderCommentAdd,
        { orderId: m.order.id, text: 'Hi', signature },
        { token: m.token },
      );
      const other = await merchantWithOrder('accepted');
      await review({ ref: other.order.publicRef, text: 'Not yours', rating: '1' });

      const first = await api().call(calls.goodsReviewList, { goodsId, limit: 2 }, { token: m.token });
      expect(first.code).toBe(200);
      const { items } = first.data as CallOutput<typeof calls.goodsReviewList>;
      expect(items.map((r) => [r.orderId, r.text, r.rating, r.author])).toEqual([
        [third.id, 'Fine', 3, 'buyer'],
        [second.id, 'Okay', 4, 'buyer'],
      ]);
      const rest = await api().call(
        calls.goodsReviewList,
        { goodsId, limit: 2, cursor: first.data.nextCursor! },
        { token: m.token },
      );
      expect(rest.data).toMatchObject({ items: [{ orderId: m.order.id, text: 'Good' }], nextCursor: null });

      const none = await api().call(calls.goodsReviewList, { goodsId: 999_999 }, { token: m.token });
      expect(none.data).toEqual({ items: [], nextCursor: null });
      const bad = await api().call(
        calls.goodsReviewList,
        { goodsId: 'mug' as unknown as number },
        { token: m.token },
      );
      expect(bad.code).toBe(ErrorCode.INVALID_PARAMETER);
    });
  },
  { dataDir },
);
