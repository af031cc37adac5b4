import { type AuditEntry, calls, ErrorCode, LANGUAGES } from '@shopkeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { countRows, describeApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { insertGoodsType } from './service.ts';

type Operator = Awaited<ReturnType<typeof signInOperator>>;

/** A name in every language, marked so each is told apart. */
const allNames = (base: string) => Object.fromEntries(LANGUAGES.map((lang) => [lang, `${base} ${lang}`]));

/** Goods texts in every language: English and French as given, the rest marked by language. */
const allTexts = (en: string, fr: string, description = '') =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      { name: lang === 'en' ? en : lang === 'fr' ? fr : `${en} ${lang}`, description },
    ]),
  );

const CATALOGUE_TABLES = ['goods_types', 'goods_type_names', 'goods', 'goods_texts', 'audit_log'] as const;

describeApi('the console catalogue', (api) => {
  let operator: Operator;
  let merchantToken: string;
  /** Stored goods pictures, and a private file of another kind. */
  const pictures = Array.from({ length: 10 }, (_, i) => `goods_image/picture${i}.webp`);
  const proof = 'proof/someones-statement.png';

  const call = (
    def: Parameters<ReturnType<typeof api>['call']>[0],
    input: Record<string, unknown>,
    lang = 'en',
  ) => api().call(def, input, { token: operator.token, lang });

  /** Row counts of every table a catalogue call writes. */
  async function snapshot() {
    return Promise.all(CATALOGUE_TABLES.map((table) => countRows(api().database, table)));
  }

  /** The call's answer, and that it wrote nothing. */
  async function refused(def: Parameters<typeof call>[0], input: Record<string, unknown>) {
    const before = await snapshot();
    const res = await call(def, input);
    expect(await snapshot(), JSON.stringify(res)).toEqual(before);
    return res;
  }

  async function lastAudit(): Promise<AuditEntry> {
    const res = await call(calls.consoleAuditList, { limit: 1 });
    return res.data.items[0];
  }

  beforeAll(async () => {
    operator = await signInOperator(api());
    merchantToken = (await api().merchant()).token;
    const now = Date.now();
    await api()
      .database.db.insertInto('uploads')
      .values(
        [...pictures, proof].map((path) => ({
          path,
          kind: path.startsWith('proof/') ? ('proof' as const) : ('goods_image' as const),
          owner_id: operator.id,
          content_type: 'image/webp',
          size_bytes: 100,
          created_at: now,
          claimed_at: now,
        })),
      )
      .execute();
  });

  describe('goods types', () => {
    let typeId: number;

    it('adds a type named in all ten languages, lists it with its names and goods count, audited', async () => {
      const before = await countRows(api().database, 'audit_log');
      const res = await call(calls.consoleGoodsTypeAdd, {
        names: allNames('Kitchen'),
        sortOrder: 3,
        icon: 'kitchen',
      });
      expect(res.code, JSON.stringify(res)).toBe(200);
      typeId = res.data.id;
      expect(res.data).toMatchObject({
        sortOrder: 3,
        icon: 'kitchen',
        goodsCount: 0,
        names: allNames('Kitchen'),
      });
      expect(await countRows(api().database, 'audit_log')).toBe(before + 1);
      expect(await lastAudit()).toMatchObject({
        action: 'goods_type.add',
        actor: { id: operator.id },
        target: { type: 'goods_type', id: typeId },
        detail: { name: 'Kitchen en', sortOrder: '3' },
      });
      const list = await call(calls.consoleGoodsTypeList, {});
      expect(list.data.items.find((t: { id: number }) => t.id === typeId)).toEqual(res.data);
      // The merchant app reads the new type in the reader's language.
      const merchantView = await api().call(calls.goodsTypeList, {}, { token: merchantToken, lang: 'ja' });
      expect(merchantView.data.items).toContainEqual({ id: typeId, name: 'Kitchen ja', icon: 'kitchen' });
    });

    it('refuses a type missing a language with 429 naming it, writing nothing', async () => {
      const { fr: _fr, ko: _ko, ...names } = allNames('Garden');
      const res = await refused(calls.consoleGoodsTypeAdd, { names, sortOrder: 1 });
      expect(res.code).toBe(ErrorCode.GOODS_TYPE_LANGUAGE_NOT_CONFIGURED);
      expect(res.data).toEqual({ lang: 'fr' });
      // A blank name is no name.
      const blank = await refused(calls.consoleGoodsTypeAdd, {
        names: { ...allNames('Garden'), vi: '   ' },
        sortOrder: 1,
      });
      expect(blank.code).toBe(ErrorCode.INVALID_PARAMETER);
      expect(blank.data).toMatchObject({ field: 'names.vi' });
      const unknown = await refused(calls.consoleGoodsTypeAdd, {
        names: { ...allNames('Garden'), de: 'Garten' },
        sortOrder: 1,
      });
      expect(unknown.code).toBe(ErrorCode.INVALID_PARAMETER);
    });

    it('renames and reorders a type, recording which languages changed', async () => {
      const res = await call(calls.consoleGoodsTypeUpdate, {
        id: typeId,
        names: { ...allNames('Kitchen'), ja: 'キッチン' },
        sortOrder: 5,
        icon: null,
      });
      expect(res.code, JSON.stringify(res)).toBe(200);
      expect(res.data).toMatchObject({
        sortOrder: 5,
        icon: null,
        names: { ja: 'キッチン', en: 'Kitchen en' },
      });
      expect(await lastAudit()).toMatchObject({
        action: 'goods_type.update',
        target: { type: 'goods_type', id: typeId },
        detail: { name: 'Kitchen en', names: 'ja', sortOrder: '3 → 5', icon: 'kitchen → ' },
      });
    });

    it('refuses to change a type that does not exist (428) or to drop a language (429), writing nothing', async () => {
      const missing = await refused(calls.consoleGoodsTypeUpdate, {
        id: 999_999,
        names: allNames('X'),
        sortOrder: 1,
      });
      expect(missing.code).toBe(ErrorCode.GOODS_TYPE_NOT_CONFIGURED);
      const { es: _es, ...names } = allNames('Kitchen');
      const dropped = await refused(calls.consoleGoodsTypeUpdate, { id: typeId, names, sortOrder: 1 });
      expect(dropped.code).toBe(ErrorCode.GOODS_TYPE_LANGUAGE_NOT_CONFIGURED);
      expect(dropped.data).toEqual({ lang: 'es' });
      const list = await call(calls.consoleGoodsTypeList, {});
      expect(list.data.items.find((t: { id: number }) => t.id === typeId).names.es).toBe('Kitchen es');
    });
  });

  describe('goods', () => {
    let kitchen: number;
    let garden: number;
    let mugId: number;

    const goodsInput = (productNo: string, overrides: Record<string, unknown> = {}) => ({
      productNo,
      typeId: kitchen,
      texts: {
        ...allTexts(`Mug ${productNo}`, `Tasse ${productNo}`, 'Stoneware, 350 ml'),
        fr: { name: `Tasse ${productNo}`, description: 'Grès, 350 ml' },
      },
      images: [pictures[0], pictures[1]],
      cost: '3.20',
      suggestedPrice: '5.90',
      stockStatus: 'in_stock',
      ...overrides,
    });

    beforeAll(async () => {
      kitchen = (await call(calls.consoleGoodsTypeAdd, { names: allNames('Cook'), sortOrder: 1 })).data.id;
      garden = (await call(calls.consoleGoodsTypeAdd, { names: allNames('Garden'), sortOrder: 2 })).data.id;
    });

    it('adds goods with texts, pictures and money as two decimals, one audit entry each', async () => {
      const before = await countRows(api().database, 'audit_log');
      const res = await call(calls.consoleGoodsAdd, { items: [goodsInput('mug-1')] });
      expect(res.code, JSON.stringify(res)).toBe(200);
      const [mug] = res.data.items;
      mugId = mug.id;
      expect(mug).toMatchObject({
        productNo: 'MUG-1',
        typeId: kitchen,
        texts: {
          en: { name: 'Mug mug-1', description: 'Stoneware, 350 ml' },
          fr: { name: 'Tasse mug-1', description: 'Grès, 350 ml' },
        },
        images: [pictures[0], pictures[1]],
        cost: '3.20',
        suggestedPrice: '5.90',
        stockStatus: 'in_stock',
      });
      expect(await countRows(api().database, 'audit_log')).toBe(before + 1);
      expect(await lastAudit()).toMatchObject({
        action: 'goods.add',
        target: { type: 'goods', id: mugId },
        detail: { productNo: 'MUG-1', name: 'Mug mug-1', cost: '3.20', suggestedPrice: '5.90' },
      });
      expect((await call(calls.consoleGoodsDetail, { id: mugId })).data).toEqual(mug);
      // Merchants find it in the warehouse, in their language.
      const warehouse = await api().call(
        calls.goodsList,
        { typeId: kitchen },
        { token: merchantToken, lang: 'fr' },
      );
      expect(warehouse.data.items).toEqual([expect.objectContaining({ id: mugId, name: 'Tasse mug-1' })]);
    });

    it('adds several at once, all or none', async () => {
      const res = await call(calls.consoleGoodsAdd, {
        items: [goodsInput('PLANT-1', { typeId: garden }), goodsInput('PLANT-2', { typeId: garden })],
      });
      expect(res.code, JSON.stringify(res)).toBe(200);
      expect(res.data.items.map((g: { productNo: string }) => g.productNo)).toEqual(['PLANT-1', 'PLANT-2']);
      // The second's number is taken: neither is added.
      const res2 = await refused(calls.consoleGoodsAdd, {
        items: [goodsInput('PLANT-3', { typeId: garden }), goodsInput('plant-1', { typeId: garden })],
      });
      expect(res2.code).toBe(ErrorCode.GOODS_CODE_EXISTS);
    });

    it('refuses a product number taken (430, any case) or given twice (431), writing nothing', async () => {
      const taken = await refused(calls.consoleGoodsAdd, { items: [goodsInput(' Mug-1 ')] });
      expect(taken.code).toBe(ErrorCode.GOODS_CODE_EXISTS);
      expect(taken.data).toMatchObject({ field: 'productNo', productNo: 'MUG-1' });
      const twice = await refused(calls.consoleGoodsAdd, {
        items: [goodsInput('CUP-9'), goodsInput('cup-9')],
      });
      expect(twice.code).toBe(ErrorCode.GOODS_CODE_DUPLICATED);
      expect(twice.data).toMatchObject({ productNo: 'CUP-9' });
    });

    it('gives one product number to one of two requests sent at once; the other is 430', async () => {
      const before = await countRows(api().database, 'goods');
      const answers = await Promise.all([
        call(calls.consoleGoodsAdd, { items: [goodsInput('RACE-1')] }),
        call(calls.consoleGoodsAdd, { items: [goodsInput('race-1')] }),
      ]);
      expect(answers.map((res) => res.code).sort()).toEqual([200, ErrorCode.GOODS_CODE_EXISTS]);
      expect(await countRows(api().database, 'goods')).toBe(before + 1);
      // Taken out of the way of the listing below.
      const id = answers.find((res) => res.code === 200)!.data.items[0].id;
      await api().database.db.deleteFrom('goods_texts').where('goods_id', '=', id).execute();
      await api().database.db.deleteFrom('goods').where('id', '=', id).execute();
    });

    it('refuses an unknown type (428), or one missing a language’s name (429), writing nothing', async () => {
      const res = await refused(calls.consoleGoodsAdd, { items: [goodsInput('CUP-1', { typeId: 999_999 })] });
      expect(res.code).toBe(ErrorCode.GOODS_TYPE_NOT_CONFIGURED);
      expect(res.data).toMatchObject({ field: 'items.0.typeId' });
      // A type written without the console (an old seed): English only.
      const englishOnly = await inTransaction(api().database, (trx) =>
        insertGoodsType(trx, { sortOrder: 9, icon: null, names: { en: 'Loose ends', 'zh-CN': '杂项' } }),
      );
      const unnamed = await refused(calls.consoleGoodsAdd, {
        items: [goodsInput('CUP-1', { typeId: englishOnly })],
      });
      expect(unnamed.code).toBe(ErrorCode.GOODS_TYPE_LANGUAGE_NOT_CONFIGURED);
      expect(unnamed.data).toMatchObject({ field: 'items.0.typeId', lang: 'zh-TW' });
      const moved = await refused(calls.consoleGoodsUpdate, {
        id: mugId,
        ...goodsInput('MUG-1', { typeId: englishOnly }),
      });
      expect(moved.code).toBe(ErrorCode.GOODS_TYPE_LANGUAGE_NOT_CONFIGURED);
    });

    it('refuses goods without a name in every language (429 naming the first missing), writing nothing', async () => {
      const { ko: _, ...noKorean } = allTexts('Cup', 'Tasse');
      const cases: [Record<string, unknown>, string][] = [
        [noKorean, 'ko'],
        // English is one of the ten like the others.
        [{ fr: { name: 'Tasse', description: '' } }, 'en'],
      ];
      for (const [texts, lang] of cases) {
        const added = await refused(calls.consoleGoodsAdd, { items: [goodsInput('CUP-3', { texts })] });
        expect(added.code, lang).toBe(ErrorCode.GOODS_TYPE_LANGUAGE_NOT_CONFIGURED);
        expect(added.data, lang).toMatchObject({ field: `items.0.texts.${lang}.name`, lang });
        const changed = await refused(calls.consoleGoodsUpdate, {
          id: mugId,
          ...goodsInput('MUG-1', { texts }),
        });
        expect(changed.code, lang).toBe(ErrorCode.GOODS_TYPE_LANGUAGE_NOT_CONFIGURED);
        expect(changed.data, lang).toMatchObject({ field: `texts.${lang}.name`, lang });
      }
      // A name of only spaces is no name: refused with nothing written too.
      const blank = await refused(calls.consoleGoodsAdd, {
        items: [goodsInput('CUP-3', { texts: { ...noKorean, ko: { name: '   ', description: '' } } })],
      });
      expect(blank.code).not.toBe(200);
      expect(String(blank.data?.field)).toContain('ko');
      expect((await call(calls.consoleGoodsDetail, { id: mugId })).data.texts.ko).toEqual({
        name: 'Mug mug-1 ko',
        description: 'Stoneware, 350 ml',
      });
    });

    it('refuses bad fields under their names (403/405), writing nothing', async () => {
      const cases: [Record<string, unknown>, number, string][] = [
        [{ suggestedPrice: '3.19' }, ErrorCode.INVALID_PARAMETER, 'suggestedPrice'],
        [{ cost: '0' }, ErrorCode.INVALID_PARAMETER, 'cost'],
        [{ cost: '1.234' }, ErrorCode.INVALID_PARAMETER, 'cost'],
        [{ images: [] }, ErrorCode.INVALID_PARAMETER, 'images'],
        [{ images: pictures.slice(0, 9) }, ErrorCode.INVALID_PARAMETER, 'images'],
        [{ images: [pictures[2], pictures[2]] }, ErrorCode.INVALID_PARAMETER, 'images'],
        // A path to nothing, and someone's private file, are not goods pictures.
        [{ images: ['goods_image/nothing.webp'] }, ErrorCode.INVALID_PARAMETER, 'images'],
        [{ images: [proof] }, ErrorCode.INVALID_PARAMETER, 'images'],
        [{ productNo: 'CUP 1' }, ErrorCode.INVALID_PARAMETER, 'productNo'],
        [{ stockStatus: 'sold' }, ErrorCode.INVALID_PARAMETER, 'stockStatus'],
      ];
      for (const [overrides, code, field] of cases) {
        const res = await refused(calls.consoleGoodsAdd, { items: [goodsInput('CUP-2', overrides)] });
        expect(res.code, JSON.stringify(overrides)).toBe(code);
        expect(String(res.data?.field), JSON.stringify(overrides)).toContain(field);
      }
    });

    it('changes goods, recording each field old → new; a new cost leaves showcase prices as they are', async () => {
      const merchant = await api().merchant();
      const shown = await api().call(
        calls.showcaseAdd,
        { items: [{ goodsId: mugId, price: '6.50' }] },
        { token: merchant.token },
      );
      expect(shown.code, JSON.stringify(shown)).toBe(200);
      // Another merchant priced it above the cost to come.
      const above = await api().merchant();
      await api().call(
        calls.showcaseAdd,
        { items: [{ goodsId: mugId, price: '7.50' }] },
        { token: above.token },
      );

      const res = await call(calls.consoleGoodsUpdate, {
        id: mugId,
        ...goodsInput('MUG-1', {
          cost: '7.00',
          suggestedPrice: '9.90',
          stockStatus: 'out_of_stock',
          images: [pictures[3]],
          texts: {
            ...allTexts('Mug mug-1', 'Tasse mug-1', 'Stoneware, 350 ml'),
            fr: { name: 'Bol mug-1', description: 'Grès, 350 ml' },
            ja: { name: 'マグ', description: '' },
          },
        }),
      });
      expect(res.code, JSON.stringify(res)).toBe(200);
      expect(res.data).toMatchObject({
        cost: '7.00',
        suggestedPrice: '9.90',
        stockStatus: 'out_of_stock',
        images: [pictures[3]],
        // One merchant's item is now below the cost; the operator is told.
        belowCostItems: 1,
      });
      expect(Object.keys(res.data.texts).sort()).toEqual([...LANGUAGES].sort());
      expect(res.data.texts.fr).toEqual({ name: 'Bol mug-1', description: 'Grès, 350 ml' });
      expect(await lastAudit()).toMatchObject({
        action: 'goods.update',
        target: { type: 'goods', id: mugId },
        detail: {
          productNo: 'MUG-1',
          cost: '3.20 → 7.00',
          suggestedPrice: '5.90 → 9.90',
          stockStatus: 'in_stock → out_of_stock',
          images: '2 → 1',
          texts: 'fr, ja',
        },
      });
      // The merchant's price stays theirs, now flagged below the cost (see updateGoods).
      const showcase = await api().call(calls.showcaseList, {}, { token: merchant.token });
      expect(showcase.data.items).toEqual([
        expect.objectContaining({ goodsId: mugId, price: '6.50', belowCost: true }),
      ]);
    });

    it('refuses changes to unknown goods (404), to a taken number (430) or type (428), writing nothing', async () => {
      const unknown = await refused(calls.consoleGoodsUpdate, { id: 999_999, ...goodsInput('NEW-1') });
      expect(unknown.code).toBe(ErrorCode.NOT_FOUND);
      const taken = await refused(calls.consoleGoodsUpdate, { id: mugId, ...goodsInput('plant-2') });
      expect(taken.code).toBe(ErrorCode.GOODS_CODE_EXISTS);
      const type = await refused(calls.consoleGoodsUpdate, {
        id: mugId,
        ...goodsInput('MUG-1', { typeId: 999_999 }),
      });
      expect(type.code).toBe(ErrorCode.GOODS_TYPE_NOT_CONFIGURED);
      const price = await refused(calls.consoleGoodsUpdate, {
        id: mugId,
        ...goodsInput('MUG-1', { cost: '10.00', suggestedPrice: '9.99' }),
      });
      expect(price.code).toBe(ErrorCode.INVALID_PARAMETER);
      expect(price.data).toMatchObject({ field: 'suggestedPrice' });
      expect((await call(calls.consoleGoodsDetail, { id: mugId })).data.cost).toBe('7.00');
      expect((await call(calls.consoleGoodsDetail, { id: 999_999 })).code).toBe(ErrorCode.NOT_FOUND);
    });

    it('lists goods newest first by type and keyword (product number or any language’s name), page by page', async () => {
      const list = (input: Record<string, unknown>, lang = 'en') => call(calls.consoleGoodsList, input, lang);
      const all = await list({});
      expect(all.data.items.map((g: { productNo: string }) => g.productNo)).toEqual([
        'PLANT-2',
        'PLANT-1',
        'MUG-1',
      ]);
      expect(all.data.items[2]).toEqual({
        id: mugId,
        productNo: 'MUG-1',
        typeId: kitchen,
        typeName: 'Cook en',
        name: 'Mug mug-1',
        image: pictures[3],
        cost: '7.00',
        suggestedPrice: '9.90',
        stockStatus: 'out_of_stock',
        createdAt: expect.any(String),
      });
      // In Japanese: the names in Japanese.
      const ja = await list({}, 'ja');
      expect(ja.data.items.map((g: { name: string; typeName: string }) => [g.name, g.typeName])).toEqual([
        ['Mug PLANT-2 ja', 'Garden ja'],
        ['Mug PLANT-1 ja', 'Garden ja'],
        ['マグ', 'Cook ja'],
      ]);
      const numbers = async (input: Record<string, unknown>) =>
        (await list(input)).data.items.map((g: { productNo: string }) => g.productNo);
      expect(await numbers({ typeId: garden })).toEqual(['PLANT-2', 'PLANT-1']);
      expect(await numbers({ keyword: 'ant-1' })).toEqual(['PLANT-1']);
      expect(await numbers({ keyword: 'マグ' })).toEqual(['MUG-1']);
      expect(await numbers({ keyword: 'TASSE' })).toEqual(['PLANT-2', 'PLANT-1']);
      expect(await numbers({ keyword: 'plant', typeId: kitchen })).toEqual([]);
      expect(await numbers({ keyword: '%' })).toEqual([]);

      const paged: string[] = [];
      let cursor: string | undefined;
      for (let guard = 0; guard < 5; guard++) {
        const res = await list({ limit: 1, ...(cursor ? { cursor } : {}) });
        paged.push(...res.data.items.map((g: { productNo: string }) => g.productNo));
        cursor = res.data.nextCursor ?? undefined;
        if (!cursor) break;
      }
      expect(paged).toEqual(['PLANT-2', 'PLANT-1', 'MUG-1']);
      const bad = await list({ cursor: 'x1' });
      expect(bad.code).toBe(ErrorCode.INVALID_PARAMETER);
      expect(bad.data).toMatchObject({ field: 'cursor' });
    });
  });

  it('answers operators only: no token is 407, a merchant is refused (409) and writes nothing', async () => {
    const inputs: [Parameters<typeof call>[0], Record<string, unknown>][] = [
      [calls.consoleGoodsTypeList, {}],
      [calls.consoleGoodsTypeAdd, { names: allNames('Nope'), sortOrder: 1 }],
      [calls.consoleGoodsTypeUpdate, { id: 1, names: allNames('Nope'), sortOrder: 1 }],
      [calls.consoleGoodsList, {}],
      [calls.consoleGoodsDetail, { id: 1 }],
      [
        calls.consoleGoodsAdd,
        {
          items: [
            {
              productNo: 'NOPE-1',
              typeId: 1,
              texts: allTexts('Nope', 'Non'),
              images: [pictures[0]],
              cost: '1.00',
              suggestedPrice: '2.00',
              stockStatus: 'in_stock',
            },
          ],
        },
      ],
    ];
    for (const [def, input] of inputs) {
      const before = await snapshot();
      expect((await api().call(def, input)).code, def.path).toBe(ErrorCode.NOT_AUTHENTICATED);
      const res = await api().call(def, input, { token: merchantToken });
      expect(res.code, def.path).toBe(ErrorCode.INSUFFICIENT_PERMISSIONS);
      expect(res.data?.items, def.path).toBeUndefined();
      expect(await snapshot(), def.path).toEqual(before);
    }
  });
});
