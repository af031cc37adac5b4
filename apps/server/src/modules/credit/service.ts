import { CREDIT, CREDIT_TRIGGERS, type CreditTrigger } from '@shopkeeper/contract';
import type { Executor, Trx } from '../../db/index.ts';
import type { CreditMovesTable } from '../../db/schema.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';

/**
 * The credit module (docs/product.md#credit-score, docs/decisions/026-credit-score.md): the
 * operator's rules and the moves they made. The score itself is the shops module's column;
 * the use case that applies a rule (use-cases/apply-credit-rule.ts) changes both in one
 * transaction.
 */

export interface CreditRule {
  trigger: CreditTrigger;
  points: number;
  enabled: boolean;
  updatedAt: number | null;
  updatedBy: number | null;
}

const toRule = (row: {
  trigger: CreditTrigger;
  points: number;
  enabled: number;
  updated_at: number | null;
  updated_by: number | null;
}): CreditRule => ({
  trigger: row.trigger,
  points: Number(row.points),
  enabled: Number(row.enabled) === 1,
  updatedAt: row.updated_at === null ? null : Number(row.updated_at),
  updatedBy: row.updated_by === null ? null : Number(row.updated_by),
});

/** Every rule, in the order the contract lists the triggers. */
export async function creditRules(db: Executor): Promise<CreditRule[]> {
  const rows = await db.selectFrom('credit_rules').selectAll().execute();
  const order = (trigger: CreditTrigger) => CREDIT_TRIGGERS.indexOf(trigger);
  return rows.map(toRule).sort((a, b) => order(a.trigger) - order(b.trigger));
}

/** One rule (every trigger has its row from migration 0028). */
export async function creditRule(db: Executor, trigger: CreditTrigger): Promise<CreditRule> {
  const row = await db
    .selectFrom('credit_rules')
    .selectAll()
    .where('trigger', '=', trigger)
    .executeTakeFirstOrThrow();
  return toRule(row);
}

/** Sets a rule's points and/or on/off, with who changed it and when; returns the rule before. */
export async function updateCreditRule(
  trx: Trx,
  change: { trigger: CreditTrigger; points?: number; enabled?: boolean; operatorId: number; now: number },
): Promise<{ before: CreditRule; after: CreditRule }> {
  const before = await creditRule(trx, change.trigger);
  await trx
    .updateTable('credit_rules')
    .set({
      ...(change.points === undefined ? {} : { points: change.points }),
      ...(change.enabled === undefined ? {} : { enabled: change.enabled ? 1 : 0 }),
      updated_at: change.now,
      updated_by: change.operatorId,
    })
    .where('trigger', '=', change.trigger)
    .execute();
  return { before, after: await creditRule(trx, change.trigger) };
}

/** Whether a rule has already moved a score for this order (an event delivered again). */
export async function creditMoveExists(
  db: Executor,
  trigger: CreditTrigger,
  orderId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('credit_moves')
    .select('id')
    .where('trigger', '=', trigger)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The score after a rule's points, kept within the range (docs/product.md#credit-score): a
 * shop at 100 stays at 100 after a completed order, one at 3 goes to 0 after −5.
 */
export const clampCredit = (score: number, points: number) =>
  Math.min(CREDIT.max, Math.max(CREDIT.min, score + points));

export async function insertCreditMove(trx: Trx, move: Omit<CreditMovesTable, 'id'>): Promise<void> {
  await trx.insertInto('credit_moves').values(move).execute();
}

export type CreditMoveRow = Omit<CreditMovesTable, 'id'> & { id: number };

/** A merchant's moves, newest first, keyset-paged by id. */
export async function creditMovesPage(
  db: Executor,
  userId: number,
  page: { cursor?: string; limit?: number },
): Promise<{ items: CreditMoveRow[]; nextCursor: string | null }> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(page.cursor);
  let query = db
    .selectFrom('credit_moves')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (after !== undefined) query = query.where('id', '<', after);
  const rows = (await query.execute()).map((row) => ({ ...row, id: Number(row.id) }));
  return keysetPage(rows, limit);
}
