import { type CallParsedInput, calls, fromCents, type Language } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Executor, Trx } from '../db/index.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import { iso } from '../lib/iso.ts';
import { refuseIfWalletFrozen, verifyPayPassword } from '../modules/accounts/service.ts';
import {
  insertBoost,
  linkBoostPayment,
  type PackageOnSale,
  packageOnSale,
  runningBoost,
} from '../modules/ads/service.ts';
import { lockShop, storefrontClosed } from '../modules/shops/service.ts';
import {
  availableBalanceCents,
  chargeAdPurchase,
  hashRequest,
  idempotentTransaction,
  storedAnswer,
} from '../modules/wallet/service.ts';
import { refuseIfAmountChanged } from './confirmed-amount.ts';
import { recordEvent } from './record-event.ts';

type Answer = z.infer<typeof calls.adPay.output>;

/**
 * A merchant buys an ad package (/v1/ad/pay, docs/product.md#promotions). Refusals, each
 * before anything is written: 450 a frozen wallet, 203 a closed storefront (`shopClosed` and
 * since when: the featured page never shows it, so the boost's hours would be paid for
 * nothing), 404 a package unknown or no longer on sale, 453 a boost of this shop still
 * running (one at a time: decision 028), 203 `amountChanged` a price other than the one the
 * merchant confirmed (checked again in the transaction, with the package read again), then the PIN
 * (445/446, outside the money's transaction so a wrong try counts, with the same lockout as
 * withdrawals). Then, in one transaction under the Idempotency-Key: the boost from now for
 * the package's hours, its price from available to the platform's ad revenue (424 when
 * short), and the `ad.purchased` event. A repeat of a purchase that went through gets its
 * answer without another PIN try.
 */
export async function buyAd(
  ctx: AppContext,
  request: {
    userId: number;
    input: CallParsedInput<typeof calls.adPay>;
    lang: Language;
    idempotencyKey: string | undefined;
    now?: number;
  },
): Promise<Answer> {
  const { db } = ctx.database;
  const { userId, input } = request;
  const claim = { userId, key: request.idempotencyKey, requestHash: hashRequest(calls.adPay, input) };
  const earlier = await storedAnswer<Answer>(db, claim);
  if (earlier) return earlier.answer;
  await refuseIfWalletFrozen(db, userId);
  await refuseIfStorefrontClosed(db, userId);
  const adPackage = await packageOnSale(db, input.packageId, request.lang);
  if (!adPackage) throw fail(ErrorCode.NOT_FOUND);
  refuseIfAmountChanged(input.price, adPackage.priceCents);
  if (await runningBoost(db, userId, request.now ?? Date.now())) throw fail(ErrorCode.ACTIVITY_ADDED);
  await verifyPayPassword(db, userId, input.payPassword);

  return idempotentTransaction(ctx, claim, async (trx) => {
    // Again under the shop's lock: two purchases at once, or a freeze during the PIN check.
    await lockShop(trx, userId);
    await refuseIfWalletFrozen(trx, userId);
    await refuseIfStorefrontClosed(trx, userId);
    const now = request.now ?? Date.now();
    if (await runningBoost(trx, userId, now)) throw fail(ErrorCode.ACTIVITY_ADDED);
    // The package as it is now: an operator may have taken it off sale or repriced it.
    const onSale = await packageOnSale(trx, input.packageId, request.lang);
    if (!onSale) throw fail(ErrorCode.NOT_FOUND);
    refuseIfAmountChanged(input.price, onSale.priceCents);
    return startBoost(trx, { userId, adPackage: onSale, now });
  });
}

/** 203 `shopClosed` with since when, as a buyer's order is refused, while the storefront is closed. */
async function refuseIfStorefrontClosed(db: Executor, userId: number): Promise<void> {
  const closed = await storefrontClosed(db, userId);
  if (closed)
    throw fail(ErrorCode.INVALID_OPERATION, { data: { reason: 'shopClosed', since: iso(closed.since) } });
}

/** The boost, its payment and its event, in the caller's transaction (the demo seed's too). */
export async function startBoost(
  trx: Trx,
  input: { userId: number; adPackage: PackageOnSale; now: number },
): Promise<Answer> {
  const { userId, adPackage, now } = input;
  const boost = await insertBoost(trx, {
    userId,
    packageId: adPackage.id,
    priceCents: adPackage.priceCents,
    hours: adPackage.hours,
    now,
  });
  const { transactionId } = await chargeAdPurchase(trx, {
    userId,
    boostId: boost.id,
    amountCents: adPackage.priceCents,
    memo: adPackage.name,
    now,
  });
  await linkBoostPayment(trx, boost.id, transactionId);
  await recordEvent(
    trx,
    {
      type: 'ad.purchased',
      userId,
      data: {
        boostId: boost.id,
        packageId: adPackage.id,
        priceCents: adPackage.priceCents,
        startsAt: boost.starts_at,
        endsAt: boost.ends_at,
      },
    },
    now,
  );
  return {
    id: boost.id,
    endsAt: iso(boost.ends_at),
    balance: fromCents(await availableBalanceCents(trx, userId)),
  };
}
