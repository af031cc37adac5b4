import { calls, ErrorCode } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { countRows, describeApi } from '../test/harness.ts';
import { showcaseCalls, showcaseGoods } from '../test/showcase-fixtures.ts';

describeApi('deleting showcase items', (api) => {
  let goodsIds: number[];
  beforeAll(async () => {
    ({ goodsIds } = await showcaseGoods(api()));
  });
  const { add, list } = showcaseCalls(api);
  const items = () => countRows(api().database, 'showcase_items');

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
});
