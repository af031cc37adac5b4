import { type AuditEntry, calls } from '@shopkeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, describeApi, type TestApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';

const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

describeApi('the audit log', (api) => {
  let operator: Awaited<ReturnType<typeof signInOperator>>;
  let channelId: number;

  /** Runs one console call and returns its answer with the audit entries it added, newest first. */
  async function audited(
    call: Parameters<TestApi['call']>[0],
    input: Record<string, unknown>,
    token = operator.token,
  ) {
    const before = await countRows(api().database, 'audit_log');
    const res = await api().call(call, input, { token });
    const added = (await countRows(api().database, 'audit_log')) - before;
    const list = await api().call(calls.consoleAuditList, { limit: Math.max(added, 1) }, { token });
    return { res, added, entries: (added > 0 ? list.data.items : []) as AuditEntry[] };
  }

  /** A pending top-up written straight into its table: the review, not the submission, is audited here. */
  async function pendingTopUp(userId: number, amountCents = 2500) {
    const row = await api()
      .database.db.insertInto('topups')
      .values({
        user_id: userId,
        channel_id: channelId,
        amount_cents: amountCents,
        tx_hash: `${Date.now()}${Math.random()}`,
        proof_path: 'proof/made-up.png',
        status: 'pending',
        credited_cents: null,
        reason: null,
        reviewer_id: null,
        created_at: Date.now(),
        reviewed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    operator = await signInOperator(api());
    const added = await audited(calls.consoleChannelAdd, {
      kind: 'usdt_trc20',
      name: 'USDT (TRC-20)',
      address: TRON_ADDRESS,
    });
    channelId = added.res.data.id;
  });

  describe('each operator action leaves exactly one entry: who, what, on whom, why', () => {
    it('restrictions on an account, set and lifted', async () => {
      const { user } = await api().merchant();
      const steps = [
        [calls.consoleUsersDisable, 'user.disable', 'spam shop'],
        [calls.consoleUsersEnable, 'user.enable', null],
        [calls.consoleUsersForbidWithdrawal, 'user.forbid_withdrawal', 'chargeback open'],
        [calls.consoleUsersAllowWithdrawal, 'user.allow_withdrawal', null],
        [calls.consoleUsersFreezeWallet, 'user.freeze_wallet', 'court order'],
        [calls.consoleUsersUnfreezeWallet, 'user.unfreeze_wallet', null],
      ] as const;
      for (const [call, action, reason] of steps) {
        const { res, added, entries } = await audited(call, {
          userId: user.id,
          ...(reason ? { reason } : {}),
        });
        expect(res.code, action).toBe(200);
        expect(added, action).toBe(1);
        expect(entries[0]).toMatchObject({
          action,
          actor: { id: operator.id, username: operator.username },
          target: { type: 'user', id: user.id },
          user: { id: user.id, username: user.username },
          reason,
        });
      }
    });

    it('a reset link, recorded without the link itself', async () => {
      const { user } = await api().merchant();
      const { res, added, entries } = await audited(calls.consoleUsersResetLink, { userId: user.id });
      expect(res.code).toBe(200);
      expect(added).toBe(1);
      expect(entries[0]).toMatchObject({ action: 'user.reset_link', user: { id: user.id } });
      expect(entries[0]!.detail).toEqual({ expiresAt: res.data.expiresAt });
      expect(JSON.stringify(entries[0])).not.toContain('token=');
    });

    it('a top-up approved (with the credited amount) and one rejected (with the reason)', async () => {
      const { user } = await api().merchant();
      const approve = await audited(calls.consoleTopupApprove, {
        id: await pendingTopUp(user.id, 2500),
        amount: '20.00',
      });
      expect(approve.res.code).toBe(200);
      expect(approve.added).toBe(1);
      expect(approve.entries[0]).toMatchObject({
        action: 'topup.approve',
        target: { type: 'topup', id: approve.res.data.id },
        user: { id: user.id, username: user.username },
        detail: { amount: '25.00', credited: '20.00' },
      });

      const reject = await audited(calls.consoleTopupReject, {
        id: await pendingTopUp(user.id),
        reason: 'no such transfer',
      });
      expect(reject.added).toBe(1);
      expect(reject.entries[0]).toMatchObject({
        action: 'topup.reject',
        user: { id: user.id },
        reason: 'no such transfer',
      });
    });

    it('channels added, edited (old → new), disabled and enabled', async () => {
      const added = await audited(calls.consoleChannelAdd, {
        kind: 'bank',
        name: 'Bank',
        bankDetails: 'Example Bank 1',
      });
      const id = added.res.data.id;
      expect(added.added).toBe(1);
      expect(added.entries[0]).toMatchObject({
        action: 'channel.add',
        target: { type: 'channel', id },
        user: null,
        detail: { name: 'Bank', kind: 'bank' },
      });

      const edited = await audited(calls.consoleChannelEdit, {
        id,
        kind: 'bank',
        name: 'Bank',
        bankDetails: 'Example Bank 2',
      });
      expect(edited.added).toBe(1);
      expect(edited.entries[0]!.detail).toEqual({
        name: 'Bank',
        bank_details: 'Example Bank 1 → Example Bank 2',
      });

      for (const [call, action] of [
        [calls.consoleChannelDisable, 'channel.disable'],
        [calls.consoleChannelEnable, 'channel.enable'],
      ] as const) {
        const done = await audited(call, { id });
        expect(done.added, action).toBe(1);
        expect(done.entries[0]).toMatchObject({ action, target: { type: 'channel', id } });
      }
    });

    it('the support contact, with what changed', async () => {
      const contact = { email: '', phone: '', whatsapp: '', telegram: '@help_desk', hours: '', notes: {} };
      const { res, added, entries } = await audited(calls.consoleSupportContactUpdate, contact);
      expect(res.code).toBe(200);
      expect(added).toBe(1);
      expect(entries[0]).toMatchObject({
        action: 'support_contact.update',
        target: null,
        detail: { telegram: ' → @help_desk' },
      });
      // Saved again unchanged: no change, no entry.
      expect((await audited(calls.consoleSupportContactUpdate, contact)).added).toBe(0);
    });
  });

  describe('a refused or empty action leaves none', () => {
    it('an operator disabling themself, an unknown account, lifting what was not set', async () => {
      const { user } = await api().merchant();
      for (const [call, input, code] of [
        [calls.consoleUsersDisable, { userId: operator.id, reason: 'oops' }, 203],
        [calls.consoleUsersFreezeWallet, { userId: 987654, reason: 'who?' }, 404],
        [calls.consoleUsersResetLink, { userId: operator.id }, 203],
        [calls.consoleUsersEnable, { userId: user.id }, 200],
      ] as const) {
        const { res, added } = await audited(call, input);
        expect(res.code).toBe(code);
        expect(added).toBe(0);
      }
    });

    it('a top-up reviewed twice, an unknown channel', async () => {
      const { user } = await api().merchant();
      const id = await pendingTopUp(user.id);
      expect((await audited(calls.consoleTopupApprove, { id })).added).toBe(1);
      const again = await audited(calls.consoleTopupReject, { id, reason: 'late' });
      expect(again.res.code).toBe(203);
      expect(again.added).toBe(0);
      const unknown = await audited(calls.consoleChannelDisable, { id: 987654 });
      expect(unknown.res.code).toBe(404);
      expect(unknown.added).toBe(0);
    });

    it('a merchant cannot read the log', async () => {
      const { token } = await api().merchant();
      const res = await api().call(calls.consoleAuditList, {}, { token });
      expect(res.code).not.toBe(200);
    });
  });

  describe('listing', () => {
    let merchant: { id: number; username: string };
    let second: Awaited<ReturnType<typeof signInOperator>>;
    let between: number;

    beforeAll(async () => {
      merchant = (await api().merchant()).user;
      second = await signInOperator(api());
      await api().call(
        calls.consoleUsersFreezeWallet,
        { userId: merchant.id, reason: 'one' },
        { token: operator.token },
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      between = Date.now();
      await api().call(calls.consoleUsersUnfreezeWallet, { userId: merchant.id }, { token: second.token });
      await api().call(
        calls.consoleUsersForbidWithdrawal,
        { userId: merchant.id, reason: 'two' },
        { token: second.token },
      );
    });

    const list = (input: Record<string, unknown>) =>
      api().call(calls.consoleAuditList, input, { token: operator.token });

    it('filters by merchant, operator, action and time', async () => {
      const onMerchant = await list({ userId: merchant.id });
      expect(onMerchant.data.items.map((e: AuditEntry) => e.action)).toEqual([
        'user.forbid_withdrawal',
        'user.unfreeze_wallet',
        'user.freeze_wallet',
      ]);
      const bySecond = await list({ actorId: second.id });
      expect(bySecond.data.items.map((e: AuditEntry) => e.action)).toEqual([
        'user.forbid_withdrawal',
        'user.unfreeze_wallet',
      ]);
      expect(bySecond.data.items[0].actor).toEqual({ id: second.id, username: second.username });
      const frozen = await list({ userId: merchant.id, action: 'user.freeze_wallet' });
      expect(frozen.data.items.map((e: AuditEntry) => e.reason)).toEqual(['one']);
      const before = await list({ userId: merchant.id, to: between });
      expect(before.data.items.map((e: AuditEntry) => e.action)).toEqual(['user.freeze_wallet']);
      const after = await list({ userId: merchant.id, from: between });
      expect(after.data.items).toHaveLength(2);
    });

    it('pages newest first without gaps or repeats', async () => {
      const all = await list({ limit: 100 });
      const seen: number[] = [];
      let cursor: string | undefined;
      do {
        const page = await list({ limit: 2, ...(cursor ? { cursor } : {}) });
        seen.push(...page.data.items.map((e: AuditEntry) => e.id));
        cursor = page.data.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual(all.data.items.map((e: AuditEntry) => e.id));
      expect(seen).toEqual([...seen].sort((a, b) => b - a));
      expect((await list({ cursor: 'abc' })).code).toBe(405);
    });
  });
});
