import { type AuditEntry, calls, ErrorCode } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import type { StorefrontChargeState } from '../../db/schema.ts';
import { countRows, describeApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { insertCharge, shopWithOneCup } from '../../test/storefront-fixtures.ts';
import { placeBuyerOrder } from '../../use-cases/place-buyer-order.ts';
import { recoverStorefrontCharges } from '../../use-cases/recover-storefront-charges.ts';
import { paymentProvider, type SandboxProvider } from '../payments/service.ts';

type Operator = Awaited<ReturnType<typeof signInOperator>>;
type Merchant = Awaited<ReturnType<ReturnType<Parameters<Parameters<typeof describeApi>[1]>[0]>['merchant']>>;

const MINUTE = 60_000;
let references = 0;

describeApi('the console’s storefront payments (charges needing a person)', (api) => {
  let operator: Operator;
  let merchant: Merchant;
  let shopName: string;
  let itemId: number;
  let t0: number;

  const call = (
    def: Parameters<ReturnType<typeof api>['call']>[0],
    input: Record<string, unknown>,
    as: { token: string } = operator,
  ) => api().call(def, input, { token: as.token, lang: 'en' });

  /** Every charge as stored, and how many audit entries: what a refused call must leave alone. */
  const snapshot = async () => ({
    charges: await api()
      .database.db.selectFrom('storefront_charges')
      .selectAll()
      .orderBy('reference')
      .execute(),
    audit: await countRows(api().database, 'audit_log'),
  });

  async function refused(
    def: Parameters<typeof call>[0],
    input: Record<string, unknown>,
    as: { token: string } = operator,
  ) {
    const before = await snapshot();
    const res = await call(def, input, as);
    expect(await snapshot(), JSON.stringify(res)).toEqual(before);
    return res;
  }

  const sandbox = () => paymentProvider(api().config) as SandboxProvider;

  /**
   * A buyer's charge as the storefront would have left it. `charged`: the sandbox made it (so
   * the jobs can find and refund it); `known`: its provider reference was recorded.
   */
  async function charge(
    state: StorefrontChargeState,
    fields: {
      amountCents?: number;
      createdAt?: number;
      dueAt?: number | null;
      tries?: number;
      orderId?: number | null;
      charged?: boolean;
      known?: boolean;
    } = {},
  ) {
    const reference = `sf_test${String(++references).padStart(6, '0')}`;
    const amountCents = fields.amountCents ?? 1275;
    let providerReference: string | null = null;
    if (fields.charged ?? true) {
      providerReference = (
        await sandbox().charge({
          reference,
          amountCents,
          currency: 'USD',
          buyer: { name: 'Ana', phone: '555 0100', address: '1 Main St' },
        })
      ).reference;
    }
    const createdAt = fields.createdAt ?? t0;
    await insertCharge(api(), {
      reference,
      shop_user_id: merchant.user.id,
      amount_cents: amountCents,
      state,
      provider_reference: (fields.known ?? true) ? providerReference : null,
      order_id: fields.orderId ?? null,
      tries: fields.tries ?? 0,
      due_at: fields.dueAt === undefined ? null : fields.dueAt,
      created_at: createdAt,
      updated_at: createdAt + MINUTE,
    });
    return { reference, providerReference };
  }

  const stored = (reference: string) =>
    api()
      .database.db.selectFrom('storefront_charges')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();

  async function lastAudit(): Promise<AuditEntry> {
    return (await call(calls.consoleAuditList, { limit: 1 })).data.items[0];
  }

  beforeAll(async () => {
    operator = await signInOperator(api());
    const shop = await shopWithOneCup(api(), 'SK-SFC-1');
    ({ merchant, itemId } = shop);
    shopName = merchant.user.shop!.name;
    // Charges older than any the test makes later, so "newest first" is plain to see.
    t0 = Date.now() - 24 * 60 * MINUTE;
  });

  it('lists what needs attention newest first — failed and pending refunds, charges unconfirmed past due — with shop, amount, tries and order; by state on request', async () => {
    const now = Date.now();
    const failed = await charge('refund_failed', {
      createdAt: t0 + 3 * MINUTE,
      tries: 8,
      amountCents: 123_450,
    });
    const pending = await charge('refund_pending', {
      createdAt: t0 + 2 * MINUTE,
      tries: 2,
      dueAt: now + 4 * MINUTE,
    });
    const stale = await charge('charging', { createdAt: t0 + MINUTE, dueAt: now - MINUTE, known: false });
    const fresh = await charge('charging', {
      createdAt: t0 + 4 * MINUTE,
      dueAt: now + 9 * MINUTE,
      known: false,
    });
    const refunded = await charge('refunded', { createdAt: t0 + 5 * MINUTE });
    const order = await inTransaction(api().database, (trx) =>
      placeBuyerOrder(trx, {
        shopUserId: merchant.user.id,
        showcaseItemId: itemId,
        quantity: 3,
        buyer: { name: 'Ana', phone: '555 0100', address: '1 Main St' },
        lang: 'en',
        source: 'storefront',
        paymentReference: 'sbx_ordered',
      }),
    );
    const ordered = await charge('ordered', { createdAt: t0 + 6 * MINUTE, orderId: order.id });

    const res = await call(calls.consoleStorefrontChargeList, {});
    expect(res.code, JSON.stringify(res)).toBe(200);
    const listed = res.data.items.map((item: { reference: string }) => item.reference);
    expect(listed).toEqual([failed.reference, pending.reference, stale.reference]);
    for (const hidden of [fresh, refunded, ordered]) expect(listed).not.toContain(hidden.reference);
    expect(res.data.items[0]).toEqual({
      reference: failed.reference,
      shop: { userId: merchant.user.id, username: merchant.username, name: shopName },
      amount: '1234.50',
      currency: 'USD',
      state: 'refund_failed',
      tries: 8,
      providerReference: failed.providerReference,
      orderNo: null,
      dueAt: null,
      createdAt: new Date(t0 + 3 * MINUTE).toISOString(),
      updatedAt: new Date(t0 + 4 * MINUTE).toISOString(),
    });
    expect(res.data.items[1]).toMatchObject({
      state: 'refund_pending',
      dueAt: new Date(now + 4 * MINUTE).toISOString(),
    });
    expect(res.data.nextCursor).toBeNull();

    // A page at a time, each after the last: the same three, none twice.
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await call(calls.consoleStorefrontChargeList, { limit: 1, ...(cursor ? { cursor } : {}) });
      paged.push(...page.data.items.map((item: { reference: string }) => item.reference));
      cursor = page.data.nextCursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(listed);

    const byState = await call(calls.consoleStorefrontChargeList, { state: 'ordered' });
    expect(byState.data.items).toEqual([
      expect.objectContaining({ reference: ordered.reference, state: 'ordered', orderNo: order.orderNo }),
    ]);
    const bad = await refused(calls.consoleStorefrontChargeList, { cursor: 'not-ours' });
    expect(bad).toMatchObject({ code: 405, data: { field: 'cursor' } });
  });

  it('refuses a merchant’s token on both calls, writing nothing', async () => {
    const { reference } = await charge('refund_failed', { tries: 8 });
    for (const [def, input] of [
      [calls.consoleStorefrontChargeList, {}],
      [calls.consoleStorefrontChargeRefundRetry, { reference }],
    ] as const) {
      const res = await refused(def, input, merchant);
      expect(res.code, def.path).toBe(ErrorCode.INSUFFICIENT_PERMISSIONS);
    }
    expect((await stored(reference)).state).toBe('refund_failed');
  });

  it('retries a failed refund (pending again, tries 0, due now, audited); 203 for any other state, 404 unknown, nothing written; the job then refunds it', async () => {
    const failed = await charge('refund_failed', { tries: 8, amountCents: 590 });
    const pending = await charge('refund_pending', { tries: 3, dueAt: Date.now() + 8 * MINUTE });
    const refunded = await charge('refunded');

    for (const { reference } of [pending, refunded]) {
      expect((await refused(calls.consoleStorefrontChargeRefundRetry, { reference })).code).toBe(
        ErrorCode.INVALID_OPERATION,
      );
    }
    expect((await refused(calls.consoleStorefrontChargeRefundRetry, { reference: 'sf_unknown' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );

    const before = Date.now();
    const res = await call(calls.consoleStorefrontChargeRefundRetry, { reference: failed.reference });
    expect(res.code, JSON.stringify(res)).toBe(200);
    expect(res.data).toMatchObject({
      reference: failed.reference,
      state: 'refund_pending',
      tries: 0,
      amount: '5.90',
      shop: { userId: merchant.user.id },
    });
    const row = await stored(failed.reference);
    expect(Number(row.due_at)).toBeGreaterThanOrEqual(before);
    expect(Number(row.due_at)).toBeLessThanOrEqual(Date.now());
    expect(await lastAudit()).toMatchObject({
      action: 'storefront_charge.refund_retry',
      actor: { id: operator.id },
      user: { id: merchant.user.id },
      detail: { reference: failed.reference, amount: '5.90', currency: 'USD' },
    });
    // Retried once: a second click finds it no longer failed.
    expect(
      (await refused(calls.consoleStorefrontChargeRefundRetry, { reference: failed.reference })).code,
    ).toBe(ErrorCode.INVALID_OPERATION);

    // The job's next pass refunds it with the provider.
    const counts = await recoverStorefrontCharges({ database: api().database }, sandbox(), Date.now() + 1000);
    expect(counts.refunded).toBeGreaterThanOrEqual(1);
    expect(sandbox().refunds).toContain(failed.providerReference);
    expect(await stored(failed.reference)).toMatchObject({ state: 'refunded', due_at: null });
    const shown = await call(calls.consoleStorefrontChargeList, { state: 'refunded' });
    expect(shown.data.items.map((item: { reference: string }) => item.reference)).toContain(failed.reference);
  });

  it('a charge that failed before the provider could say it made it is looked up again by our reference, then refunded', async () => {
    const lost = await charge('refund_failed', { tries: 8, known: false });
    const res = await call(calls.consoleStorefrontChargeRefundRetry, { reference: lost.reference });
    expect(res.data).toMatchObject({ state: 'charging', tries: 0, providerReference: null });
    await recoverStorefrontCharges({ database: api().database }, sandbox(), Date.now() + 1000);
    expect(await stored(lost.reference)).toMatchObject({
      state: 'refunded',
      provider_reference: lost.providerReference,
    });
    expect(sandbox().refunds).toContain(lost.providerReference);
  });
});
