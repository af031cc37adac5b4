import { DEFAULT_LANGUAGE, fromCents, type Language } from '@shopkeeper/contract';
import type { SelectQueryBuilder, StringReference } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What a list's row shows of its goods, joined in (withGoodsSummary); null when the goods are gone. */
export interface GoodsSummaryColumns {
  goods_product_no: string | null;
  goods_images: string | null;
  goods_cost_cents: number | null;
  /** In the reader's language, else English (lib/texts-by-language.ts). */
  goods_name: string | null;
  goods_name_en: string | null;
}

/**
 * Joins to another module's rows the goods they name, with the name in `lang` else English:
 * for the hot lists (the merchant's orders and showcase) that would otherwise read the goods
 * and their texts in two more statements (decision 039). `lang` is a value, so the query can
 * be compiled once (db/prepared.ts).
 */
export function withGoodsSummary<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  goodsId: StringReference<DB, TB>,
  lang: Language,
): SelectQueryBuilder<DB, TB, O & GoodsSummaryColumns> {
  return (query as unknown as SelectQueryBuilder<Database, keyof Database, O>)
    .leftJoin('goods as summary_goods', 'summary_goods.id', goodsId as never)
    .leftJoin('goods_texts as summary_text', (join) =>
      join.onRef('summary_text.goods_id', '=', 'summary_goods.id').on('summary_text.lang', '=', lang),
    )
    .leftJoin('goods_texts as summary_text_en', (join) =>
      join
        .onRef('summary_text_en.goods_id', '=', 'summary_goods.id')
        .on('summary_text_en.lang', '=', DEFAULT_LANGUAGE),
    )
    .select([
      'summary_goods.product_no as goods_product_no',
      'summary_goods.images as goods_images',
      'summary_goods.cost_cents as goods_cost_cents',
      'summary_text.name as goods_name',
      'summary_text_en.name as goods_name_en',
    ]) as unknown as SelectQueryBuilder<DB, TB, O & GoodsSummaryColumns>;
}

/** The goods as a list shows them, from withGoodsSummary's columns; undefined when gone. */
export function goodsSummaryOf(row: GoodsSummaryColumns) {
  if (row.goods_product_no === null) return undefined;
  const images = JSON.parse(row.goods_images ?? '[]') as string[];
  return {
    productNo: row.goods_product_no,
    // As goodsByIds names them: the reader's text, else English, else the product number.
    name: row.goods_name ?? row.goods_name_en ?? row.goods_product_no,
    images,
    cost: fromCents(row.goods_cost_cents ?? 0),
    costCents: row.goods_cost_cents ?? 0,
  };
}
