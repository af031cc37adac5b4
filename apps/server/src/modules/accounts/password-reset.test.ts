import { calls } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { describeApi, type TestApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { hashToken } from './tokens.ts';

const tokenOf = (path: string) => new URLSearchParams(path.split('?')[1]).get('token')!;

async function resetLinkFor(api: TestApi, userId: number) {
  const op = await signInOperator(api);
  const res = await api.call(calls.consoleUsersResetLink, { userId }, { token: op.token });
  expect(res.code).toBe(200);
  return res.data as { path: string; expiresAt: string };
}

describeApi('password reset by an operator’s one-time link', (api) => {
  it('sets the password, signs out every session, and works once', async () => {
    const m = await api().merchant();
    const link = await resetLinkFor(api(), m.user.id);
    expect(link.path).toMatch(/^\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(link.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const token = tokenOf(link.path);
    // Only the hash is stored.
    const stored = await api()
      .database.db.selectFrom('password_resets')
      .select('token_hash')
      .where('user_id', '=', m.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashToken(token));

    const ok = await api().call(calls.resetPassword, { token, newPassword: 'Fresh-Start-Secret-5' });
    expect(ok.code).toBe(200);
    expect((await api().call(calls.getMe, {}, { token: m.token })).code).toBe(401);
    expect((await api().call(calls.login, { username: m.username, password: m.password })).code).toBe(413);
    expect(
      (await api().call(calls.login, { username: m.username, password: 'Fresh-Start-Secret-5' })).code,
    ).toBe(200);

    const twice = await api().call(
      calls.resetPassword,
      { token, newPassword: 'Second-Try-Secret-6' },
      { lang: 'es' },
    );
    expect(twice.code).toBe(414);
    expect(
      (await api().call(calls.login, { username: m.username, password: 'Second-Try-Secret-6' })).code,
    ).toBe(413);
  });

  it('lets the owner in from the device their forgotten-password tries had locked', async () => {
    const m = await api().merchant();
    for (let i = 0; i < 5; i++) {
      await api().call(
        calls.login,
        { username: m.username, password: `Forgotten-${i}-pw` },
        { ip: '10.8.0.1' },
      );
    }
    const token = tokenOf((await resetLinkFor(api(), m.user.id)).path);
    expect((await api().call(calls.resetPassword, { token, newPassword: 'Fresh-Start-Secret-5' })).code).toBe(
      200,
    );
    const login = await api().call(
      calls.login,
      { username: m.username, password: 'Fresh-Start-Secret-5' },
      { ip: '10.8.0.1' },
    );
    expect(login.code).toBe(200);
  });

  it('refuses an unknown, expired or replaced link with 414, changing nothing', async () => {
    const m = await api().merchant();
    const unknown = await api().call(calls.resetPassword, {
      token: 'not-a-real-token',
      newPassword: 'Fresh-Start-Secret-5',
    });
    expect(unknown.code).toBe(414);

    const old = tokenOf((await resetLinkFor(api(), m.user.id)).path);
    const current = tokenOf((await resetLinkFor(api(), m.user.id)).path);
    expect(
      (await api().call(calls.resetPassword, { token: old, newPassword: 'Fresh-Start-Secret-5' })).code,
    ).toBe(414);
    await api()
      .database.db.updateTable('password_resets')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(current))
      .execute();
    expect(
      (await api().call(calls.resetPassword, { token: current, newPassword: 'Fresh-Start-Secret-5' })).code,
    ).toBe(414);
    // Nothing changed: the old password and session still work.
    expect((await api().call(calls.getMe, {}, { token: m.token })).code).toBe(200);
    expect((await api().call(calls.login, { username: m.username, password: m.password })).code).toBe(200);
  });

  it('refuses a common new password, keeping the link usable', async () => {
    const m = await api().merchant();
    const token = tokenOf((await resetLinkFor(api(), m.user.id)).path);
    const common = await api().call(calls.resetPassword, { token, newPassword: 'Password123' });
    expect(common).toMatchObject({ code: 405, data: { field: 'newPassword', variant: 'commonPassword' } });
    expect((await api().call(calls.resetPassword, { token, newPassword: 'Fresh-Start-Secret-5' })).code).toBe(
      200,
    );
  });

  it('of two uses at once, one wins', async () => {
    const m = await api().merchant();
    const token = tokenOf((await resetLinkFor(api(), m.user.id)).path);
    const answers = await Promise.all(
      ['First-Parallel-Secret-1', 'Second-Parallel-Secret-2'].map((newPassword) =>
        api().call(calls.resetPassword, { token, newPassword }),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([200, 414]);
  });

  it('is made for merchants only, and shows in the account’s detail until used', async () => {
    const op = await signInOperator(api());
    const other = await signInOperator(api());
    expect(
      (await api().call(calls.consoleUsersResetLink, { userId: other.id }, { token: op.token })).code,
    ).toBe(203);
    const m = await api().merchant();
    await api().call(calls.consoleUsersResetLink, { userId: m.user.id }, { token: op.token });
    const detail = await api().call(calls.consoleUsersDetail, { userId: m.user.id }, { token: op.token });
    expect(detail.data.resetLink).not.toBeNull();
    expect(detail.data.events[0]).toMatchObject({ kind: 'resetLinkCreated', by: op.username });
  });
});
