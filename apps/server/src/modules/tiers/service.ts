import { fromCents, SHOP_TIERS, type ShopTier, type schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import { type Executor, forUpdate, type Trx } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { moveStatus } from '../../lib/status-machine.ts';
import { TIER_UPGRADE_MACHINE, type TierUpgradeStatus } from './status.ts';

export { TIER_UPGRADE_MACHINE, type TierUpgradeStatus } from './status.ts';

type TierUpgrade = z.infer<typeof schemas.tierUpgrade>;
type ConsoleTierUpgrade = z.infer<typeof schemas.consoleTierUpgrade>;

/** Where a tier stands among the four: standard 0 … agent 3. */
export const tierRank = (tier: ShopTier): number => SHOP_TIERS.indexOf(tier);

/**
 * What an upgrade to `target` holds (docs/money.md#tier-deposits): the target's deposit less
 * what is held already, never below nothing (an operator may have lowered a deposit since).
 * Only the difference: a merchant moving from merchant (100.00 held) to partner (500.00)
 * adds 400.00, so the held deposit is always the deposit of the highest tier asked for.
 */
export const depositToHold = (targetDepositCents: number, heldCents: number): number =>
  Math.max(0, targetDepositCents - heldCents);

function upgradesQuery(db: Executor) {
  return db
    .selectFrom('tier_upgrades')
    .select([
      'id',
      'user_id',
      'from_tier',
      'to_tier',
      'held_cents',
      'status',
      'ledger_transaction_id',
      'reason',
      'reviewer_id',
      'created_at',
      'reviewed_at',
    ]);
}
export type TierUpgradeRow = Awaited<ReturnType<ReturnType<typeof upgradesQuery>['executeTakeFirstOrThrow']>>;

export const toTierUpgrade = (row: TierUpgradeRow): TierUpgrade => ({
  id: row.id,
  fromCode: row.from_tier,
  code: row.to_tier,
  status: row.status,
  held: fromCents(row.held_cents),
  reason: row.reason,
  createdAt: iso(row.created_at),
  reviewedAt: iso(row.reviewed_at),
});

/** A console row: the request, whose it is, who decided it and what the merchant holds now. */
export const toConsoleTierUpgrade = (
  row: TierUpgradeRow,
  username: string,
  depositHeldCents: number,
): ConsoleTierUpgrade => ({
  ...toTierUpgrade(row),
  userId: row.user_id,
  username,
  reviewerId: row.reviewer_id,
  depositHeld: fromCents(depositHeldCents),
});

/** The merchant's latest request (pending, or decided with its reason); null before any. */
export async function latestUpgradeRow(db: Executor, userId: number): Promise<TierUpgradeRow | null> {
  const row = await upgradesQuery(db)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** Whether a request of the merchant's waits for review (only one may). */
export async function hasPendingUpgrade(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tier_upgrades')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** The console's list: every merchant's requests, newest first, by status and merchant (rows). */
export async function listUpgradeRows(
  db: Executor,
  query: { cursor?: string; limit?: number; status?: TierUpgradeStatus; userId?: number },
): Promise<{ rows: TierUpgradeRow[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(query.cursor);
  let q = upgradesQuery(db)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (query.userId !== undefined) q = q.where('user_id', '=', query.userId);
  if (query.status) q = q.where('status', '=', query.status);
  if (after !== undefined) q = q.where('id', '<', after);
  const { items, nextCursor } = keysetPage(await q.execute(), limit);
  return { rows: items, nextCursor };
}

/** One request's row, for the console's answer to a decision. */
export const upgradeRow = (db: Executor, id: number): Promise<TierUpgradeRow> =>
  upgradesQuery(db).where('id', '=', id).executeTakeFirstOrThrow();

/**
 * A pending request, in the caller's transaction; the caller holds its deposit and links the
 * ledger transaction (linkHeldDeposit). The caller has checked that none is pending (203);
 * the partial unique index refuses a second one that raced past the check.
 */
export async function insertUpgrade(
  trx: Trx,
  input: { userId: number; fromTier: ShopTier; toTier: ShopTier; heldCents: number; now: number },
): Promise<TierUpgradeRow> {
  return trx
    .insertInto('tier_upgrades')
    .values({
      user_id: input.userId,
      from_tier: input.fromTier,
      to_tier: input.toTier,
      held_cents: input.heldCents,
      status: 'pending',
      ledger_transaction_id: null,
      reason: null,
      reviewer_id: null,
      created_at: input.now,
      reviewed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Remembers the pending ledger transaction that held the request's deposit. */
export async function linkHeldDeposit(trx: Trx, id: number, transactionId: number): Promise<void> {
  await trx
    .updateTable('tier_upgrades')
    .set({ ledger_transaction_id: transactionId })
    .where('id', '=', id)
    .execute();
}

/**
 * Decides a pending request in the caller's transaction: 404 when unknown, 203 once decided;
 * the move is one conditional update from pending, so of two operators deciding at once
 * exactly one moves it (and the money, which the caller then does). The row is locked before
 * the ledger accounts, as a withdrawal's review does (its user id names them).
 */
export async function decideUpgrade(
  trx: Trx,
  operatorId: number,
  id: number,
  decision: { move: 'approve' } | { move: 'reject'; reason: string },
  now: number,
) {
  const row = await forUpdate(
    trx,
    trx
      .selectFrom('tier_upgrades')
      .select(['id', 'user_id', 'to_tier', 'held_cents', 'status', 'ledger_transaction_id'])
      .where('id', '=', id),
  ).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  // 203 from a decided request, or when another operator's move got there first.
  await moveStatus(
    trx,
    TIER_UPGRADE_MACHINE,
    { key: row.id, status: row.status },
    decision.move,
    'operator',
    {
      reviewer_id: operatorId,
      reviewed_at: now,
      ...(decision.move === 'reject' ? { reason: decision.reason } : {}),
    },
  );
  return {
    upgradeId: row.id,
    userId: row.user_id,
    toTier: row.to_tier,
    heldCents: row.held_cents,
    transactionId: row.ledger_transaction_id,
  };
}

/** Tier upgrades waiting for review: the console dashboard's count, what its queue lists first. */
export async function upgradesInReview(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('tier_upgrades')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
