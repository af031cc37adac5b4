import { fromCents, LANGUAGES, type Language, MAX_CENTS, type schemas, toCents } from '@shopkeeper/contract';
import type { z } from 'zod';
import {
  type Executor,
  forUpdate,
  inTransaction,
  isUniqueViolation,
  type TransactionHandle,
} from '../../db/index.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/service.ts';
import { showcaseItemsPricedBelow } from '../showcase/service.ts';
import { storedUploadsOfKind } from '../uploads/service.ts';
import { changedLanguages } from './changed-languages.ts';
import { goodsById } from './console-goods-list.ts';
import { typeNamesOf } from './console-goods-types.ts';

/**
 * The operator console's goods writes (issue 8): goods added and changed with their texts in
 * every language, each change recorded in the audit log in the same transaction. Every check
 * comes before the first write, so a refusal writes nothing.
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

/** The goods row's own columns, as adding and changing goods write them. */
const goodsColumns = (g: CheckedGoods) => ({
  product_no: g.productNo,
  type_id: g.typeId,
  cost_cents: g.costCents,
  suggested_price_cents: g.suggestedPriceCents,
  stock_status: g.stockStatus,
  images: JSON.stringify(g.images),
});

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
            .values({ ...goodsColumns(g), created_at: now })
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
 * A selling price may so sit below the new cost: the showcase flags the item `belowCost` for
 * its merchant, the storefront shows it unavailable, and the orders service refuses it (203,
 * reason unavailable) until the merchant raises the price (DESIGN §5).
 */
export async function updateGoods(
  handle: TransactionHandle,
  operatorId: number,
  id: number,
  fields: GoodsFields,
): Promise<ConsoleGoods & { belowCostItems: number }> {
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

        await trx.updateTable('goods').set(goodsColumns(g)).where('id', '=', id).execute();
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
        // Merchants' prices stay theirs; the operator is told how many now sit below the cost.
        const belowCostItems = await showcaseItemsPricedBelow(trx, id, g.costCents);
        return { ...(await goodsById(trx, [id]))[0]!, belowCostItems };
      }),
  );
}
