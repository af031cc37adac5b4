import { calls } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { countRows, describeApi, STRONG_PASSWORD, uniqueName } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';

type Invite = { id: number; code: string; usedBy: { id: number; username: string } | null };

describeApi('platform invite codes in the console', (api) => {
  let operator: Awaited<ReturnType<typeof signInOperator>>;
  beforeAll(async () => {
    operator = await signInOperator(api());
  });
  const asOperator = (call: Parameters<ReturnType<typeof api>['call']>[0], input: object) =>
    api().call(call, input, { token: operator.token });

  it('makes random codes without look-alike characters, valid for the days asked, with one audit entry', async () => {
    const auditBefore = await countRows(api().database, 'audit_log');
    const started = Date.now();
    const res = await asOperator(calls.consoleInviteAdd, { count: 20, validDays: 3 });
    expect(res.code).toBe(200);
    const items = res.data.items as Array<Invite & Record<string, unknown>>;
    expect(items).toHaveLength(20);
    expect(new Set(items.map((i) => i.code)).size).toBe(20);
    for (const invite of items) {
      expect(invite.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      expect(invite).toMatchObject({ createdBy: operator.username, inviteeUsername: null, usedBy: null });
      const expires = Date.parse(invite.expiresAt as string);
      expect(expires).toBeGreaterThanOrEqual(started + 3 * 86_400_000 - 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 3 * 86_400_000);
    }
    expect(await countRows(api().database, 'audit_log')).toBe(auditBefore + 1);
    const [entry] = (await asOperator(calls.consoleAuditList, { limit: 1 })).data.items;
    expect(entry).toMatchObject({
      action: 'invite.add',
      actor: { id: operator.id },
      detail: { count: '20' },
    });
    expect(entry.detail.codes.split(' ').sort()).toEqual(items.map((i) => i.code).sort());

    const forever = await asOperator(calls.consoleInviteAdd, { count: 1 });
    expect(forever.data.items[0].expiresAt).toBeNull();
  });

  it('lists who used each code; the operator who made it is not the merchant’s inviter', async () => {
    const [made] = (await asOperator(calls.consoleInviteAdd, { count: 1 })).data.items as Invite[];
    const username = uniqueName('inv');
    const signUp = await api().call(calls.inviteCode, {
      inviteCode: made!.code.toLowerCase(),
      username,
      password: STRONG_PASSWORD,
    });
    expect(signUp.code).toBe(200);
    const used = await asOperator(calls.consoleInviteList, { used: true, limit: 100 });
    const row = used.data.items.find((i: Invite) => i.id === made!.id);
    expect(row).toMatchObject({ usedBy: { id: signUp.data.user.id, username } });
    expect(row.usedAt).not.toBeNull();
    const unused = await asOperator(calls.consoleInviteList, { used: false, limit: 100 });
    expect(unused.data.items.some((i: Invite) => i.id === made!.id)).toBe(false);
    expect(unused.data.items.every((i: Invite) => i.usedBy === null)).toBe(true);

    const user = await api()
      .database.db.selectFrom('users')
      .select('invited_by')
      .where('id', '=', signUp.data.user.id)
      .executeTakeFirstOrThrow();
    expect(user.invited_by).toBeNull();
  });

  it('pages newest first without gaps or repeats', async () => {
    await asOperator(calls.consoleInviteAdd, { count: 5 });
    const all = await asOperator(calls.consoleInviteList, { limit: 100 });
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await asOperator(calls.consoleInviteList, { limit: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...page.data.items.map((i: Invite) => i.id));
      cursor = page.data.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all.data.items.map((i: Invite) => i.id));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('a refused request writes nothing; merchants cannot make or see codes', async () => {
    const before = {
      codes: await countRows(api().database, 'invite_codes'),
      audit: await countRows(api().database, 'audit_log'),
    };
    expect((await asOperator(calls.consoleInviteAdd, { count: 0 })).code).toBe(405);
    expect((await asOperator(calls.consoleInviteAdd, { count: 51 })).code).toBe(405);
    expect((await asOperator(calls.consoleInviteAdd, { count: 2, validDays: 0 })).code).toBe(405);
    const { token } = await api().merchant();
    const after = {
      codes: await countRows(api().database, 'invite_codes'),
      audit: await countRows(api().database, 'audit_log'),
    };
    // The merchant's own sign-up used one of the harness's codes, made just for it.
    expect(after).toEqual({ codes: before.codes + 1, audit: before.audit });
    expect((await api().call(calls.consoleInviteAdd, { count: 1 }, { token })).code).not.toBe(200);
    expect((await api().call(calls.consoleInviteList, {}, { token })).code).not.toBe(200);
    expect(await countRows(api().database, 'invite_codes')).toBe(after.codes);
  });
});
