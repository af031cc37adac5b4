import { randomBytes } from 'node:crypto';
import { schemas } from '@shopkeeper/contract';
import type { Updateable } from 'kysely';
import { dialectOf, type Executor, isUniqueViolation, type Trx } from '../../db/index.ts';
import type { StorefrontChargeState, StorefrontChargesTable } from '../../db/schema.ts';
import { AppError, ErrorCode, fail } from '../../lib/app-error.ts';
import { defineStatusMachine, type MoveRule, moveStatus } from '../../lib/status-machine.ts';

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
 * Every move is conditional on the state it leaves (CHARGE_MACHINE, lib/status-machine.ts), so
 * a late request and the recovery job cannot both take one charge: whichever moves it first
 * decides, and the other is told it did not.
 */

/** Who moves a charge: the buyer's order request, the payment job, or an operator. */
export type ChargeActor = 'buyer' | 'system' | 'operator';
export type ChargeMove =
  | 'order'
  | 'refund'
  | 'refunded'
  | 'notCharged'
  | 'giveUp'
  | 'lookUpAgain'
  | 'refundAgain';

/** The storefront charge's machine: for each move, the states it may leave, the one it reaches, and who may make it. */
export const CHARGE_MACHINE = defineStatusMachine({
  name: 'storefront charge',
  table: 'storefront_charges',
  key: 'reference',
  column: 'state',
  states: schemas.STOREFRONT_CHARGE_STATES,
  moves: {
    /** The order was made in the transaction that makes this move. */
    order: { from: ['charging'], to: 'ordered', by: ['buyer'] },
    /** Charged, but no order: to be refunded (the request now, the job until it goes through). */
    refund: { from: ['charging', 'not_charged'], to: 'refund_pending', by: ['buyer', 'system'] },
    refunded: { from: ['refund_pending'], to: 'refunded', by: ['buyer', 'system'] },
    /** A cut-off charge the provider has no record of (looked up once more an hour later). */
    notCharged: { from: ['charging', 'not_charged'], to: 'not_charged', by: ['system'] },
    /** The last refund try failed: left for an operator. */
    giveUp: { from: ['charging', 'not_charged', 'refund_pending'], to: 'refund_failed', by: ['system'] },
    /** An operator's retry of a charge the provider could not even be asked about. */
    lookUpAgain: { from: ['refund_failed'], to: 'charging', by: ['operator'] },
    /** An operator's retry of a refund the provider refused. */
    refundAgain: { from: ['refund_failed'], to: 'refund_pending', by: ['operator'] },
  } satisfies Record<ChargeMove, MoveRule<StorefrontChargeState, ChargeActor>>,
});

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
  intent: {
    shopUserId: number;
    amountCents: number;
    currency: string;
    key?: string;
    requestHash: string;
    /** When the payment job is to look for it, should its request be cut off. */
    recoverAt: number;
  },
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
          due_at: intent.recoverAt,
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
  trx: Trx,
  reference: string,
  order: { id: number; providerReference: string },
  now: number,
) {
  const moved = await moveCharge(trx, reference, 'order', 'buyer', now, {
    order_id: order.id,
    provider_reference: order.providerReference,
    due_at: null,
  });
  // The buyer is told their order was not placed (and, by the caller, refunded).
  if (!moved) throw fail(ErrorCode.OPERATION_FAILED, { data: { reason: 'notPlaced' } });
}

/**
 * The order could not be made after the charge (or the job found a cut-off one): the charge is
 * to be refunded, now by the caller and then by the jobs until it goes through (at `retryAt`),
 * and the key is freed so the buyer's retry runs again. Returns whether this call took the
 * refund on (false when someone else has it).
 */
export function chargeToRefund(
  db: Executor,
  reference: string,
  providerReference: string,
  actor: 'buyer' | 'system',
  now: number,
  retryAt: number,
) {
  return moveCharge(db, reference, 'refund', actor, now, {
    provider_reference: providerReference,
    idempotency_key: null,
    due_at: retryAt,
  });
}

/** A refund_pending charge the provider has refunded (false when someone settled it first). */
export function chargeRefunded(db: Executor, reference: string, actor: 'buyer' | 'system', now: number) {
  return moveCharge(db, reference, 'refunded', actor, now, SETTLED);
}

/** An end state: nothing more is due, and the key is free. */
export const SETTLED = { due_at: null, idempotency_key: null } as const;

type ChargeColumns = Omit<Updateable<StorefrontChargesTable>, 'state' | 'updated_at'>;

/**
 * Makes one move of a charge from whichever of `from` (by
 * default every state the move may leave) it is in; false when it is in none of them, because
 * someone moved it first. Every move of a charge goes through here (CHARGE_MACHINE), so each
 * is conditional on the state it leaves.
 */
export async function moveCharge(
  db: Executor,
  reference: string,
  move: ChargeMove,
  actor: ChargeActor,
  now: number,
  changes: ChargeColumns,
  from: readonly StorefrontChargeState[] = CHARGE_MACHINE.moves[move].from,
): Promise<boolean> {
  for (const status of from) {
    try {
      // One conditional update: atomic outside a transaction too (the request's refund, the job).
      await moveStatus(db as Trx, CHARGE_MACHINE, { key: reference, status }, move, actor, {
        ...changes,
        updated_at: now,
      });
      return true;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== ErrorCode.INVALID_OPERATION) throw error;
    }
  }
  return false;
}

/**
 * Claims charges due for the payment job (`FOR UPDATE SKIP LOCKED` on PostgreSQL): left
 * `charging` past their recovery time, `not_charged` due a second look, or refunds due a try.
 * Each try is counted and its next one scheduled (at `nextTryAt(tries)`) before it is made.
 */
export async function claimDueCharges(
  trx: Trx,
  now: number,
  limit: number,
  nextTryAt: (tries: number) => number,
) {
  let due = trx
    .selectFrom('storefront_charges')
    .select(['reference', 'state', 'tries', 'provider_reference', 'amount_cents', 'currency'])
    .where('state', 'in', ['charging', 'not_charged', 'refund_pending'])
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(limit);
  if (dialectOf(trx) === 'postgres') due = due.forUpdate().skipLocked();
  const rows = await due.execute();
  for (const row of rows) {
    await trx
      .updateTable('storefront_charges')
      .set({ tries: row.tries + 1, due_at: nextTryAt(row.tries + 1), updated_at: now })
      .where('reference', '=', row.reference)
      .execute();
  }
  return rows.map((row) => ({ ...row, tries: row.tries + 1 }));
}
