import { calls } from '@shopkeeper/contract';
import { inTransaction } from '../db/index.ts';
import type { StorefrontChargesTable } from '../db/schema.ts';
import { insertGoods, insertGoodsType } from '../modules/catalogue/service.ts';
import type { TestApi } from './harness.ts';

/**
 * A fresh merchant whose storefront lists one cup (cost 3.00, price 4.25), for tests of
 * buyers' orders and their payments. `productNo` must be unique within the test's database.
 */
export async function shopWithOneCup(api: TestApi, productNo: string) {
  const goodsId = await inTransaction(api.database, async (trx) => {
    const typeId = await insertGoodsType(trx, { sortOrder: 1, icon: null, names: { en: 'Cups' } });
    return insertGoods(trx, {
      productNo,
      typeId,
      costCents: 300,
      suggestedPriceCents: 590,
      stockStatus: 'in_stock',
      images: [],
      texts: { en: { name: 'Cup', description: '' } },
    });
  });
  const merchant = await api.merchant();
  const { token } = merchant;
  await api.call(calls.showcaseAdd, { items: [{ goodsId, price: '4.25' }] }, { token });
  const itemId: number = (await api.call(calls.showcaseList, {}, { token })).data.items[0].id;
  return { merchant, slug: merchant.user.shop!.slug, itemId };
}

/**
 * A buyer's charge written as the storefront would have left it (decision 022), for tests of
 * what the jobs and the console do with it. Unnamed columns: 8.50 USD, no key, no provider
 * reference or order, no tries, created now and due at once.
 */
export async function insertCharge(
  api: TestApi,
  row: Pick<StorefrontChargesTable, 'reference' | 'shop_user_id' | 'state'> &
    Partial<Omit<StorefrontChargesTable, 'reference' | 'shop_user_id' | 'state'>>,
) {
  const now = Date.now();
  await api.database.db
    .insertInto('storefront_charges')
    .values({
      idempotency_key: null,
      request_hash: 'h',
      amount_cents: 850,
      currency: 'USD',
      provider_reference: null,
      order_id: null,
      tries: 0,
      due_at: now,
      created_at: now,
      updated_at: now,
      ...row,
    })
    .execute();
}
