import { calls, toCents } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { describeApi, type TestApi } from '../../test/harness.ts';
import { merchantAccountIds, platformAccountId, postTransaction } from './ledger.ts';

const DAY = 86_400_000;
/** Midnight UTC, 1 March 2026: the days below are counted from it. */
const START = Date.UTC(2026, 2, 1);
const day = (n: number) => START + n * DAY;

async function newMerchant(api: TestApi) {
  const { user, token } = await api.merchant();
  const accounts = await merchantAccountIds(api.database.db, user.id);
  return { token, available: accounts.available!, held: accounts.deposit_held! };
}

/** Money in from the deposits clearing account (positive) or out to it (negative), at `now`. */
async function move(api: TestApi, available: number, cents: number, now: number, memo = 'move') {
  const clearing = await platformAccountId(api.database.db, 'deposits_clearing');
  await inTransaction(api.database, (trx) =>
    postTransaction(trx, {
      kind: cents > 0 ? 'top_up' : 'withdrawal',
      cause: null,
      memo,
      now,
      entries: [
        { accountId: clearing, amountCents: -cents },
        { accountId: available, amountCents: cents },
      ],
    }),
  );
}

const sumCents = (entries: { amount: string }[]) => entries.reduce((sum, e) => sum + toCents(e.amount), 0);

describeApi('wallet statement and the flow’s date range', (api) => {
  it('filters the flow to [from, to): from inclusive, to exclusive', async () => {
    const m = await newMerchant(api());
    await move(api(), m.available, 100, day(0), 'day 0');
    await move(api(), m.available, 200, day(1), 'day 1 at midnight');
    await move(api(), m.available, 300, day(2) - 1, 'day 1, last ms');
    await move(api(), m.available, 400, day(2), 'day 2 at midnight');
    const flow = await api().call(calls.userWalletFlow, { from: day(1), to: day(2) }, { token: m.token });
    expect(flow.code).toBe(200);
    expect(flow.data.items.map((f: { remark: string }) => f.remark)).toEqual([
      'day 1, last ms',
      'day 1 at midnight',
    ]);
    const fromOnly = await api().call(calls.userWalletFlow, { from: day(2) }, { token: m.token });
    expect(fromOnly.data.items.map((f: { remark: string }) => f.remark)).toEqual(['day 2 at midnight']);
    // With the type filter and paging, the range still holds.
    const paged = await api().call(
      calls.userWalletFlow,
      { from: day(0), to: day(2), type: 'top_up', limit: 2 },
      { token: m.token },
    );
    expect(paged.data.items).toHaveLength(2);
    const rest = await api().call(
      calls.userWalletFlow,
      { from: day(0), to: day(2), type: 'top_up', limit: 2, cursor: paged.data.nextCursor },
      { token: m.token },
    );
    expect(rest.data.items.map((f: { remark: string }) => f.remark)).toEqual(['day 0']);
    expect(rest.data.nextCursor).toBeNull();
  });

  it('reconciles: opening + entries = closing to the cent, and closing now is the available balance', async () => {
    const m = await newMerchant(api());
    const other = await newMerchant(api());
    await move(api(), m.available, 10_001, day(0), 'before');
    await move(api(), m.available, -3_333, day(0) + 5, 'before, out');
    await move(api(), m.available, 7, day(3), 'in range');
    await move(api(), m.available, -1_234, day(4), 'in range, out');
    await move(api(), other.available, 50_000, day(3), 'not theirs');
    await move(api(), m.available, 1_001, day(9), 'after');
    // Money moved to the held deposit leaves the available balance: it is in the statement.
    await inTransaction(api().database, (trx) =>
      postTransaction(trx, {
        kind: 'deposit_hold',
        cause: null,
        memo: 'deposit',
        now: day(5),
        entries: [
          { accountId: m.available, amountCents: -500 },
          { accountId: m.held, amountCents: 500 },
        ],
      }),
    );

    const statement = await api().call(calls.userStatement, { from: day(1), to: day(6) }, { token: m.token });
    expect(statement.code).toBe(200);
    expect(statement.data.openingBalance).toBe('66.68');
    expect(statement.data.entries.map((e: { remark: string }) => e.remark)).toEqual([
      'in range',
      'in range, out',
      'deposit',
    ]);
    expect(statement.data.closingBalance).toBe('49.41');
    expect(toCents(statement.data.openingBalance) + sumCents(statement.data.entries)).toBe(
      toCents(statement.data.closingBalance),
    );

    // Up to now (and past it): closing is what the wallet says is available.
    const now = Date.now();
    const upToNow = await api().call(
      calls.userStatement,
      { from: day(2), to: now + DAY },
      { token: m.token },
    );
    const wallet = await api().call(calls.userWallet, {}, { token: m.token });
    expect(upToNow.data.closingBalance).toBe(wallet.data.balance);
    expect(toCents(upToNow.data.openingBalance) + sumCents(upToNow.data.entries)).toBe(
      toCents(upToNow.data.closingBalance),
    );
  });

  it('refuses an empty, reversed or over-long range, naming `to`', async () => {
    const m = await newMerchant(api());
    for (const range of [
      { from: day(2), to: day(2) },
      { from: day(2), to: day(1) },
      { from: day(0), to: day(367) },
    ]) {
      const res = await api().call(calls.userStatement, range, { token: m.token });
      expect(res).toMatchObject({ code: 405, data: { field: 'to' } });
    }
  });
});
