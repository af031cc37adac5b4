import { randomBytes, randomInt } from 'node:crypto';
import { calls } from '@shopkeeper/contract';
import type { DatabaseHandle } from '../../db/index.ts';
import { type Actors, answered, type Merchant, type Shop } from '../crash/actors.ts';
import {
  approveTopUp,
  buyAd,
  decideWithdrawal,
  payOrders,
  placeOrder,
  submitTopUp,
  withdraw,
} from '../crash/calls.ts';
import { type Answer, send } from '../crash/crash-server.ts';
import { newTxHash } from '../money-requests.ts';

/**
 * A storm of the money calls through one origin (the proxy, which spreads it over the
 * servers): buyers order on the storefronts, merchants pay their orders' costs, submit
 * top-ups the operator approves, withdraw (some beyond their balance) and have the
 * withdrawals paid or rejected, and buy ads. Each request is kept with its answer, so the
 * test can find every success in the database afterwards.
 */
export type Sent =
  | { kind: 'order'; shop: Shop; name: string; answer: Answer }
  | { kind: 'pay'; shop: Shop; key: string; orderIds: number[]; answer: Answer }
  | { kind: 'topUp'; merchant: Merchant; txHash: string; cents: number; answer: Answer }
  | { kind: 'approve'; topUpId: number; creditedCents: number; answer: Answer }
  | { kind: 'withdraw'; merchant: Merchant; cents: number; answer: Answer }
  | { kind: 'decide'; withdrawalId: number; pay: boolean; answer: Answer }
  | { kind: 'ad'; merchant: Merchant; answer: Answer };

export const newKey = () => randomBytes(8).toString('hex');
export const codeOf = (answer: Answer) => (answered(answer) ? answer.code : 'unanswered');
export const succeeded = (s: { answer: Answer }) => answered(s.answer) && s.answer.code === 200;
const idOf = (answer: Answer) => (answer as { data: { id: number } }).data.id;

export interface StormOptions {
  origin: string;
  actors: Actors;
  /** The merchants whose storefronts buyers order on, and who pay those orders. */
  shops: Shop[];
  workers: number;
  /** Asked before each request with how many were sent: true ends the storm. */
  over: (sent: number) => boolean;
  /** Where each request is kept as it is answered, for a test that reads them mid-storm. */
  sent?: Sent[];
}

/** Runs the storm until `over()`; resolves with everything sent. */
export async function storm(options: StormOptions): Promise<Sent[]> {
  const { origin, actors, shops, workers, over, sent = [] } = options;
  const topUps: { id: number; cents: number }[] = [];
  const withdrawals: number[] = [];
  const take = <T>(list: T[]) => list.splice(randomInt(list.length), 1)[0]!;
  const next = async (): Promise<Sent> => {
    const roll = randomInt(100);
    const shop = shops[randomInt(shops.length)]!;
    if (roll < 25) {
      const name = `Buyer ${newKey()}`;
      const answer = await placeOrder(origin, shop, name, 1 + randomInt(3), newKey());
      return { kind: 'order', shop, name, answer };
    }
    if (roll < 50) {
      const listed = await send(
        origin,
        calls.orderList.path,
        { status: 'pending_payment', limit: 20 },
        { authorization: shop.token },
      );
      const ids = answered(listed) ? (listed.data as { items: { id: number }[] }).items.map((o) => o.id) : [];
      // The newest order, before the unpaid-order job (at demo speed) cancels it, or all
      // pending at once (sometimes what another worker is paying too).
      const orderIds = randomInt(3) === 0 ? ids : ids.slice(0, 1);
      if (orderIds.length > 0) {
        const key = newKey();
        return { kind: 'pay', shop, key, orderIds, answer: await payOrders(origin, shop, orderIds, key) };
      }
    }
    if (roll < 58 && topUps.length > 0) {
      const topUp = take(topUps);
      // Now and then the operator received a different amount.
      const creditedCents = randomInt(4) === 0 ? topUp.cents - 100 : topUp.cents;
      const answer = await approveTopUp(origin, actors, topUp.id, creditedCents);
      return { kind: 'approve', topUpId: topUp.id, creditedCents, answer };
    }
    if (roll < 70) {
      const cents = 1000 + randomInt(4000);
      return {
        kind: 'withdraw',
        merchant: shop,
        cents,
        answer: await withdraw(origin, shop, cents, newKey()),
      };
    }
    if (roll < 78 && withdrawals.length > 0) {
      const withdrawalId = take(withdrawals);
      const pay = randomInt(2) === 0;
      return {
        kind: 'decide',
        withdrawalId,
        pay,
        answer: await decideWithdrawal(origin, actors, withdrawalId, pay),
      };
    }
    if (roll < 82) return { kind: 'ad', merchant: shop, answer: await buyAd(origin, actors, shop, newKey()) };
    const [cents, txHash] = [1000 + randomInt(20_000), newTxHash()];
    const answer = await submitTopUp(origin, actors, shop, cents, txHash, newKey());
    return { kind: 'topUp', merchant: shop, txHash, cents, answer };
  };
  const worker = async () => {
    while (!over(sent.length)) {
      const record = await next();
      sent.push(record);
      if (!answered(record.answer)) {
        // No server behind the proxy for a moment (one restarting): a client waits a little.
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      if (!succeeded(record)) continue;
      if (record.kind === 'topUp') topUps.push({ id: idOf(record.answer), cents: record.cents });
      if (record.kind === 'withdraw') withdrawals.push(idOf(record.answer));
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return sent;
}

/**
 * Of the requests answered 200, how many the database bears out: the order under its buyer's
 * name and reference, the payment's key stored and its orders paid, the top-up, approval,
 * withdrawal, decision and ad boost each in its row. Read in a few batched queries.
 */
export async function successesInDatabase(database: DatabaseHandle, sent: Sent[]) {
  const { db } = database;
  const ok = sent.filter(succeeded);
  const of = <K extends Sent['kind']>(kind: K) =>
    ok.filter((s): s is Extract<Sent, { kind: K }> => s.kind === kind);
  const ids = (list: { answer: Answer }[]) => [...new Set(list.map((s) => idOf(s.answer)))];
  const rowsIn = async <T>(list: unknown[], query: () => Promise<T[]>) => (list.length > 0 ? query() : []);
  const missing: Sent[] = [];

  const orders = of('order');
  const refs = orders.map((s) => (s.answer as { data: { publicRef: string } }).data.publicRef);
  const placed = new Map(
    (
      await rowsIn(refs, () =>
        db
          .selectFrom('orders')
          .select(['public_ref', 'buyer_name'])
          .where('public_ref', 'in', refs)
          .execute(),
      )
    ).map((r) => [r.public_ref, r.buyer_name]),
  );
  for (const [n, s] of orders.entries()) if (placed.get(refs[n]!) !== s.name) missing.push(s);

  const pays = of('pay');
  const keys = await rowsIn(pays, () =>
    db
      .selectFrom('idempotency_keys')
      .select(['user_id', 'key'])
      .where(
        'key',
        'in',
        pays.map((s) => s.key),
      )
      .execute(),
  );
  const stored = new Set(keys.map((k) => `${k.user_id}:${k.key}`));
  const payIds = [...new Set(pays.flatMap((s) => s.orderIds))];
  const paidOrders = new Set(
    (
      await rowsIn(payIds, () =>
        db
          .selectFrom('orders')
          .select('id')
          .where('id', 'in', payIds)
          .where('pay_transaction_id', 'is not', null)
          .execute(),
      )
    ).map((r) => r.id),
  );
  for (const s of pays)
    if (!stored.has(`${s.shop.id}:${s.key}`) || !s.orderIds.every((id) => paidOrders.has(id)))
      missing.push(s);

  const topUps = [...of('topUp'), ...of('approve')];
  const topUpIds = [...new Set([...ids(of('topUp')), ...of('approve').map((s) => s.topUpId)])];
  const topUpRows = new Map(
    (
      await rowsIn(topUpIds, () =>
        db
          .selectFrom('topups')
          .select(['id', 'tx_hash', 'amount_cents', 'status', 'credited_cents'])
          .where('id', 'in', topUpIds)
          .execute(),
      )
    ).map((r) => [r.id, r]),
  );
  for (const s of topUps) {
    const row = topUpRows.get(s.kind === 'topUp' ? idOf(s.answer) : s.topUpId);
    const kept =
      s.kind === 'topUp'
        ? row?.tx_hash === s.txHash && row.amount_cents === s.cents
        : row?.status === 'approved' && row.credited_cents === s.creditedCents;
    if (!kept) missing.push(s);
  }

  const withdrawals = [...of('withdraw'), ...of('decide')];
  const withdrawalIds = [...new Set([...ids(of('withdraw')), ...of('decide').map((s) => s.withdrawalId)])];
  const withdrawalRows = new Map(
    (
      await rowsIn(withdrawalIds, () =>
        db
          .selectFrom('withdrawals')
          .select(['id', 'user_id', 'amount_cents', 'status'])
          .where('id', 'in', withdrawalIds)
          .execute(),
      )
    ).map((r) => [r.id, r]),
  );
  for (const s of withdrawals) {
    const row = withdrawalRows.get(s.kind === 'withdraw' ? idOf(s.answer) : s.withdrawalId);
    const kept =
      s.kind === 'withdraw'
        ? row?.user_id === s.merchant.id && row.amount_cents === s.cents
        : row?.status === (s.pay ? 'approved' : 'rejected');
    if (!kept) missing.push(s);
  }

  const ads = of('ad');
  const boostIds = ids(ads);
  const boosts = new Map(
    (
      await rowsIn(boostIds, () =>
        db.selectFrom('ad_boosts').select(['id', 'user_id']).where('id', 'in', boostIds).execute(),
      )
    ).map((r) => [r.id, r.user_id]),
  );
  for (const s of ads) if (boosts.get(idOf(s.answer)) !== s.merchant.id) missing.push(s);

  return { answeredSuccesses: ok.length, foundInDatabase: ok.length - missing.length, missing };
}
