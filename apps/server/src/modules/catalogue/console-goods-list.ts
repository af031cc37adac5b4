import { fromCents, type Language, type schemas } from '@shopkeeper/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { type Executor, escapeLike } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { listGoodsTypes, pickTexts, readingOrder } from './service.ts';

/** The operator console's goods as it reads them : one with every text, and the list. */

type ConsoleGoods = z.infer<typeof schemas.consoleGoods>;
type ConsoleGoodsRow = z.infer<typeof schemas.consoleGoodsRow>;

/** Goods as the console edits them, in the order of `ids` (unknown ones left out). */
export async function goodsById(db: Executor, ids: readonly number[]): Promise<ConsoleGoods[]> {
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
