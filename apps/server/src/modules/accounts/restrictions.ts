import { ErrorCode } from '@shopkeeper/contract';
import { forUpdate, rowsChanged, type Trx } from '../../db/index.ts';
import type { AccountEventsTable } from '../../db/schema.ts';
import { fail } from '../../lib/app-error.ts';
import { revokeUserSessions } from './sessions.ts';

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
export const RESTRICTION_AUDIT_ACTIONS = {
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
 * Sets (or, with a new reason, re-states) a restriction, in the caller's transaction, with
 * its line in the account's history. Disabling also signs the user out everywhere, so
 * enabling them later does not bring old tokens back to life.
 */
export async function restrictAccount(
  trx: Trx,
  operatorId: number,
  userId: number,
  restriction: { kind: RestrictionKind; reason: string },
  now: number,
): Promise<void> {
  const { kind, reason } = restriction;
  await operatorTarget(trx, userId, operatorId, kind !== 'disabled');
  const [reasonColumn, atColumn, byColumn] = COLUMNS[kind];
  await trx
    .updateTable('users')
    .set({ [reasonColumn]: reason, [atColumn]: now, [byColumn]: operatorId })
    .where('id', '=', userId)
    .execute();
  if (kind === 'disabled') await revokeUserSessions(trx, userId, undefined, now);
  await recordAccountEvent(trx, { userId, kind, reason, actorId: operatorId }, now);
}

/**
 * Lifts a restriction in the caller's transaction; lifting one that is not set changes and
 * records nothing. Whether it was lifted.
 */
export async function liftAccountRestriction(
  trx: Trx,
  operatorId: number,
  userId: number,
  kind: RestrictionKind,
  now: number,
): Promise<boolean> {
  await operatorTarget(trx, userId, operatorId, kind !== 'disabled');
  const [reasonColumn, atColumn, byColumn] = COLUMNS[kind];
  const lifted = await rowsChanged(
    trx
      .updateTable('users')
      .set({ [reasonColumn]: null, [atColumn]: null, [byColumn]: null })
      .where('id', '=', userId)
      .where(atColumn, 'is not', null),
  );
  if (lifted !== 1) return false;
  await recordAccountEvent(trx, { userId, kind: LIFTED[kind], actorId: operatorId }, now);
  return true;
}
