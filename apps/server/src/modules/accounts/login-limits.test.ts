import { calls, schemas } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { describeApi, type TestApi, uniqueName } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { accountDelayMs } from './login-limits.ts';

/** Moves every recorded attempt `ms` into the past, as if that much time had gone by. */
async function letTimePass(api: TestApi, ms: number) {
  await api.database.db
    .updateTable('attempts')
    .set((eb) => ({ at: eb('at', '-', ms) }))
    .execute();
}

const signIn = (api: TestApi, username: string, password: string, ip: string) =>
  api.call(calls.login, { username, password }, { ip });

describeApi(
  'sign-in limits: nobody can lock the owner out',
  (api) => {
    it('locks only the guessing address after 3 wrong passwords, warning before the last try', async () => {
      const m = await api().merchant();
      const first = await signIn(api(), m.username, 'Wrong-0-pass', '10.0.0.1');
      expect(first).toMatchObject({ code: 413, data: { attemptsLeft: 2 } });
      const second = await signIn(api(), m.username, 'Wrong-1-pass', '10.0.0.1');
      expect(second).toMatchObject({ code: 413, data: { attemptsLeft: 1 } });
      expect(schemas.wrongPasswordData.parse(second.data)).toEqual({ attemptsLeft: 1 });
      const last = await signIn(api(), m.username, 'Wrong-2-pass', '10.0.0.1');
      expect(last).toMatchObject({ code: 440, data: { scope: 'device', retryAfterMinutes: 15 } });
      expect(schemas.lockedOutData.parse(last.data).retryAfterSeconds).toBeGreaterThan(14 * 60);

      // The guesser's address stays locked, even for the right password…
      const locked = await signIn(api(), m.username, m.password, '10.0.0.1');
      expect(locked).toMatchObject({ code: 440, data: { scope: 'device' } });
      // …but the owner, elsewhere, signs in.
      expect((await signIn(api(), m.username, m.password, '10.0.0.2')).code).toBe(200);

      await letTimePass(api(), 15 * 60_000 + 1000);
      expect((await signIn(api(), m.username, m.password, '10.0.0.1')).code).toBe(200);
    });

    it('slows guesses from many addresses with a growing wait, never a lock', async () => {
      const m = await api().merchant();
      for (let i = 0; i < 6; i++) {
        expect((await signIn(api(), m.username, `Wrong-${i}-pass`, `10.4.0.${i}`)).code).toBe(413);
      }
      // A seventh address right away must wait the first step of the delay.
      const waiting = await signIn(api(), m.username, m.password, '10.4.1.1');
      expect(waiting).toMatchObject({ code: 440, data: { scope: 'account', retryAfterMinutes: 1 } });
      expect(waiting.data.retryAfterSeconds).toBeLessThanOrEqual(1);
      // Once it has passed, the right password from a new address works: no lock.
      await letTimePass(api(), 1000);
      expect((await signIn(api(), m.username, m.password, '10.4.1.1')).code).toBe(200);
    });

    it('the owner at an address they signed in from before is not made to wait', async () => {
      const m = await api().merchant();
      // The harness signed the merchant up from 127.0.0.1; sign in once from home.
      expect((await signIn(api(), m.username, m.password, '10.5.0.1')).code).toBe(200);
      for (let i = 0; i < 8; i++) {
        await letTimePass(api(), 61_000);
        expect((await signIn(api(), m.username, `Wrong-${i}-pass`, `10.5.1.${i}`)).code).toBe(413);
      }
      const stranger = await signIn(api(), m.username, m.password, '10.5.2.1');
      expect(stranger).toMatchObject({ code: 440, data: { scope: 'account' } });
      expect((await signIn(api(), m.username, m.password, '10.5.0.1')).code).toBe(200);
    });

    it('an address full of failures on many usernames still lets a fresh user in', async () => {
      for (let i = 0; i < 6; i++) {
        expect((await signIn(api(), uniqueName('ghost'), 'Wrong-pass-1', '10.9.9.9')).code).toBe(413);
      }
      const m = await api().merchant();
      // A user who has not failed from this address: the right password works.
      expect((await signIn(api(), m.username, m.password, '10.9.9.9')).code).toBe(200);
      // A wrong one is the user's last try from this address, and says so.
      const other = await api().merchant();
      const wrong = await signIn(api(), other.username, 'Wrong-pass-2', '10.9.9.9');
      expect(wrong).toMatchObject({ code: 440, data: { scope: 'network' } });
      expect((await signIn(api(), other.username, other.password, '10.9.9.9')).code).toBe(440);
      expect((await signIn(api(), other.username, other.password, '10.9.9.8')).code).toBe(200);
    });

    it('the operator cannot be locked out by anyone guessing', async () => {
      const op = await signInOperator(api());
      for (let i = 0; i < 15; i++) {
        await signIn(api(), op.username, `Wrong-${i}-pass`, `10.6.${i}.1`);
        await letTimePass(api(), 61_000);
      }
      for (let i = 0; i < 6; i++) await signIn(api(), op.username, `Again-${i}-pass`, '10.6.200.1');
      expect((await signIn(api(), op.username, op.password, '127.0.0.1')).code).toBe(200);
    });

    it('holds when the attempts arrive all at once', async () => {
      const m = await api().merchant();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => signIn(api(), m.username, `Wrong-${i}-pass`, `10.1.0.${i}`)),
      );
      const codes = answers.map((a) => a.code);
      expect(codes.filter((c) => c === 413).length).toBeLessThanOrEqual(6);
      expect(codes.filter((c) => c === 440).length).toBeGreaterThanOrEqual(14);
      const parallelSameAddress = await Promise.all(
        Array.from({ length: 10 }, (_, i) => signIn(api(), m.username, `Other-${i}-pass`, '10.1.1.1')),
      );
      expect(parallelSameAddress.filter((a) => a.code === 413).length).toBeLessThanOrEqual(3);
    });

    it('counts wrong current passwords on a password change like failed sign-ins', async () => {
      const m = await api().merchant();
      const change = (oldPassword: string) =>
        api().call(
          calls.updatePassword,
          { oldPassword, newPassword: 'Brand-New-Secret-7' },
          { token: m.token, ip: '10.2.0.1' },
        );
      expect(await change('Guess-0-word')).toMatchObject({ code: 421, data: { attemptsLeft: 2 } });
      expect(await change('Guess-1-word')).toMatchObject({ code: 421, data: { attemptsLeft: 1 } });
      expect(await change('Guess-2-word')).toMatchObject({ code: 440, data: { scope: 'device' } });
      expect((await change(m.password)).code).toBe(440);
    });
  },
  { loginMaxFailuresPerUser: 3, loginMaxFailuresPerAddress: 6 },
);

it('the wait per username grows from 1 s to at most a minute', () => {
  expect([2, 3, 4, 5, 8, 9, 50].map((n) => accountDelayMs(n, 3))).toEqual([
    0, 1000, 2000, 4000, 32_000, 60_000, 60_000,
  ]);
});
