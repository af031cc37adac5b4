import { LANGUAGES, type Language } from '@shopkeeper/contract';

/**
 * How goods are written, alike for the console's writes and the seed's (service.ts
 * insertGoods): the goods row's own columns and one text row per language.
 */

export interface GoodsColumns {
  productNo: string;
  typeId: number;
  costCents: number;
  suggestedPriceCents: number;
  stockStatus: 'in_stock' | 'out_of_stock';
  images: string[];
}

export type GoodsTexts = Partial<Record<Language, { name: string; description: string }>>;

export const goodsColumns = (g: GoodsColumns) => ({
  product_no: g.productNo,
  type_id: g.typeId,
  cost_cents: g.costCents,
  suggested_price_cents: g.suggestedPriceCents,
  stock_status: g.stockStatus,
  images: JSON.stringify(g.images),
});

export function textRows(goodsId: number, texts: GoodsTexts) {
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
