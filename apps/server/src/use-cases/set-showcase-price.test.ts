import { calls, ErrorCode } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../test/harness.ts';
import { showcaseCalls, showcaseGoods } from '../test/showcase-fixtures.ts';

describeApi('changing a showcase price', (api) => {
  let goodsIds: number[];
  beforeAll(async () => {
    ({ goodsIds } = await showcaseGoods(api()));
  });
  const { add, list } = showcaseCalls(api);

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
});
