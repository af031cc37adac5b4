import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { language } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { money, moneyInput } from '../../money.ts';
import { id, timestamp, uploadPath } from '../common.ts';
import { stockStatus } from '../merchant/catalogue.ts';

/**
 * The operator console's catalogue: goods types and goods with their texts in every
 * language, images, cost and suggested price. Every change is recorded in the audit log.
 *
 * Refusals: 428 a goods type that does not exist; 429 a language's entry missing (`data.lang`
 * names it): a goods type's name when it is written or when goods are put in it, or the goods'
 * own name (`data.field` `texts.<lang>.name`); 430 a product number
 * another goods has; 431 a product number given twice in one request; 405 naming the field for
 * the rest (a price below the cost, an image that is not a stored goods picture).
 */

/** Pictures per goods, first shown first. */
export const MAX_GOODS_IMAGES = 8;

/** A product number: letters, digits, `-` and `_`, kept in capitals so one number is one goods. */
export const PRODUCT_NO = { max: 32, pattern: /^[A-Z0-9][A-Z0-9_-]*$/ } as const;
export const productNo = z.string().trim().toUpperCase().min(1).max(PRODUCT_NO.max).regex(PRODUCT_NO.pattern);

const typeName = z.string().trim().min(1).max(64);

/** A goods type's name per language: every one of the ten is needed (429 names the first missing). */
const typeNames = z.partialRecord(language, typeName);

/** A goods type as the console edits it: its name in every language. */
export const consoleGoodsType = z.object({
  id,
  sortOrder: z.number().int(),
  icon: z.string().nullable(),
  names: z.partialRecord(language, z.string()),
  /** How many goods are of this type. */
  goodsCount: z.number().int(),
  createdAt: timestamp,
});

const goodsTypeFields = {
  names: typeNames,
  /** Lower first; equal ones by when they were added. */
  sortOrder: z.number().int().min(0).max(9999),
  /** An icon name the apps know; null shows a generic one. */
  icon: z.string().trim().min(1).max(32).nullable().optional(),
};

/** A goods' text in one language. Every one of the ten needs a name (429 names the first missing); the description may be empty. */
export const goodsText = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000),
});

const goodsFields = {
  productNo,
  typeId: id,
  texts: z.partialRecord(language, goodsText),
  images: z.array(uploadPath).min(1).max(MAX_GOODS_IMAGES),
  /** The wholesale cost the platform charges a merchant per unit. */
  cost: moneyInput,
  /** What the apps suggest as the selling price; at least the cost. */
  suggestedPrice: moneyInput,
  stockStatus,
};
export const consoleGoodsInput = z.strictObject(goodsFields);

/** A row of the console's goods list: names in the reader's language (else English). */
export const consoleGoodsRow = z.object({
  id,
  productNo: z.string(),
  typeId: id,
  typeName: z.string(),
  name: z.string(),
  /** The first picture's upload path (public). */
  image: z.string().nullable(),
  cost: money,
  suggestedPrice: money,
  stockStatus,
  createdAt: timestamp,
});

/** One goods as the console edits it: its texts in every language it has. */
export const consoleGoods = z.object({
  id,
  productNo: z.string(),
  typeId: id,
  texts: z.partialRecord(language, z.object({ name: z.string(), description: z.string() })),
  images: z.array(z.string()),
  cost: money,
  suggestedPrice: money,
  stockStatus,
  createdAt: timestamp,
});

export const consoleGoodsTypeList = defineCall({
  path: '/console/v1/goods_type/list',
  method: 'POST',
  auth: 'operator',
  summary: 'Every goods type in its order, with its name in each language and how many goods it has',
  input: z.strictObject({}),
  output: z.object({ items: z.array(consoleGoodsType) }),
});

export const consoleGoodsTypeAdd = defineCall({
  path: '/console/v1/goods_type/add',
  method: 'POST',
  auth: 'operator',
  summary: 'Add a goods type, named in all ten languages (429 naming a missing one)',
  input: z.strictObject(goodsTypeFields),
  output: consoleGoodsType,
});

export const consoleGoodsTypeUpdate = defineCall({
  path: '/console/v1/goods_type/update',
  method: 'POST',
  auth: 'operator',
  summary: 'Rename or reorder a goods type (428 when it does not exist, 429 naming a missing language)',
  input: z.strictObject({ id, ...goodsTypeFields }),
  output: consoleGoodsType,
});

export const consoleGoodsList = defineCall({
  path: '/console/v1/goods/list',
  method: 'POST',
  auth: 'operator',
  summary:
    'Warehouse goods, newest first, by type and by keyword (part of the product number, or of a name in any language)',
  input: z.strictObject({
    ...pageRequest,
    typeId: id.optional(),
    keyword: z.string().trim().max(64).optional(),
  }),
  output: page(consoleGoodsRow),
});

export const consoleGoodsDetail = defineCall({
  path: '/console/v1/goods/detail',
  method: 'POST',
  auth: 'operator',
  summary: 'One goods with its texts in every language (404 when unknown)',
  input: z.strictObject({ id }),
  output: consoleGoods,
});

export const consoleGoodsAdd = defineCall({
  path: '/console/v1/goods/add',
  method: 'POST',
  auth: 'operator',
  summary:
    'Add goods to the warehouse, named in all ten languages, all or none: 428 an unknown type, 429 a language’s name missing (the goods’ or their type’s), 430 a product number taken, 431 one given twice',
  input: z.strictObject({ items: z.array(consoleGoodsInput).min(1).max(20) }),
  output: z.object({ items: z.array(consoleGoods) }),
});

export const consoleGoodsUpdate = defineCall({
  path: '/console/v1/goods/update',
  method: 'POST',
  auth: 'operator',
  summary:
    'Change goods (404 when unknown, 428 an unknown type, 429 a language’s name missing (the goods’ or their type’s), 430 a product number taken). A new cost leaves merchants’ showcase prices as they are; `belowCostItems` counts those now below it (buyers cannot order them until their merchants raise the price)',
  input: z.strictObject({ id, ...goodsFields }),
  output: consoleGoods.extend({
    /** Merchants' showcase items of these goods priced below the cost as saved (one per merchant). */
    belowCostItems: z.number().int(),
  }),
});
