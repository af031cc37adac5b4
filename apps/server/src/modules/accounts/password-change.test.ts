import { calls, schemas } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';
import { verifyPassword } from './passwords.ts';

describeApi(
  'changing the password',
  (api) => {
    it('of 20 parallel changes exactly one wins; the others get 421 and the session survives', async () => {
      const m = await api().merchant();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          api().call(
            calls.updatePassword,
            { oldPassword: m.password, newPassword: `Parallel-Secret-${i}-x` },
            { token: m.token },
          ),
        ),
      );
      const codes = answers.map((a) => a.code);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 421)).toHaveLength(19);
      // The losers get what the contract promises with a 421, so the app can still say how
      // many tries are left (their password was right; nothing was counted against them).
      for (const loser of answers.filter((a) => a.code === 421)) {
        expect(schemas.loginRefusalData[421].parse(loser.data)).toEqual({
          attemptsLeft: api().config.loginMaxFailuresPerUser,
        });
      }
      const winner = `Parallel-Secret-${codes.indexOf(200)}-x`;
      const row = await api()
        .database.db.selectFrom('users')
        .select('password_hash')
        .where('username', '=', m.username)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(row.password_hash, winner)).toBe(true);
      expect((await api().call(calls.getMe, {}, { token: m.token })).code).toBe(200);
    });

    it('of ten sessions changing at once, the winner’s session survives', async () => {
      const m = await api().merchant();
      const tokens = [m.token];
      for (let i = 1; i < 10; i++) {
        tokens.push(
          (await api().call(calls.login, { username: m.username, password: m.password })).data.token,
        );
      }
      const answers = await Promise.all(
        tokens.map((token, i) =>
          api().call(
            calls.updatePassword,
            { oldPassword: m.password, newPassword: `Session-Secret-${i}-y` },
            { token },
          ),
        ),
      );
      const winners = answers.flatMap((a, i) => (a.code === 200 ? [i] : []));
      expect(winners).toHaveLength(1);
      const alive = await Promise.all(tokens.map((token) => api().call(calls.getMe, {}, { token })));
      expect(alive.flatMap((a, i) => (a.code === 200 ? [i] : []))).toEqual(winners);
    });

    it('refuses an unchanged password with a sentence saying it must differ, changing nothing', async () => {
      const m = await api().merchant();
      const other = await api().call(calls.login, { username: m.username, password: m.password });
      const same = await api().call(
        calls.updatePassword,
        { oldPassword: m.password, newPassword: m.password },
        { token: m.token, lang: 'fr' },
      );
      expect(same).toMatchObject({ code: 405, data: { field: 'newPassword', variant: 'unchanged' } });
      expect(same.msg).toBe('Le nouveau mot de passe doit être différent de l’actuel.');
      expect((await api().call(calls.getMe, {}, { token: other.data.token })).code).toBe(200);
    });

    it('refuses a common new password in any case', async () => {
      const m = await api().merchant();
      const res = await api().call(
        calls.updatePassword,
        { oldPassword: m.password, newPassword: 'Password123' },
        { token: m.token },
      );
      expect(res).toMatchObject({ code: 405, data: { field: 'newPassword', variant: 'commonPassword' } });
    });
  },
  // The race is the subject here, not the attempt limits.
  { loginMaxFailuresPerUser: 100 },
);
