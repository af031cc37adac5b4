import { calls, ErrorCode } from '@shopkeeper/contract';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { countRows, describeApi } from '../../test/harness.ts';
import { expectLedgerInvariants } from '../../test/money-invariants.ts';
import { insertCharge, shopWithOneCup } from '../../test/storefront-fixtures.ts';
import {
  CHARGE_RECHECK_AFTER_MS,
  recoverStorefrontCharges,
} from '../../use-cases/recover-storefront-charges.ts';
import {
  CHARGE_RECOVERY_AFTER_MS,
  paymentProvider,
  REFUND_TRIES,
  refundRetryDelayMs,
  type SandboxProvider,
} from '../payments/service.ts';

/**
 * Decision 022: a buyer's storefront charge is recorded before the provider is asked, so no
 * charge is forgotten: a repeat with the request's Idempotency-Key is answered, not charged
 * again; a charge whose request was cut off is found at the provider by our reference and
 * refunded; a refund that keeps failing is left, after the last try, for an operator.
 */
describeApi('storefront charges: one charge per order request, none forgotten', (api) => {
  let slug: string;
  let itemId: number;
  let sandbox: SandboxProvider;
  let shopUserId: number;
  let merchantToken: string;
  let buyerNo = 0;
  /** Each request from its own address, so the per-address order limit is not what is tested. */
  const ip = () => `10.9.${Math.floor(buyerNo / 250)}.${(buyerNo++ % 250) + 1}`;
  const order = { quantity: 2, name: 'Ana', phone: '555 0100', address: '1 Main St' };
  const create = (input: Record<string, unknown>, headers: Record<string, string> = {}, lang = 'en') =>
    api().call(
      calls.storefrontOrderCreate,
      { slug, itemId, ...order, ...input },
      { headers, ip: ip(), lang },
    );
  const charges = () =>
    api()
      .database.db.selectFrom('storefront_charges')
      .selectAll()
      .orderBy('created_at')
      .orderBy('reference')
      .execute();
  const recover = (now: number) => recoverStorefrontCharges(api(), sandbox, now, { error: () => {} });

  beforeAll(async () => {
    const shop = await shopWithOneCup(api(), 'SK-CH-1');
    ({ slug, itemId } = shop);
    shopUserId = shop.merchant.user.id;
    merchantToken = shop.merchant.token;
    sandbox = paymentProvider(api().config) as SandboxProvider;
  });

  beforeEach(async () => {
    // Each test sees only its own charges (the orders of earlier tests keep theirs no more).
    await api().database.db.deleteFrom('storefront_charges').execute();
  });

  it('answers a repeat of an order request with the first order, whatever its language, and charges once', async () => {
    const key = 'order-key-1';
    const first = await create({}, { 'idempotency-key': key });
    expect(first.code).toBe(200);
    const charged = sandbox.charges.length;
    const again = await create({}, { 'idempotency-key': key }, 'fr');
    expect(again).toMatchObject({ code: 200, data: first.data });
    expect(sandbox.charges.length).toBe(charged);
    const made = await api()
      .database.db.selectFrom('orders')
      .select('id')
      .where('public_ref', '=', first.data.publicRef)
      .execute();
    expect(made).toHaveLength(1);
    const [charge] = (await charges()).filter((c) => c.idempotency_key === key);
    expect(charge).toMatchObject({ state: 'ordered', amount_cents: 850, currency: 'USD', due_at: null });
    await expectLedgerInvariants(api().database.db);
  });

  it('refuses the same key with another request (202) and charges nothing for it', async () => {
    const key = 'order-key-2';
    expect((await create({}, { 'idempotency-key': key })).code).toBe(200);
    const [charged, orders] = [sandbox.charges.length, await countRows(api().database, 'orders')];
    const other = await create({ quantity: 3 }, { 'idempotency-key': key });
    expect(other.code).toBe(ErrorCode.OPERATION_BUSY);
    expect(other.data?.reason).toBeUndefined();
    expect(sandbox.charges.length).toBe(charged);
    expect(await countRows(api().database, 'orders')).toBe(orders);
  });

  it('answers a repeat while the first is still charging with 202 inProgress, charging nothing', async () => {
    const key = 'order-key-3';
    const first = await create({}, { 'idempotency-key': key });
    // As if the first were still at the provider: its charge back to `charging`.
    await api()
      .database.db.updateTable('storefront_charges')
      .set({ state: 'charging' })
      .where('idempotency_key', '=', key)
      .execute();
    const charged = sandbox.charges.length;
    const again = await create({}, { 'idempotency-key': key }, 'fr');
    expect(again).toMatchObject({ code: ErrorCode.OPERATION_BUSY, data: { reason: 'inProgress' } });
    expect(again.msg).not.toBe('');
    expect(sandbox.charges.length).toBe(charged);
    await api()
      .database.db.updateTable('storefront_charges')
      .set({ state: 'ordered' })
      .where('idempotency_key', '=', key)
      .execute();
    expect((await create({}, { 'idempotency-key': key })).data).toEqual(first.data);
  });

  it('refuses a malformed key (405) before anything is written', async () => {
    const before = await countRows(api().database, 'storefront_requests');
    const res = await create({}, { 'idempotency-key': 'a'.repeat(129) });
    expect(res).toMatchObject({ code: ErrorCode.INVALID_PARAMETER, data: { field: 'Idempotency-Key' } });
    expect(await countRows(api().database, 'storefront_requests')).toBe(before);
    expect(await charges()).toEqual([]);
  });

  it('keeps nothing of a declined charge, so the same key may try again', async () => {
    const key = 'order-key-4';
    const declined = await create({ name: 'Decline' }, { 'idempotency-key': key });
    expect(declined).toMatchObject({ code: ErrorCode.OPERATION_FAILED, data: { reason: 'paymentDeclined' } });
    expect(await charges()).toEqual([]);
    expect((await create({ name: 'Decline' }, { 'idempotency-key': key })).code).toBe(
      ErrorCode.OPERATION_FAILED,
    );
  });

  it('finds a charge whose server died before the order was made, and refunds it once its wait is over', async () => {
    const key = 'order-key-5';
    const now = Date.now();
    // The server recorded the charge and the provider made it; then the server died.
    await insertCharge(api(), {
      reference: 'sf_cut_off_1',
      idempotency_key: key,
      shop_user_id: shopUserId,
      state: 'charging',
      due_at: now + CHARGE_RECOVERY_AFTER_MS,
      created_at: now,
    });
    const { reference: providerReference } = await sandbox.charge({
      amountCents: 850,
      currency: 'USD',
      reference: 'sf_cut_off_1',
      buyer: { name: 'Ana', phone: '555 0100', address: '1 Main St' },
    });
    const nothing = { found: 0, notCharged: 0, refunded: 0, failed: 0 };
    // Until the wait is over, the request may still be running: left alone.
    expect(await recover(now + CHARGE_RECOVERY_AFTER_MS - 1)).toEqual(nothing);
    // Two servers' jobs at once: the charge is found and refunded once.
    const [a, b] = await Promise.all([
      recover(now + CHARGE_RECOVERY_AFTER_MS),
      recover(now + CHARGE_RECOVERY_AFTER_MS),
    ]);
    expect(a.found + b.found).toBe(1);
    expect(a.refunded + b.refunded).toBe(1);
    expect(sandbox.refunds.filter((r) => r === providerReference)).toHaveLength(1);
    const [charge] = await charges();
    expect(charge).toMatchObject({
      state: 'refunded',
      provider_reference: providerReference,
      idempotency_key: null,
      due_at: null,
      order_id: null,
    });
    expect(await recover(now + 10 * CHARGE_RECOVERY_AFTER_MS)).toEqual(nothing);
    await expectLedgerInvariants(api().database.db);
  });

  it('marks a cut-off charge the provider never made as not charged, and frees its key for the retry', async () => {
    const key = 'order-key-6';
    const first = await create({}, { 'idempotency-key': key });
    // As if the server had died before the provider got the charge: no order, no charge.
    const [row] = (await charges()).filter((c) => c.idempotency_key === key);
    await api()
      .database.db.updateTable('storefront_charges')
      .set({
        state: 'charging',
        order_id: null,
        provider_reference: null,
        reference: 'sf_never_made',
        due_at: Date.now() + CHARGE_RECOVERY_AFTER_MS,
      })
      .where('reference', '=', row!.reference)
      .execute();
    expect((await create({}, { 'idempotency-key': key })).data).toMatchObject({ reason: 'inProgress' });
    expect(await recover(Date.now() + CHARGE_RECOVERY_AFTER_MS)).toMatchObject({
      notCharged: 1,
      refunded: 0,
    });
    const retried = await create({}, { 'idempotency-key': key });
    expect(retried.code).toBe(200);
    expect(retried.data.publicRef).not.toBe(first.data.publicRef);
    expect((await charges()).find((c) => c.reference === 'sf_never_made')).toMatchObject({
      state: 'not_charged',
      idempotency_key: null,
    });
  });

  it('looks a charge the provider did not have up once more an hour later, and refunds it if it landed after all', async () => {
    const t0 = Date.now();
    for (const reference of ['sf_late_landing', 'sf_never_landed'])
      await insertCharge(api(), { reference, shop_user_id: shopUserId, state: 'charging', due_at: t0 });
    expect(await recover(t0)).toMatchObject({ notCharged: 2 });
    // A charge slower than any timeout lands at the provider; its own server died meanwhile.
    const { reference: landed } = await sandbox.charge({
      amountCents: 850,
      currency: 'USD',
      reference: 'sf_late_landing',
      buyer: { name: 'Ana', phone: '555 0100', address: '1 Main St' },
    });
    expect(await recover(t0 + CHARGE_RECHECK_AFTER_MS - 1)).toMatchObject({ found: 0, refunded: 0 });
    expect(await recover(t0 + CHARGE_RECHECK_AFTER_MS)).toMatchObject({
      found: 1,
      refunded: 1,
      notCharged: 0,
    });
    expect(sandbox.refunds).toContain(landed);
    const byReference = Object.fromEntries((await charges()).map((c) => [c.reference, c]));
    expect(byReference.sf_late_landing).toMatchObject({ state: 'refunded', provider_reference: landed });
    // The other is settled for good: not looked up again.
    expect(byReference.sf_never_landed).toMatchObject({ state: 'not_charged', due_at: null });
    expect(await recover(t0 + 100 * CHARGE_RECHECK_AFTER_MS)).toEqual({
      found: 0,
      notCharged: 0,
      refunded: 0,
      failed: 0,
    });
  });

  it('tries a refund the provider keeps refusing 1, 2, 4 … minutes apart, then leaves it failed for an operator', async () => {
    const now = Date.now();
    await insertCharge(api(), {
      reference: 'sf_refund_refused',
      shop_user_id: shopUserId,
      state: 'refund_pending',
      provider_reference: 'sbx_refused',
      due_at: now,
    });
    const refusing = Object.create(sandbox) as SandboxProvider;
    const tried: string[] = [];
    refusing.refund = async ({ reference }) => {
      tried.push(reference);
      throw new Error('provider unavailable');
    };
    let at = now;
    for (let n = 1; n <= REFUND_TRIES; n++) {
      const counts = await recoverStorefrontCharges(api(), refusing, at, { error: () => {} });
      expect(counts).toMatchObject({ failed: 1, refunded: 0 });
      // Not tried again before its wait is over.
      expect((await recoverStorefrontCharges(api(), refusing, at + refundRetryDelayMs(n) - 1)).failed).toBe(
        0,
      );
      at += refundRetryDelayMs(n);
    }
    expect(tried).toEqual(Array(REFUND_TRIES).fill('sbx_refused'));
    expect((await charges())[0]).toMatchObject({ state: 'refund_failed', tries: REFUND_TRIES, due_at: null });
    expect((await recoverStorefrontCharges(api(), refusing, at + 86_400_000)).failed).toBe(0);
  });

  /**
   * Runs `during` while the sandbox holds every charge back (a slow card network), then lets
   * the charges through; restores the sandbox after.
   */
  async function withChargesHeld(during: (release: () => void) => Promise<void>) {
    const charge = sandbox.charge.bind(sandbox);
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    sandbox.charge = async (request) => {
      await released;
      return charge(request);
    };
    try {
      await during(release);
    } finally {
      release();
      sandbox.charge = charge;
    }
  }
  const chargesWritten = async (n: number) => {
    while ((await charges()).length < n) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('refunds a charge that outlived its recovery wait instead of making its order: never both', async () => {
    // A provider call slower than CHARGE_SETTLES_WITHIN_MS: the recovery job, finding no
    // charge yet, marks it not charged; when the charge then lands the order is rolled back,
    // the buyer refunded and told the order was not placed.
    await withChargesHeld(async (release) => {
      const orders = await countRows(api().database, 'orders');
      const pending = create({ name: 'Slow' }, { 'idempotency-key': 'order-key-7' });
      await chargesWritten(1);
      expect(await recover(Date.now() + CHARGE_RECOVERY_AFTER_MS)).toMatchObject({ notCharged: 1 });
      release();
      expect(await pending).toMatchObject({
        code: ErrorCode.OPERATION_FAILED,
        data: { reason: 'notPlaced' },
      });
      expect(await countRows(api().database, 'orders')).toBe(orders);
      const [row] = await charges();
      expect(row).toMatchObject({ state: 'refunded', idempotency_key: null, order_id: null });
      expect(sandbox.refunds).toContain(row!.provider_reference);
    });
  });

  it('charges once when the same request arrives twice at once (a double tap)', async () => {
    const charged = sandbox.charges.length;
    await withChargesHeld(async (release) => {
      const twins = [
        create({ name: 'Twin' }, { 'idempotency-key': 'order-key-8' }),
        create({ name: 'Twin' }, { 'idempotency-key': 'order-key-8' }),
      ];
      // While the charge is held, one of the two can only be answered by being refused: wait
      // for that answer before letting the charge through, or on a slow machine the second
      // could arrive after the first was made and be answered with it, as a later retry is.
      await Promise.race(twins);
      await chargesWritten(1);
      release();
      const answers = await Promise.all(twins);
      const made = answers.filter((a) => a.code === 200);
      expect(made).toHaveLength(1);
      expect(answers.find((a) => a.code !== 200)).toMatchObject({
        code: ErrorCode.OPERATION_BUSY,
        data: { reason: 'inProgress' },
      });
      // Asked again once it is made: that order.
      expect((await create({ name: 'Twin' }, { 'idempotency-key': 'order-key-8' })).data).toEqual(
        made[0]!.data,
      );
    });
    expect(sandbox.charges.length).toBe(charged + 1);
    expect(await charges()).toHaveLength(1);
  });

  it('keeps the price the buyer was charged when the merchant changes it during the charge', async () => {
    await withChargesHeld(async (release) => {
      const pending = create({ name: 'Early bird', quantity: 2 }, { 'idempotency-key': 'order-key-9' });
      await chargesWritten(1);
      const repriced = await api().call(
        calls.showcasePrice,
        { id: itemId, price: '5.00' },
        { token: merchantToken },
      );
      expect(repriced.code).toBe(200);
      release();
      const answer = await pending;
      expect(answer).toMatchObject({ code: 200, data: { amount: '8.50' } });
      const order = await api()
        .database.db.selectFrom('orders')
        .select(['unit_price_cents', 'amount_cents'])
        .where('public_ref', '=', answer.data.publicRef)
        .executeTakeFirstOrThrow();
      expect(order).toEqual({ unit_price_cents: 425, amount_cents: 850 });
      await api().call(calls.showcasePrice, { id: itemId, price: '4.25' }, { token: merchantToken });
    });
    await expectLedgerInvariants(api().database.db);
  });
});
