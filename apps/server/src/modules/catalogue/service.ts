import { DEFAULT_LANGUAGE, fromCents, type Language, type schemas } from '@shopkeeper/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { z } from 'zod';
import { escapeLike } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/transactions.ts';
import { invalidField } from '../../lib/app-error.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/keyset.ts';
import { pickTexts, readingOrder } from '../../lib/texts-by-language.ts';
import { type GoodsColumns, type GoodsTexts, goodsColumns, textRows } from './goods-rows.ts';

/**
 * The platform warehouse: goods types and goods, read in the reader's language with
 * English where a text is missing. Use cases that put goods beside showcase items or orders
 * read them through `goodsByIds` and `goodsCostCents`.
 */

export type Goods = z.infer<typeof schemas.goods>;
export type GoodsSort = z.infer<typeof schemas.goodsSort>;
type GoodsType = z.infer<typeof schemas.goodsType>;

export { pickTexts, readingOrder } from '../../lib/texts-by-language.ts';
export { type GoodsSummaryColumns, goodsSummaryOf, withGoodsSummary } from './goods-summary.ts';

export async function listGoodsTypes(db: Executor, lang: Language): Promise<{ items: GoodsType[] }> {
  const [types, names] = await Promise.all([
    db.selectFrom('goods_types').select(['id', 'icon']).orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('goods_type_names')
      .select(['type_id', 'lang', 'name'])
      .where('lang', 'in', readingOrder(lang))
      .execute(),
  ]);
  const byType = pickTexts(names, (n) => n.type_id, lang);
  return { items: types.map((t) => ({ id: t.id, name: byType.get(t.id)?.name ?? '', icon: t.icon })) };
}

interface GoodsRow {
  id: number;
  type_id: number;
  product_no: string;
  cost_cents: number;
  suggested_price_cents: number;
  stock_status: 'in_stock' | 'out_of_stock';
  images: string;
}

const GOODS_COLUMNS = [
  'goods.id',
  'goods.type_id',
  'goods.product_no',
  'goods.cost_cents',
  'goods.suggested_price_cents',
  'goods.stock_status',
  'goods.images',
] as const;

/** Rows to the wire, with their texts in the reader's language (else English), in the rows' order. */
async function withTexts(db: Executor, rows: readonly GoodsRow[], lang: Language): Promise<Goods[]> {
  if (rows.length === 0) return [];
  const texts = await db
    .selectFrom('goods_texts')
    .select(['goods_id', 'lang', 'name', 'description'])
    .where(
      'goods_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('lang', 'in', readingOrder(lang))
    .execute();
  const byGoods = pickTexts(texts, (t) => t.goods_id, lang);
  return rows.map((row) => {
    const text = byGoods.get(row.id);
    return {
      id: row.id,
      typeId: row.type_id,
      productNo: row.product_no,
      name: text?.name ?? row.product_no,
      description: text?.description ?? '',
      images: JSON.parse(row.images) as string[],
      cost: fromCents(row.cost_cents),
      suggestedPrice: fromCents(row.suggested_price_cents),
      stockStatus: row.stock_status,
      // The showcase module owns which goods a merchant shows: use-cases/list-warehouse-goods.ts says.
      inShowcase: false,
    };
  });
}

/**
 * A sort's key besides the id. The cursor is `<id>` for newest and `<key>.<id>` for the others:
 * a page's last row, so the next page starts strictly after it in the same order.
 */
const SORT_KEYS = {
  price_asc: { key: sql<number>`goods.suggested_price_cents`, direction: 'asc' },
  price_desc: { key: sql<number>`goods.suggested_price_cents`, direction: 'desc' },
  profit_desc: { key: sql<number>`(goods.suggested_price_cents - goods.cost_cents)`, direction: 'desc' },
} as const;

const ID_CURSOR = /^[1-9]\d{0,15}$/;
const KEYED_CURSOR = /^(-?(?:0|[1-9]\d{0,15}))\.([1-9]\d{0,15})$/;

/** The position a cursor names, or 405 naming `cursor` for one this sort did not give. */
function parseCursor(sort: GoodsSort, cursor: string | undefined): { key?: number; id: number } | undefined {
  if (cursor === undefined) return undefined;
  const bad = () => invalidField('cursor', 'invalid');
  if (sort === 'newest') {
    if (!ID_CURSOR.test(cursor)) throw bad();
    const id = Number(cursor);
    if (!Number.isSafeInteger(id)) throw bad();
    return { id };
  }
  const match = KEYED_CURSOR.exec(cursor);
  if (!match) throw bad();
  const key = Number(match[1]);
  const id = Number(match[2]);
  if (!Number.isSafeInteger(key) || !Number.isSafeInteger(id)) throw bad();
  return { key, id };
}

function cursorOf(sort: GoodsSort, row: GoodsRow): string {
  if (sort === 'newest') return String(row.id);
  const key = sort === 'profit_desc' ? row.suggested_price_cents - row.cost_cents : row.suggested_price_cents;
  return `${key}.${row.id}`;
}

/** `%` and `_` typed in a search are letters, not wildcards. */
const likeContains = (text: string) => `%${escapeLike(text.toLowerCase())}%`;

/**
 * The name a keyword matches: in the reader's language, or in English for goods that have no
 * text in it (the name the reader is shown).
 */
function nameMatches(lang: Language, keyword: string) {
  const pattern = likeContains(keyword);
  return ({ exists, selectFrom }: ExpressionBuilder<Database, 'goods'>) =>
    exists(
      selectFrom('goods_texts as t')
        .select(sql`1`.as('one'))
        .whereRef('t.goods_id', '=', 'goods.id')
        .where(sql<boolean>`t.name_key like ${pattern} escape '\\'`)
        .where((eb) =>
          eb.or([
            eb('t.lang', '=', lang),
            eb.and([
              eb('t.lang', '=', DEFAULT_LANGUAGE),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('goods_texts as own')
                    .select(sql`1`.as('one'))
                    .whereRef('own.goods_id', '=', 'goods.id')
                    .where('own.lang', '=', lang),
                ),
              ),
            ]),
          ]),
        ),
    );
}

/**
 * A product number a keyword starts (or is), in any case: numbers are stored in capitals, and
 * LIKE is case-sensitive on PostgreSQL, so the keyword is raised to match.
 */
function productNoStarts(keyword: string) {
  return sql<boolean>`goods.product_no like ${`${escapeLike(keyword.toUpperCase())}%`} escape '\\'`;
}

/**
 * Warehouse goods by type and keyword (part of the name, or the start of the product number),
 * in the chosen order, keyset-paged.
 */
export async function listGoods(
  db: Executor,
  lang: Language,
  query: { cursor?: string; limit?: number; typeId?: number; keyword?: string; sort?: GoodsSort },
): Promise<{ items: Goods[]; nextCursor: string | null }> {
  const sort = query.sort ?? 'newest';
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = parseCursor(sort, query.cursor);
  let q = db
    .selectFrom('goods')
    .select(GOODS_COLUMNS)
    .limit(limit + 1);
  if (query.typeId !== undefined) q = q.where('goods.type_id', '=', query.typeId);
  if (query.keyword) {
    const { keyword } = query;
    q = q.where((eb) => eb.or([nameMatches(lang, keyword)(eb), productNoStarts(keyword)]));
  }
  if (sort === 'newest') {
    q = q.orderBy('goods.id', 'desc');
    if (after) q = q.where('goods.id', '<', after.id);
  } else {
    const { key, direction } = SORT_KEYS[sort];
    // Ties on the key are broken by id in the same direction, so the order is total.
    q = q.orderBy(key, direction).orderBy('goods.id', direction);
    if (after) {
      const beyond = direction === 'asc' ? sql.raw('>') : sql.raw('<');
      q = q.where(
        sql<boolean>`(${key} ${beyond} ${after.key} or (${key} = ${after.key} and goods.id ${beyond} ${after.id}))`,
      );
    }
  }
  const rows = await q.execute();
  const shown = rows.slice(0, limit);
  return {
    items: await withTexts(db, shown, lang),
    nextCursor: rows.length > limit ? cursorOf(sort, shown.at(-1)!) : null,
  };
}

/** Goods by id in the reader's language, in the order asked; unknown ids are left out. */
export async function goodsByIds(db: Executor, ids: readonly number[], lang: Language): Promise<Goods[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('goods').select(GOODS_COLUMNS).where('goods.id', 'in', ids).execute();
  const found = await withTexts(db, rows, lang);
  const byId = new Map(found.map((g) => [g.id, g]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What the platform charges a merchant for one unit, in cents; null for unknown goods. */
export async function goodsCostCents(db: Executor, id: number): Promise<number | null> {
  const row = await db.selectFrom('goods').select('cost_cents').where('id', '=', id).executeTakeFirst();
  return row?.cost_cents ?? null;
}

/** A goods type with its name in the languages given, unaudited: for the demo seed and tests. */
export async function insertGoodsType(
  trx: Executor,
  type: { sortOrder: number; icon: string | null; names: Partial<Record<Language, string>> },
  now = Date.now(),
): Promise<number> {
  const { id } = await trx
    .insertInto('goods_types')
    .values({ sort_order: type.sortOrder, icon: type.icon, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const names = Object.entries(type.names).map(([lang, name]) => ({ type_id: id, lang, name: name! }));
  if (names.length > 0) await trx.insertInto('goods_type_names').values(names).execute();
  return id;
}

export interface NewGoods extends GoodsColumns {
  texts: GoodsTexts;
  createdAt?: number;
}

/**
 * Goods with their texts per language, written as the console writes them, unchecked and
 * unaudited: for the demo seed and tests.
 */
export async function insertGoods(trx: Executor, goods: NewGoods): Promise<number> {
  const { id } = await trx
    .insertInto('goods')
    .values({ ...goodsColumns(goods), created_at: goods.createdAt ?? Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const texts = textRows(id, goods.texts);
  if (texts.length > 0) await trx.insertInto('goods_texts').values(texts).execute();
  return id;
}

// The operator console's writes, run in a use case's transaction (use-cases/*-goods*.ts).
export {
  type CheckedGoods,
  changeGoods,
  checkGoodsFields,
  checkNewGoods,
  createGoods,
  type GoodsFields,
} from './console-goods.ts';
export {
  type AuditDetail,
  changeGoodsType,
  createGoodsType,
  type GoodsTypeFields,
} from './console-goods-types.ts';
