import { fromCents } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { type Executor, inTransaction, type Trx } from '../db/index.ts';
import { withUsernames } from '../modules/accounts/service.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { setShopTier } from '../modules/shops/service.ts';
import {
  decideUpgrade,
  listUpgradeRows,
  type TierUpgradeRow,
  type TierUpgradeStatus,
  toConsoleTierUpgrade,
  upgradeRow,
} from '../modules/tiers/service.ts';
import { depositHeldByUserIds, keepTierDeposit, returnTierDeposit } from '../modules/wallet/service.ts';
import { recordEvent } from './record-event.ts';

/** Console rows with whose each request is and what each merchant holds (one query each a page). */
async function consoleRows(db: Executor, rows: readonly TierUpgradeRow[]) {
  const held = await depositHeldByUserIds(
    db,
    rows.map((row) => row.user_id),
  );
  return withUsernames(db, rows, (row, username) =>
    toConsoleTierUpgrade(row, username, held.get(row.user_id) ?? 0),
  );
}

/** The console's queue (/console/v1/upgrade/list), newest first. */
export async function listConsoleTierUpgrades(
  db: Executor,
  query: { cursor?: string; limit?: number; status?: TierUpgradeStatus; userId?: number },
) {
  const { rows, nextCursor } = await listUpgradeRows(db, query);
  return { items: await consoleRows(db, rows), nextCursor };
}

async function consoleTierUpgrade(db: Executor, id: number) {
  const [item] = await consoleRows(db, [await upgradeRow(db, id)]);
  return item!;
}

/**
 * Approves a pending request in the caller's transaction (the demo seed's too): decided once
 * (404 unknown, 203 decided already), the shop moved to the tier (its goods limit with it),
 * the deposit kept held (its pending hold approved), the audit entry and the event written.
 */
export async function approvePendingTierUpgrade(
  trx: Trx,
  operatorId: number,
  input: { id: number; now?: number },
): Promise<void> {
  const now = input.now ?? Date.now();
  const decided = await decideUpgrade(trx, operatorId, input.id, { move: 'approve' }, now);
  await setShopTier(trx, decided.userId, decided.toTier);
  if (decided.transactionId !== null) await keepTierDeposit(trx, decided.transactionId);
  await recordAudit(trx, {
    actorId: operatorId,
    action: 'tier_upgrade.approve',
    target: { type: 'tier_upgrade', id: decided.upgradeId },
    userId: decided.userId,
    detail: { tier: decided.toTier, held: fromCents(decided.heldCents) },
    now,
  });
  await recordEvent(
    trx,
    {
      type: 'tier.upgrade_approved',
      userId: decided.userId,
      data: { upgradeId: decided.upgradeId, toTier: decided.toTier, heldCents: decided.heldCents },
    },
    now,
  );
}

/** Rejects a pending request in the caller's transaction: what it held returns, once, audited. */
export async function rejectPendingTierUpgrade(
  trx: Trx,
  operatorId: number,
  input: { id: number; reason: string; now?: number },
): Promise<void> {
  const now = input.now ?? Date.now();
  const decided = await decideUpgrade(
    trx,
    operatorId,
    input.id,
    { move: 'reject', reason: input.reason },
    now,
  );
  if (decided.transactionId !== null) {
    await returnTierDeposit(trx, {
      userId: decided.userId,
      upgradeId: decided.upgradeId,
      transactionId: decided.transactionId,
      amountCents: decided.heldCents,
      memo: input.reason,
      now,
    });
  }
  await recordAudit(trx, {
    actorId: operatorId,
    action: 'tier_upgrade.reject',
    target: { type: 'tier_upgrade', id: decided.upgradeId },
    userId: decided.userId,
    reason: input.reason,
    detail: { tier: decided.toTier, held: fromCents(decided.heldCents) },
    now,
  });
  await recordEvent(
    trx,
    {
      type: 'tier.upgrade_rejected',
      userId: decided.userId,
      data: {
        upgradeId: decided.upgradeId,
        toTier: decided.toTier,
        heldCents: decided.heldCents,
        reason: input.reason,
      },
    },
    now,
  );
}

/** The console's approve: of two operators at once, one decides and the other gets 203. */
export async function approveTierUpgrade(ctx: AppContext, operatorId: number, input: { id: number }) {
  await inTransaction(ctx.database, (trx) => approvePendingTierUpgrade(trx, operatorId, input));
  return consoleTierUpgrade(ctx.database.db, input.id);
}

/** The console's reject with the merchant's reason: the held amount returns to the balance, once. */
export async function rejectTierUpgrade(
  ctx: AppContext,
  operatorId: number,
  input: { id: number; reason: string },
) {
  await inTransaction(ctx.database, (trx) => rejectPendingTierUpgrade(trx, operatorId, input));
  return consoleTierUpgrade(ctx.database.db, input.id);
}
