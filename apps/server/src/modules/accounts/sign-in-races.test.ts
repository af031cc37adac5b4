import { calls, ErrorCode } from '@shopkeeper/contract';
import { expect, it, vi } from 'vitest';
import { countRows, describeApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';

/**
 * What runs while a sign-in's password is being checked (argon2 takes tens of milliseconds,
 * which is when an operator's disable or a reset can land on a real server).
 */
const during = vi.hoisted(() => ({ verify: undefined as undefined | (() => Promise<void>) }));

vi.mock('./passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords.ts')>();
  return {
    ...real,
    verifyPassword: async (hashed: string, password: string) => {
      const valid = await real.verifyPassword(hashed, password);
      const work = during.verify;
      during.verify = undefined;
      if (work) await work();
      return valid;
    },
  };
});

describeApi('a sign-in that races a disable, a reset or a password change', (api) => {
  it('a user disabled while their password was checked gets 411, and no session comes back on enable', async () => {
    const op = await signInOperator(api());
    const m = await api().merchant();
    during.verify = async () => {
      const res = await api().call(
        calls.consoleUsersDisable,
        { userId: m.user.id, reason: 'Fraud review' },
        { token: op.token },
      );
      expect(res.code).toBe(200);
    };
    const sessions = await countRows(api().database, 'sessions');
    const login = await api().call(calls.login, { username: m.username, password: m.password });
    expect(login).toMatchObject({ code: ErrorCode.ACCOUNT_DISABLED, data: { reason: 'Fraud review' } });
    expect(await countRows(api().database, 'sessions')).toBe(sessions);
    expect(
      (await api().call(calls.consoleUsersEnable, { userId: m.user.id }, { token: op.token })).code,
    ).toBe(200);
    expect((await api().call(calls.getMe, {}, { token: m.token })).code).toBe(ErrorCode.ILLEGAL_REQUEST);
  });

  it('the old password, checked while a reset link was used, opens no session', async () => {
    const op = await signInOperator(api());
    const m = await api().merchant();
    const link = await api().call(calls.consoleUsersResetLink, { userId: m.user.id }, { token: op.token });
    const token = decodeURIComponent(String(link.data.path).split('token=')[1]!);
    during.verify = async () => {
      const res = await api().call(calls.resetPassword, { token, newPassword: 'Quiet-Harbour-58' });
      expect(res.code).toBe(200);
    };
    const sessions = await countRows(api().database, 'sessions');
    const login = await api().call(calls.login, { username: m.username, password: m.password });
    expect(login).toMatchObject({ code: ErrorCode.WRONG_CREDENTIALS, data: { attemptsLeft: 4 } });
    expect(await countRows(api().database, 'sessions')).toBe(sessions);
    expect((await api().call(calls.login, { username: m.username, password: 'Quiet-Harbour-58' })).code).toBe(
      200,
    );
  });

  it('the old password, checked while the owner changed it, opens no session', async () => {
    const m = await api().merchant();
    during.verify = async () => {
      during.verify = undefined;
      const res = await api().call(
        calls.updatePassword,
        { oldPassword: m.password, newPassword: 'Quiet-Harbour-58' },
        { token: m.token },
      );
      expect(res.code).toBe(200);
    };
    const login = await api().call(calls.login, { username: m.username, password: m.password });
    expect(login.code).toBe(ErrorCode.WRONG_CREDENTIALS);
    expect((await api().call(calls.getMe, {}, { token: m.token })).code).toBe(200);
  });
});
