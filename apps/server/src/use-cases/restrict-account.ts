import type { ConsoleUser } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import {
  consoleUserById,
  liftAccountRestriction,
  RESTRICTION_AUDIT_ACTIONS,
  type RestrictionKind,
  restrictAccount,
} from '../modules/accounts/service.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { setShopSuspended } from '../modules/shops/service.ts';

/**
 * An operator disables an account, forbids its withdrawals or freezes its wallet, with the
 * reason the merchant is shown: the restriction, its line in the account's history and the
 * audit entry in one transaction (docs/states.md#account-restrictions).
 */
export async function setRestriction(
  ctx: AppContext,
  operatorId: number,
  userId: number,
  kind: RestrictionKind,
  reason: string,
): Promise<ConsoleUser> {
  await inTransaction(ctx.database, async (trx) => {
    const now = Date.now();
    await restrictAccount(trx, operatorId, userId, { kind, reason }, now);
    // Nobody could pay the orders a disabled merchant's storefront took.
    if (kind === 'disabled') await setShopSuspended(trx, userId, now);
    await recordAudit(trx, {
      actorId: operatorId,
      action: RESTRICTION_AUDIT_ACTIONS[kind].set,
      target: { type: 'user', id: userId },
      userId,
      reason,
      now,
    });
  });
  return consoleUserById(ctx.database.db, userId);
}

/** Lifts a restriction; lifting one that is not set changes and records nothing (no audit entry either). */
export async function liftRestriction(
  ctx: AppContext,
  operatorId: number,
  userId: number,
  kind: RestrictionKind,
): Promise<ConsoleUser> {
  await inTransaction(ctx.database, async (trx) => {
    const now = Date.now();
    if (!(await liftAccountRestriction(trx, operatorId, userId, kind, now))) return;
    if (kind === 'disabled') await setShopSuspended(trx, userId, null);
    await recordAudit(trx, {
      actorId: operatorId,
      action: RESTRICTION_AUDIT_ACTIONS[kind].lift,
      target: { type: 'user', id: userId },
      userId,
      now,
    });
  });
  return consoleUserById(ctx.database.db, userId);
}
