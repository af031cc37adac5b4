import { fromCents, type schemas } from '@shopkeeper/contract';
import type { ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import { type Executor, forUpdate, type Trx } from '../../db/index.ts';
import type { Database, StorefrontChargeState, StorefrontChargesTable } from '../../db/schema.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/keyset.ts';
import { moveCharge } from './charges.ts';

/**
 * Buyers' storefront payments in the operator console (decision 022): the charges the payment
 * job could not settle alone, and an operator's retry of a refund the provider refused on
 * every try. The charge's lifecycle is charges.ts's; this file only reads it and makes the
 * moves an operator may make. The shops' and orders' names come from other modules:
 * use-cases/console-storefront-charges.ts adds them and audits the retry.
 */

export type ConsoleCharge = z.infer<typeof schemas.consoleStorefrontCharge>;

// The contract's states are the table's: a state added to one and not the other fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const statesAgree: Same<StorefrontChargeState, z.infer<typeof schemas.storefrontChargeState>> = true;
void statesAgree;

const CHARGE_COLUMNS = [
  'reference',
  'shop_user_id',
  'amount_cents',
  'currency',
  'state',
  'provider_reference',
  'order_id',
  'tries',
  'due_at',
  'created_at',
  'updated_at',
] as const;
export type ChargeRow = Pick<StorefrontChargesTable, (typeof CHARGE_COLUMNS)[number]>;

/**
 * A page's cursor: the last charge's creation time and reference (the list is newest first,
 * and two charges may share a millisecond). Anything else was not ours to give: 405 `cursor`.
 */
const CURSOR = /^([1-9]\d{0,15}):([A-Za-z0-9_-]{1,40})$/;

function afterCharge(cursor: string | undefined): { createdAt: number; reference: string } | undefined {
  if (cursor === undefined) return undefined;
  const match = CURSOR.exec(cursor);
  const createdAt = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(createdAt)) throw invalidField('cursor', 'invalid');
  return { createdAt, reference: match[2]! };
}

/** The charges a person should look at (the list's default, the dashboard's count). */
const needsAttention = (now: number) => (eb: ExpressionBuilder<Database, 'storefront_charges'>) =>
  eb.or([
    eb('state', 'in', ['refund_failed', 'refund_pending']),
    eb.and([eb('state', '=', 'charging'), eb('due_at', '<=', now)]),
  ]);

/** How many charges need a person: the console dashboard's storefront-payments count. */
export async function chargesNeedingAttention(db: Executor, now: number): Promise<number> {
  const row = await db
    .selectFrom('storefront_charges')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(needsAttention(now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Charges newest first, a keyset page at a time. Without a state: those a person should look
 * at — refunds that failed for good, refunds still being tried, and charges still unconfirmed
 * past their recovery time (their server died and the jobs have not caught up).
 */
export async function consoleChargeRows(
  db: Executor,
  query: { cursor?: string; limit?: number; state?: StorefrontChargeState },
  now: number,
): Promise<{ items: ChargeRow[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCharge(query.cursor);
  let q = db
    .selectFrom('storefront_charges')
    .select(CHARGE_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('reference', 'desc')
    .limit(limit + 1);
  q = query.state ? q.where('state', '=', query.state) : q.where(needsAttention(now));
  if (after)
    q = q.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('reference', '<', after.reference)]),
      ]),
    );
  const rows = await q.execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page,
    nextCursor: rows.length > limit && last ? `${last.created_at}:${last.reference}` : null,
  };
}

/** A row as the console shows it, with its shop's username and name and its order's number. */
export function toConsoleCharge(
  row: ChargeRow,
  names: { username: string; shopName: string | null; orderNo: string | null },
): ConsoleCharge {
  return {
    reference: row.reference,
    shop: { userId: row.shop_user_id, username: names.username, name: names.shopName },
    amount: fromCents(Number(row.amount_cents)),
    currency: row.currency,
    state: row.state,
    tries: row.tries,
    providerReference: row.provider_reference,
    orderNo: names.orderNo,
    dueAt: iso(row.due_at === null ? null : Number(row.due_at)),
    createdAt: iso(Number(row.created_at)),
    updatedAt: iso(Number(row.updated_at)),
  };
}
/**
 * An operator tries a failed refund again, in the caller's transaction: the jobs take it on
 * their next pass (tries from 0, due now). 404 for an unknown reference, 203 unless the refund
 * failed; a refusal writes nothing. Returns the charge as it was, for the audit entry.
 *
 * A charge that failed while still `charging` (the provider could not even be asked whether
 * it made it) has no provider reference to refund: it goes back to `charging`, so the jobs ask
 * the provider by our reference first, then refund it or find it was never made.
 */
export async function lockChargeForRetry(trx: Trx, reference: string, now: number): Promise<ChargeRow> {
  const charge = await forUpdate(
    trx,
    trx.selectFrom('storefront_charges').select(CHARGE_COLUMNS).where('reference', '=', reference),
  ).executeTakeFirst();
  if (!charge) throw fail(ErrorCode.NOT_FOUND);
  if (charge.state !== 'refund_failed') throw fail(ErrorCode.INVALID_OPERATION);
  const move = charge.provider_reference === null ? 'lookUpAgain' : 'refundAgain';
  const moved = await moveCharge(trx, reference, move, 'operator', now, { tries: 0, due_at: now });
  if (!moved) throw fail(ErrorCode.INVALID_OPERATION);
  return charge;
}

/** One charge's row by its reference, as the console lists it. */
export async function chargeRow(db: Executor, reference: string): Promise<ChargeRow> {
  return db
    .selectFrom('storefront_charges')
    .select(CHARGE_COLUMNS)
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
}
