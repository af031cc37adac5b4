import type { Language } from '@shopkeeper/contract';
import type { Executor } from '../db/index.ts';
import { listGoods } from '../modules/catalogue/service.ts';
import { showcasedGoodsIds } from '../modules/showcase/service.ts';

/** A page of warehouse goods for a merchant, each saying whether it is in their showcase. */
export async function listWarehouseGoods(
  db: Executor,
  userId: number,
  lang: Language,
  query: Parameters<typeof listGoods>[2],
) {
  const page = await listGoods(db, lang, query);
  const shown = await showcasedGoodsIds(
    db,
    userId,
    page.items.map((g) => g.id),
  );
  return { ...page, items: page.items.map((g) => ({ ...g, inShowcase: shown.has(g.id) })) };
}
