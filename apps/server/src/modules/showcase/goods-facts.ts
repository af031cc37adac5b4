/**
 * What the showcase needs to know of warehouse goods. The catalogue owns goods; a use case
 * reads them there (its `goodsByIds` returns this shape) and hands them in as plain data.
 */
export interface GoodsFacts {
  id: number;
  productNo: string;
  name: string;
  description: string;
  images: string[];
  /** What the platform charges a merchant for one unit, a two-decimal string. */
  cost: string;
  suggestedPrice: string;
  stockStatus: 'in_stock' | 'out_of_stock';
}

/** Goods by id, for looking up each row's goods. */
export const goodsById = <G extends { id: number }>(goods: readonly G[]) =>
  new Map(goods.map((g) => [g.id, g]));
