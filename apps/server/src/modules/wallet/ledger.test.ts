import { calls } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { describeApi, type TestApi } from '../../test/harness.ts';
import { idempotentTransaction } from './idempotency.ts';
import { merchantAccountIds, platformAccountId, postTransaction, UnbalancedTransaction } from './ledger.ts';

async function newMerchant(api: TestApi) {
  const { user, token } = await api.merchant();
  const accounts = await merchantAccountIds(api.database.db, user.id);
  return {
    user,
    token,
    available: accounts.available!,
    frozen: accounts.frozen!,
    held: accounts.deposit_held!,
  };
}

/** A top-up as the ledger records it: the deposits clearing account pays the merchant. */
async function topUp(api: TestApi, available: number, cents: number, memo = 'top-up') {
  const clearing = await platformAccountId(api.database.db, 'deposits_clearing');
  return inTransaction(api.database, (trx) =>
    postTransaction(trx, {
      kind: 'top_up',
      cause: { type: 'top_up', id: 1 },
      memo,
      entries: [
        { accountId: clearing, amountCents: -cents },
        { accountId: available, amountCents: cents },
      ],
    }),
  );
}

const transfer = (api: TestApi, from: number, to: number, cents: number) =>
  inTransaction(api.database, (trx) =>
    postTransaction(trx, {
      kind: 'settlement',
      cause: null,
      memo: 'transfer',
      entries: [
        { accountId: from, amountCents: -cents },
        { accountId: to, amountCents: cents },
      ],
    }),
  );

/** Row counts and every balance: what "nothing was written" is checked against. */
async function snapshot(api: TestApi) {
  const { db } = api.database;
  const count = async (table: 'ledger_transactions' | 'ledger_entries' | 'idempotency_keys') =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    transactions: await count('ledger_transactions'),
    entries: await count('ledger_entries'),
    keys: await count('idempotency_keys'),
    balances: await db.selectFrom('ledger_accounts').select(['id', 'balance_cents']).orderBy('id').execute(),
  };
}

async function balanceOf(api: TestApi, accountId: number) {
  const row = await api.database.db
    .selectFrom('ledger_accounts')
    .select('balance_cents')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.balance_cents;
}

describeApi('wallet ledger', (api) => {
  it('refuses a transaction whose entries do not sum to zero, writing nothing', async () => {
    const { available } = await newMerchant(api());
    const clearing = await platformAccountId(api().database.db, 'deposits_clearing');
    const before = await snapshot(api());
    await expect(
      inTransaction(api().database, (trx) =>
        postTransaction(trx, {
          kind: 'top_up',
          cause: null,
          memo: 'unbalanced',
          entries: [
            { accountId: clearing, amountCents: -100 },
            { accountId: available, amountCents: 101 },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(UnbalancedTransaction);
    await expect(
      inTransaction(api().database, (trx) =>
        postTransaction(trx, {
          kind: 'top_up',
          cause: null,
          memo: 'fraction of a cent',
          entries: [
            { accountId: clearing, amountCents: -0.5 },
            { accountId: available, amountCents: 0.5 },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(UnbalancedTransaction);
    expect(await snapshot(api())).toEqual(before);
  });

  it('refuses a debit past the balance with 424, writing nothing', async () => {
    const a = await newMerchant(api());
    const b = await newMerchant(api());
    await topUp(api(), a.available, 500);
    const before = await snapshot(api());
    const refusal = await transfer(api(), a.available, b.available, 501).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe(424);
    expect(await snapshot(api())).toEqual(before);
    await transfer(api(), a.available, b.available, 500);
    expect([await balanceOf(api(), a.available), await balanceOf(api(), b.available)]).toEqual([0, 500]);
  });

  it('50 parallel transfers both ways conserve the total, never go negative, and balances equal their entries', async () => {
    const a = await newMerchant(api());
    const b = await newMerchant(api());
    await topUp(api(), a.available, 100);
    await topUp(api(), b.available, 30);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2
          ? transfer(api(), a.available, b.available, 17)
          : transfer(api(), b.available, a.available, 23)
        ).then(
          () => 'moved',
          (e: unknown) => (e instanceof AppError ? e.code : e),
        ),
      ),
    );
    expect(outcomes.every((o) => o === 'moved' || o === 424)).toBe(true);
    const [balanceA, balanceB] = [await balanceOf(api(), a.available), await balanceOf(api(), b.available)];
    expect(balanceA + balanceB).toBe(130);
    expect(balanceA).toBeGreaterThanOrEqual(0);
    expect(balanceB).toBeGreaterThanOrEqual(0);
    // Every stored balance, platform accounts included, is the sum of its entries.
    const { db } = api().database;
    const sums = await db
      .selectFrom('ledger_accounts as a')
      .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
      .select((eb) => [
        'a.id',
        'a.balance_cents',
        eb.fn.sum<number | string | null>('e.amount_cents').as('total'),
      ])
      .groupBy(['a.id', 'a.balance_cents'])
      .execute();
    for (const row of sums) expect(Number(row.total ?? 0)).toBe(row.balance_cents);
    const all = await db
      .selectFrom('ledger_entries')
      .select(db.fn.sum<number | string>('amount_cents').as('s'))
      .executeTakeFirstOrThrow();
    expect(Number(all.s)).toBe(0);
  });

  it('20 parallel requests with one Idempotency-Key move money once and all get the first answer', async () => {
    const a = await newMerchant(api());
    const b = await newMerchant(api());
    await topUp(api(), a.available, 1000);
    const before = await snapshot(api());
    const claim = { userId: a.user.id, key: 'pay-7f3a', requestHash: 'hash-of-the-same-request' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        idempotentTransaction({ database: api().database }, claim, async (trx) => {
          const { id } = await postTransaction(trx, {
            kind: 'withdrawal',
            cause: null,
            memo: 'once',
            entries: [
              { accountId: a.available, amountCents: -300 },
              { accountId: b.available, amountCents: 300 },
            ],
          });
          return { id, status: 'pending' };
        }),
      ),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await balanceOf(api(), a.available)).toBe(700);
    const after = await snapshot(api());
    expect(after.transactions).toBe(before.transactions + 1);
    expect(after.keys).toBe(before.keys + 1);

    const other = await idempotentTransaction(
      { database: api().database },
      { ...claim, requestHash: 'another-request' },
      async () => 'moved again',
    ).catch((e: unknown) => e);
    expect((other as AppError).code).toBe(202);
    expect(await snapshot(api())).toEqual(after);
  });

  it('a refused idempotent request stores no answer, so the same key can run again', async () => {
    const a = await newMerchant(api());
    const b = await newMerchant(api());
    const claim = { userId: a.user.id, key: 'retry-after-refusal', requestHash: 'same' };
    const pay = () =>
      idempotentTransaction({ database: api().database }, claim, (trx) =>
        transferIn(trx, a.available, b.available, 50),
      );
    const refusal = await pay().catch((e: unknown) => e);
    expect((refusal as AppError).code).toBe(424);
    await topUp(api(), a.available, 50);
    await pay();
    expect(await balanceOf(api(), b.available)).toBe(50);
  });

  it('the wallet and its flow show the merchant their own money only, newest first, page by page', async () => {
    const a = await newMerchant(api());
    const b = await newMerchant(api());
    await topUp(api(), a.available, 12_345, 'first top-up');
    await topUp(api(), a.available, 5, 'second top-up');
    await topUp(api(), b.available, 999, 'not yours');
    const held = await inTransaction(api().database, (trx) =>
      postTransaction(trx, {
        kind: 'deposit_hold',
        cause: { type: 'upgrade', id: 9 },
        memo: 'tier deposit',
        entries: [
          { accountId: a.available, amountCents: -2_000 },
          { accountId: a.held, amountCents: 2_000 },
        ],
      }),
    );

    const wallet = await api().call(calls.userWallet, {}, { token: a.token });
    expect(wallet.data).toEqual({
      balance: '103.50',
      frozen: '0.00',
      depositHeld: '20.00',
      totalAssets: '123.50',
    });

    const first = await api().call(calls.userWalletFlow, { limit: 2 }, { token: a.token });
    expect(first.code).toBe(200);
    expect(first.data.items.map((f: { amount: string }) => f.amount)).toEqual(['-20.00', '0.05']);
    expect(first.data.items[0]).toMatchObject({
      type: 'deposit_hold',
      status: 'approved',
      remark: 'tier deposit',
      causeType: 'upgrade',
      causeId: 9,
    });
    expect(held.id).toBeGreaterThan(0);
    const second = await api().call(
      calls.userWalletFlow,
      { limit: 2, cursor: first.data.nextCursor },
      { token: a.token },
    );
    expect(second.data.items.map((f: { remark: string }) => f.remark)).toEqual(['first top-up']);
    expect(second.data.nextCursor).toBeNull();

    const badCursor = await api().call(calls.userWalletFlow, { cursor: 'x1' }, { token: a.token });
    expect(badCursor.code).toBe(405);
    const filtered = await api().call(calls.userWalletFlow, { type: 'top_up' }, { token: a.token });
    expect(filtered.data.items).toHaveLength(2);
    const theirs = await api().call(calls.userWalletFlow, {}, { token: b.token });
    expect(theirs.data.items.map((f: { remark: string }) => f.remark)).toEqual(['not yours']);
  });
});

function transferIn(trx: Parameters<typeof postTransaction>[0], from: number, to: number, cents: number) {
  return postTransaction(trx, {
    kind: 'settlement',
    cause: null,
    memo: 'transfer',
    entries: [
      { accountId: from, amountCents: -cents },
      { accountId: to, amountCents: cents },
    ],
  });
}
