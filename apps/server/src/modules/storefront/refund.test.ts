import { calls, ErrorCode } from '@shopkeeper/contract';
import { beforeAll, expect, it, vi } from 'vitest';
import { fail } from '../../lib/app-error.ts';
import { countRows, describeApi } from '../../test/harness.ts';
import { shopWithOneCup } from '../../test/storefront-fixtures.ts';
import { recoverStorefrontCharges } from '../../use-cases/recover-storefront-charges.ts';
import { paymentProvider, refundRetryDelayMs, type SandboxProvider } from '../payments/service.ts';

// Making the order fails after the buyer was charged (a race with the merchant unlisting the
// item, a database failure): the charge must be refunded and nothing sold.
vi.mock('../../use-cases/place-buyer-order.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  placeBuyerOrder: vi.fn(async () => {
    throw fail(ErrorCode.NOT_FOUND);
  }),
}));

describeApi('the storefront refunds a charge whose order could not be made', (api) => {
  let slug: string;
  let itemId: number;

  beforeAll(async () => {
    ({ slug, itemId } = await shopWithOneCup(api(), 'SK-RF-1'));
  });

  it('charges, fails to make the order, refunds the same charge, and records no sale', async () => {
    const sandbox = paymentProvider(api().config) as SandboxProvider;
    const res = await api().call(calls.storefrontOrderCreate, {
      slug,
      itemId,
      quantity: 3,
      name: 'Ana',
      phone: '555 0100',
      address: '1 Main St',
    });
    expect(res.code).toBe(ErrorCode.NOT_FOUND);
    expect(sandbox.charges).toEqual([
      expect.objectContaining({
        amountCents: 1275,
        currency: 'USD',
        buyer: { name: 'Ana', phone: '555 0100', address: '1 Main St' },
      }),
    ]);
    expect(sandbox.refunds).toEqual([sandbox.charges[0]!.providerReference]);
    // The charge's record says so; its key (had there been one) is free for the buyer's retry.
    const charge = await api()
      .database.db.selectFrom('storefront_charges')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(charge).toMatchObject({
      state: 'refunded',
      provider_reference: sandbox.charges[0]!.providerReference,
      amount_cents: 1275,
      order_id: null,
      idempotency_key: null,
      due_at: null,
    });
    // Asked again for the same charge (a retry after a crash), the provider refunds nothing more.
    await sandbox.refund({ reference: sandbox.charges[0]!.providerReference });
    expect(sandbox.refunds).toHaveLength(1);
    const sales = await api()
      .database.db.selectFrom('showcase_items')
      .select('sales')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(Number(sales.sales)).toBe(0);
  });

  it('charges nothing when the provider declines (a buyer named DECLINE in the sandbox): 204, reason paymentDeclined', async () => {
    const sandbox = paymentProvider(api().config) as SandboxProvider;
    const charges = sandbox.charges.length;
    const res = await api().call(
      calls.storefrontOrderCreate,
      { slug, itemId, quantity: 1, name: 'decline', phone: '555 0100', address: '1 Main St' },
      { lang: 'fr' },
    );
    expect(res).toMatchObject({ code: ErrorCode.OPERATION_FAILED, data: { reason: 'paymentDeclined' } });
    expect(sandbox.charges.length).toBe(charges);
    expect(await countRows(api().database, 'storefront_charges')).toBe(1);
  });

  it('leaves a refund the provider refused at once pending, for the jobs to make', async () => {
    const sandbox = paymentProvider(api().config) as SandboxProvider;
    const refund = sandbox.refund.bind(sandbox);
    sandbox.refund = () => Promise.reject(new Error('provider unavailable'));
    try {
      const res = await api().call(
        calls.storefrontOrderCreate,
        { slug, itemId, quantity: 1, name: 'Bo', phone: '555 0101', address: '2 Main St' },
        { headers: { 'idempotency-key': 'refund-refused' } },
      );
      expect(res.code).toBe(ErrorCode.NOT_FOUND);
    } finally {
      sandbox.refund = refund;
    }
    const pending = await api()
      .database.db.selectFrom('storefront_charges')
      .selectAll()
      .where('state', '=', 'refund_pending')
      .executeTakeFirstOrThrow();
    expect(pending).toMatchObject({
      idempotency_key: null,
      tries: 0,
      provider_reference: sandbox.charges.at(-1)!.providerReference,
    });
    // Not at the same moment as the request's own try: a minute later.
    expect(await recoverStorefrontCharges(api(), sandbox, Date.now())).toMatchObject({ refunded: 0 });
    expect(await recoverStorefrontCharges(api(), sandbox, Date.now() + refundRetryDelayMs(1))).toMatchObject({
      refunded: 1,
    });
    expect(sandbox.refunds).toContain(pending.provider_reference);
  });
});
