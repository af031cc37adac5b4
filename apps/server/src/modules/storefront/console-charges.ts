import { fromCents, type schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import { type Executor, forUpdate, inTransaction, type TransactionHandle } from '../../db/index.ts';
import type { StorefrontChargeState, StorefrontChargesTable } from '../../db/schema.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/keyset.ts';
import { usernamesByIds } from '../accounts/service.ts';
import { recordAudit } from '../audit/service.ts';
import { orderNumbersByIds } from '../orders/service.ts';
import { shopNamesByUserIds } from '../shops/service.ts';
import { moveCharge } from './charges.ts';

/**
 * Buyers' storefront payments in the operator console (decision 022): the charges the jobs
 * (charges.ts, recoverStorefrontCharges) could not settle alone, and an operator's retry of a
 * refund the provider refused on every try. The charge's lifecycle is charges.ts's; this file
 * only reads it and makes the one move an operator may make.
 */

type ConsoleCharge = z.infer<typeof schemas.consoleStorefrontCharge>;

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
type ChargeRow = Pick<StorefrontChargesTable, (typeof CHARGE_COLUMNS)[number]>;

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

/**
 * Charges newest first, a keyset page at a time. Without a state: those a person should look
 * at — refunds that failed for good, refunds still being tried, and charges still unconfirmed
 * past their recovery time (their server died and the jobs have not caught up).
 */
export async function consoleListCharges(
  db: Executor,
  query: { cursor?: string; limit?: number; state?: StorefrontChargeState },
  now = Date.now(),
): Promise<{ items: ConsoleCharge[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCharge(query.cursor);
  let q = db
    .selectFrom('storefront_charges')
    .select(CHARGE_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('reference', 'desc')
    .limit(limit + 1);
  if (query.state) q = q.where('state', '=', query.state);
  else
    q = q.where((eb) =>
      eb.or([
        eb('state', 'in', ['refund_failed', 'refund_pending']),
        eb.and([eb('state', '=', 'charging'), eb('due_at', '<=', now)]),
      ]),
    );
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
  const items = await shaped(db, page);
  return {
    items,
    nextCursor: rows.length > limit && last ? `${last.created_at}:${last.reference}` : null,
  };
}

/** Rows as the console shows them: the shop's username and name, the order's number (a query each a page). */
async function shaped(db: Executor, rows: readonly ChargeRow[]): Promise<ConsoleCharge[]> {
  const shopIds = rows.map((row) => row.shop_user_id);
  const [usernames, shopNames, orderNos] = await Promise.all([
    usernamesByIds(db, shopIds),
    shopNamesByUserIds(db, shopIds),
    orderNumbersByIds(
      db,
      rows.flatMap((row) => (row.order_id === null ? [] : [row.order_id])),
    ),
  ]);
  return rows.map((row) => ({
    reference: row.reference,
    shop: {
      userId: row.shop_user_id,
      username: usernames.get(row.shop_user_id) ?? '',
      name: shopNames.get(row.shop_user_id) ?? null,
    },
    amount: fromCents(Number(row.amount_cents)),
    currency: row.currency,
    state: row.state,
    tries: row.tries,
    providerReference: row.provider_reference,
    orderNo: row.order_id === null ? null : (orderNos.get(row.order_id) ?? null),
    dueAt: iso(row.due_at === null ? null : Number(row.due_at)),
    createdAt: iso(Number(row.created_at)),
    updatedAt: iso(Number(row.updated_at)),
  }));
}

/**
 * An operator tries a failed refund again: the jobs take it on their next pass (tries from 0,
 * due now), and the audit log records who did, in the same transaction. 404 for an unknown
 * reference, 203 unless the refund failed; a refusal writes nothing.
 *
 * A charge that failed while still `charging` (the provider could not even be asked whether
 * it made it) has no provider reference to refund: it goes back to `charging`, so the jobs ask
 * the provider by our reference first, then refund it or find it was never made.
 */
export async function consoleRetryChargeRefund(
  handle: TransactionHandle,
  operator: { id: number },
  reference: string,
  now = Date.now(),
): Promise<ConsoleCharge> {
  await inTransaction(handle, async (trx) => {
    const charge = await forUpdate(
      trx,
      trx.selectFrom('storefront_charges').select(CHARGE_COLUMNS).where('reference', '=', reference),
    ).executeTakeFirst();
    if (!charge) throw fail(ErrorCode.NOT_FOUND);
    if (charge.state !== 'refund_failed') throw fail(ErrorCode.INVALID_OPERATION);
    const moved = await moveCharge(trx, reference, ['refund_failed'], now, {
      state: charge.provider_reference === null ? 'charging' : 'refund_pending',
      tries: 0,
      due_at: now,
    });
    if (!moved) throw fail(ErrorCode.INVALID_OPERATION);
    await recordAudit(trx, {
      actorId: operator.id,
      action: 'storefront_charge.refund_retry',
      userId: charge.shop_user_id,
      detail: { reference, amount: fromCents(Number(charge.amount_cents)), currency: charge.currency },
      now,
    });
  });
  const row = await handle.db
    .selectFrom('storefront_charges')
    .select(CHARGE_COLUMNS)
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return (await shaped(handle.db, [row]))[0]!;
}
