import { defineCall } from '@shopkeeper/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { inTransaction } from '../../db/index.ts';
import { registerCall } from '../../plugins/contract-routes.ts';
import errors from '../../plugins/errors.ts';
import language from '../../plugins/language.ts';
import { describeApi, type TestApi } from '../../test/harness.ts';
import { idempotentCall } from './idempotency.ts';
import { merchantAccountIds, platformAccountId, postTransaction } from './ledger.ts';

/**
 * A test-only money-moving call (no merchant call moves money yet): pays `amount` cents from
 * the caller's available balance to the platform's warehouse account.
 */
const testPay = defineCall({
  path: '/test/pay',
  method: 'POST',
  auth: 'merchant',
  summary: 'test only',
  input: z.strictObject({ amount: z.number().int().positive() }),
  output: z.object({ transactionId: z.number() }),
  idempotent: true,
});

describeApi('Idempotency-Key on a money-moving call', (api) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.decorate('ctx', api().app.ctx);
    await app.register(language);
    await app.register(errors);
    registerCall(app, testPay, (args) =>
      idempotentCall(testPay, args, async (trx) => {
        const { available } = await merchantAccountIds(trx, args.user.id);
        const warehouse = await platformAccountId(trx, 'warehouse');
        const { id } = await postTransaction(trx, {
          kind: 'order_payment',
          cause: null,
          memo: 'test pay',
          entries: [
            { accountId: available!, amountCents: -args.input.amount },
            { accountId: warehouse, amountCents: args.input.amount },
          ],
        });
        return { transactionId: id };
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const pay = (token: string, amount: number, key?: string) =>
    app
      .inject({
        method: 'POST',
        url: '/api/test/pay',
        headers: { authorization: token, ...(key ? { 'idempotency-key': key } : {}) },
        payload: { amount },
      })
      .then((response) => response.json() as { code: number; data: { transactionId: number } | null });

  async function fundedMerchant(t: TestApi, cents: number) {
    const merchant = await t.merchant();
    const { available } = await merchantAccountIds(t.database.db, merchant.user.id);
    const clearing = await platformAccountId(t.database.db, 'deposits_clearing');
    await inTransaction(t.database, (trx) =>
      postTransaction(trx, {
        kind: 'top_up',
        cause: null,
        memo: 'fund',
        entries: [
          { accountId: clearing, amountCents: -cents },
          { accountId: available!, amountCents: cents },
        ],
      }),
    );
    return { ...merchant, available: available! };
  }

  const balance = async (t: TestApi, accountId: number) =>
    (
      await t.database.db
        .selectFrom('ledger_accounts')
        .select('balance_cents')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).balance_cents;

  it('20 parallel requests with one key pay once and all get the first answer', async () => {
    const m = await fundedMerchant(api(), 1_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(m.token, 250, 'order-42-pay')));
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.data!.transactionId)).size).toBe(1);
    expect(await balance(api(), m.available)).toBe(750);
  });

  it('the same key with another request is refused with 202 and moves nothing', async () => {
    const m = await fundedMerchant(api(), 1_000);
    expect((await pay(m.token, 100, 'k-1')).code).toBe(200);
    expect((await pay(m.token, 200, 'k-1')).code).toBe(202);
    expect(await balance(api(), m.available)).toBe(900);
  });

  it('keys are per user, and requests without a key each move money', async () => {
    const m = await fundedMerchant(api(), 1_000);
    const other = await fundedMerchant(api(), 1_000);
    expect((await pay(m.token, 100, 'shared-key')).code).toBe(200);
    expect((await pay(other.token, 100, 'shared-key')).code).toBe(200);
    await pay(m.token, 100);
    await pay(m.token, 100);
    expect([await balance(api(), m.available), await balance(api(), other.available)]).toEqual([700, 900]);
  });
});
