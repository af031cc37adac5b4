import { calls, ErrorCode } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { countRows, describeApi } from '../../test/harness.ts';
import { insertGoods, insertGoodsType } from '../catalogue/service.ts';
import { forgetSetting, SETTING_DEFAULTS, setSetting } from '../settings/service.ts';

/** Warehouse goods for these tests: cost 3.00, suggested 5.90; the last one out of stock. */
const GOODS_COUNT = 32;

describeApi('the showcase', (api) => {
  let goodsIds: number[];
  let outOfStock: number;

  beforeAll(async () => {
    await inTransaction(api().database, async (trx) => {
      const typeId = await insertGoodsType(trx, { sortOrder: 1, icon: null, names: { en: 'Things' } });
      goodsIds = [];
      for (let i = 0; i < GOODS_COUNT; i++) {
        goodsIds.push(
          await insertGoods(trx, {
            productNo: `SK-SC-${i}`,
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
      outOfStock = await insertGoods(trx, {
        productNo: 'SK-SC-OUT',
        typeId,
        costCents: 300,
        suggestedPriceCents: 590,
        stockStatus: 'out_of_stock',
        images: [],
        texts: { en: { name: 'Gone', description: '' } },
      });
    });
  });

  const add = (token: string, ids: number[], price?: string) =>
    api().call(
      calls.showcaseAdd,
      { items: ids.map((goodsId) => ({ goodsId, ...(price ? { price } : {}) })) },
      { token },
    );
  const list = (token: string, input: Record<string, unknown> = {}, lang = 'en') =>
    api().call(calls.showcaseList, { limit: 100, ...input }, { token, lang });
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

  it('unlisting frees a place; listing again counts against the limit', async () => {
    const { token } = await api().merchant();
    await add(token, goodsIds.slice(0, 20));
    const all = (await list(token)).data.items as { id: number; goodsId: number }[];
    const first = all.find((i) => i.goodsId === goodsIds[0])!;
    const off = await api().call(calls.showcaseStatus, { ids: [first.id], status: 'unlisted' }, { token });
    expect(off).toMatchObject({ code: 200, data: { changed: 1 } });
    const unlisted = await list(token, { status: 'unlisted' });
    expect(unlisted.data).toMatchObject({
      listedCount: 19,
      items: [expect.objectContaining({ id: first.id })],
    });
    expect((await add(token, [goodsIds[20]!])).data.added).toBe(1);
    const on = await api().call(calls.showcaseStatus, { ids: [first.id], status: 'listed' }, { token });
    expect(on).toMatchObject({ code: ErrorCode.SHOWCASE_MAXIMUM, data: { limit: 20 } });
    expect((await list(token, { status: 'unlisted' })).data.items).toHaveLength(1);
    // Another merchant's item is not found.
    const other = await api().merchant();
    const theirs = await api().call(
      calls.showcaseStatus,
      { ids: [first.id], status: 'listed' },
      { token: other.token },
    );
    expect(theirs.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('deletes the merchant’s own items; another merchant’s is 404 and deletes nothing', async () => {
    const { token } = await api().merchant();
    await add(token, goodsIds.slice(0, 3));
    const mine = (await list(token)).data.items.map((i: { id: number }) => i.id) as number[];
    const other = await api().merchant();
    await add(other.token, [goodsIds[0]!]);
    const theirs = (await list(other.token)).data.items[0].id as number;

    const before = await items();
    const refused = await api().call(calls.showcaseDel, { ids: [mine[0], theirs] }, { token });
    expect(refused.code).toBe(ErrorCode.NOT_FOUND);
    expect(await items()).toBe(before);

    const done = await api().call(calls.showcaseDel, { ids: [mine[0], mine[1]] }, { token });
    expect(done).toMatchObject({ code: 200, data: { deleted: 2 } });
    expect((await list(token)).data).toMatchObject({
      listedCount: 1,
      items: [expect.objectContaining({ id: mine[2] })],
    });
  });

  it('refuses deletions past the daily limit with 447, deleting nothing of the request', async () => {
    const { token } = await api().merchant();
    await add(token, goodsIds.slice(0, 12));
    const ids = (await list(token)).data.items.map((i: { id: number }) => i.id) as number[];
    expect((await api().call(calls.showcaseDel, { ids: ids.slice(0, 9) }, { token })).data.deleted).toBe(9);
    const over = await api().call(calls.showcaseDel, { ids: ids.slice(9, 11) }, { token });
    expect(over.code).toBe(ErrorCode.SHOWCASE_DELETE_LIMIT);
    expect((await list(token)).data.items).toHaveLength(3);
    expect((await api().call(calls.showcaseDel, { ids: [ids[9]] }, { token })).data.deleted).toBe(1);
    expect((await api().call(calls.showcaseDel, { ids: [ids[10]] }, { token })).code).toBe(
      ErrorCode.SHOWCASE_DELETE_LIMIT,
    );
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

  it('15 parallel deletions at a daily limit of 10 delete exactly 10', async () => {
    const { token } = await api().merchant();
    await add(token, goodsIds.slice(0, 15));
    const ids = (await list(token)).data.items.map((i: { id: number }) => i.id) as number[];
    const results = await Promise.all(
      ids.map((id) => api().call(calls.showcaseDel, { ids: [id] }, { token })),
    );
    expect(results.filter((r) => r.code === 200 && r.data.deleted === 1)).toHaveLength(10);
    expect(results.filter((r) => r.code === ErrorCode.SHOWCASE_DELETE_LIMIT)).toHaveLength(5);
    expect((await list(token)).data).toMatchObject({ listedCount: 5 });
    expect((await list(token)).data.items).toHaveLength(5);
  });

  it('changes an item’s selling price; below cost is 405 on price naming the cost; another merchant’s item is 404; refusals change nothing', async () => {
    const { token } = await api().merchant();
    await add(token, [goodsIds[0]!, goodsIds[1]!]);
    const [second, first] = (await list(token)).data.items as { id: number; price: string }[];
    const price = (input: Record<string, unknown>, as = token) =>
      api().call(calls.showcasePrice, input, { token: as });

    expect(await price({ id: first!.id, price: '9.9' })).toMatchObject({
      code: 200,
      data: { id: first!.id, price: '9.90' },
    });
    expect(await price({ id: second!.id, price: '3.00' })).toMatchObject({
      code: 200,
      data: { price: '3.00' },
    });
    const shown = async () =>
      Object.fromEntries(
        ((await list(token)).data.items as { id: number; price: string }[]).map((i) => [i.id, i.price]),
      );
    expect(await shown()).toEqual({ [first!.id]: '9.90', [second!.id]: '3.00' });

    const low = await price({ id: first!.id, price: '2.99' });
    expect(low).toMatchObject({
      code: ErrorCode.INVALID_PARAMETER,
      data: { field: 'price', cost: '3.00' },
    });
    const other = await api().merchant();
    expect((await price({ id: first!.id, price: '50.00' }, other.token)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await price({ id: 999_999, price: '50.00' })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await price({ id: first!.id, price: '1.234' })).code).not.toBe(200);
    expect(await shown()).toEqual({ [first!.id]: '9.90', [second!.id]: '3.00' });
    // The price is all that changed: still listed, still counted once.
    expect((await list(token)).data).toMatchObject({ listedCount: 2 });
  });

  it('flags an item priced below the goods’ current cost (raised after pricing); raising the price clears it', async () => {
    const { token } = await api().merchant();
    await add(token, [goodsIds[30]!, goodsIds[31]!], '4.00');
    const flags = async () =>
      Object.fromEntries(
        ((await list(token)).data.items as { goodsId: number; belowCost: boolean; cost: string }[]).map(
          (i) => [i.goodsId, [i.belowCost, i.cost]],
        ),
      );
    expect(await flags()).toEqual({ [goodsIds[30]!]: [false, '3.00'], [goodsIds[31]!]: [false, '3.00'] });
    // The operator raises one goods' cost past the merchant's price; the other's equals it.
    const cost = (id: number, cents: number) =>
      api().database.db.updateTable('goods').set({ cost_cents: cents }).where('id', '=', id).execute();
    await cost(goodsIds[30]!, 450);
    await cost(goodsIds[31]!, 400);
    try {
      expect(await flags()).toEqual({ [goodsIds[30]!]: [true, '4.50'], [goodsIds[31]!]: [false, '4.00'] });
      const item = ((await list(token)).data.items as { id: number; goodsId: number }[]).find(
        (i) => i.goodsId === goodsIds[30],
      )!;
      const low = await api().call(calls.showcasePrice, { id: item.id, price: '4.49' }, { token });
      expect(low).toMatchObject({ code: ErrorCode.INVALID_PARAMETER, data: { cost: '4.50' } });
      const raised = await api().call(calls.showcasePrice, { id: item.id, price: '4.50' }, { token });
      expect(raised.code).toBe(200);
      expect(await flags()).toEqual({ [goodsIds[30]!]: [false, '4.50'], [goodsIds[31]!]: [false, '4.00'] });
    } finally {
      await cost(goodsIds[30]!, 300);
      await cost(goodsIds[31]!, 300);
    }
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
