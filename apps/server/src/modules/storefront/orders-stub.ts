// TEMPORARY: the signatures of modules/orders/service.ts and shops' storefrontClosed, until
// `git merge main` brings them. Deleted after the merge.
import type { Language, schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor, Trx } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';

export type BuyerOrder = z.infer<typeof schemas.buyerOrder>;

export async function createBuyerOrder(
  _trx: Trx,
  _input: {
    shopUserId: number;
    showcaseItemId: number;
    quantity: number;
    buyer: { name: string; phone: string; address: string };
    source: 'storefront' | 'intake';
    paymentReference: string;
    now?: number;
  },
): Promise<{ id: number; publicRef: string; orderNo: string }> {
  throw fail(ErrorCode.NOT_FOUND);
}

export async function orderForBuyer(_db: Executor, _publicRef: string, _lang: Language): Promise<BuyerOrder> {
  throw fail(ErrorCode.NOT_FOUND);
}

export async function acceptByBuyer(_trx: Trx, _publicRef: string, _now?: number): Promise<void> {
  throw fail(ErrorCode.NOT_FOUND);
}

export async function storefrontClosed(
  _db: Executor,
  _shopUserId: number,
): Promise<{ since: number } | null> {
  return null;
}
