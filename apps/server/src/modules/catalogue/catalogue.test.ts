import { calls, ErrorCode } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { describeApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { goodsByIds, goodsCostCents, insertGoods, insertGoodsType, type NewGoods } from './service.ts';

type Item = {
  id: number;
  typeId: number;
  name: string;
  description: string;
  cost: string;
  suggestedPrice: string;
};

/**
 * A small warehouse built for these tests: two types (the second named in English only),
 * goods with equal prices and equal profits (so a sort's ties are paged through), names with
 * a literal `%` and `_` beside names such wildcards would also match, and goods with no
 * French text.
 */
interface Fixture {
  en: string;
  fr?: string;
  cost: number;
  price: number;
  type: 0 | 1;
}
const FIXTURE: Fixture[] = [
  { en: 'Mug 100% cotton sleeve', fr: 'Mug à manchon 100% coton', cost: 300, price: 590, type: 0 },
  { en: 'Mug 1000 threads', fr: 'Mug mille fils', cost: 300, price: 590, type: 0 },
  { en: 'snake_case mug', fr: 'tasse snake_case', cost: 200, price: 490, type: 0 },
  { en: 'snakeXcase mug', fr: 'tasse snakeXcase', cost: 200, price: 490, type: 0 },
  { en: 'Scarf', fr: 'Écharpe en laine', cost: 900, price: 1490, type: 1 },
  { en: 'Teapot', cost: 800, price: 1190, type: 1 },
  { en: 'Tea towel', fr: 'Torchon', cost: 150, price: 450, type: 1 },
  { en: 'Apron', fr: 'Tablier', cost: 260, price: 450, type: 1 },
  { en: 'Bread board', fr: 'Planche à pain', cost: 540, price: 890, type: 0 },
  { en: 'Candle', fr: 'Bougie', cost: 560, price: 890, type: 0 },
  { en: 'Notebook', fr: 'Carnet', cost: 260, price: 590, type: 1 },
];

describeApi('the warehouse catalogue', (api) => {
  let token: string;
  let typeIds: number[];
  /** Fixture goods by index, with their ids. */
  let ids: number[];

  beforeAll(async () => {
    token = (await api().merchant()).token;
    await inTransaction(api().database, async (trx) => {
      typeIds = [
        // Inserted in the wrong order on purpose: the list follows sort_order.
        await insertGoodsType(trx, {
          sortOrder: 20,
          icon: 'kitchen',
          names: { en: 'Kitchen', fr: 'Cuisine' },
        }),
        await insertGoodsType(trx, { sortOrder: 10, icon: null, names: { en: 'Home' } }),
      ];
      ids = [];
      for (const [index, f] of FIXTURE.entries()) {
        const texts: NewGoods['texts'] = { en: { name: f.en, description: `About ${f.en}` } };
        if (f.fr) texts.fr = { name: f.fr, description: `À propos : ${f.fr}` };
        ids.push(
          await insertGoods(trx, {
            productNo: `SK-TST-${index + 1}`,
            typeId: typeIds[f.type]!,
            costCents: f.cost,
            suggestedPriceCents: f.price,
            stockStatus: index === 5 ? 'out_of_stock' : 'in_stock',
            images: [`goods_image/fixture${index}.webp`],
            texts,
          }),
        );
      }
    });
  });

  const list = (input: Record<string, unknown>, lang = 'en') =>
    api().call(calls.goodsList, input, { token, lang });

  /** Every page of a listing, following nextCursor. */
  async function allPages(input: Record<string, unknown>, limit: number): Promise<Item[]> {
    const seen: Item[] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 50; guard++) {
      const res = await list({ ...input, limit, ...(cursor ? { cursor } : {}) });
      expect(res.code, JSON.stringify(res)).toBe(200);
      expect(res.data.items.length).toBeLessThanOrEqual(limit);
      seen.push(...res.data.items);
      if (!res.data.nextCursor) return seen;
      cursor = res.data.nextCursor;
    }
    throw new Error('the pages never ended');
  }

  const byIndex = (indexes: number[]) => indexes.map((i) => ids[i]);
  const fixtureIndexes = () => FIXTURE.map((_, i) => i);

  it('lists the goods types in their order, named in the reader’s language, else in English', async () => {
    const fr = await api().call(calls.goodsTypeList, {}, { token, lang: 'fr' });
    expect(fr.code).toBe(200);
    expect(fr.data.items).toEqual([
      { id: typeIds[1], name: 'Home', icon: null },
      { id: typeIds[0], name: 'Cuisine', icon: 'kitchen' },
    ]);
    const en = await api().call(calls.goodsTypeList, {}, { token, lang: 'en' });
    expect(en.data.items.map((t: { name: string }) => t.name)).toEqual(['Home', 'Kitchen']);
  });

  it('shows goods in the reader’s language with English where a text is missing, money as two decimals', async () => {
    const res = await list({ limit: 100 }, 'fr');
    const teapot = res.data.items.find((g: Item) => g.id === ids[5]);
    expect(teapot).toEqual({
      id: ids[5],
      typeId: typeIds[1],
      productNo: 'SK-TST-6',
      name: 'Teapot',
      description: 'About Teapot',
      images: ['goods_image/fixture5.webp'],
      cost: '8.00',
      suggestedPrice: '11.90',
      stockStatus: 'out_of_stock',
      inShowcase: false,
    });
    const scarf = res.data.items.find((g: Item) => g.id === ids[4]);
    expect(scarf).toMatchObject({ name: 'Écharpe en laine', description: 'À propos : Écharpe en laine' });
  });

  it('lists the goods of one type only', async () => {
    const kitchen = await allPages({ typeId: typeIds[0] }, 100);
    const expected = fixtureIndexes().filter((i) => FIXTURE[i]!.type === 0);
    expect(kitchen.map((g) => g.id).sort()).toEqual(byIndex(expected).sort());
    expect((await list({ typeId: 999_999 })).data).toEqual({ items: [], nextCursor: null });
  });

  it('searches the name in the reader’s language in any case, `%` and `_` taken as typed', async () => {
    const names = async (keyword: string, lang = 'en') =>
      (await list({ keyword, limit: 100 }, lang)).data.items.map((g: Item) => g.name).sort();
    expect(await names('100%')).toEqual(['Mug 100% cotton sleeve']);
    expect(await names('e_c')).toEqual(['snake_case mug']);
    expect(await names('MUG')).toEqual(
      ['Mug 1000 threads', 'Mug 100% cotton sleeve', 'snakeXcase mug', 'snake_case mug'].sort(),
    );
    // Not a letter-for-letter ASCII lower-casing: É matches é on both databases.
    expect(await names('éCHARPE', 'fr')).toEqual(['Écharpe en laine']);
    // The French reader searches French names; goods with none are searched by the English shown.
    expect(await names('scarf', 'fr')).toEqual([]);
    expect(await names('teapot', 'fr')).toEqual(['Teapot']);
    // Combined with a type, and spaces around the keyword ignored.
    const res = await list({ keyword: '  mug ', typeId: typeIds[1] });
    expect(res.data.items).toEqual([]);
  });

  it('finds goods by their product number, whole or its start, in any case', async () => {
    const found = async (keyword: string) =>
      (await list({ keyword, limit: 100 })).data.items
        .map((g: Item) => ids.indexOf(g.id))
        .filter((index: number) => index >= 0)
        .sort((a: number, b: number) => a - b);
    expect(await found('SK-TST-5')).toEqual([4]);
    expect(await found('sk-tst-5')).toEqual([4]);
    expect(await found(' Sk-Tst-1 ')).toEqual([0, 9, 10]);
    expect(await found('SK-TST')).toEqual(fixtureIndexes());
    // The start of the number, not any part of it; `_` is a letter, not a wildcard.
    expect(await found('TST-5')).toEqual([]);
    expect(await found('SK_TST')).toEqual([]);
  });

  const SORTS: Record<string, (a: Fixture & { id: number }, b: Fixture & { id: number }) => number> = {
    newest: (a, b) => b.id - a.id,
    price_asc: (a, b) => a.price - b.price || a.id - b.id,
    price_desc: (a, b) => b.price - a.price || b.id - a.id,
    profit_desc: (a, b) => b.price - b.cost - (a.price - a.cost) || b.id - a.id,
  };

  for (const [sort, compare] of Object.entries(SORTS)) {
    it(`sorts by ${sort}, and its pages of every size hold each goods once, in order`, async () => {
      const expected = FIXTURE.map((f, i) => ({ ...f, id: ids[i]! }))
        .sort(compare)
        .map((f) => f.id);
      const whole = await allPages(sort === 'newest' ? {} : { sort }, 100);
      expect(whole.map((g) => g.id)).toEqual(expected);
      for (const limit of [1, 2, 3, 4]) {
        const paged = await allPages({ sort }, limit);
        expect(
          paged.map((g) => g.id),
          `limit ${limit}`,
        ).toEqual(expected);
      }
    });
  }

  it('pages a search and a type the same way', async () => {
    const paged = await allPages({ sort: 'price_desc', keyword: 'mug' }, 1);
    expect(paged.map((g) => g.name)).toEqual([
      'Mug 1000 threads',
      'Mug 100% cotton sleeve',
      'snakeXcase mug',
      'snake_case mug',
    ]);
  });

  it('refuses a cursor it did not give, or one from another sort (405 naming cursor)', async () => {
    const first = await list({ sort: 'price_asc', limit: 2 });
    const priceCursor = first.data.nextCursor as string;
    expect(priceCursor).toBeTruthy();
    const newestCursor = (await list({ limit: 2 })).data.nextCursor as string;
    for (const [sort, cursor] of [
      ['newest', 'abc'],
      ['newest', '0'],
      ['newest', '-3'],
      ['newest', priceCursor],
      ['price_asc', newestCursor],
      ['price_desc', '590.x'],
      ['profit_desc', '99999999999999999999.1'],
    ] as const) {
      const res = await list({ sort, cursor });
      expect(res.code, `${sort} ${cursor}`).toBe(ErrorCode.INVALID_PARAMETER);
      expect(res.data).toMatchObject({ field: 'cursor' });
    }
  });

  it('keeps the page size within 1–100 and an unknown sort out', async () => {
    for (const limit of [0, 101, 2.5]) {
      const res = await list({ limit });
      expect(res.code, `limit ${limit}`).toBe(ErrorCode.INVALID_PARAMETER);
      expect(res.data).toMatchObject({ field: 'limit' });
    }
    expect((await list({ limit: 1 })).data.items).toHaveLength(1);
    expect((await list({ limit: 100 })).data.items).toHaveLength(FIXTURE.length);
    expect((await list({})).data.items).toHaveLength(FIXTURE.length);
    const badSort = await list({ sort: 'cheapest' });
    expect(badSort.code).toBe(ErrorCode.INVALID_PARAMETER);
    expect(badSort.data).toMatchObject({ field: 'sort' });
  });

  it('answers merchants only: no token is 407, an operator is refused', async () => {
    const operator = await signInOperator(api());
    for (const def of [calls.goodsTypeList, calls.goodsList]) {
      expect((await api().call(def, {})).code).toBe(ErrorCode.NOT_AUTHENTICATED);
      const res = await api().call(def, {}, { token: operator.token });
      expect(res.code).toBe(ErrorCode.INSUFFICIENT_PERMISSIONS);
      expect(res.data?.items).toBeUndefined();
    }
  });

  it('gives the showcase and orders modules goods by id and their cost', async () => {
    const found = await goodsByIds(api().database.db, [ids[4]!, 999_999, ids[0]!], 'fr');
    expect(found.map((g) => [g.id, g.name])).toEqual([
      [ids[4], 'Écharpe en laine'],
      [ids[0], 'Mug à manchon 100% coton'],
    ]);
    expect(await goodsByIds(api().database.db, [], 'en')).toEqual([]);
    expect(await goodsCostCents(api().database.db, ids[4]!)).toBe(900);
    expect(await goodsCostCents(api().database.db, 999_999)).toBeNull();
  });
});
