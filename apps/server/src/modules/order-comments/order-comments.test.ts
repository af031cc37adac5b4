import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CallOutput, calls, ErrorCode } from '@shopkeeper/contract';
import { afterAll, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { describeApi } from '../../test/harness.ts';
import { orderCommentFixtures } from '../../test/order-comment-fixtures.ts';
import { insertGoods, insertGoodsType } from '../catalogue/service.ts';
import { commentCountsByGoods, ratingsByMerchant } from './service.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-comments-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describeApi(
  'order comments',
  (api) => {
    const { goodsId: mug, merchantWithOrder, newOrder, review, uploadSignature } = orderCommentFixtures(api);

    it("counts buyers' reviews on the showcase list's goods, and a merchant's average stars", async () => {
      const goodsId = mug();
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

    it("counts on each page of the showcase only that goods' reviews of this merchant's orders", async () => {
      const m = await merchantWithOrder('accepted');
      const other = await merchantWithOrder('accepted');
      const plate = await inTransaction(api().database, async (trx) =>
        insertGoods(trx, {
          typeId: await insertGoodsType(trx, { sortOrder: 2, icon: null, names: { en: 'Plates' } }),
          costCents: 200,
          suggestedPriceCents: 450,
          images: [],
          productNo: `SK-OC-P${m.user.id}`,
          stockStatus: 'in_stock',
          texts: { en: { name: 'Plate', description: '' } },
        }),
      );
      const added = await api().call(
        calls.showcaseAdd,
        { items: [{ goodsId: plate, price: '4.00' }] },
        { token: m.token },
      );
      expect(added.code).toBe(200);
      const second = await newOrder(m.user.id, m.itemId, 'completed');
      await review({ ref: m.order.publicRef, text: 'Good', rating: '5' });
      await review({ ref: second.publicRef, text: 'Okay', rating: '4' });
      // The same mug reviewed in another merchant's shop counts there, not here.
      await review({ ref: other.order.publicRef, text: 'Not yours', rating: '1' });

      const whole = await api().call(calls.showcaseList, { limit: 10 }, { token: m.token });
      const counts = (page: typeof whole) =>
        (page.data.items as { name: string; commentCount: number }[]).map((i) => [i.name, i.commentCount]);
      // Newest first: the plate, without a review, then the mug with two.
      expect(counts(whole)).toEqual([
        ['Plate', 0],
        ['Mug', 2],
      ]);
      // A page at a time (the compiled query with a cursor), and listed only (with a filter).
      const first = await api().call(calls.showcaseList, { limit: 1, status: 'listed' }, { token: m.token });
      expect(counts(first)).toEqual([['Plate', 0]]);
      const next = await api().call(
        calls.showcaseList,
        { limit: 1, status: 'listed', cursor: first.data.nextCursor },
        { token: m.token },
      );
      expect(counts(next)).toEqual([['Mug', 2]]);
      const theirs = await api().call(calls.showcaseList, { limit: 10 }, { token: other.token });
      expect(counts(theirs)).toEqual([['Mug', 1]]);
    });

    it("opens a goods' review count: its buyers' reviews, newest first, a page at a time, each naming its order", async () => {
      const goodsId = mug();
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
