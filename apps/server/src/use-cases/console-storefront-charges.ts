import { fromCents } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { type Executor, inTransaction } from '../db/index.ts';
import type { StorefrontChargeState } from '../db/schema.ts';
import { usernamesByIds } from '../modules/accounts/service.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { orderNumbersByIds } from '../modules/orders/service.ts';
import { shopNamesByUserIds } from '../modules/shops/service.ts';
import {
  type ChargeRow,
  type ConsoleCharge,
  chargeRow,
  consoleChargeRows,
  lockChargeForRetry,
  toConsoleCharge,
} from '../modules/storefront/service.ts';

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
  return rows.map((row) =>
    toConsoleCharge(row, {
      username: usernames.get(row.shop_user_id) ?? '',
      shopName: shopNames.get(row.shop_user_id) ?? null,
      orderNo: row.order_id === null ? null : (orderNos.get(row.order_id) ?? null),
    }),
  );
}

/**
 * Buyers' storefront charges in the console, newest first. Without a state: those a person
 * should look at (refunds failed for good or still being tried, charges unconfirmed past
 * their recovery time).
 */
export async function consoleListCharges(
  db: Executor,
  query: { cursor?: string; limit?: number; state?: StorefrontChargeState },
  now = Date.now(),
): Promise<{ items: ConsoleCharge[]; nextCursor: string | null }> {
  const page = await consoleChargeRows(db, query, now);
  return { items: await shaped(db, page.items), nextCursor: page.nextCursor };
}

/**
 * An operator tries a failed refund again (decision 022): the jobs take it on their next pass,
 * and the audit log records who did, in the same transaction. 404 unknown, 203 unless the
 * refund failed; a refusal writes nothing.
 */
export async function retryChargeRefundByOperator(
  ctx: AppContext,
  input: { operatorId: number; reference: string; now?: number },
): Promise<ConsoleCharge> {
  const { reference } = input;
  const now = input.now ?? Date.now();
  const { db } = ctx.database;
  await inTransaction(ctx.database, async (trx) => {
    const charge = await lockChargeForRetry(trx, reference, now);
    await recordAudit(trx, {
      actorId: input.operatorId,
      action: 'storefront_charge.refund_retry',
      userId: charge.shop_user_id,
      detail: { reference, amount: fromCents(Number(charge.amount_cents)), currency: charge.currency },
      now,
    });
  });
  return (await shaped(db, [await chargeRow(db, reference)]))[0]!;
}
