import { fromCents, LANGUAGES, type Language, MAX_CENTS, type schemas, toCents } from '@shopkeeper/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  type Executor,
  escapeLike,
  forUpdate,
  inTransaction,
  isUniqueViolation,
  type TransactionHandle,
  type Trx,
} from '../../db/index.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { recordAudit } from '../audit/service.ts';
import { storedUploadsOfKind } from '../uploads/service.ts';
import { listGoodsTypes, pickTexts, readingOrder } from './service.ts';

/**
 * The operator console's catalogue (issue 8): goods types and goods written with their texts
 * in every language, each change recorded in the audit log in the same transaction. Every
 * check comes before the first write, so a refusal writes nothing.
 */

type ConsoleGoodsType = z.infer<typeof schemas.consoleGoodsType>;
type ConsoleGoods = z.infer<typeof schemas.consoleGoods>;
type ConsoleGoodsRow = z.infer<typeof schemas.consoleGoodsRow>;
type StockStatus = 'in_stock' | 'out_of_stock';

export interface GoodsTypeFields {
  names: Partial<Record<Language, string>>;
  sortOrder: number;
  icon?: string | null;
}

export interface GoodsFields {
  productNo: string;
  typeId: number;
  texts: Partial<Record<Language, { name: string; description: string }>>;
  images: string[];
  cost: string;
  suggestedPrice: string;
  stockStatus: StockStatus;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The names in the languages' order, for the audit log's "which languages changed". */
const changedLanguages = <T>(
  before: Partial<Record<Language, T>>,
  after: Partial<Record<Language, T>>,
  same: (a: T, b: T) => boolean,
) =>
  LANGUAGES.filter((lang) => {
    const a = before[lang];
    const b = after[lang];
    return a === undefined || b === undefined ? a !== b : !same(a, b);
  });

// ——— Goods types ———

/** Every one of the ten languages needs a name: 429 names the first missing (in LANGUAGES' order). */
function checkTypeNames(names: GoodsTypeFields['names']): void {
  const missing = LANGUAGES.find((lang) => !names[lang]);
  if (missing) throw fail(ErrorCode.GOODS_TYPE_LANGUAGE_NOT_CONFIGURED, { data: { lang: missing } });
}

async function typeNamesOf(db: Executor, typeIds: readonly number[]) {
  const byType = new Map<number, Partial<Record<Language, string>>>();
  if (typeIds.length === 0) return byType;
  const rows = await db
    .selectFrom('goods_type_names')
    .select(['type_id', 'lang', 'name'])
    .where('type_id', 'in', [...typeIds])
    .execute();
  for (const row of rows) {
    const names = byType.get(row.type_id) ?? {};
    names[row.lang as Language] = row.name;
    byType.set(row.type_id, names);
  }
  return byType;
}

async function goodsTypesById(db: Executor, ids?: readonly number[]): Promise<ConsoleGoodsType[]> {
  let q = db
    .selectFrom('goods_types')
    .select(['id', 'sort_order', 'icon', 'created_at'])
    .orderBy('sort_order')
    .orderBy('id');
  if (ids) q = q.where('id', 'in', [...ids]);
  const types = await q.execute();
  if (types.length === 0) return [];
  const typeIds = types.map((t) => t.id);
  const [names, counts] = await Promise.all([
    typeNamesOf(db, typeIds),
    db
      .selectFrom('goods')
      .select(['type_id', sql<number | string>`count(*)`.as('n')])
      .where('type_id', 'in', typeIds)
      .groupBy('type_id')
      .execute(),
  ]);
  const countOf = new Map(counts.map((c) => [c.type_id, Number(c.n)]));
  return types.map((t) => ({
    id: t.id,
    sortOrder: t.sort_order,
    icon: t.icon,
    names: names.get(t.id) ?? {},
    goodsCount: countOf.get(t.id) ?? 0,
    createdAt: iso(t.created_at),
  }));
}

/** Every goods type with its name per language, in the apps' order. */
export async function consoleGoodsTypes(db: Executor): Promise<{ items: ConsoleGoodsType[] }> {
  return { items: await goodsTypesById(db) };
}

async function writeTypeNames(trx: Trx, typeId: number, names: GoodsTypeFields['names']) {
  await trx.deleteFrom('goods_type_names').where('type_id', '=', typeId).execute();
  await trx
    .insertInto('goods_type_names')
    .values(LANGUAGES.map((lang) => ({ type_id: typeId, lang, name: names[lang]! })))
    .execute();
}

/** An operator adds a goods type named in every language; the audit log names it in English. */
export async function addGoodsType(handle: TransactionHandle, operatorId: number, fields: GoodsTypeFields) {
  checkTypeNames(fields.names);
  return inTransaction(handle, async (trx) => {
    const { id } = await trx
      .insertInto('goods_types')
      .values({ sort_order: fields.sortOrder, icon: fields.icon ?? null, created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTypeNames(trx, id, fields.names);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'goods_type.add',
      target: { type: 'goods_type', id },
      detail: { name: fields.names.en!, sortOrder: String(fields.sortOrder) },
    });
    return (await goodsTypesById(trx, [id]))[0]!;
  });
}

/**
 * Renames or reorders a goods type (428 when there is none); the audit log records which
 * languages' names changed and the order's old → new.
 */
export async function updateGoodsType(
  handle: TransactionHandle,
  operatorId: number,
  id: number,
  fields: GoodsTypeFields,
) {
  checkTypeNames(fields.names);
  return inTransaction(handle, async (trx) => {
    const before = await forUpdate(
      trx,
      trx.selectFrom('goods_types').select(['sort_order', 'icon']).where('id', '=', id),
    ).executeTakeFirst();
    if (!before) throw fail(ErrorCode.GOODS_TYPE_NOT_CONFIGURED, { data: { field: 'id' } });
    const beforeNames = (await typeNamesOf(trx, [id])).get(id) ?? {};
    const icon = fields.icon ?? null;
    await trx
      .updateTable('goods_types')
      .set({ sort_order: fields.sortOrder, icon })
      .where('id', '=', id)
      .execute();
    await writeTypeNames(trx, id, fields.names);
    const detail: Record<string, string> = { name: fields.names.en! };
    const renamed = changedLanguages(beforeNames, fields.names, (a, b) => a === b);
    if (renamed.length > 0) detail.names = renamed.join(', ');
    if (before.sort_order !== fields.sortOrder)
      detail.sortOrder = `${before.sort_order} → ${fields.sortOrder}`;
    if (before.icon !== icon) detail.icon = `${before.icon ?? ''} → ${icon ?? ''}`;
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'goods_type.update',
      target: { type: 'goods_type', id },
      detail,
    });
    return (await goodsTypesById(trx, [id]))[0]!;
  });
}

// ——— Goods ———

interface CheckedGoods {
  productNo: string;
  typeId: number;
  texts: GoodsFields['texts'];
  images: string[];
  costCents: number;
  suggestedPriceCents: number;
  stockStatus: StockStatus;
}

/**
 * One goods' fields checked on their own: a text in every one of the ten languages (429 names
 * the first missing, under its name field, as a goods type's names do), a cost within range, a
 * suggested price not below it, no picture twice. `at` prefixes the field names of an item in
 * a batch (`items.2.`).
 */
function checkGoodsFields(fields: GoodsFields, at = ''): CheckedGoods {
  const missing = LANGUAGES.find((lang) => !fields.texts[lang]);
  if (missing)
    throw fail(ErrorCode.GOODS_TYPE_LANGUAGE_NOT_CONFIGURED, {
      data: { field: `${at}texts.${missing}.name`, lang: missing },
    });
  const costCents = toCents(fields.cost);
  const suggestedPriceCents = toCents(fields.suggestedPrice);
  if (costCents > MAX_CENTS) throw invalidField(`${at}cost`, 'invalid');
  if (suggestedPriceCents > MAX_CENTS || suggestedPriceCents < costCents)
    throw invalidField(`${at}suggestedPrice`, 'invalid');
  if (new Set(fields.images).size !== fields.images.length) throw invalidField(`${at}images`, 'invalid');
  return {
    productNo: fields.productNo,
    typeId: fields.typeId,
    texts: fields.texts,
    images: fields.images,
    costCents,
    suggestedPriceCents,
    stockStatus: fields.stockStatus,
  };
}

/**
 * What the goods point at must exist: their type (428) named in every language (429), and every picture, as a stored goods
 * picture (405 naming images: a path to nothing, or to someone's private file, is refused).
 */
async function checkReferences(db: Executor, goods: readonly CheckedGoods[], at: (i: number) => string) {
  const typeIds = [...new Set(goods.map((g) => g.typeId))];
  const types = await db.selectFrom('goods_types').select('id').where('id', 'in', typeIds).execute();
  const known = new Set(types.map((t) => t.id));
  const names = await typeNamesOf(db, typeIds);
  const stored = await storedUploadsOfKind(
    db,
    goods.flatMap((g) => g.images),
    'goods_image',
  );
  for (const [i, g] of goods.entries()) {
    if (!known.has(g.typeId))
      throw fail(ErrorCode.GOODS_TYPE_NOT_CONFIGURED, { data: { field: `${at(i)}typeId` } });
    // A type the console made has every name; one written otherwise (an old seed) may not,
    // and goods of it would show a nameless type to some readers.
    const missing = LANGUAGES.find((lang) => !names.get(g.typeId)?.[lang]);
    if (missing)
      throw fail(ErrorCode.GOODS_TYPE_LANGUAGE_NOT_CONFIGURED, {
        data: { field: `${at(i)}typeId`, lang: missing },
      });
    if (g.images.some((path) => !stored.has(path))) throw invalidField(`${at(i)}images`, 'invalid');
  }
}

/** 430 naming the product number another goods has. */
const productNoTaken = (productNo: string) =>
  fail(ErrorCode.GOODS_CODE_EXISTS, { data: { field: 'productNo', productNo } });

async function takenProductNos(db: Executor, productNos: readonly string[], exceptId?: number) {
  let q = db
    .selectFrom('goods')
    .select('product_no')
    .where('product_no', 'in', [...productNos]);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.execute()).map((row) => row.product_no);
}

/** A race lost to another request taking the same product number is the same 430. */
async function orTaken<T>(productNo: () => string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw productNoTaken(productNo());
    throw error;
  }
}

function textRows(goodsId: number, texts: GoodsFields['texts']) {
  return LANGUAGES.flatMap((lang) => {
    const text = texts[lang];
    return text
      ? [
          {
            goods_id: goodsId,
            lang,
            name: text.name,
            // Lower-cased here, so a search is case-insensitive alike on both databases.
            name_key: text.name.toLowerCase(),
            description: text.description,
          },
        ]
      : [];
  });
}

async function goodsById(db: Executor, ids: readonly number[]): Promise<ConsoleGoods[]> {
  if (ids.length === 0) return [];
  const [rows, texts] = await Promise.all([
    db
      .selectFrom('goods')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute(),
    db
      .selectFrom('goods_texts')
      .select(['goods_id', 'lang', 'name', 'description'])
      .where('goods_id', 'in', [...ids])
      .execute(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own: ConsoleGoods['texts'] = {};
    for (const text of texts) {
      if (text.goods_id === id)
        own[text.lang as Language] = { name: text.name, description: text.description };
    }
    return [
      {
        id: row.id,
        productNo: row.product_no,
        typeId: row.type_id,
        texts: own,
        images: JSON.parse(row.images) as string[],
        cost: fromCents(row.cost_cents),
        suggestedPrice: fromCents(row.suggested_price_cents),
        stockStatus: row.stock_status,
        createdAt: iso(row.created_at),
      },
    ];
  });
}

/** One goods with its texts in every language it has; 404 when unknown. */
export async function consoleGoodsDetail(db: Executor, id: number): Promise<ConsoleGoods> {
  const [goods] = await goodsById(db, [id]);
  if (!goods) throw fail(ErrorCode.NOT_FOUND);
  return goods;
}

/**
 * The console's goods list: newest first, by type, and by a keyword found in the product
 * number or in a name in any language (an operator looks goods up by whatever they know).
 */
export async function consoleListGoods(
  db: Executor,
  lang: Language,
  query: { cursor?: string; limit?: number; typeId?: number; keyword?: string },
): Promise<{ items: ConsoleGoodsRow[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(query.cursor);
  let q = db
    .selectFrom('goods')
    .select([
      'id',
      'product_no',
      'type_id',
      'images',
      'cost_cents',
      'suggested_price_cents',
      'stock_status',
      'created_at',
    ])
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (after !== undefined) q = q.where('id', '<', after);
  if (query.typeId !== undefined) q = q.where('type_id', '=', query.typeId);
  if (query.keyword) {
    const inNumber = `%${escapeLike(query.keyword.toUpperCase())}%`;
    const inName = `%${escapeLike(query.keyword.toLowerCase())}%`;
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`goods.product_no like ${inNumber} escape '\\'`,
        eb.exists(
          eb
            .selectFrom('goods_texts as t')
            .select(sql`1`.as('one'))
            .whereRef('t.goods_id', '=', 'goods.id')
            .where(sql<boolean>`t.name_key like ${inName} escape '\\'`),
        ),
      ]),
    );
  }
  const page = keysetPage(await q.execute(), limit);
  const ids = page.items.map((row) => row.id);
  const [texts, types] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom('goods_texts')
          .select(['goods_id', 'lang', 'name'])
          .where('goods_id', 'in', ids)
          .where('lang', 'in', readingOrder(lang))
          .execute(),
    listGoodsTypes(db, lang),
  ]);
  const names = pickTexts(texts, (t) => t.goods_id, lang);
  const typeNames = new Map(types.items.map((t) => [t.id, t.name]));
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((row) => ({
      id: row.id,
      productNo: row.product_no,
      typeId: row.type_id,
      typeName: typeNames.get(row.type_id) ?? '',
      name: names.get(row.id)?.name ?? row.product_no,
      image: (JSON.parse(row.images) as string[])[0] ?? null,
      cost: fromCents(row.cost_cents),
      suggestedPrice: fromCents(row.suggested_price_cents),
      stockStatus: row.stock_status,
      createdAt: iso(row.created_at),
    })),
  };
}

/**
 * Adds goods, all or none: each checked (429 for a language without a name, 431 for a product
 * number given twice, 430 for one already taken, 428 for an unknown type) before anything is
 * written; one audit entry each.
 */
export async function addGoods(
  handle: TransactionHandle,
  operatorId: number,
  items: readonly GoodsFields[],
): Promise<{ items: ConsoleGoods[] }> {
  // Named as zod names them: the item's place, then the field.
  const at = (i: number) => `items.${i}.`;
  const checked = items.map((fields, i) => checkGoodsFields(fields, at(i)));
  const seen = new Set<string>();
  for (const g of checked) {
    if (seen.has(g.productNo))
      throw fail(ErrorCode.GOODS_CODE_DUPLICATED, { data: { field: 'productNo', productNo: g.productNo } });
    seen.add(g.productNo);
  }
  let current = '';
  return orTaken(
    () => current,
    () =>
      inTransaction(handle, async (trx) => {
        const [taken] = await takenProductNos(trx, [...seen]);
        if (taken) throw productNoTaken(taken);
        await checkReferences(trx, checked, at);
        const ids: number[] = [];
        const now = Date.now();
        for (const g of checked) {
          current = g.productNo;
          const { id } = await trx
            .insertInto('goods')
            .values({
              product_no: g.productNo,
              type_id: g.typeId,
              cost_cents: g.costCents,
              suggested_price_cents: g.suggestedPriceCents,
              stock_status: g.stockStatus,
              images: JSON.stringify(g.images),
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx.insertInto('goods_texts').values(textRows(id, g.texts)).execute();
          await recordAudit(trx, {
            actorId: operatorId,
            action: 'goods.add',
            target: { type: 'goods', id },
            detail: {
              productNo: g.productNo,
              name: g.texts.en!.name,
              cost: fromCents(g.costCents),
              suggestedPrice: fromCents(g.suggestedPriceCents),
            },
            now,
          });
          ids.push(id);
        }
        return { items: await goodsById(trx, ids) };
      }),
  );
}

/**
 * Changes goods (429 for a language without a name, 404 when unknown, 430 for a product number
 * another goods has, 428 for an unknown type); the audit log records each changed field old → new, and which languages'
 * texts changed.
 *
 * A new cost changes what merchants pay for the orders to come; their showcase prices are
 * theirs and stay as they are (the showcase module keeps its own price per item).
 * NOTE: so a merchant's selling price may now sit below the new cost — showcase/add's
 * "price ≥ cost" holds only when the price is set. Deliberately not solved here; whatever
 * decides it (warn the merchant, unlist, refuse the order) belongs to showcase and orders.
 */
export async function updateGoods(
  handle: TransactionHandle,
  operatorId: number,
  id: number,
  fields: GoodsFields,
): Promise<ConsoleGoods> {
  const g = checkGoodsFields(fields);
  return orTaken(
    () => g.productNo,
    () =>
      inTransaction(handle, async (trx) => {
        const before = await forUpdate(
          trx,
          trx.selectFrom('goods').selectAll().where('id', '=', id),
        ).executeTakeFirst();
        if (!before) throw fail(ErrorCode.NOT_FOUND);
        const [taken] = await takenProductNos(trx, [g.productNo], id);
        if (taken) throw productNoTaken(taken);
        await checkReferences(trx, [g], () => '');
        const beforeGoods = (await goodsById(trx, [id]))[0]!;

        await trx
          .updateTable('goods')
          .set({
            product_no: g.productNo,
            type_id: g.typeId,
            cost_cents: g.costCents,
            suggested_price_cents: g.suggestedPriceCents,
            stock_status: g.stockStatus,
            images: JSON.stringify(g.images),
          })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('goods_texts').where('goods_id', '=', id).execute();
        await trx.insertInto('goods_texts').values(textRows(id, g.texts)).execute();

        const detail: Record<string, string> = { productNo: g.productNo };
        const change = (key: string, a: string, b: string) => {
          if (a !== b) detail[key] = `${a} → ${b}`;
        };
        change('productNo', before.product_no, g.productNo);
        change('typeId', String(before.type_id), String(g.typeId));
        change('cost', fromCents(before.cost_cents), fromCents(g.costCents));
        change('suggestedPrice', fromCents(before.suggested_price_cents), fromCents(g.suggestedPriceCents));
        change('stockStatus', before.stock_status, g.stockStatus);
        if (before.images !== JSON.stringify(g.images))
          detail.images = `${beforeGoods.images.length} → ${g.images.length}`;
        const retexted = changedLanguages(
          beforeGoods.texts,
          g.texts,
          (a, b) => a.name === b.name && a.description === b.description,
        );
        if (retexted.length > 0) detail.texts = retexted.join(', ');
        await recordAudit(trx, {
          actorId: operatorId,
          action: 'goods.update',
          target: { type: 'goods', id },
          detail,
        });
        return (await goodsById(trx, [id]))[0]!;
      }),
  );
}
