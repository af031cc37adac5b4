import { calls } from '@shopkeeper/contract';
import { inTransaction } from '../db/index.ts';
import { insertGoods, insertGoodsType } from '../modules/catalogue/service.ts';
import type { TestApi } from './harness.ts';

/** Warehouse goods for the showcase's tests: cost 3.00, suggested 5.90. */
export const SHOWCASE_GOODS_COUNT = 32;

/**
 * Writes SHOWCASE_GOODS_COUNT goods in stock (English and French names) and one out of stock;
 * `prefix` keeps the product numbers unique within the test's database.
 */
export async function showcaseGoods(api: TestApi, prefix = 'SK-SC') {
  return inTransaction(api.database, async (trx) => {
    const typeId = await insertGoodsType(trx, { sortOrder: 1, icon: null, names: { en: 'Things' } });
    const goodsIds: number[] = [];
    for (let i = 0; i < SHOWCASE_GOODS_COUNT; i++) {
      goodsIds.push(
        await insertGoods(trx, {
          productNo: `${prefix}-${i}`,
          typeId,
          costCents: 300,
          suggestedPriceCents: 590,
          stockStatus: 'in_stock',
          images: [`goods_image/sc${i}.webp`],
          texts: {
            en: { name: `Thing ${i}`, description: 'A thing' },
            fr: { name: `Chose ${i}`, description: '' },
          },
        }),
      );
    }
    const outOfStock = await insertGoods(trx, {
      productNo: `${prefix}-OUT`,
      typeId,
      costCents: 300,
      suggestedPriceCents: 590,
      stockStatus: 'out_of_stock',
      images: [],
      texts: { en: { name: 'Gone', description: '' } },
    });
    return { goodsIds, outOfStock };
  });
}

/** The showcase calls as a merchant makes them. */
export const showcaseCalls = (api: () => TestApi) => ({
  add: (token: string, ids: number[], price?: string) =>
    api().call(
      calls.showcaseAdd,
      { items: ids.map((goodsId) => ({ goodsId, ...(price ? { price } : {}) })) },
      { token },
    ),
  list: (token: string, input: Record<string, unknown> = {}, lang = 'en') =>
    api().call(calls.showcaseList, { limit: 100, ...input }, { token, lang }),
});
