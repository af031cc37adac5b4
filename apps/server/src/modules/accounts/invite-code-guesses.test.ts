import { calls, ErrorCode } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { describeApi, STRONG_PASSWORD, uniqueName } from '../../test/harness.ts';

const LIMIT = 3;

describeApi(
  'made-up invite codes are counted per address',
  (api) => {
    const signUp = (inviteCode: string, ip: string) =>
      api().call(calls.inviteCode, { inviteCode, username: uniqueName(), password: STRONG_PASSWORD }, { ip });

    it('refuses an address that made up too many codes with 440 and when to retry, even for a real code; others are not held back', async () => {
      const guesser = '10.66.0.1';
      for (let i = 0; i < LIMIT; i++)
        expect((await signUp(`ZZZZ${i}ZZZ`, guesser)).code).toBe(ErrorCode.INVITE_CODE_INVALID);
      const [real, other] = await api().inviteCodes(2);
      const held = await signUp(real!, guesser);
      expect(held).toMatchObject({ code: ErrorCode.LOGIN_ERROR, data: { scope: 'network' } });
      expect(held.data.retryAfterMinutes).toBeGreaterThan(0);
      expect(held.data.retryAfterMinutes).toBeLessThanOrEqual(15);
      // Nothing was spent by the refusal, and another address signs up with a code as usual.
      expect((await signUp(real!, '10.66.0.2')).code).toBe(200);
      expect((await signUp(other!, '10.66.0.3')).code).toBe(200);
    });

    it('does not count codes that exist (spent ones) as guesses', async () => {
      const person = '10.66.0.4';
      const [code] = await api().inviteCodes(1);
      expect((await signUp(code!, '10.66.0.5')).code).toBe(200);
      for (let i = 0; i < LIMIT + 2; i++) {
        expect((await signUp(code!, person)).code).toBe(ErrorCode.INVITE_CODE_INVALID);
      }
      const [fresh] = await api().inviteCodes(1);
      expect((await signUp(fresh!, person)).code).toBe(200);
    });

    it('holds a burst of parallel guesses to the limit', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => signUp(`QQQQ${i.toString().padStart(2, '0')}QQ`, '10.66.0.6')),
      );
      const guessed = answers.filter((a) => a.code === ErrorCode.INVITE_CODE_INVALID).length;
      expect(guessed).toBeLessThanOrEqual(LIMIT);
      expect(answers.filter((a) => a.code === ErrorCode.LOGIN_ERROR).length).toBe(12 - guessed);
    });
  },
  { loginMaxFailuresPerAddress: LIMIT },
);
