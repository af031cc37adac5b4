import { calls, ErrorCode, SHOP_KEY_HEADER } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { countRows, describeApi } from '../../test/harness.ts';
import { insertGoods, insertGoodsType } from '../catalogue/service.ts';

const buyer = { name: 'Lee Buyer', phone: '+1 555 0100', address: '9 Elm Road' };

describeApi('shop order-intake keys and API', (api) => {
  let goodsId: number;

  beforeAll(async () => {
    await inTransaction(api().database, async (trx) => {
      const typeId = await insertGoodsType(trx, { sortOrder: 1, icon: null, names: { en: 'Mugs' } });
      goodsId = await insertGoods(trx, {
        typeId,
        productNo: 'SK-IN-1',
        costCents: 250,
        suggestedPriceCents: 600,
        stockStatus: 'in_stock',
        images: [],
        texts: { en: { name: 'Mug', description: '' } },
      });
    });
  });

  async function shop() {
    const merchant = await api().merchant();
    await api().call(calls.showcaseAdd, { items: [{ goodsId, price: '8.00' }] }, { token: merchant.token });
    const listed = await api().call(calls.showcaseList, { limit: 5 }, { token: merchant.token });
    return { ...merchant, itemId: listed.data.items[0].id as number };
  }
  const newKey = (token: string, label = 'My site') =>
    api().call(calls.shopIntakeKeyCreate, { label }, { token });
  const post = (key: string | undefined, input: Record<string, unknown>) =>
    api().call(calls.intakeOrderCreate, input, { headers: key ? { [SHOP_KEY_HEADER]: key } : {} });

  it('a key shown once makes orders for its shop; the same reference twice is one order', async () => {
    const s = await shop();
    const created = await newKey(s.token);
    expect(created.code).toBe(200);
    const { key } = created.data as { key: string };
    expect(key).toMatch(/^sk_shop_[A-Za-z0-9_-]{43}$/);
    const listed = await api().call(calls.shopIntakeKeyList, {}, { token: s.token });
    expect(listed.data.items).toEqual([
      expect.objectContaining({ label: 'My site', prefix: key.slice(0, 14), lastUsedAt: null }),
    ]);
    expect(JSON.stringify(listed.data)).not.toContain(key);

    const input = { showcaseItemId: s.itemId, quantity: 2, ...buyer, lang: 'fr', externalReference: 'ext-1' };
    const [first, second] = await Promise.all([post(key, input), post(key, input)]);
    expect(first).toMatchObject({ code: 200, data: { status: 'pending_payment' } });
    expect(second.data).toEqual(first.data);
    const orders = await api().call(calls.orderList, {}, { token: s.token });
    if (orders.code === 200) {
      expect(orders.data.items).toHaveLength(1);
      expect(orders.data.items[0]).toMatchObject({ source: 'intake', amount: '16.00', quantity: 2 });
    }
    const used = await api().call(calls.shopIntakeKeyList, {}, { token: s.token });
    expect(used.data.items[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a missing, unknown or revoked key (407), another shop’s item (404), writing nothing', async () => {
    const s = await shop();
    const other = await shop();
    const { key } = (await newKey(s.token)).data as { key: string; id: number };
    const before = await countRows(api().database, 'orders');
    const input = { showcaseItemId: s.itemId, quantity: 1, ...buyer, externalReference: 'ext-2' };
    expect((await post(undefined, input)).code).toBe(ErrorCode.NOT_AUTHENTICATED);
    expect((await post(`${key.slice(0, -2)}xx`, input)).code).toBe(ErrorCode.NOT_AUTHENTICATED);
    expect((await post(key, { ...input, showcaseItemId: other.itemId })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await post(key, { ...input, quantity: 100 })).code).toBe(ErrorCode.INVALID_PARAMETER);
    // A merchant's session token is not a shop key.
    expect((await api().call(calls.intakeOrderCreate, input, { token: s.token })).code).toBe(
      ErrorCode.NOT_AUTHENTICATED,
    );
    const id = (await api().call(calls.shopIntakeKeyList, {}, { token: s.token })).data.items[0].id;
    expect((await api().call(calls.shopIntakeKeyRevoke, { id }, { token: other.token })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await api().call(calls.shopIntakeKeyRevoke, { id }, { token: s.token })).code).toBe(200);
    expect((await post(key, input)).code).toBe(ErrorCode.NOT_AUTHENTICATED);
    expect((await api().call(calls.shopIntakeKeyRevoke, { id }, { token: s.token })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(await countRows(api().database, 'orders')).toBe(before);
  });

  it('refuses an item priced below the goods’ raised cost (203 unavailable), writing nothing, until the merchant raises the price', async () => {
    const s = await shop();
    const { key } = (await newKey(s.token)).data as { key: string };
    const cost = (cents: number) =>
      api().database.db.updateTable('goods').set({ cost_cents: cents }).where('id', '=', goodsId).execute();
    await cost(850);
    try {
      const before = await countRows(api().database, 'orders');
      const input = { showcaseItemId: s.itemId, quantity: 1, ...buyer, externalReference: 'ext-low' };
      expect(await post(key, input)).toMatchObject({
        code: ErrorCode.INVALID_OPERATION,
        data: { reason: 'unavailable' },
      });
      expect(await countRows(api().database, 'orders')).toBe(before);
      const raised = await api().call(
        calls.showcasePrice,
        { id: s.itemId, price: '8.50' },
        { token: s.token },
      );
      expect(raised.code).toBe(200);
      expect(await post(key, input)).toMatchObject({ code: 200, data: { status: 'pending_payment' } });
    } finally {
      await cost(250);
    }
  });

  it('holds at most five live keys, even asked at once; a revoked key frees a place', async () => {
    const s = await shop();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => newKey(s.token, `k${i}`)));
    expect(results.filter((r) => r.code === 200)).toHaveLength(5);
    const refused = results.find((r) => r.code !== 200)!;
    expect(refused).toMatchObject({
      code: ErrorCode.INVALID_OPERATION,
      data: { reason: 'tooManyKeys', max: 5 },
    });
    const listed = await api().call(calls.shopIntakeKeyList, {}, { token: s.token });
    expect(listed.data.items).toHaveLength(5);
    await api().call(calls.shopIntakeKeyRevoke, { id: listed.data.items[0].id }, { token: s.token });
    expect((await newKey(s.token)).code).toBe(200);
  });

  it('is documented in the OpenAPI document with its key header', async () => {
    const res = await api().raw({ method: 'GET', url: '/api/docs' });
    const doc = res.json();
    expect(doc.components.securitySchemes.shopKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-shop-key',
    });
    expect(doc.paths['/api/intake/v1/order/create'].post.security).toEqual([{ shopKey: [] }]);
  });
});
