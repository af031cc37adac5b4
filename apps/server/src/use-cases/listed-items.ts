import type { Language } from '@shopkeeper/contract';
import type { Executor } from '../db/index.ts';
import { goodsByIds } from '../modules/catalogue/service.ts';
import { type ListedItem, listedRow, listedRows, toListedItems } from '../modules/showcase/service.ts';

/**
 * A merchant's listed items as the storefront shows them: the showcase's rows with their
 * warehouse goods in the reader's language. By units sold, then newest; keyset-paged.
 */
export async function listedItems(
  db: Executor,
  userId: number,
  lang: Language,
  query: { cursor?: string; limit?: number },
): Promise<{ items: ListedItem[]; nextCursor: string | null }> {
  const page = await listedRows(db, userId, query);
  const goods = await goodsByIds(
    db,
    page.rows.map((r) => r.goods_id),
    lang,
  );
  return { items: toListedItems(page.rows, goods), nextCursor: page.nextCursor };
}

/** One of a merchant's items as the storefront shows it; undefined unless it is listed. */
export async function listedItem(
  db: Executor,
  userId: number,
  itemId: number,
  lang: Language,
): Promise<ListedItem | undefined> {
  const row = await listedRow(db, userId, itemId);
  return row ? toListedItems([row], await goodsByIds(db, [row.goods_id], lang))[0] : undefined;
}
