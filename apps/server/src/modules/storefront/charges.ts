import { randomBytes } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../context.ts';
import { dialectOf, type Executor, inTransaction, isUniqueViolation, rowsChanged } from '../../db/index.ts';
import type { StorefrontChargeState, StorefrontChargesTable } from '../../db/schema.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import {
  CHARGE_RECOVERY_AFTER_MS,
  type PaymentProvider,
  REFUND_TRIES,
  refundRetryDelayMs,
} from '../payments/service.ts';

/**
 * A buyer's storefront payment as a record (decision 022), so that no charge the provider
 * made is ever forgotten:
 *
 *   charging ──order committed──▶ ordered
 *      │ ╲──declined: the row is deleted (nothing was charged)
 *      │  ╲─failed after the charge──▶ refund_pending ──▶ refunded | refund_failed
 *      └─still charging after CHARGE_RECOVERY_AFTER_MS (its server died): the provider is asked
 *        by our reference ──▶ refund_pending, or not_charged when it has no such charge (asked
 *        once more an hour later, in case a charge slower than any timeout lands after all)
 *
 * Every move is conditional on the state it leaves, so a late request and the recovery job
 * cannot both take one charge: whichever moves it first decides, and the other sees 0 rows.
 */

export interface ChargeIntent {
  reference: string;
  amountCents: number;
  currency: string;
}

/** A repeated order request's first charge, ordered: the caller answers with its order. */
export interface OrderedCharge {
  providerReference: string;
  amountCents: number;
}

/**
 * The charge an Idempotency-Key of this shop's buyer already started, if any: once ordered,
 * the caller answers with its order; 202 with reason `inProgress` while the first request is
 * still running or was cut off and awaits recovery; 202 when the key came with another
 * request. Undefined when the key is new (or freed by an attempt that ended without an order).
 */
export async function repeatedCharge(
  db: Executor,
  shopUserId: number,
  key: string,
  requestHash: string,
): Promise<OrderedCharge | undefined> {
  const row = await db
    .selectFrom('storefront_charges')
    .select(['state', 'request_hash', 'provider_reference', 'amount_cents'])
    .where('shop_user_id', '=', shopUserId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== requestHash) throw fail(ErrorCode.OPERATION_BUSY);
  if (row.state === 'ordered' && row.provider_reference)
    return { providerReference: row.provider_reference, amountCents: row.amount_cents };
  throw fail(ErrorCode.OPERATION_BUSY, { data: { reason: 'inProgress' } });
}

/**
 * Writes the intent before the provider is asked (committed on its own: it must outlive a
 * server that dies during the charge). When a twin request with the same key got here first,
 * its repeat instead (see repeatedCharge).
 */
export async function recordCharge(
  db: Executor,
  intent: { shopUserId: number; amountCents: number; currency: string; key?: string; requestHash: string },
  now: number,
): Promise<{ intent: ChargeIntent } | { repeat: OrderedCharge }> {
  const reference = `sf_${randomBytes(12).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await db
        .insertInto('storefront_charges')
        .values({
          reference,
          idempotency_key: intent.key ?? null,
          request_hash: intent.requestHash,
          shop_user_id: intent.shopUserId,
          amount_cents: intent.amountCents,
          currency: intent.currency,
          state: 'charging',
          tries: 0,
          due_at: now + CHARGE_RECOVERY_AFTER_MS,
          created_at: now,
          updated_at: now,
        })
        .execute();
      break;
    } catch (error) {
      if (!isUniqueViolation(error) || intent.key === undefined) throw error;
      const repeat = await repeatedCharge(db, intent.shopUserId, intent.key, intent.requestHash);
      if (repeat) return { repeat };
      // The twin's attempt ended without an order in between (declined): its key is free again.
      if (attempt >= 3) throw error;
    }
  }
  return { intent: { reference, amountCents: intent.amountCents, currency: intent.currency } };
}

/** The provider declined: nothing was charged, so nothing is kept, and the key is free again. */
export async function forgetDeclinedCharge(db: Executor, reference: string) {
  await db
    .deleteFrom('storefront_charges')
    .where('reference', '=', reference)
    .where('state', '=', 'charging')
    .execute();
}

/**
 * In the order's transaction: the charge is the order's. 204 (reason notPlaced) when the charge
 * is no longer `charging` (the recovery job took it for a dead server's), which rolls the order
 * back: the buyer is refunded and told it failed, never both refunded and ordered.
 */
export async function chargeOrdered(
  trx: Executor,
  reference: string,
  order: { id: number; providerReference: string },
  now: number,
) {
  const moved = await moveCharge(trx, reference, ['charging'], now, {
    state: 'ordered',
    order_id: order.id,
    provider_reference: order.providerReference,
    due_at: null,
  });
  // The buyer is told their order was not placed (and, by the caller, refunded).
  if (!moved) throw fail(ErrorCode.OPERATION_FAILED, { data: { reason: 'notPlaced' } });
}

/**
 * The order could not be made after the charge: the charge is to be refunded, now by the caller
 * and then by the jobs until it goes through, and the key is freed so the buyer's retry runs
 * again. Returns whether this call took the refund on (false when the recovery job has it).
 */
export function chargeToRefund(db: Executor, reference: string, providerReference: string, now: number) {
  return moveCharge(db, reference, ['charging', 'not_charged'], now, {
    state: 'refund_pending',
    provider_reference: providerReference,
    idempotency_key: null,
    // The caller refunds it now; the jobs only if that fails (not at the same moment).
    due_at: now + refundRetryDelayMs(1),
  });
}

/** A refund_pending charge the provider has refunded (false when someone settled it first). */
export function chargeRefunded(db: Executor, reference: string, now: number) {
  return moveCharge(db, reference, ['refund_pending'], now, SETTLED('refunded'));
}

/**
 * Moves a charge that is in one of `from` (the caller's view of it); false when it is not,
 * because someone moved it first. Every move of a charge goes through here, so each is
 * conditional on the state it leaves.
 */
export async function moveCharge(
  db: Executor,
  reference: string,
  from: readonly StorefrontChargeState[],
  now: number,
  changes: Updateable<StorefrontChargesTable> & { state: StorefrontChargeState },
) {
  const changed = await rowsChanged(
    db
      .updateTable('storefront_charges')
      .set({ ...changes, updated_at: now })
      .where('reference', '=', reference)
      .where('state', 'in', from),
  );
  return changed === 1;
}

/** An end state: nothing more is due, and the key is free. */
const SETTLED = (state: 'refunded' | 'refund_failed') => ({ state, due_at: null, idempotency_key: null });

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
 * The storefront's payment job: charges left `charging` past CHARGE_RECOVERY_AFTER_MS (their
 * request was cut off) are looked up at the provider and refunded or marked not charged, and
 * pending refunds are made, each try scheduled before it is made (1, 2, 4 … 128 minutes apart;
 * `refund_failed` after REFUND_TRIES). Claims a batch per transaction (`FOR UPDATE SKIP LOCKED`
 * on PostgreSQL), calls the provider after the commit; safe on two servers at once.
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
  const counts: ChargeRecoveryCounts = { found: 0, notCharged: 0, refunded: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await inTransaction(database, async (trx) => {
      let due = trx
        .selectFrom('storefront_charges')
        .select(['reference', 'state', 'tries', 'provider_reference', 'amount_cents', 'currency'])
        .where('state', 'in', ['charging', 'not_charged', 'refund_pending'])
        .where('due_at', '<=', now)
        .orderBy('due_at')
        .limit(RECOVERY_BATCH);
      if (dialectOf(trx) === 'postgres') due = due.forUpdate().skipLocked();
      const rows = await due.execute();
      for (const row of rows) {
        await trx
          .updateTable('storefront_charges')
          .set({ tries: row.tries + 1, due_at: now + refundRetryDelayMs(row.tries + 1), updated_at: now })
          .where('reference', '=', row.reference)
          .execute();
      }
      return rows.map((row) => ({ ...row, tries: row.tries + 1 }));
    });
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
            const moved = await moveCharge(database.db, charge.reference, [state], now, {
              state: 'not_charged',
              due_at: recheckAt,
              idempotency_key: null,
            });
            if (moved && state === 'charging') counts.notCharged++;
            continue;
          }
          if (!(await chargeToRefund(database.db, charge.reference, found.reference, now))) continue;
          counts.found++;
          state = 'refund_pending';
          providerReference = found.reference;
        }
        await provider.refund({
          reference: providerReference!,
          amountCents: charge.amount_cents,
          currency: charge.currency,
        });
        if (await chargeRefunded(database.db, charge.reference, now)) counts.refunded++;
      } catch (error) {
        counts.failed++;
        const last = charge.tries >= REFUND_TRIES;
        log.error(
          { err: error, reference: charge.reference, job: 'storefrontCharges', tries: charge.tries },
          last
            ? 'storefront charge refund failed for good: an operator can try again'
            : 'storefront charge recovery failed',
        );
        if (last) await moveCharge(database.db, charge.reference, [state], now, SETTLED('refund_failed'));
      }
    }
    if (claimed.length < RECOVERY_BATCH) break;
  }
  return counts;
}
