import { calls } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { countRows, describeApi, STRONG_PASSWORD, uniqueName } from '../../test/harness.ts';
import { setSetting } from '../settings/service.ts';
import { hashToken } from './tokens.ts';

describeApi('sign-up with an invite code', (api) => {
  it('creates a merchant with a shop and an empty wallet, signs in, and uses up the code', async () => {
    const [code] = await api().inviteCodes();
    const username = uniqueName('Alice');
    const res = await api().call(calls.inviteCode, {
      inviteCode: code!.toLowerCase(),
      username,
      password: STRONG_PASSWORD,
    });
    expect(res.code).toBe(200);
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.user).toMatchObject({ username, role: 'merchant', balance: '0.00', invite: true });
    expect(res.data.user.shop).toMatchObject({ tier: 'standard', name: username });

    const me = await api().call(calls.getMe, {}, { token: res.data.token });
    expect(me.data.username).toBe(username);

    const again = await api().call(calls.inviteCode, {
      inviteCode: code!,
      username: uniqueName(),
      password: STRONG_PASSWORD,
    });
    // It says the code was used, so the person asks for a new one rather than retyping it.
    expect(again).toMatchObject({ code: 438, data: { reason: 'used' } });
  });

  it('refuses an unknown, expired or someone else’s invite code and writes nothing', async () => {
    const users = await countRows(api().database, 'users');
    const unknown = await api().call(calls.inviteCode, {
      inviteCode: 'NOPE1234',
      username: uniqueName(),
      password: STRONG_PASSWORD,
    });
    expect(unknown).toMatchObject({ code: 438, status: 200, data: null });

    const [expired] = await api().inviteCodes();
    await api()
      .database.db.updateTable('invite_codes')
      .set({ expires_at: Date.now() - 1000 })
      .where('code', '=', expired!)
      .execute();
    expect(
      await api().call(calls.inviteCode, {
        inviteCode: expired!,
        username: uniqueName(),
        password: STRONG_PASSWORD,
      }),
    ).toMatchObject({ code: 438, data: { reason: 'expired' } });

    const [forBob] = await api().inviteCodes();
    await api()
      .database.db.updateTable('invite_codes')
      .set({ invitee_username: 'bob_friend' })
      .where('code', '=', forBob!)
      .execute();
    expect(
      (
        await api().call(calls.inviteCode, {
          inviteCode: forBob!,
          username: uniqueName(),
          password: STRONG_PASSWORD,
        })
      ).code,
    ).toBe(438);
    expect(
      (
        await api().call(calls.inviteCode, {
          inviteCode: forBob!,
          username: 'Bob_Friend',
          password: STRONG_PASSWORD,
        })
      ).code,
    ).toBe(200);

    expect(await countRows(api().database, 'users')).toBe(users + 1);
  });

  it('refuses a taken username (any case) without using up the code', async () => {
    const { username } = await api().merchant();
    const [code] = await api().inviteCodes();
    const res = await api().call(calls.inviteCode, {
      inviteCode: code!,
      username: username.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(res.code).toBe(417);
    const row = await api()
      .database.db.selectFrom('invite_codes')
      .select('used_by')
      .where('code', '=', code!)
      .executeTakeFirstOrThrow();
    expect(row.used_by).toBeNull();
  });

  it('refuses common and short passwords, naming the field in the reader’s language', async () => {
    const [code] = await api().inviteCodes();
    const common = await api().call(
      calls.inviteCode,
      { inviteCode: code!, username: uniqueName(), password: 'qwertyuiop' },
      { lang: 'fr-CA' },
    );
    expect(common).toMatchObject({ code: 405, data: { field: 'password', variant: 'commonPassword' } });
    expect(common.msg).toMatch(/mot de passe/i);
    for (const password of ['password123', 'Password123', 'PASSWORD123', 'Sunshine1', 'iloveyou12']) {
      const refused = await api().call(calls.inviteCode, {
        inviteCode: code!,
        username: uniqueName(),
        password,
      });
      expect(refused, password).toMatchObject({ code: 405, data: { variant: 'commonPassword' } });
    }
    const short = await api().call(calls.inviteCode, {
      inviteCode: code!,
      username: uniqueName(),
      password: 'Ab1!',
    });
    expect(short).toMatchObject({ code: 405, data: { field: 'password', variant: 'tooShort' } });
  });

  it('answers a lost sign-up sent again with a fresh session, for the same person only', async () => {
    const [code] = await api().inviteCodes();
    const username = uniqueName('Retry');
    const input = { inviteCode: code!, username, password: STRONG_PASSWORD };
    const first = await api().call(calls.inviteCode, input);
    expect(first.code).toBe(200);
    const users = await countRows(api().database, 'users');

    // The answer was lost; the same request again (the username in another case) signs in.
    const again = await api().call(calls.inviteCode, { ...input, username: username.toUpperCase() });
    expect(again.code).toBe(200);
    expect(again.data.token).not.toBe(first.data.token);
    expect(again.data.user).toMatchObject({ id: first.data.user.id, username });
    expect((await api().call(calls.getMe, {}, { token: again.data.token })).code).toBe(200);
    expect(await countRows(api().database, 'users')).toBe(users);

    // Someone else with the spent code, or the right username with another password: 438.
    const sessions = await countRows(api().database, 'sessions');
    expect((await api().call(calls.inviteCode, { ...input, username: uniqueName() })).code).toBe(438);
    expect((await api().call(calls.inviteCode, { ...input, password: 'Other-Strong-Secret-4' })).code).toBe(
      438,
    );
    expect(await countRows(api().database, 'sessions')).toBe(sessions);

    // Long after, it is a spent code like any other.
    await api()
      .database.db.updateTable('invite_codes')
      .set({ used_at: Date.now() - 3_600_000 })
      .where('code', '=', code!)
      .execute();
    expect((await api().call(calls.inviteCode, input)).code).toBe(438);
  });

  it('answers a double-tapped sign-up (two at once) with two sessions for one user', async () => {
    const [code] = await api().inviteCodes();
    const input = { inviteCode: code!, username: uniqueName('Twice'), password: STRONG_PASSWORD };
    const users = await countRows(api().database, 'users');
    const [a, b] = await Promise.all([
      api().call(calls.inviteCode, input),
      api().call(calls.inviteCode, input),
    ]);
    expect([a.code, b.code]).toEqual([200, 200]);
    expect(a.data.user.id).toBe(b.data.user.id);
    expect(await countRows(api().database, 'users')).toBe(users + 1);
  });

  it('answers 439 when the operator has closed registration', async () => {
    await setSetting(api().database.db, 'registrationOpen', false);
    const [code] = await api().inviteCodes();
    const res = await api().call(calls.inviteCode, {
      inviteCode: code!,
      username: uniqueName(),
      password: STRONG_PASSWORD,
    });
    expect(res.code).toBe(439);
    await setSetting(api().database.db, 'registrationOpen', true);
  });
});

describeApi('sign-in and sessions', (api) => {
  it('signs in with the right password only; the token is stored as a hash', async () => {
    const m = await api().merchant();
    const ok = await api().call(calls.login, { username: m.username.toUpperCase(), password: m.password });
    expect(ok.code).toBe(200);
    const stored = await api()
      .database.db.selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', hashToken(ok.data.token))
      .executeTakeFirst();
    expect(stored?.token_hash).toHaveLength(64);
    const none = await api()
      .database.db.selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', ok.data.token)
      .executeTakeFirst();
    expect(none).toBeUndefined();

    const wrong = await api().call(
      calls.login,
      { username: m.username, password: 'Wrong-password-1' },
      { lang: 'ja' },
    );
    expect(wrong.code).toBe(413);
    expect(wrong.msg).toBe('ユーザー名またはパスワードが正しくありません。');
    expect((await api().call(calls.login, { username: 'nobody-here', password: 'Whatever-123' })).code).toBe(
      413,
    );
  });

  it('answers 407 without a token, 401 for an unknown or revoked one, 408 for an expired one', async () => {
    expect((await api().call(calls.getMe, {})).code).toBe(407);
    expect((await api().call(calls.getMe, {}, { token: 'forged-token' })).code).toBe(401);

    const m = await api().merchant();
    expect((await api().call(calls.logout, {}, { token: m.token })).code).toBe(200);
    expect((await api().call(calls.getMe, {}, { token: m.token })).code).toBe(401);

    const login = await api().call(calls.login, { username: m.username, password: m.password });
    await api()
      .database.db.updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(login.data.token))
      .execute();
    expect((await api().call(calls.getMe, {}, { token: login.data.token })).code).toBe(408);
  });

  it('slides the expiry forward when the session is used, within its maximum age', async () => {
    const m = await api().merchant();
    const key = hashToken(m.token);
    const longAgo = Date.now() - 10 * 86_400_000;
    await api()
      .database.db.updateTable('sessions')
      .set({ last_seen_at: longAgo, expires_at: Date.now() + 1000 })
      .where('token_hash', '=', key)
      .execute();
    expect((await api().call(calls.getMe, {}, { token: `Bearer ${m.token}` })).code).toBe(200);
    const row = await api()
      .database.db.selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.expires_at).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(row.expires_at).toBeLessThanOrEqual(row.created_at + api().config.sessionMaxDays * 86_400_000);
  });

  it('refuses a disabled user with 411 and the operator’s reason, on every call and at sign-in', async () => {
    const m = await api().merchant();
    await api()
      .database.db.updateTable('users')
      .set({ disabled_at: Date.now(), disabled_reason: 'Fraud review' })
      .where('username', '=', m.username)
      .execute();
    const me = await api().call(calls.getMe, {}, { token: m.token });
    expect(me).toMatchObject({ code: 411, data: { reason: 'Fraud review' } });
    const login = await api().call(calls.login, { username: m.username, password: m.password });
    expect(login).toMatchObject({ code: 411, data: { reason: 'Fraud review' } });
  });

  it('changes the password: 421 for a wrong current one; other sessions are signed out', async () => {
    const m = await api().merchant();
    const other = await api().call(calls.login, { username: m.username, password: m.password });
    const wrong = await api().call(
      calls.updatePassword,
      { oldPassword: 'Not-the-one-1', newPassword: 'Brand-New-Secret-7' },
      { token: m.token },
    );
    expect(wrong.code).toBe(421);
    const ok = await api().call(
      calls.updatePassword,
      { oldPassword: m.password, newPassword: 'Brand-New-Secret-7' },
      { token: m.token },
    );
    expect(ok.code).toBe(200);
    expect((await api().call(calls.getMe, {}, { token: m.token })).code).toBe(200);
    expect((await api().call(calls.getMe, {}, { token: other.data.token })).code).toBe(401);
    expect((await api().call(calls.login, { username: m.username, password: m.password })).code).toBe(413);
    expect(
      (await api().call(calls.login, { username: m.username, password: 'Brand-New-Secret-7' })).code,
    ).toBe(200);
  });

  it('remembers the language; messages follow it when the client sends none', async () => {
    const m = await api().merchant();
    expect((await api().call(calls.updateLang, { lang: 'ko' }, { token: m.token })).code).toBe(200);
    const me = await api().call(calls.getMe, {}, { token: m.token });
    expect(me.data.lang).toBe('ko');
    const bad = await api().call(
      calls.updatePassword,
      { oldPassword: 'x', newPassword: 'short' },
      { token: m.token },
    );
    expect(bad.code).toBe(405);
    expect(bad.msg).toMatch(/[가-힣]/);
  });
});

describeApi(
  'the API rate limit',
  (api) => {
    it('cannot be dodged by spelling the path differently', async () => {
      const codes: number[] = [];
      for (const url of ['/api/login', '/%61pi/login', '/api/%6cogin', '/%61pi/login']) {
        const res = await api().raw({
          method: 'POST',
          url,
          payload: { username: 'x', password: 'y' },
          remoteAddress: '10.3.0.1',
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    });
  },
  { rateLimitPerMinute: 3 },
);
