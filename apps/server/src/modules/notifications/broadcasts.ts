import type { Broadcast, Language, ShopTier } from '@shopkeeper/contract';
import type { Executor, Trx } from '../../db/index.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { pickTexts, readingOrder } from '../../lib/texts-by-language.ts';

type Texts = Partial<Record<Language, { title: string; body: string }>>;

/** Records an operator's broadcast and its texts, in the caller's transaction (its event is recorded beside it). */
export async function insertBroadcast(
  trx: Trx,
  input: { tier: ShopTier | null; texts: Texts; operatorId: number; now: number },
): Promise<number> {
  const row = await trx
    .insertInto('notify_broadcasts')
    .values({ tier: input.tier, created_by: input.operatorId, created_at: input.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await trx
    .insertInto('notify_broadcast_texts')
    .values(
      Object.entries(input.texts).map(([lang, text]) => ({
        broadcast_id: id,
        lang,
        title: text.title,
        body: text.body,
      })),
    )
    .execute();
  return id;
}

/** Broadcasts without their author's name (another module's), newest first, with their reach. */
export type BroadcastRow = Omit<Broadcast, 'createdBy'> & { createdBy: number };

export async function broadcastPage(
  db: Executor,
  query: { cursor?: string; limit?: number; id?: number },
): Promise<{ items: BroadcastRow[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  let q = db
    .selectFrom('notify_broadcasts as b')
    .select((eb) => [
      'b.id',
      'b.tier',
      'b.created_by',
      'b.created_at',
      eb
        .selectFrom('notifications as n')
        .select((e) => e.fn.countAll<number | string>().as('c'))
        .whereRef('n.broadcast_id', '=', 'b.id')
        .as('received'),
      eb
        .selectFrom('notifications as n')
        .select((e) => e.fn.countAll<number | string>().as('c'))
        .whereRef('n.broadcast_id', '=', 'b.id')
        .where('n.read_at', 'is not', null)
        .as('read'),
    ])
    .orderBy('b.id', 'desc')
    .limit(limit + 1);
  if (query.id !== undefined) q = q.where('b.id', '=', query.id);
  const after = afterCursor(query.cursor);
  if (after !== undefined) q = q.where('b.id', '<', after);
  const { items, nextCursor } = keysetPage(
    (await q.execute()).map((row) => ({ ...row, id: Number(row.id) })),
    limit,
  );
  const ids = items.map((row) => row.id);
  const texts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('notify_broadcast_texts')
          .select(['broadcast_id', 'lang', 'title', 'body'])
          .where('broadcast_id', 'in', ids)
          .execute();
  return {
    items: items.map((row) => ({
      id: row.id,
      tier: row.tier,
      texts: Object.fromEntries(
        texts
          .filter((t) => Number(t.broadcast_id) === row.id)
          .map((t) => [t.lang, { title: t.title, body: t.body }]),
      ) as Texts,
      createdAt: iso(row.created_at),
      createdBy: Number(row.created_by),
      received: Number(row.received ?? 0),
      read: Number(row.read ?? 0),
    })),
    nextCursor,
  };
}

/** Who a broadcast goes to: every shop (null) or one tier's. */
export async function broadcastTier(db: Executor, id: number): Promise<ShopTier | null | undefined> {
  const row = await db.selectFrom('notify_broadcasts').select('tier').where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : row.tier;
}

/** A broadcast's title and body in `lang`, else English (as the list shows it). */
export async function broadcastText(
  db: Executor,
  id: number,
  lang: Language,
): Promise<{ title: string; body: string } | undefined> {
  const rows = await db
    .selectFrom('notify_broadcast_texts')
    .select(['broadcast_id', 'lang', 'title', 'body'])
    .where('broadcast_id', '=', id)
    .where('lang', 'in', readingOrder(lang))
    .execute();
  return pickTexts(rows, (row) => Number(row.broadcast_id), lang).get(id);
}
