import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

/**
 * What the ledger says of orders for the moments `from`..`to` (epoch ms, `to` excluded), per
 * merchant (docs/product.md#statistics): the cost paid then for orders not refunded since
 * (purchase cost), and for the orders settled then, the selling price credited less the cost
 * paid for them (profit). For the nightly check of the kept statistics; `userId` narrows it.
 */
export async function orderMoneyBetween(db: Executor, from: number, to: number, userId?: number) {
  const ofDay = (kind: 'order_payment' | 'settlement') =>
    db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .innerJoin('ledger_accounts as a', (join) =>
        join.onRef('a.id', '=', 'e.account_id').on('a.kind', '=', 'available').on('a.user_id', '>', 0),
      )
      .where('t.kind', '=', kind)
      .where('t.cause_type', '=', 'order')
      .where('t.created_at', '>=', from)
      .where('t.created_at', '<', to)
      .$if(userId !== undefined, (q) => q.where('a.user_id', '=', userId!))
      .groupBy('a.user_id');
  const costs = await ofDay('order_payment')
    .select(['a.user_id', sql<number>`sum(-e.amount_cents)`.as('cost')])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ledger_transactions as r')
            .select('r.id')
            .where('r.cause_type', '=', 'order')
            .whereRef('r.cause_id', '=', 't.cause_id')
            .where('r.kind', '=', 'order_refund'),
        ),
      ),
    )
    .execute();
  // The cost of a settled order is its payment's entry on the same account (negative).
  const settled = await ofDay('settlement')
    .select([
      'a.user_id',
      sql<number>`sum(e.amount_cents + coalesce((
        select sum(pe.amount_cents) from ledger_transactions p
        join ledger_entries pe on pe.transaction_id = p.id and pe.account_id = e.account_id
        where p.cause_type = 'order' and p.cause_id = t.cause_id and p.kind = 'order_payment'), 0))`.as(
        'profit',
      ),
    ])
    .execute();
  const money = new Map<number, { costCents: number; profitCents: number }>();
  const of = (id: number) => {
    let row = money.get(id);
    if (!row) {
      row = { costCents: 0, profitCents: 0 };
      money.set(id, row);
    }
    return row;
  };
  for (const row of costs) of(Number(row.user_id)).costCents = Number(row.cost);
  for (const row of settled) of(Number(row.user_id)).profitCents = Number(row.profit);
  return money;
}
