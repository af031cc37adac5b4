import { randomBytes, randomInt } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { calls, ErrorCode, fromCents } from '@shopkeeper/contract';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/index.ts';
import { IN_FLIGHT_MS } from '../../modules/accounts/attempt-counter.ts';
import { CHARGE_RECOVERY_AFTER_MS, type PaymentProvider } from '../../modules/payments/service.ts';
import { utcDay } from '../../modules/statistics/service.ts';
import { checkStatisticsDay } from '../../use-cases/check-statistics.ts';
import { recoverStorefrontCharges } from '../../use-cases/recover-storefront-charges.ts';
import { testDialects } from '../harness.ts';
import { expectLedgerInvariants, merchantMoneyViolations } from '../money-invariants.ts';
import {
  type Actors,
  actorsOn,
  addGoods,
  answered,
  listInShowcases,
  type Prepared,
  prepare,
  type Shop,
  statusCounts,
  storedAnswer,
} from './actors.ts';
import { payOrders, placeOrder } from './calls.ts';
import { type Answer, type RunningServer, send, startCrashServer } from './crash-server.ts';

/**
 * SIGKILL the real server while buyers order on the storefronts, merchants pay their orders'
 * costs (PIN, Idempotency-Key, some beyond their balance), an operator cancels some, and the
 * server's own order jobs ship, carry, accept, settle and cancel them at demo speed; start it
 * again on the same database, and check: the ledger's invariants hold (the orders' postings
 * by their states among them), every merchant's money is what their top-ups and orders say,
 * every answered request is borne out, a merchant retrying an unanswered payment with its
 * Idempotency-Key pays each order once, a buyer retrying an unanswered order with its key gets
 * one order at most, and every buyer the payment provider charged has an order or, once the
 * storefront's recovery has run, a refund (decision 022).
 */
const CRASHES = 3;
const MERCHANTS = 3;
const WORKERS = 10;
/** 72 h unpaid is 2.6 s; payment to settlement (logistics, 7 days, a day's hold) about 10 s. */
const DEMO_SPEED = 100_000;
const COST = '8.00';
const PRICE = '10.00';
/** Now and then a buyer orders so many that paying for them is beyond a merchant's balance. */
const BIG_QUANTITY = 99;
const STARTING_AMOUNT = '600.00';

/** What the storm sent and what came back. */
type Sent =
  | { kind: 'order'; shop: Shop; name: string; quantity: number; key: string; answer: Answer }
  | { kind: 'pay'; shop: Shop; key: string; orderIds: number[]; answer: Answer }
  | { kind: 'cancel'; orderId: number; answer: Answer }
  | { kind: 'list'; answer: Answer };

const newKey = () => randomBytes(8).toString('hex');
const codeOf = (answer: Answer) => (answered(answer) ? answer.code : 'unanswered');

/** One goods in the catalogue, listed in each merchant's showcase (the logistics steps are the migration's). */
async function openShops(origin: string, actors: Actors): Promise<Shop[]> {
  const [goodsId] = await addGoods(origin, actors.operator, {
    count: 1,
    cost: COST,
    price: PRICE,
    productNo: 'SK-CRASH-1',
  });
  return listInShowcases(origin, actors.merchants, goodsId!, PRICE);
}

/** A client's retry after a crash: 202 while PIN tries cut off by the kill still look in flight. */
async function payUntilAnswered(origin: string, shop: Shop, orderIds: number[], key: string) {
  const giveUpAt = Date.now() + IN_FLIGHT_MS + 5_000;
  for (;;) {
    const answer = await payOrders(origin, shop, orderIds, key);
    if (codeOf(answer) !== ErrorCode.OPERATION_BUSY || Date.now() > giveUpAt) return answer;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const cancel = (origin: string, actors: Actors, orderId: number) =>
  send(
    origin,
    calls.consoleOrderCancel.path,
    { id: orderId, reason: 'Out of stock at the warehouse' },
    { authorization: actors.operator },
  );

/**
 * WORKERS clients at once for a while: buyers order (one in ten so many that the cost is
 * more than a merchant holds), merchants look up their orders pending payment and pay one,
 * two or all of them (sometimes what another worker is paying too), the operator cancels an
 * order now and then; meanwhile the server's jobs run every second. Then the server is
 * SIGKILLed with requests in flight. `cancelTried` keeps each order to one operator cancellation over the test.
 */
async function storm(server: RunningServer, actors: Actors, shops: Shop[], cancelTried: Set<number>) {
  const sent: Sent[] = [];
  const cancellable: number[] = [];
  let dead = false;
  const offer = (id: number) => {
    if (!cancelTried.has(id) && !cancellable.includes(id)) cancellable.push(id);
  };
  const next = async (): Promise<Sent> => {
    const roll = randomInt(100);
    const shop = shops[randomInt(shops.length)]!;
    if (roll < 10 && cancellable.length > 0) {
      const orderId = cancellable.splice(randomInt(cancellable.length), 1)[0]!;
      cancelTried.add(orderId);
      return { kind: 'cancel', orderId, answer: await cancel(server.origin, actors, orderId) };
    }
    if (roll < 55) {
      const listed = await send(
        server.origin,
        calls.orderList.path,
        { status: 'pending_payment', limit: 20 },
        { authorization: shop.token },
      );
      const ids = answered(listed) ? (listed.data as { items: { id: number }[] }).items.map((o) => o.id) : [];
      if (ids.length === 0) return { kind: 'list', answer: listed };
      for (const id of ids) if (randomInt(4) === 0) offer(id);
      // One order, two, or everything pending at once.
      const orderIds = randomInt(4) === 0 ? ids : ids.sort(() => randomInt(3) - 1).slice(0, 1 + randomInt(2));
      const key = newKey();
      const answer = await payOrders(server.origin, shop, orderIds, key);
      if (answered(answer) && answer.code === 200) for (const id of orderIds) offer(id);
      return { kind: 'pay', shop, key, orderIds, answer };
    }
    const name = `Buyer ${newKey()}`;
    const quantity = randomInt(10) === 0 ? BIG_QUANTITY : 1 + randomInt(2);
    const key = newKey();
    return {
      kind: 'order',
      shop,
      name,
      quantity,
      key,
      answer: await placeOrder(server.origin, shop, name, quantity, key),
    };
  };
  // Long enough for the jobs to make passes (every second) with the storm going on.
  const killed = new Promise((resolve) => setTimeout(resolve, 1500 + randomInt(2000)))
    .then(() => server.kill())
    .then(() => {
      dead = true;
    });
  const worker = async () => {
    while (!dead) {
      const record = await next();
      sent.push(record);
      if (!answered(record.answer)) return;
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await killed;
  return sent;
}

/** The stored first answer of a payment, by its merchant and key. */
const paidAnswer = (database: DatabaseHandle, userId: number, key: string) =>
  storedAnswer<{ paid: number; amount: string; balance: string }>(database, userId, key);

const ordersNamed = (database: DatabaseHandle, name: string) =>
  database.db
    .selectFrom('orders')
    .select(['user_id', 'public_ref', 'order_no', 'quantity', 'status'])
    .where('buyer_name', '=', name)
    .execute();

async function orderRows(database: DatabaseHandle, ids: number[]) {
  return database.db
    .selectFrom('orders')
    .select(['id', 'status', 'pay_transaction_id', 'cancel_reason'])
    .where('id', 'in', ids)
    .execute();
}

/** What paying these orders costs. */
async function costOf(database: DatabaseHandle, ids: number[]) {
  const rows = await database.db.selectFrom('orders').select('cost_cents').where('id', 'in', ids).execute();
  return rows.reduce((sum, r) => sum + r.cost_cents, 0);
}

/** Paid, and on its way since (or cancelled with its cost back: the invariants check that). */
async function expectPaid(database: DatabaseHandle, ids: number[]) {
  const rows = await orderRows(database, ids);
  expect(rows.length).toBe(new Set(ids).size);
  for (const row of rows) {
    expect(row.status).not.toBe('pending_payment');
    expect(row.pay_transaction_id).not.toBeNull();
  }
}

/** The operator's moves of an order (their cancellation, if any). */
const operatorMoves = async (database: DatabaseHandle, orderId: number) =>
  (
    await database.db
      .selectFrom('order_events')
      .select('move')
      .where('order_id', '=', orderId)
      .where('actor', '=', 'operator')
      .execute()
  ).map((e) => e.move);

/** After the restart: every answer the storm got is borne out by what the database holds. */
async function expectAnswersKept(database: DatabaseHandle, sent: Sent[]) {
  for (const record of sent) {
    switch (record.kind) {
      case 'order': {
        const rows = await ordersNamed(database, record.name);
        if (!answered(record.answer)) {
          // Made or not, never twice (retryUnanswered sends it again).
          expect(rows.length).toBeLessThanOrEqual(1);
          break;
        }
        // 203: the storefront closed while the shop has an order unpaid past 48 h (demo time).
        expect([200, ErrorCode.INVALID_OPERATION]).toContain(record.answer.code);
        if (record.answer.code !== 200) {
          expect(rows).toEqual([]);
          break;
        }
        const data = record.answer.data as { publicRef: string; orderNo: string };
        expect(rows).toEqual([
          expect.objectContaining({
            user_id: record.shop.id,
            public_ref: data.publicRef,
            order_no: data.orderNo,
            quantity: record.quantity,
          }),
        ]);
        break;
      }
      case 'pay': {
        if (!answered(record.answer)) break;
        const { code } = record.answer;
        // 203 an order no longer pending payment (paid by another request, or cancelled);
        // 424 beyond the balance; 202 when five PINs of one merchant were being checked at once.
        expect([
          200,
          ErrorCode.OPERATION_BUSY,
          ErrorCode.INVALID_OPERATION,
          ErrorCode.INSUFFICIENT_BALANCE,
        ]).toContain(code);
        expect(Boolean(await paidAnswer(database, record.shop.id, record.key))).toBe(code === 200);
        if (code === 200) {
          expect(record.answer.data).toMatchObject({
            paid: new Set(record.orderIds).size,
            amount: fromCents(await costOf(database, record.orderIds)),
          });
          await expectPaid(database, record.orderIds);
        }
        break;
      }
      case 'cancel': {
        if (!answered(record.answer)) break;
        // 203: shipped, or cancelled by the jobs, before the operator got to it.
        expect([200, ErrorCode.INVALID_OPERATION]).toContain(record.answer.code);
        const [row] = await orderRows(database, [record.orderId]);
        if (record.answer.code === 200) {
          expect(row).toMatchObject({ status: 'cancelled', cancel_reason: 'operator' });
          expect(await operatorMoves(database, record.orderId)).toEqual(['cancel']);
        } else {
          expect(await operatorMoves(database, record.orderId)).toEqual([]);
        }
        break;
      }
      case 'list':
        if (answered(record.answer)) expect(record.answer.code).toBe(200);
        break;
    }
  }
}

/**
 * The clients' side of a crash: an unanswered payment is sent again with the same key (paid
 * once whether or not the first attempt committed), an unanswered cancellation again (200,
 * or 203 when the first had committed or the order moved on), and an unanswered order again
 * with its key, once the storefront's recovery has settled the charge it left: the first
 * order if it was made, else a new one, never two.
 */
async function retryUnanswered(origin: string, actors: Actors, database: DatabaseHandle, sent: Sent[]) {
  for (const record of sent) {
    if (answered(record.answer)) continue;
    if (record.kind === 'order') {
      const [first] = await ordersNamed(database, record.name);
      const retry = await placeOrder(origin, record.shop, record.name, record.quantity, record.key);
      // 203: the storefront closed meanwhile (an order unpaid past 48 h of demo time).
      expect([200, ErrorCode.INVALID_OPERATION]).toContain(codeOf(retry));
      if (first) expect(retry).toMatchObject({ code: 200, data: { publicRef: first.public_ref } });
      const rows = await ordersNamed(database, record.name);
      expect(rows.length).toBe(codeOf(retry) === 200 ? 1 : 0);
    }
    if (record.kind === 'pay') {
      const first = await paidAnswer(database, record.shop.id, record.key);
      const retry = await payUntilAnswered(origin, record.shop, record.orderIds, record.key);
      // Committed before the kill: the retry gets the first answer again, and pays nothing more.
      if (first) expect(retry).toMatchObject({ code: 200, data: first });
      expect([200, ErrorCode.INVALID_OPERATION, ErrorCode.INSUFFICIENT_BALANCE]).toContain(codeOf(retry));
      expect(Boolean(await paidAnswer(database, record.shop.id, record.key))).toBe(codeOf(retry) === 200);
      if (codeOf(retry) === 200) await expectPaid(database, record.orderIds);
    }
    if (record.kind === 'cancel') {
      const retry = await cancel(origin, actors, record.orderId);
      expect([200, ErrorCode.INVALID_OPERATION]).toContain(codeOf(retry));
      const [row] = await orderRows(database, [record.orderId]);
      const byOperator = row!.status === 'cancelled' && row!.cancel_reason === 'operator';
      expect(await operatorMoves(database, record.orderId)).toEqual(byOperator ? ['cancel'] : []);
    }
  }
}

/**
 * Over every payment sent so far: the orders charged in the ledger are exactly those of the
 * payments that succeeded (answered 200, or stored under their key by an attempt or its
 * retry), each charged by one ledger transaction. A refused payment charged nothing.
 */
async function expectEachOrderPaidOnce(database: DatabaseHandle, pays: Extract<Sent, { kind: 'pay' }>[]) {
  const expected = new Map<number, number>();
  for (const record of pays) {
    if (!(await paidAnswer(database, record.shop.id, record.key))) continue;
    for (const id of new Set(record.orderIds)) expected.set(id, (expected.get(id) ?? 0) + 1);
  }
  const { rows } = await sql<{ order_id: number; postings: number }>`
    select cause_id as order_id, count(*) as postings from ledger_transactions
    where kind = 'order_payment' and cause_type = 'order' group by cause_id`.execute(database.db);
  const charged = new Map(rows.map((r) => [Number(r.order_id), Number(r.postings)]));
  expect([...charged].sort(([a], [b]) => a - b)).toEqual([...expected].sort(([a], [b]) => a - b));
  expect([...charged.values()].every((n) => n === 1)).toBe(true);
}

/**
 * Every cancelled order's buyer is owed their payment back (all these are storefront orders):
 * its refund pending (tried again by the jobs) or made, never forgotten; no other order's.
 */
async function buyerRefundsForgotten(database: DatabaseHandle) {
  return database.db
    .selectFrom('orders')
    .select(['id', 'status', 'buyer_refund', 'buyer_refunded_at'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'cancelled'),
          eb.or([
            eb('buyer_refund', 'is', null),
            eb('buyer_refund', 'not in', ['pending', 'refunded']),
            eb.and([eb('buyer_refund', '=', 'refunded'), eb('buyer_refunded_at', 'is', null)]),
          ]),
        ]),
        eb.and([eb('status', '!=', 'cancelled'), eb('buyer_refund', 'is not', null)]),
      ]),
    )
    .execute();
}

type LoggedPayment = { charged?: string; ours?: string; buyer?: string; refunded?: string };
const paymentsLogged = (paymentsLog: string): LoggedPayment[] =>
  existsSync(paymentsLog)
    ? readFileSync(paymentsLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LoggedPayment)
    : [];

/**
 * The sandbox provider as the killed server left it: its charges found in what it logged,
 * refunds logged to the same file. Charges are the buyers' (never made here).
 */
function loggedProvider(paymentsLog: string): PaymentProvider {
  return {
    name: 'sandbox-log',
    charge: () => Promise.reject(new Error('not here')),
    findCharge: async (ours) => {
      const found = paymentsLogged(paymentsLog).find((l) => l.ours === ours);
      return found?.charged ? { reference: found.charged } : null;
    },
    refund: async ({ reference }) =>
      appendFileSync(paymentsLog, `${JSON.stringify({ refunded: reference })}\n`),
  };
}

/**
 * Buyers the payment provider charged who have neither an order nor their money back, from
 * what the crash server logged of the sandbox provider's charges and refunds.
 */
async function chargedWithoutOrder(database: DatabaseHandle, paymentsLog: string) {
  const lines = paymentsLogged(paymentsLog);
  const refunded = new Set(lines.flatMap((l) => (l.refunded ? [l.refunded] : [])));
  const charges = lines.flatMap((l) => (l.charged ? [{ reference: l.charged, buyer: l.buyer! }] : []));
  if (charges.length === 0) return [];
  const ordered = new Set(
    (
      await database.db
        .selectFrom('orders')
        .select('payment_reference')
        .where(
          'payment_reference',
          'in',
          charges.map((c) => c.reference),
        )
        .execute()
    ).map((r) => r.payment_reference),
  );
  return charges.filter((c) => !ordered.has(c.reference) && !refunded.has(c.reference));
}

async function refundedBuyers(database: DatabaseHandle) {
  const rows = await database.db
    .selectFrom('orders')
    .select('id')
    .where('buyer_refund', '=', 'refunded')
    .execute();
  return rows.length;
}

for (const dialect of testDialects()) {
  describe(`crash: the server SIGKILLed among orders, payments and the order jobs [${dialect}]`, () => {
    let prepared: Prepared | undefined;
    let server: RunningServer | undefined;
    afterAll(async () => {
      await server?.kill();
      await prepared?.cleanUp();
    });

    it(`pays each order once and keeps the ledger whole, ${CRASHES} times over`, async () => {
      prepared = await prepare(dialect, MERCHANTS);
      const paymentsLog = path.join(prepared.env.CRASH_DATA_DIR!, 'payments.log');
      const env = {
        ...prepared.env,
        SHOPKEEPER_DEMO_SPEED: String(DEMO_SPEED),
        SANDBOX_WAREHOUSE: 'true',
        // The test stands where a reverse proxy would: each buyer's own address reaches the
        // storefront's per-address limit (10 orders in 10 minutes).
        TRUST_PROXY: '127.0.0.1',
        CRASH_PAYMENTS_LOG: paymentsLog,
      };
      server = await startCrashServer(env);
      const actors = await actorsOn(server.origin, prepared, STARTING_AMOUNT);
      const shops = await openShops(server.origin, actors);
      const database = prepared.open();
      const codes = new Map<string, number>();
      const pays: Extract<Sent, { kind: 'pay' }>[] = [];
      const cancelTried = new Set<number>();
      try {
        for (let crash = 1; crash <= CRASHES; crash++) {
          const sent = await storm(server, actors, shops, cancelTried);
          expect(sent.some((s) => !answered(s.answer))).toBe(true); // the kill landed mid-storm
          for (const s of sent) {
            const tag = `${s.kind}:${codeOf(s.answer)}${s.kind === 'pay' && s.orderIds.length > 1 ? ':several' : ''}`;
            codes.set(tag, (codes.get(tag) ?? 0) + 1);
            if (s.kind === 'pay') pays.push(s);
          }
          server = await startCrashServer(env);
          // The new process's jobs run while these checks do: each check reads one snapshot.
          await expectLedgerInvariants(database.db);
          expect(await merchantMoneyViolations(database.db)).toEqual([]);
          await expectAnswersKept(database, sent);
          // The storefront's recovery, as a server's job would run it once the cut-off charges'
          // wait is over, with a provider reading what the sandbox logged before the kill.
          await recoverStorefrontCharges(
            { database },
            loggedProvider(paymentsLog),
            Date.now() + CHARGE_RECOVERY_AFTER_MS,
          );
          await retryUnanswered(server.origin, actors, database, sent);
          await expectEachOrderPaidOnce(database, pays);
          expect(await buyerRefundsForgotten(database)).toEqual([]);
          // Every buyer the provider charged has their order or their money back, the kill's
          // cut-off requests included (decision 022).
          expect(await chargedWithoutOrder(database, paymentsLog)).toEqual([]);
          await expectLedgerInvariants(database.db);
          expect(await merchantMoneyViolations(database.db)).toEqual([]);
        }
        // The jobs go on after the last crash: orders reach settlement, the unpaid are cancelled.
        // A storm can leave nothing unpaid (its merchants' settlements can pay even the big
        // orders in the end), so one order is placed now and left unpaid for the job to cancel;
        // a shop that refuses it (203) already has an order unpaid past 48 h, which the job
        // cancels as well.
        const leftUnpaid = await placeOrder(server.origin, shops[0]!, `Buyer ${newKey()}`, 1, newKey());
        expect([200, ErrorCode.INVALID_OPERATION]).toContain(codeOf(leftUnpaid));
        const giveUpAt = Date.now() + 30_000;
        let counts = await statusCounts(database);
        while (!(counts.completed && counts['cancelled:unpaid_timeout']) && Date.now() < giveUpAt) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          counts = await statusCounts(database);
        }
        await expectLedgerInvariants(database.db);
        expect(await merchantMoneyViolations(database.db)).toEqual([]);
        expect(await buyerRefundsForgotten(database)).toEqual([]);
        // The statistics kept in each order move's transaction agree with the orders and the
        // ledger, kills and all (decision 025): the check finds nothing to set right.
        const statistics = await checkStatisticsDay({ database } as AppContext, {
          day: utcDay(Date.now()),
          force: true,
        });
        expect(statistics).toMatchObject({ checked: true, differences: [] });
        expect(statistics.shops).toBeGreaterThan(0);
        // Cancelled orders' buyers are refunded through the provider once the jobs get to them.
        expect(await refundedBuyers(database)).toBeGreaterThan(0);
        expect(counts).toMatchObject({
          completed: expect.any(Number),
          'cancelled:unpaid_timeout': expect.any(Number),
          'cancelled:operator': expect.any(Number),
        });
        // Each kind of call succeeded somewhere, and payments were refused for the balance.
        const seen = (tag: string) =>
          [...codes].filter(([t]) => t === tag || t.startsWith(`${tag}:`)).reduce((n, [, c]) => n + c, 0);
        for (const tag of ['order:200', 'pay:200', 'pay:200:several', 'pay:424', 'cancel:200'])
          expect(seen(tag), tag).toBeGreaterThan(0);
        await server.stop();
      } finally {
        await database.destroy();
      }
    }, 120_000);
  });
}
