import { calls, ErrorCode } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../test/harness.ts';
import { showcaseCalls, showcaseGoods } from '../test/showcase-fixtures.ts';

describeApi('listing and unlisting showcase items', (api) => {
  let goodsIds: number[];
  beforeAll(async () => {
    ({ goodsIds } = await showcaseGoods(api()));
  });
  const { add, list } = showcaseCalls(api);

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
});
