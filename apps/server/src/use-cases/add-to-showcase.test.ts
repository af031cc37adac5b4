import { calls, ErrorCode } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { forgetSetting, SETTING_DEFAULTS, setSetting } from '../modules/settings/service.ts';
import { countRows, describeApi } from '../test/harness.ts';
import { showcaseCalls, showcaseGoods } from '../test/showcase-fixtures.ts';

describeApi('adding goods to the showcase', (api) => {
  let goodsIds: number[];
  let outOfStock: number;
  beforeAll(async () => {
    ({ goodsIds, outOfStock } = await showcaseGoods(api()));
  });
  const { add, list } = showcaseCalls(api);
  const items = () => countRows(api().database, 'showcase_items');

  it('adds goods at the suggested price or the merchant’s, skips goods already shown, lists them in the reader’s language', async () => {
    const { token } = await api().merchant();
    const first = await add(token, [goodsIds[0]!]);
    expect(first).toMatchObject({ code: 200, data: { added: 1 } });
    const again = await add(token, [goodsIds[0]!, goodsIds[1]!], '7.50');
    expect(again).toMatchObject({ code: 200, data: { added: 1 } });

    const res = await list(token, {}, 'fr');
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ listedCount: 2, goodsLimit: 20, nextCursor: null });
    expect(res.data.items).toEqual([
      expect.objectContaining({
        goodsId: goodsIds[1],
        name: 'Chose 1',
        price: '7.50',
        cost: '3.00',
        status: 'listed',
      }),
      expect.objectContaining({
        goodsId: goodsIds[0],
        name: 'Chose 0',
        price: '5.90',
        image: 'goods_image/sc0.webp',
      }),
    ]);

    const page1 = await list(token, { limit: 1 });
    expect(page1.data.items).toHaveLength(1);
    const page2 = await list(token, { limit: 1, cursor: page1.data.nextCursor });
    expect(page2.data.items[0].goodsId).toBe(goodsIds[0]);
    expect(page2.data.nextCursor).toBeNull();

    const warehouse = await api().call(calls.goodsList, { limit: 100 }, { token });
    const shown = warehouse.data.items
      .filter((g: { inShowcase: boolean }) => g.inShowcase)
      .map((g: { id: number }) => g.id);
    expect(shown.sort()).toEqual([goodsIds[0], goodsIds[1]].sort());
    // Another merchant's showcase is not the caller's.
    const other = await api().merchant();
    const theirs = await api().call(calls.goodsList, { limit: 100 }, { token: other.token });
    expect(theirs.data.items.some((g: { inShowcase: boolean }) => g.inShowcase)).toBe(false);
    expect((await list(other.token)).data).toMatchObject({ items: [], listedCount: 0 });
  });

  it('refuses a price below cost (405 price), unknown goods (404) and goods out of stock (405), writing nothing', async () => {
    const { token } = await api().merchant();
    const before = await items();
    const low = await add(token, [goodsIds[0]!], '2.99');
    expect(low).toMatchObject({ code: ErrorCode.INVALID_PARAMETER, data: { field: 'price' } });
    expect((await add(token, [goodsIds[0]!, 999_999])).code).toBe(ErrorCode.NOT_FOUND);
    const gone = await add(token, [goodsIds[0]!, outOfStock]);
    expect(gone).toMatchObject({ code: ErrorCode.INVALID_PARAMETER, data: { field: 'goodsId' } });
    expect(await items()).toBe(before);
    expect((await add(token, [goodsIds[0]!], '3.00')).data.added).toBe(1);
  });

  it('refuses past the tier’s limit with 452 and the limit, adding nothing of the request', async () => {
    const { token } = await api().merchant();
    expect((await add(token, goodsIds.slice(0, 19))).data.added).toBe(19);
    const over = await add(token, goodsIds.slice(19, 21));
    expect(over).toMatchObject({ code: ErrorCode.SHOWCASE_MAXIMUM, data: { limit: 20 } });
    expect((await list(token)).data).toMatchObject({ listedCount: 19 });
    expect((await list(token)).data.items).toHaveLength(19);
  });

  it('10 parallel adds with 15 of 20 places taken add exactly 5', async () => {
    const { token } = await api().merchant();
    expect((await add(token, goodsIds.slice(0, 15))).data.added).toBe(15);
    const results = await Promise.all(goodsIds.slice(15, 25).map((id) => add(token, [id])));
    const added = results.filter((r) => r.code === 200).reduce((sum, r) => sum + r.data.added, 0);
    expect(added).toBe(5);
    expect(results.filter((r) => r.code === ErrorCode.SHOWCASE_MAXIMUM)).toHaveLength(5);
    const res = await list(token);
    expect(res.data.listedCount).toBe(20);
    expect(res.data.items).toHaveLength(20);
  });

  it('takes the goods limit from the operator’s setting for the shop’s tier', async () => {
    const { db } = api().database;
    await setSetting(db, 'goodsLimitByTier', { ...SETTING_DEFAULTS.goodsLimitByTier, standard: 2 });
    forgetSetting(db, 'goodsLimitByTier');
    try {
      const { token } = await api().merchant();
      expect((await add(token, goodsIds.slice(0, 3))).data).toEqual({ limit: 2 });
      expect((await add(token, goodsIds.slice(0, 2))).data.added).toBe(2);
      expect((await list(token)).data).toMatchObject({ listedCount: 2, goodsLimit: 2 });
    } finally {
      await setSetting(db, 'goodsLimitByTier', SETTING_DEFAULTS.goodsLimitByTier);
      forgetSetting(db, 'goodsLimitByTier');
    }
  });
});
