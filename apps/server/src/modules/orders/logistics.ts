import { DEFAULT_LANGUAGE, type Language } from '@shopkeeper/contract';
import type { Executor } from '../../db/index.ts';
import { iso } from '../../lib/iso.ts';

/** The configured logistics steps in position order, with their wait after the previous one. */
export async function configuredSteps(
  db: Executor,
): Promise<{ id: number; position: number; afterMinutes: number }[]> {
  const rows = await db
    .selectFrom('logistics_steps')
    .select(['id', 'position', 'after_minutes'])
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ id: r.id, position: r.position, afterMinutes: r.after_minutes }));
}

/**
 * The steps an order has reached, oldest first, each in the reader's language (else English);
 * an operator's own text for a corrected step wins.
 */
export async function trackingSteps(
  db: Executor,
  orderId: number,
  lang: Language,
): Promise<{ time: string; text: string }[]> {
  const rows = await db
    .selectFrom('order_tracking')
    .select(['position', 'step_id', 'note', 'at'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  const stepIds = [...new Set(rows.flatMap((r) => (r.step_id === null ? [] : [r.step_id])))];
  const texts =
    stepIds.length === 0
      ? []
      : await db
          .selectFrom('logistics_step_texts')
          .select(['step_id', 'lang', 'text'])
          .where('step_id', 'in', stepIds)
          .where('lang', 'in', [lang, DEFAULT_LANGUAGE])
          .execute();
  const textOf = new Map<number, string>();
  for (const t of texts) if (t.lang === lang || !textOf.has(t.step_id)) textOf.set(t.step_id, t.text);
  return rows.map((r) => ({
    time: iso(r.at),
    text: r.note ?? (r.step_id === null ? '' : (textOf.get(r.step_id) ?? '')),
  }));
}
