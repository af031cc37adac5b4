import type { ConsoleUser } from '@shopkeeper/contract';
import { ErrorCode } from '@shopkeeper/contract';
import type { AppContext } from '../../context.ts';
import { forUpdate, inTransaction, rowsChanged, type Trx } from '../../db/index.ts';
import type { AccountEventsTable } from '../../db/schema.ts';
import { fail } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/service.ts';
import { setShopSuspended } from '../shops/service.ts';
import { revokeUserSessions } from './sessions.ts';
import { consoleUserById } from './user-directory.ts';

/**
 * An operator's restrictions on an account. Each lives in the users row (reason, since, by:
 * what every call checks) and each change is also written to account_events (the history the
 * console shows), in one transaction.
 */
export type RestrictionKind = 'disabled' | 'withdrawalForbidden' | 'walletFrozen';

const COLUMNS = {
  disabled: ['disabled_reason', 'disabled_at', 'disabled_by'],
  withdrawalForbidden: ['withdrawal_forbidden_reason', 'withdrawal_forbidden_at', 'withdrawal_forbidden_by'],
  walletFrozen: ['wallet_frozen_reason', 'wallet_frozen_at', 'wallet_frozen_by'],
} as const;

/** What the audit log calls setting and lifting each restriction. */
const AUDIT_ACTIONS = {
  disabled: { set: 'user.disable', lift: 'user.enable' },
  withdrawalForbidden: { set: 'user.forbid_withdrawal', lift: 'user.allow_withdrawal' },
  walletFrozen: { set: 'user.freeze_wallet', lift: 'user.unfreeze_wallet' },
} as const;

const LIFTED: Record<RestrictionKind, AccountEventsTable['kind']> = {
  disabled: 'enabled',
  withdrawalForbidden: 'withdrawalAllowed',
  walletFrozen: 'walletUnfrozen',
};

/** A line of an account's history, written with the change it records. */
export async function recordAccountEvent(
  trx: Trx,
  event: { userId: number; kind: AccountEventsTable['kind']; reason?: string | null; actorId: number | null },
  now = Date.now(),
) {
  await trx
    .insertInto('account_events')
    .values({
      user_id: event.userId,
      kind: event.kind,
      reason: event.reason ?? null,
      actor_id: event.actorId,
      at: now,
    })
    .execute();
}

/**
 * The account an operator acts on: 404 when unknown, 203 for their own account (an operator
 * cannot lock themself out) or, with `merchantOnly`, for an operator's (no wallet; operators'
 * passwords are not reset by a colleague's link).
 */
export async function operatorTarget(trx: Trx, userId: number, operatorId: number, merchantOnly: boolean) {
  // The row stays locked until the transaction ends: two operators' changes to one account
  // (two reset links at once, a disable and an enable) follow one another instead of
  // interleaving, which on PostgreSQL left several reset links usable.
  const row = await forUpdate(
    trx,
    trx.selectFrom('users').select(['id', 'role']).where('id', '=', userId),
  ).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  if (row.id === operatorId || (merchantOnly && row.role !== 'merchant'))
    throw fail(ErrorCode.INVALID_OPERATION);
  return row;
}

/**
 * Sets (or, with a new reason, re-states) a restriction. Disabling also signs the user out
 * everywhere, so enabling them later does not bring old tokens back to life.
 */
export async function setRestriction(
  ctx: AppContext,
  operatorId: number,
  userId: number,
  kind: RestrictionKind,
  reason: string,
): Promise<ConsoleUser> {
  await inTransaction(ctx.database, async (trx) => {
    await operatorTarget(trx, userId, operatorId, kind !== 'disabled');
    const now = Date.now();
    const [reasonColumn, atColumn, byColumn] = COLUMNS[kind];
    await trx
      .updateTable('users')
      .set({ [reasonColumn]: reason, [atColumn]: now, [byColumn]: operatorId })
      .where('id', '=', userId)
      .execute();
    if (kind === 'disabled') {
      await revokeUserSessions(trx, userId, undefined, now);
      // Nobody could pay the orders a disabled merchant's storefront took.
      await setShopSuspended(trx, userId, now);
    }
    await recordAccountEvent(trx, { userId, kind, reason, actorId: operatorId }, now);
    await recordAudit(trx, {
      actorId: operatorId,
      action: AUDIT_ACTIONS[kind].set,
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
    await operatorTarget(trx, userId, operatorId, kind !== 'disabled');
    const [reasonColumn, atColumn, byColumn] = COLUMNS[kind];
    const lifted = await rowsChanged(
      trx
        .updateTable('users')
        .set({ [reasonColumn]: null, [atColumn]: null, [byColumn]: null })
        .where('id', '=', userId)
        .where(atColumn, 'is not', null),
    );
    if (lifted === 1) {
      if (kind === 'disabled') await setShopSuspended(trx, userId, null);
      await recordAccountEvent(trx, { userId, kind: LIFTED[kind], actorId: operatorId });
      await recordAudit(trx, {
        actorId: operatorId,
        action: AUDIT_ACTIONS[kind].lift,
        target: { type: 'user', id: userId },
        userId,
      });
    }
  });
  return consoleUserById(ctx.database.db, userId);
}
