import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import type { StorefrontChargeState } from '../db/schema.ts';
import { type PaymentProvider, REFUND_TRIES, refundRetryDelayMs } from '../modules/payments/service.ts';
import {
  chargeRefunded,
  chargeToRefund,
  claimDueCharges,
  moveCharge,
  SETTLED,
} from '../modules/storefront/service.ts';

export interface ChargeRecoveryCounts {
  /** Cut-off charges the provider had made, now to be refunded. */
  found: number;
  /** Cut-off charges the provider never made. */
  notCharged: number;
  refunded: number;
  /** Refunds that failed this pass (tried again later, or left for an operator after the last). */
  failed: number;
}

/** When a cut-off charge the provider did not have is looked up once more. */
export const CHARGE_RECHECK_AFTER_MS = 60 * 60_000;
const RECOVERY_BATCH = 20;
const MAX_BATCHES = 50;

/**
 * The storefront's payment job (decision 022): charges left `charging` past their recovery
 * time (their request was cut off) are looked up at the provider and refunded or marked not
 * charged, and pending refunds are made, each try scheduled before it is made (1, 2, 4 … 128
 * minutes apart; `refund_failed` after REFUND_TRIES). Claims a batch per transaction
 * (`FOR UPDATE SKIP LOCKED` on PostgreSQL), calls the provider after the commit; safe on two
 * servers at once.
 */
export async function recoverStorefrontCharges(
  ctx: Pick<AppContext, 'database'>,
  provider: PaymentProvider,
  now = Date.now(),
  log: { error(details: object, message: string): void } = {
    error: (details, message) => ctx.database.log.warn(details, message),
  },
): Promise<ChargeRecoveryCounts> {
  const { database } = ctx;
  const { db } = database;
  const counts: ChargeRecoveryCounts = { found: 0, notCharged: 0, refunded: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await inTransaction(database, (trx) =>
      claimDueCharges(trx, now, RECOVERY_BATCH, (tries) => now + refundRetryDelayMs(tries)),
    );
    for (const charge of claimed) {
      let state: StorefrontChargeState = charge.state;
      try {
        let providerReference = charge.provider_reference;
        if (state === 'charging' || state === 'not_charged') {
          const found = await provider.findCharge(charge.reference);
          if (!found) {
            // Looked up once more an hour later: a charge slower than any timeout may still
            // land, and its own request may not live to refund it.
            const recheckAt = state === 'charging' ? now + CHARGE_RECHECK_AFTER_MS : null;
            const moved = await moveCharge(
              db,
              charge.reference,
              'notCharged',
              'system',
              now,
              { due_at: recheckAt, idempotency_key: null },
              [state],
            );
            if (moved && state === 'charging') counts.notCharged++;
            continue;
          }
          const retryAt = now + refundRetryDelayMs(1);
          if (!(await chargeToRefund(db, charge.reference, found.reference, 'system', now, retryAt)))
            continue;
          counts.found++;
          state = 'refund_pending';
          providerReference = found.reference;
        }
        await provider.refund({
          reference: providerReference!,
          amountCents: charge.amount_cents,
          currency: charge.currency,
        });
        if (await chargeRefunded(db, charge.reference, 'system', now)) counts.refunded++;
      } catch (error) {
        counts.failed++;
        const last = charge.tries >= REFUND_TRIES;
        log.error(
          { err: error, reference: charge.reference, job: 'storefrontCharges', tries: charge.tries },
          last
            ? 'storefront charge refund failed for good: an operator can try again'
            : 'storefront charge recovery failed',
        );
        if (last) await moveCharge(db, charge.reference, 'giveUp', 'system', now, SETTLED, [state]);
      }
    }
    if (claimed.length < RECOVERY_BATCH) break;
  }
  return counts;
}
