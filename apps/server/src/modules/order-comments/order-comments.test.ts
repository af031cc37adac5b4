import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CallOutput, calls, ErrorCode } from '@shopkeeper/contract';
import { afterAll, expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';
import { orderCommentFixtures } from '../../test/order-comment-fixtures.ts';
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
