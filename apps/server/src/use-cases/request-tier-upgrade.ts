import { type CallOutput, type CallParsedInput, calls, type ShopTier } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import type { Executor, Trx } from '../db/index.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import { refuseIfWalletFrozen, verifyPayPassword } from '../modules/accounts/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import { lockShop, shopTier } from '../modules/shops/service.ts';
import {
  depositToHold,
  hasPendingUpgrade,
  insertUpgrade,
  linkHeldDeposit,
  tierRank,
  toTierUpgrade,
} from '../modules/tiers/service.ts';
import {
  depositHeldByUserIds,
  hashRequest,
  holdTierDeposit,
  idempotentTransaction,
  storedAnswer,
} from '../modules/wallet/service.ts';
import { refuseIfAmountChanged } from './confirmed-amount.ts';
import { recordEvent } from './record-event.ts';

type Answer = CallOutput<typeof calls.shopUpgrade>;

/**
 * 203 unless `target` is above the shop's tier and no request of the merchant's waits for
 * review (`data.reason` says which: `notAbove`, `pending`). The shop's tier otherwise.
 */
async function refuseUnlessUpgradable(db: Executor, userId: number, target: ShopTier): Promise<ShopTier> {
  const current = await shopTier(db, userId);
  if (current === null) throw fail(ErrorCode.NOT_FOUND);
  if (tierRank(target) <= tierRank(current))
    throw fail(ErrorCode.INVALID_OPERATION, { data: { reason: 'notAbove' } });
  if (await hasPendingUpgrade(db, userId))
    throw fail(ErrorCode.INVALID_OPERATION, { data: { reason: 'pending' } });
  return current;
}

/**
 * A merchant's tier upgrade (/v1/shop/upgrade). Refusals, each before anything is written:
 * a frozen wallet (450, the operator's reason and date), a tier not above the current one or
 * a request already waiting (203), then the PIN (445/446, outside the money's transaction so
 * a wrong try is counted, with the withdrawal's lockout). Then, in one transaction under the
 * Idempotency-Key, the checks again (under the shop's lock, so two requests at once make one)
 * and the request with its deposit held (424 when the balance is short; 203 `amountChanged`
 * when it is not what the merchant confirmed).
 */
export async function requestTierUpgrade(
  ctx: AppContext,
  request: {
    userId: number;
    input: CallParsedInput<typeof calls.shopUpgrade>;
    idempotencyKey: string | undefined;
  },
): Promise<Answer> {
  const { db } = ctx.database;
  const { userId, input } = request;
  const claim = { userId, key: request.idempotencyKey, requestHash: hashRequest(calls.shopUpgrade, input) };
  // A repeat of a request that went through gets its answer without another PIN try.
  const earlier = await storedAnswer<Answer>(db, claim);
  if (earlier) return earlier.answer;
  await refuseIfWalletFrozen(db, userId);
  await refuseUnlessUpgradable(db, userId, input.code);
  await verifyPayPassword(db, userId, input.payPassword);

  return idempotentTransaction(ctx, claim, async (trx) => {
    // Again under the shop's lock: an operator may have frozen the wallet, or another request
    // may have gone through, while the PIN was being checked.
    await refuseIfWalletFrozen(trx, userId);
    await lockShop(trx, userId);
    const fromTier = await refuseUnlessUpgradable(trx, userId, input.code);
    return openTierUpgrade(trx, {
      userId,
      fromTier,
      toTier: input.code,
      confirmedHold: input.hold,
      now: Date.now(),
    });
  });
}

/**
 * The request with what it holds (the tier's deposit less what is held already,
 * docs/money.md#tier-deposits) moved from the balance to the held deposit by a pending
 * ledger transaction (424 when short; nothing moves when nothing more is due), and its
 * event, in the caller's transaction. The checks are the caller's.
 */
export async function openTierUpgrade(
  trx: Trx,
  input: {
    userId: number;
    fromTier: ShopTier;
    toTier: ShopTier;
    /** What the merchant confirmed would be held; another amount now is refused (203). */
    confirmedHold?: string;
    now: number;
  },
): Promise<Answer> {
  const [deposits, held] = await Promise.all([
    getSetting(trx, 'depositByTierCents'),
    depositHeldByUserIds(trx, [input.userId]),
  ]);
  const heldCents = depositToHold(deposits[input.toTier], held.get(input.userId) ?? 0);
  refuseIfAmountChanged(input.confirmedHold, heldCents);
  const row = await insertUpgrade(trx, { ...input, heldCents });
  if (heldCents > 0) {
    const { transactionId } = await holdTierDeposit(trx, {
      userId: input.userId,
      upgradeId: row.id,
      amountCents: heldCents,
      memo: `${input.fromTier} → ${input.toTier}`,
      now: input.now,
    });
    await linkHeldDeposit(trx, row.id, transactionId);
  }
  await recordEvent(
    trx,
    {
      type: 'tier.upgrade_requested',
      userId: input.userId,
      data: { upgradeId: row.id, fromTier: input.fromTier, toTier: input.toTier, heldCents },
    },
    input.now,
  );
  return toTierUpgrade(row);
}
