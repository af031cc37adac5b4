import { CREDIT, type schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../db/index.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import { iso } from '../lib/iso.ts';
import { creditMovesPage } from '../modules/credit/service.ts';
import { orderNumbersByIds } from '../modules/orders/service.ts';
import { shopRow } from '../modules/shops/service.ts';

type CreditMove = z.infer<typeof schemas.creditMove>;

/**
 * The merchant's credit score and its moves, newest first (GET /v1/shop/credit), each with
 * the rule and the order behind it, so every point can be explained.
 */
export async function creditHistory(db: Executor, userId: number, page: { cursor?: string; limit?: number }) {
  const shop = await shopRow(db, userId);
  if (!shop) throw fail(ErrorCode.NOT_FOUND);
  const moves = await creditMovesPage(db, userId, page);
  const orderNos = await orderNumbersByIds(
    db,
    moves.items.map((move) => Number(move.order_id)),
  );
  const items: CreditMove[] = moves.items.map((move) => {
    const orderNo = orderNos.get(Number(move.order_id));
    return {
      id: move.id,
      at: iso(Number(move.at)),
      rule: move.trigger,
      rulePoints: Number(move.rule_points),
      points: Number(move.points),
      scoreAfter: Number(move.score_after),
      order: orderNo === undefined ? null : { id: Number(move.order_id), orderNo },
    };
  });
  return { score: shop.credit, min: CREDIT.min, max: CREDIT.max, items, nextCursor: moves.nextCursor };
}
