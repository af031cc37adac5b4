import { type CallDefinition, calls } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { countRows, describeApi, uniqueName } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';

/** Every console call that acts on one account, with what it needs besides the id. */
const CALLS_ON_AN_ACCOUNT: [CallDefinition, Record<string, unknown>][] = [
  [calls.consoleUsersDetail, {}],
  [calls.consoleUsersDisable, { reason: 'x' }],
  [calls.consoleUsersEnable, {}],
  [calls.consoleUsersForbidWithdrawal, { reason: 'x' }],
  [calls.consoleUsersAllowWithdrawal, {}],
  [calls.consoleUsersFreezeWallet, { reason: 'x' }],
  [calls.consoleUsersUnfreezeWallet, {}],
  [calls.consoleUsersResetLink, {}],
];

describeApi('the console’s user calls', (api) => {
  it('disabling signs the user out everywhere, so enabling does not revive old tokens', async () => {
    const op = await signInOperator(api());
    const m = await api().merchant();
    const disabled = await api().call(
      calls.consoleUsersDisable,
      { userId: m.user.id, reason: 'Chargeback fraud' },
      { token: op.token },
    );
    expect(disabled).toMatchObject({
      code: 200,
      data: { disabled: { reason: 'Chargeback fraud', by: op.username } },
    });
    expect(await api().call(calls.getMe, {}, { token: m.token })).toMatchObject({
      code: 401,
    });
    const login = await api().call(calls.login, { username: m.username, password: m.password });
    expect(login).toMatchObject({ code: 411, data: { reason: 'Chargeback fraud' } });

    const enabled = await api().call(calls.consoleUsersEnable, { userId: m.user.id }, { token: op.token });
    expect(enabled).toMatchObject({ code: 200, data: { disabled: null } });
    expect((await api().call(calls.getMe, {}, { token: m.token })).code).toBe(401);
    expect((await api().call(calls.login, { username: m.username, password: m.password })).code).toBe(200);
  });

  it('forbids withdrawals and freezes wallets with a reason the merchant sees, and lifts them', async () => {
    const op = await signInOperator(api());
    const m = await api().merchant();
    await api().call(
      calls.consoleUsersForbidWithdrawal,
      { userId: m.user.id, reason: 'Identity under review' },
      { token: op.token },
    );
    await api().call(
      calls.consoleUsersFreezeWallet,
      { userId: m.user.id, reason: 'Court order 12/7' },
      { token: op.token },
    );
    const me = await api().call(calls.getMe, {}, { token: m.token });
    expect(me.data.withdrawalForbidden).toMatchObject({ reason: 'Identity under review' });
    expect(me.data.walletFrozen).toMatchObject({ reason: 'Court order 12/7' });
    expect(Date.parse(me.data.walletFrozen.since)).toBeGreaterThan(Date.now() - 60_000);

    await api().call(calls.consoleUsersAllowWithdrawal, { userId: m.user.id }, { token: op.token });
    await api().call(calls.consoleUsersUnfreezeWallet, { userId: m.user.id }, { token: op.token });
    // Lifting what is not set changes and records nothing.
    await api().call(calls.consoleUsersUnfreezeWallet, { userId: m.user.id }, { token: op.token });
    const after = await api().call(calls.getMe, {}, { token: m.token });
    expect(after.data).toMatchObject({ withdrawalForbidden: null, walletFrozen: null });

    const detail = await api().call(calls.consoleUsersDetail, { userId: m.user.id }, { token: op.token });
    expect(detail.data.activeSessions).toBe(1);
    expect(detail.data.events.map((e: { kind: string; by: string }) => [e.kind, e.by])).toEqual([
      ['walletUnfrozen', op.username],
      ['withdrawalAllowed', op.username],
      ['walletFrozen', op.username],
      ['withdrawalForbidden', op.username],
    ]);
    expect(detail.data.events[2].reason).toBe('Court order 12/7');
  });

  it('lists users newest first in pages, and finds them by part of the username in any case', async () => {
    const op = await signInOperator(api());
    const tag = uniqueName('Zq');
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await api().merchant(`${tag}_${i}`));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await api().call(
        calls.consoleUsersList,
        { search: tag.toUpperCase(), limit: 2, ...(cursor ? { cursor } : {}) },
        { token: op.token },
      );
      expect(page.code).toBe(200);
      seen.push(...page.data.items.map((u: { username: string }) => u.username));
      cursor = page.data.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(made.map((m) => m.username).reverse());

    // "_" typed in a search is a letter, not a wildcard.
    const underscore = await api().call(calls.consoleUsersList, { search: `${tag}_3` }, { token: op.token });
    expect(underscore.data.items.map((u: { username: string }) => u.username)).toEqual([`${tag}_3`]);
    const none = await api().call(calls.consoleUsersList, { search: `${tag}%` }, { token: op.token });
    expect(none.data.items).toEqual([]);
  });

  it('is for operators only; unknown users are 404; an operator cannot disable themself', async () => {
    const op = await signInOperator(api());
    const m = await api().merchant();
    const before = await countRows(api().database, 'sessions');
    expect(
      (await api().call(calls.consoleUsersDisable, { userId: m.user.id, reason: 'x' }, { token: m.token }))
        .code,
    ).toBe(409);
    expect(
      (await api().call(calls.consoleUsersDisable, { userId: 999_999, reason: 'x' }, { token: op.token }))
        .code,
    ).toBe(404);
    expect(
      (await api().call(calls.consoleUsersDisable, { userId: op.id, reason: 'x' }, { token: op.token })).code,
    ).toBe(203);
    const blank = await api().call(
      calls.consoleUsersDisable,
      { userId: m.user.id, reason: '   ' },
      { token: op.token },
    );
    expect(blank).toMatchObject({ code: 405, data: { field: 'reason' } });
    expect((await api().call(calls.getMe, {}, { token: m.token })).code).toBe(200);
    expect(await countRows(api().database, 'sessions')).toBe(before);
  });

  it('refuses every one of them to a merchant (409) and for an unknown user (404), writing nothing', async () => {
    const op = await signInOperator(api());
    const m = await api().merchant();
    const tables = ['users', 'sessions', 'account_events', 'password_resets'] as const;
    const counts = () => Promise.all(tables.map((table) => countRows(api().database, table)));
    const before = await counts();
    const asMerchant = await api().call(calls.consoleUsersList, {}, { token: m.token });
    expect(asMerchant.code).toBe(409);
    for (const [call, rest] of CALLS_ON_AN_ACCOUNT) {
      const merchant = await api().call(call, { userId: m.user.id, ...rest }, { token: m.token });
      expect(merchant.code, `${call.path} by a merchant`).toBe(409);
      const unknown = await api().call(call, { userId: 999_999_999, ...rest }, { token: op.token });
      expect(unknown.code, `${call.path} for an unknown user`).toBe(404);
    }
    expect(await counts()).toEqual(before);
    expect((await api().call(calls.getMe, {}, { token: m.token })).data).toMatchObject({
      disabled: null,
      withdrawalForbidden: null,
      walletFrozen: null,
    });
  });
});
