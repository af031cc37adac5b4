import { fromCents, LANGUAGES, type Language, MAX_CENTS, type schemas, toCents } from '@shopkeeper/contract';
import type { z } from 'zod';
import { type Executor, forUpdate, isUniqueViolation, type Trx } from '../../db/index.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { changedLanguages } from './changed-languages.ts';
import { goodsById } from './console-goods-list.ts';
import { type AuditDetail, typeNamesOf } from './console-goods-types.ts';
import { goodsColumns, textRows } from './goods-rows.ts';

/**
 * The operator console's goods writes: goods added and changed with their texts in every
 * language, in the caller's transaction; each write says what the audit log records of it.
 * Every check comes before the first write, so a refusal writes nothing.
 */

type ConsoleGoods = z.infer<typeof schemas.consoleGoods>;
type StockStatus = 'in_stock' | 'out_of_stock';

export interface GoodsFields {
  productNo: string;
  typeId: number;
  texts: Partial<Record<Language, { name: string; description: string }>>;
  images: string[];
  cost: string;
  suggestedPrice: string;
  stockStatus: StockStatus;
}

export interface CheckedGoods {
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
export function checkGoodsFields(fields: GoodsFields, at = ''): CheckedGoods {
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
 * What the goods point at must exist: their type (428) named in every language (429), and every
 * picture, among `storedImages` (the uploads module's stored goods pictures: a path to nothing,
 * or to someone's private file, is refused with 405 naming images).
 */
async function checkReferences(
  db: Executor,
  goods: readonly CheckedGoods[],
  storedImages: ReadonlySet<string>,
  at: (i: number) => string,
) {
  const typeIds = [...new Set(goods.map((g) => g.typeId))];
  const types = await db.selectFrom('goods_types').select('id').where('id', 'in', typeIds).execute();
  const known = new Set(types.map((t) => t.id));
  const names = await typeNamesOf(db, typeIds);
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
    if (g.images.some((path) => !storedImages.has(path))) throw invalidField(`${at(i)}images`, 'invalid');
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
async function orTaken<T>(productNo: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw productNoTaken(productNo);
    throw error;
  }
}

/**
 * The goods of one console request checked on their own, before any transaction: 429 for a
 * language without a name, 431 for a product number given twice. Field names are zod's: the
 * item's place, then the field.
 */
export function checkNewGoods(items: readonly GoodsFields[]): CheckedGoods[] {
  const checked = items.map((fields, i) => checkGoodsFields(fields, itemAt(i)));
  const seen = new Set<string>();
  for (const g of checked) {
    if (seen.has(g.productNo))
      throw fail(ErrorCode.GOODS_CODE_DUPLICATED, { data: { field: 'productNo', productNo: g.productNo } });
    seen.add(g.productNo);
  }
  return checked;
}

const itemAt = (i: number) => `items.${i}.`;

/**
 * Adds checked goods, all or none (430 for a product number already taken, 428 for an unknown
 * type, 405 for a picture not among `storedImages`); what the audit log records of each.
 */
export async function createGoods(
  trx: Trx,
  checked: readonly CheckedGoods[],
  storedImages: ReadonlySet<string>,
  now = Date.now(),
): Promise<{ items: ConsoleGoods[]; audit: { id: number; detail: AuditDetail }[] }> {
  const [taken] = await takenProductNos(
    trx,
    checked.map((g) => g.productNo),
  );
  if (taken) throw productNoTaken(taken);
  await checkReferences(trx, checked, storedImages, itemAt);
  const audit: { id: number; detail: AuditDetail }[] = [];
  for (const g of checked) {
    const { id } = await orTaken(
      g.productNo,
      trx
        .insertInto('goods')
        .values({ ...goodsColumns(g), created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await trx.insertInto('goods_texts').values(textRows(id, g.texts)).execute();
    audit.push({
      id,
      detail: {
        productNo: g.productNo,
        name: g.texts.en!.name,
        cost: fromCents(g.costCents),
        suggestedPrice: fromCents(g.suggestedPriceCents),
      },
    });
  }
  return {
    items: await goodsById(
      trx,
      audit.map((a) => a.id),
    ),
    audit,
  };
}

/**
 * Changes checked goods (404 when unknown, 430 for a product number another goods has, 428
 * for an unknown type, 405 for a picture not among `storedImages`); what the audit log records:
 * each changed field old → new, and which languages' texts changed.
 *
 * A new cost changes what merchants pay for the orders to come; their showcase prices are
 * theirs and stay as they are. A selling price may so sit below the new cost: the showcase
 * flags the item `belowCost` for its merchant, the storefront shows it unavailable, and an
 * order for it is refused (203, reason unavailable) until the merchant raises the price
 * (docs/decisions/021-below-cost-items.md).
 */
export async function changeGoods(
  trx: Trx,
  id: number,
  g: CheckedGoods,
  storedImages: ReadonlySet<string>,
): Promise<{ goods: ConsoleGoods; detail: AuditDetail }> {
  const before = await forUpdate(
    trx,
    trx.selectFrom('goods').selectAll().where('id', '=', id),
  ).executeTakeFirst();
  if (!before) throw fail(ErrorCode.NOT_FOUND);
  const [taken] = await takenProductNos(trx, [g.productNo], id);
  if (taken) throw productNoTaken(taken);
  await checkReferences(trx, [g], storedImages, () => '');
  const beforeGoods = (await goodsById(trx, [id]))[0]!;

  await orTaken(g.productNo, trx.updateTable('goods').set(goodsColumns(g)).where('id', '=', id).execute());
  await trx.deleteFrom('goods_texts').where('goods_id', '=', id).execute();
  await trx.insertInto('goods_texts').values(textRows(id, g.texts)).execute();

  const detail: AuditDetail = { productNo: g.productNo };
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
  return { goods: (await goodsById(trx, [id]))[0]!, detail };
}
