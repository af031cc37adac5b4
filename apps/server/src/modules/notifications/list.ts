import type { Language, Notification, NotificationType } from '@shopkeeper/contract';
import type { Executor } from '../../db/index.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { pickTexts, readingOrder } from '../../lib/texts-by-language.ts';
import { stateOf, targetOf } from './kinds.ts';

/**
 * A page of the merchant's notifications, newest first, each in the state it had when read
 * here; a broadcast carries its title and body in `lang`, else English.
 */
export async function notificationPage(
  db: Executor,
  userId: number,
  query: { cursor?: string; limit?: number },
  lang: Language,
): Promise<{ items: Notification[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  let q = db
    .selectFrom('notifications')
    .select(['id', 'type', 'params', 'broadcast_id', 'created_at', 'seen_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  const after = afterCursor(query.cursor);
  if (after !== undefined) q = q.where('id', '<', after);
  const { items, nextCursor } = keysetPage(await q.execute(), limit);

  const broadcastIds = items.flatMap((row) => (row.broadcast_id === null ? [] : [Number(row.broadcast_id)]));
  const texts =
    broadcastIds.length === 0
      ? new Map<number, { title: string; body: string }>()
      : pickTexts(
          await db
            .selectFrom('notify_broadcast_texts')
            .select(['broadcast_id', 'lang', 'title', 'body'])
            .where('broadcast_id', 'in', broadcastIds)
            .where('lang', 'in', readingOrder(lang))
            .execute(),
          (row) => Number(row.broadcast_id),
          lang,
        );

  return {
    items: items.map((row) => {
      const type = row.type as NotificationType;
      const params = JSON.parse(row.params) as Record<string, unknown>;
      const base = {
        id: Number(row.id),
        state: stateOf(row),
        createdAt: iso(row.created_at),
        target: targetOf(type, params),
      };
      if (type === 'broadcast') {
        const text = texts.get(Number(row.broadcast_id));
        return { ...base, type, params, title: text?.title ?? '', body: text?.body ?? '' } as Notification;
      }
      return { ...base, type, params } as Notification;
    }),
    nextCursor,
  };
}
