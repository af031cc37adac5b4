import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { goodsStatus } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { money, moneyInput } from '../../money.ts';
import { empty, id, timestamp } from '../common.ts';

/** Warehouse goods' stock status. */
export const STOCK_STATUSES = ['in_stock', 'out_of_stock'] as const;
export const stockStatus = z.enum(STOCK_STATUSES);

/**
 * Orders of the warehouse list: newest first (the default), by suggested price either way,
 * or by the profit at the suggested price (suggested price − cost), highest first.
 */
export const GOODS_SORTS = ['newest', 'price_asc', 'price_desc', 'profit_desc'] as const;
export const goodsSort = z.enum(GOODS_SORTS);

export const goodsType = z.object({ id, name: z.string(), icon: z.string().nullable() });

export const goods = z.object({
  id,
  typeId: id,
  productNo: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  cost: money,
  suggestedPrice: money,
  stockStatus,
  /** Whether this merchant already has it in the showcase. */
  inShowcase: z.boolean(),
});

export const showcaseItem = z.object({
  id,
  goodsId: id,
  productNo: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  price: money,
  cost: money,
  /**
   * The price is below the goods' current cost (an operator raised the cost after the merchant
   * priced it): buyers cannot order it until the merchant raises the price (decision 021).
   */
  belowCost: z.boolean(),
  status: goodsStatus,
  clicks: z.number().int(),
  commentCount: z.number().int(),
  createdAt: timestamp,
});

export const goodsTypeList = defineCall({
  path: '/v1/goods/type_list',
  method: 'POST',
  auth: 'merchant',
  summary: 'Goods types of the platform warehouse, in the reader’s language',
  input: empty,
  output: z.object({ items: z.array(goodsType) }),
});

export const goodsList = defineCall({
  path: '/v1/goods/list',
  method: 'POST',
  auth: 'merchant',
  summary:
    'Goods in the platform warehouse, filtered by type or keyword (part of the name in the reader’s language, or the start of the product number, any case), sorted; the cursor belongs to the sort it came from',
  input: z.strictObject({
    ...pageRequest,
    typeId: id.optional(),
    keyword: z.string().trim().max(64).optional(),
    sort: goodsSort.optional(),
  }),
  output: page(goods),
});

export const showcaseList = defineCall({
  path: '/v1/showcase/list',
  method: 'POST',
  auth: 'merchant',
  summary: 'The merchant’s showcase',
  input: z.strictObject({ ...pageRequest, status: goodsStatus.optional() }),
  output: page(showcaseItem).extend({ listedCount: z.number().int(), goodsLimit: z.number().int() }),
});

export const showcaseAdd = defineCall({
  path: '/v1/showcase/add',
  method: 'POST',
  auth: 'merchant',
  summary: 'List warehouse goods in the showcase (452 past the tier’s limit); price defaults to suggested',
  input: z.strictObject({
    items: z
      .array(z.strictObject({ goodsId: id, price: moneyInput.optional() }))
      .min(1)
      .max(50),
  }),
  output: z.object({ added: z.number().int() }),
});

export const showcaseDel = defineCall({
  path: '/v1/showcase/del',
  method: 'POST',
  auth: 'merchant',
  summary: 'Remove goods from the showcase (447 past the daily limit)',
  input: z.strictObject({ ids: z.array(id).min(1).max(50) }),
  output: z.object({ deleted: z.number().int() }),
});

/** The `data` of a 452 refusal (showcaseAdd, showcaseStatus): the tier's goods limit, which the price sheet shows. */
export const showcaseLimitRefusal = z.object({ limit: z.number().int() });

export const showcaseStatus = defineCall({
  path: '/v1/showcase/status',
  method: 'POST',
  auth: 'merchant',
  summary:
    'List or unlist showcase items; unlisting frees a place under the tier’s limit, listing again counts against it (452)',
  input: z.strictObject({ ids: z.array(id).min(1).max(50), status: goodsStatus }),
  output: z.object({ changed: z.number().int() }),
});

/** The `data` of a 405 on `price` from showcasePrice: besides the field, the goods' cost, which the sheet names. */
export const showcasePriceRefusal = z.object({ field: z.literal('price'), cost: money });

export const showcasePrice = defineCall({
  path: '/v1/showcase/price',
  method: 'POST',
  auth: 'merchant',
  summary:
    'Change a showcase item’s selling price; below the goods’ cost is 405 on price with the cost in data; another merchant’s item is 404',
  input: z.strictObject({ id, price: moneyInput }),
  output: z.object({ id, price: money }),
});
