import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Executor } from '../db/index.ts';

/**
 * The ledger's invariants (decision 013), read from the whole ledger in SQL, so they are
 * checked against what is stored, not against what a service believes it wrote. Each
 * returns the rows that break it; an empty list is a healthy ledger.
 */
type Db = Executor;

const rows = async <T>(db: Db, query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;

/** Every transaction has two entries or more, and they sum to zero. */
const unbalancedTransactions = (db: Db) =>
  rows<{ id: number; entries: number; total: number }>(
    db,
    sql`select t.id, count(e.id) as entries, coalesce(sum(e.amount_cents), 0) as total
        from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
        group by t.id
        having count(e.id) < 2 or coalesce(sum(e.amount_cents), 0) <> 0`,
  );

/** Each account's stored balance equals the sum of its entries. */
const balancesNotTheirEntries = (db: Db) =>
  rows<{ id: number; balance_cents: number; entries_sum: number }>(
    db,
    sql`select a.id, a.balance_cents, coalesce(sum(e.amount_cents), 0) as entries_sum
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id, a.balance_cents
        having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  );

/** No merchant account (any owner but the platform, user 0) is below zero. */
const negativeMerchantAccounts = (db: Db) =>
  rows<{ id: number; user_id: number; kind: string; balance_cents: number }>(
    db,
    sql`select id, user_id, kind, balance_cents from ledger_accounts where user_id <> 0 and balance_cents < 0`,
  );

/** Entries pointing at no transaction or no account (a half-written posting). */
const orphanEntries = (db: Db) =>
  rows<{ id: number }>(
    db,
    sql`select e.id from ledger_entries e
        left join ledger_transactions t on t.id = e.transaction_id
        left join ledger_accounts a on a.id = e.account_id
        where t.id is null or a.id is null`,
  );

/**
 * An approved top-up is credited by exactly one ledger transaction of its credited amount
 * into its merchant's available account; a pending or rejected one by none.
 */
const topUpsNotCreditedOnce = (db: Db) =>
  rows<{ id: number; status: string; credited_cents: number | null; postings: number; posted: number }>(
    db,
    sql`select tu.id, tu.status, tu.credited_cents,
               count(distinct t.id) as postings, coalesce(sum(e.amount_cents), 0) as posted
        from topups tu
        left join ledger_transactions t on t.cause_type = 'topup' and t.cause_id = tu.id
        left join ledger_entries e on e.transaction_id = t.id and e.account_id in
          (select a.id from ledger_accounts a where a.user_id = tu.user_id and a.kind = 'available')
        group by tu.id, tu.status, tu.credited_cents
        having (tu.status = 'approved' and (count(distinct t.id) <> 1
                  or coalesce(sum(e.amount_cents), 0) <> tu.credited_cents))
            or (tu.status <> 'approved' and count(distinct t.id) <> 0)`,
  );

/** How many ledger transactions a record caused (`row` is its alias in the outer query). */
const postingsOf = (causeType: string, row: string) =>
  sql`(select count(*) from ledger_transactions t
        where t.cause_type = ${causeType} and t.cause_id = ${sql.ref(`${row}.id`)})`;

/** What a record's postings moved on one of its merchant's accounts (`row`: id and user_id). */
const movedOn = (causeType: string, row: string, kind: string) =>
  sql`(select coalesce(sum(e.amount_cents), 0) from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        join ledger_accounts a on a.id = e.account_id
        where t.cause_type = ${causeType} and t.cause_id = ${sql.ref(`${row}.id`)}
          and a.user_id = ${sql.ref(`${row}.user_id`)} and a.kind = ${kind})`;

/**
 * A withdrawal's money, by its state: its hold (available → frozen, the pending transaction
 * the row points at) is posted once; paid, one more posting takes it from frozen to payouts
 * clearing; rejected, one returns it from frozen to available. The hold's status follows the
 * withdrawal's (pending, approved, rejected).
 */
async function withdrawalsNotHeldOnce(db: Db) {
  const found = await rows<{
    id: number;
    status: string;
    amount_cents: number;
    postings: number;
    from_available: number;
    in_frozen: number;
    hold_status: string | null;
  }>(
    db,
    sql`select w.id, w.status, w.amount_cents,
          ${postingsOf('withdrawal', 'w')} as postings,
          ${movedOn('withdrawal', 'w', 'available')} as from_available,
          ${movedOn('withdrawal', 'w', 'frozen')} as in_frozen,
          (select t.status from ledger_transactions t where t.id = w.ledger_transaction_id) as hold_status
        from withdrawals w`,
  );
  return found
    .map((r) => ({
      id: Number(r.id),
      status: r.status,
      amountCents: Number(r.amount_cents),
      postings: Number(r.postings),
      fromAvailable: Number(r.from_available),
      inFrozen: Number(r.in_frozen),
      holdStatus: r.hold_status,
    }))
    .filter(
      (w) =>
        w.postings !== (w.status === 'pending' ? 1 : 2) ||
        w.fromAvailable !== (w.status === 'rejected' ? 0 : -w.amountCents) ||
        w.inFrozen !== (w.status === 'pending' ? w.amountCents : 0) ||
        w.holdStatus !== w.status,
    );
}

/**
 * A tier upgrade's money, by its state (docs/money.md#tier-deposits): what it held moved from
 * available to deposit_held once (the pending transaction the row points at; none when it
 * held nothing); rejected, one more posting returned it. The hold's status follows the
 * request's (pending, approved, rejected).
 */
async function tierUpgradesNotHeldOnce(db: Db) {
  const found = await rows<{
    id: number;
    status: string;
    held_cents: number;
    postings: number;
    on_available: number;
    on_held: number;
    hold_status: string | null;
  }>(
    db,
    sql`select u.id, u.status, u.held_cents,
          ${postingsOf('tier_upgrade', 'u')} as postings,
          ${movedOn('tier_upgrade', 'u', 'available')} as on_available,
          ${movedOn('tier_upgrade', 'u', 'deposit_held')} as on_held,
          (select t.status from ledger_transactions t where t.id = u.ledger_transaction_id) as hold_status
        from tier_upgrades u`,
  );
  return found
    .map((r) => ({
      id: Number(r.id),
      status: r.status,
      heldCents: Number(r.held_cents),
      postings: Number(r.postings),
      onAvailable: Number(r.on_available),
      onHeld: Number(r.on_held),
      holdStatus: r.hold_status,
    }))
    .filter((u) => {
      const kept = u.status === 'rejected' ? 0 : u.heldCents;
      const postings = u.heldCents === 0 ? 0 : u.status === 'rejected' ? 2 : 1;
      return (
        u.postings !== postings ||
        u.onAvailable !== -kept ||
        u.onHeld !== kept ||
        u.holdStatus !== (u.heldCents === 0 ? null : u.status)
      );
    });
}

/**
 * An order's money, by its state (docs/money.md#movements): paid (its cost out of the merchant's available
 * account) from pending shipment on; settled (its amount in) once completed; a paid order
 * that was cancelled has its cost back. Each posting is one ledger transaction caused by the
 * order, and the order row points at it; nothing else of the order's moves money.
 */
async function ordersNotPostedByState(db: Db) {
  const found = await rows<{
    id: number;
    status: string;
    cost_cents: number;
    amount_cents: number;
    paid: number;
    refunded: number;
    settled: number;
    postings: number;
    on_available: number;
  }>(
    db,
    sql`select o.id, o.status, o.cost_cents, o.amount_cents,
          case when o.pay_transaction_id is null then 0 else 1 end as paid,
          case when o.refund_transaction_id is null then 0 else 1 end as refunded,
          case when o.settle_transaction_id is null then 0 else 1 end as settled,
          (select count(*) from ledger_transactions t
            where t.cause_type = 'order' and t.cause_id = o.id) as postings,
          (select coalesce(sum(e.amount_cents), 0) from ledger_entries e
            join ledger_transactions t on t.id = e.transaction_id
            join ledger_accounts a on a.id = e.account_id
            where t.cause_type = 'order' and t.cause_id = o.id
              and a.user_id = o.user_id and a.kind = 'available') as on_available
        from orders o`,
  );
  const inFlight = ['pending_shipment', 'shipped', 'pending_acceptance', 'accepted', 'pending_settlement'];
  return found
    .map((r) => ({
      id: Number(r.id),
      status: r.status,
      cost: Number(r.cost_cents),
      amount: Number(r.amount_cents),
      paid: Number(r.paid) === 1,
      refunded: Number(r.refunded) === 1,
      settled: Number(r.settled) === 1,
      postings: Number(r.postings),
      onAvailable: Number(r.on_available),
    }))
    .filter((o) => {
      const stateHolds =
        o.status === 'pending_payment'
          ? !o.paid && !o.refunded && !o.settled
          : inFlight.includes(o.status)
            ? o.paid && !o.refunded && !o.settled
            : o.status === 'completed'
              ? o.paid && !o.refunded && o.settled
              : o.status === 'cancelled' && !o.settled && o.refunded === o.paid;
      const expected = (o.paid ? -o.cost : 0) + (o.refunded ? o.cost : 0) + (o.settled ? o.amount : 0);
      const postings = Number(o.paid) + Number(o.refunded) + Number(o.settled);
      return !stateHolds || o.onAvailable !== expected || o.postings !== postings;
    });
}

/** The order list's kept counts per merchant and status equal a count of the orders. */
const orderCountsNotKept = (db: Db) =>
  rows<{ user_id: number; status: string; kept: number; counted: number }>(
    db,
    sql`select coalesce(k.user_id, c.user_id) as user_id, coalesce(k.status, c.status) as status,
               coalesce(k.n, 0) as kept, coalesce(c.n, 0) as counted
        from order_status_counts k
        full outer join (select user_id, status, count(*) as n from orders group by user_id, status) c
          on c.user_id = k.user_id and c.status = k.status
        where coalesce(k.n, 0) <> coalesce(c.n, 0)`,
  );

/**
 * Buyers' storefront charges and their orders (decision 022): an `ordered` charge's order
 * exists and was paid by it (the amount charged is the order's), no order is claimed by two
 * charges, and a charge refunded or
 * never made has no order.
 */
const chargesNotTheirOrders = (db: Db) =>
  rows<{ reference: string; state: string; order_id: number | null }>(
    db,
    sql`select c.reference, c.state, c.order_id
        from storefront_charges c left join orders o on o.id = c.order_id
        where (c.state = 'ordered' and (o.id is null or o.payment_reference <> c.provider_reference
                 or o.amount_cents <> c.amount_cents
                 or (select count(*) from storefront_charges d where d.order_id = c.order_id) > 1))
           or (c.state <> 'ordered' and c.order_id is not null)`,
  );

/**
 * An ad boost is paid by exactly one `ad_purchase` transaction, the one the boost points at:
 * its price out of the owner's available account and into the platform's ad revenue.
 */
async function boostsNotPaidOnce(db: Db) {
  const found = await rows<{
    id: number;
    price_cents: number;
    postings: number;
    paid_by_link: number;
    from_available: number;
    to_revenue: number;
  }>(
    db,
    sql`select b.id, b.price_cents,
          (select count(*) from ledger_transactions t
            where t.cause_type = 'ad_boost' and t.cause_id = b.id) as postings,
          (select count(*) from ledger_transactions t
            where t.id = b.transaction_id and t.kind = 'ad_purchase'
              and t.cause_type = 'ad_boost' and t.cause_id = b.id) as paid_by_link,
          (select coalesce(sum(e.amount_cents), 0) from ledger_entries e
            join ledger_transactions t on t.id = e.transaction_id
            join ledger_accounts a on a.id = e.account_id
            where t.cause_type = 'ad_boost' and t.cause_id = b.id
              and a.user_id = b.user_id and a.kind = 'available') as from_available,
          (select coalesce(sum(e.amount_cents), 0) from ledger_entries e
            join ledger_transactions t on t.id = e.transaction_id
            join ledger_accounts a on a.id = e.account_id
            where t.cause_type = 'ad_boost' and t.cause_id = b.id
              and a.user_id = 0 and a.kind = 'ad_revenue') as to_revenue
        from ad_boosts b`,
  );
  return found
    .map((r) => ({
      id: Number(r.id),
      priceCents: Number(r.price_cents),
      postings: Number(r.postings),
      paidByLink: Number(r.paid_by_link),
      fromAvailable: Number(r.from_available),
      toRevenue: Number(r.to_revenue),
    }))
    .filter(
      (b) =>
        b.postings !== 1 ||
        b.paidByLink !== 1 ||
        b.fromAvailable !== -b.priceCents ||
        b.toRevenue !== b.priceCents,
    );
}

export interface LedgerSummary {
  transactions: number;
  entries: number;
  /** The sum over every account: zero in a balanced ledger. */
  total: number;
}

export async function ledgerSummary(db: Db): Promise<LedgerSummary> {
  const [row] = await rows<{ transactions: number; entries: number; total: number }>(
    db,
    sql`select (select count(*) from ledger_transactions) as transactions,
               (select count(*) from ledger_entries) as entries,
               (select coalesce(sum(balance_cents), 0) from ledger_accounts) as total`,
  );
  return {
    transactions: Number(row!.transactions),
    entries: Number(row!.entries),
    total: Number(row!.total),
  };
}

/** Every broken invariant, by name, with the rows that break it (numbers as numbers). */
export async function ledgerViolations(db: Db): Promise<Record<string, unknown[]>> {
  const numeric = (list: Record<string, unknown>[]) =>
    list.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v]),
      ),
    );
  const found: Record<string, unknown[]> = {
    unbalancedTransactions: numeric(await unbalancedTransactions(db)),
    balancesNotTheirEntries: numeric(await balancesNotTheirEntries(db)),
    negativeMerchantAccounts: numeric(await negativeMerchantAccounts(db)),
    orphanEntries: numeric(await orphanEntries(db)),
    topUpsNotCreditedOnce: numeric(await topUpsNotCreditedOnce(db)),
    withdrawalsNotHeldOnce: await withdrawalsNotHeldOnce(db),
    tierUpgradesNotHeldOnce: await tierUpgradesNotHeldOnce(db),
    ordersNotPostedByState: await ordersNotPostedByState(db),
    orderCountsNotKept: numeric(await orderCountsNotKept(db)),
    chargesNotTheirOrders: numeric(await chargesNotTheirOrders(db)),
    boostsNotPaidOnce: await boostsNotPaidOnce(db),
  };
  const { total } = await ledgerSummary(db);
  if (total !== 0) found.accountsSumNotZero = [{ total }];
  return Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0));
}

/** Fails the test, naming each broken invariant and its rows; returns the ledger's size. */
export async function expectLedgerInvariants(db: Db): Promise<LedgerSummary> {
  expect(await ledgerViolations(db)).toEqual({});
  return ledgerSummary(db);
}

/**
 * Merchants whose money is not what came in less what went out: for each, available +
 * frozen + held deposit must equal the credited amounts of their approved top-ups less their
 * paid-out withdrawals, plus what their orders' states say (decision 018: a paid order's cost
 * out from pending shipment until settled, when its selling price comes in; a cancelled order
 * costs nothing, its cost back if it was paid), less the price of every ad boost bought;
 * frozen must equal their pending withdrawals, and the held deposit what their pending and
 * approved tier upgrades held (a rejected one's came back). Read from the rows' states, not
 * the ledger's postings.
 */
export async function merchantMoneyViolations(db: Db) {
  const found = await rows<{
    user_id: number;
    held: number;
    frozen: number;
    deposit: number;
    upgrades: number;
    topped_up: number;
    paid: number;
    pending: number;
    orders: number;
    boosts: number;
  }>(
    db,
    sql`select a.user_id,
               sum(case when a.kind in ('available', 'frozen', 'deposit_held') then a.balance_cents else 0 end)
                 as held,
               sum(case when a.kind = 'frozen' then a.balance_cents else 0 end) as frozen,
               sum(case when a.kind = 'deposit_held' then a.balance_cents else 0 end) as deposit,
               (select coalesce(sum(u.held_cents), 0) from tier_upgrades u
                 where u.user_id = a.user_id and u.status in ('pending', 'approved')) as upgrades,
               (select coalesce(sum(tu.credited_cents), 0) from topups tu
                 where tu.user_id = a.user_id and tu.status = 'approved') as topped_up,
               (select coalesce(sum(w.amount_cents), 0) from withdrawals w
                 where w.user_id = a.user_id and w.status = 'approved') as paid,
               (select coalesce(sum(w.amount_cents), 0) from withdrawals w
                 where w.user_id = a.user_id and w.status = 'pending') as pending,
               (select coalesce(sum(case
                   when o.status = 'completed' then o.amount_cents - o.cost_cents
                   when o.status in ('pending_shipment', 'shipped', 'pending_acceptance', 'accepted',
                                     'pending_settlement') then -o.cost_cents
                   else 0 end), 0)
                 from orders o where o.user_id = a.user_id) as orders,
               (select coalesce(sum(b.price_cents), 0) from ad_boosts b
                 where b.user_id = a.user_id) as boosts
        from ledger_accounts a
        where a.user_id <> 0
        group by a.user_id`,
  );
  return found
    .map((r) => ({
      userId: Number(r.user_id),
      held: Number(r.held),
      frozen: Number(r.frozen),
      toppedUpLessPaid: Number(r.topped_up) - Number(r.paid),
      /** What the merchant's orders took (costs paid) and brought (settlements), net. */
      orders: Number(r.orders),
      boosts: Number(r.boosts),
      pendingWithdrawals: Number(r.pending),
      deposit: Number(r.deposit),
      /** What the merchant's pending and approved tier upgrades held. */
      upgrades: Number(r.upgrades),
    }))
    .filter(
      (r) =>
        r.held !== r.toppedUpLessPaid + r.orders - r.boosts ||
        r.frozen !== r.pendingWithdrawals ||
        r.deposit !== r.upgrades,
    );
}
