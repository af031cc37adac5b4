import { calls, schemas } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';
import { IN_FLIGHT_MS } from './attempt-counter.ts';
import { verifyPassword } from './passwords.ts';
import { PAY_PASSWORD_LOCK_MINUTES, verifyPayPassword } from './pay-password.ts';

describeApi('the transaction PIN', (api) => {
  const storedHash = async (userId: number) =>
    (
      await api()
        .database.db.selectFrom('users')
        .select('pay_password_hash')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).pay_password_hash;
  const tries = async (userId: number) =>
    Number(
      (
        await api()
          .database.db.selectFrom('attempts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('key', '=', `pin:${userId}`)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const update = (token: string, input: { oldPayPassword?: string; payPassword: string }) =>
    api().call(calls.updatePayPassword, input, { token });

  it('is set once, shows as set, then changes only with the current PIN', async () => {
    const m = await api().merchant();
    expect(m.user.payPasswordSet).toBe(false);
    expect((await update(m.token, { payPassword: '123456' })).code).toBe(200);
    expect((await api().call(calls.getMe, {}, { token: m.token })).data.payPasswordSet).toBe(true);
    expect(await verifyPassword((await storedHash(m.user.id))!, '123456')).toBe(true);

    const without = await update(m.token, { payPassword: '654321' });
    expect(without).toMatchObject({ code: 403, data: { field: 'oldPayPassword' } });
    expect((await update(m.token, { oldPayPassword: '123456', payPassword: '654321' })).code).toBe(200);
    expect(await verifyPassword((await storedHash(m.user.id))!, '654321')).toBe(true);
  });

  it('of ten first PINs sent at once, one is set and the others are refused (443, or 403 once it is set)', async () => {
    const m = await api().merchant();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => update(m.token, { payPassword: `10000${i}` })),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    // The others lost the race (443), or, arriving after the first was set, are asked for the
    // current PIN (403 naming oldPayPassword): none sets a second one.
    for (const answer of answers.filter((a) => a.code !== 200)) {
      if (answer.code === 403) expect(answer.data).toMatchObject({ field: 'oldPayPassword' });
      else expect(answer.code).toBe(443);
    }
    const winner = `10000${codes.indexOf(200)}`;
    expect(await verifyPassword((await storedHash(m.user.id))!, winner)).toBe(true);
  });

  it('refuses a wrong current PIN with 443 and the tries left, changing nothing', async () => {
    const m = await api().merchant();
    await update(m.token, { payPassword: '123456' });
    const before = await storedHash(m.user.id);
    const wrong = await update(m.token, { oldPayPassword: '000000', payPassword: '654321' });
    expect(wrong.code).toBe(443);
    expect(schemas.payPasswordRefusalData.parse(wrong.data)).toEqual({ attemptsLeft: 4, lockedUntil: null });
    expect(await storedHash(m.user.id)).toBe(before);
  });

  it('refuses letters, five digits and seven digits with 405, changing nothing', async () => {
    const m = await api().merchant();
    for (const payPassword of ['12345a', '12345', '1234567', '１２３４５６']) {
      const res = await update(m.token, { payPassword });
      expect(res).toMatchObject({ code: 405, data: { field: 'payPassword' } });
    }
    expect(await storedHash(m.user.id)).toBeNull();
  });

  it('locks after five wrong tries and says until when; even the right PIN waits', async () => {
    const m = await api().merchant();
    await update(m.token, { payPassword: '123456' });
    const before = Date.now();
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(await update(m.token, { oldPayPassword: '000000', payPassword: '654321' }));
    }
    expect(answers.map((a) => a.code)).toEqual([443, 443, 443, 443, 443]);
    expect(answers.map((a) => (a.data as { attemptsLeft: number }).attemptsLeft)).toEqual([4, 3, 2, 1, 0]);
    const fifth = schemas.payPasswordRefusalData.parse(answers[4]!.data);
    const until = Date.parse(fifth.lockedUntil!);
    expect(until).toBeGreaterThanOrEqual(before + PAY_PASSWORD_LOCK_MINUTES * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + PAY_PASSWORD_LOCK_MINUTES * 60_000);

    const right = await update(m.token, { oldPayPassword: '123456', payPassword: '654321' });
    expect(right.code).toBe(443);
    expect(schemas.payPasswordRefusalData.parse(right.data).lockedUntil).toBe(fifth.lockedUntil);
    expect(await verifyPassword((await storedHash(m.user.id))!, '123456')).toBe(true);
    // The withdrawal check shares the lock.
    await expect(verifyPayPassword(api().database.db, m.user.id, '123456')).rejects.toMatchObject({
      code: 446,
    });
  });

  it('of 20 parallel wrong tries, no more than five are checked', async () => {
    const m = await api().merchant();
    await update(m.token, { payPassword: '123456' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => update(m.token, { oldPayPassword: '000000', payPassword: '654321' })),
    );
    // Checked and wrong (443), or turned away unjudged while five were being checked (202).
    expect(answers.filter((a) => ![443, 202].includes(a.code))).toEqual([]);
    // Every PIN checked and found wrong leaves its row; turned-away tries leave none. On
    // PostgreSQL all twenty may be written before any counts, and then none is checked.
    const checked = await tries(m.user.id);
    expect(checked).toBeLessThanOrEqual(5);
    const withTriesLeft = answers.filter(
      (a) => a.code === 443 && schemas.payPasswordRefusalData.parse(a.data).attemptsLeft > 0,
    );
    expect(withTriesLeft.length).toBeLessThanOrEqual(4);
    // Whatever got through, the tries that follow stop at five wrong PINs checked in all.
    for (let more = 0; more < 10; more++) {
      const next = await update(m.token, { oldPayPassword: '000000', payPassword: '654321' });
      if (schemas.payPasswordRefusalData.parse(next.data).attemptsLeft === 0) break;
    }
    expect(await tries(m.user.id)).toBe(5);
  });

  it('of 20 right PINs sent at once, none is called wrong: each is accepted or asked to wait (202)', async () => {
    const m = await api().merchant();
    await update(m.token, { payPassword: '123456' });
    const { db } = api().database;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        verifyPayPassword(db, m.user.id, '123456').then(
          () => 200,
          (error: { code: number }) => error.code,
        ),
      ),
    );
    expect(outcomes.filter((code) => ![200, 202].includes(code))).toEqual([]);
    expect(outcomes).toContain(200);
    // Nothing was recorded as a failure: a wrong PIN now still has all its tries.
    await expect(verifyPayPassword(db, m.user.id, '111111')).rejects.toMatchObject({
      options: { data: { attemptsLeft: 4, lockedUntil: null } },
    });
  });

  it('a try cut off before it was judged (a server killed mid-check) soon counts for nothing', async () => {
    const m = await api().merchant();
    await update(m.token, { payPassword: '123456' });
    const { db } = api().database;
    const cutOff = (ageMs: number) =>
      db
        .insertInto('attempts')
        .values(
          Array.from({ length: 5 }, () => ({
            key: `pin:${m.user.id}`,
            at: Date.now() - ageMs,
            failed_at: null,
          })),
        )
        .execute();
    // Five tries still being judged: the next waits its turn, unjudged.
    await cutOff(1_000);
    await expect(verifyPayPassword(db, m.user.id, '123456')).rejects.toMatchObject({ code: 202 });
    // Left unjudged past IN_FLIGHT_MS they are the leftovers of a crash: neither failures nor in flight.
    await db.deleteFrom('attempts').where('key', '=', `pin:${m.user.id}`).execute();
    await cutOff(IN_FLIGHT_MS + 1_000);
    await expect(verifyPayPassword(db, m.user.id, '111111')).rejects.toMatchObject({
      code: 446,
      options: { data: { attemptsLeft: 4, lockedUntil: null } },
    });
    await expect(verifyPayPassword(db, m.user.id, '123456')).resolves.toBeUndefined();
  });

  it('a killed server’s unjudged tries hold a merchant’s money calls for a few seconds, not ten', async () => {
    const m = await api().merchant();
    await update(m.token, { payPassword: '123456' });
    const { db } = api().database;
    // Five tries left unjudged four seconds ago, as a server killed mid-check leaves them.
    await db
      .insertInto('attempts')
      .values(
        Array.from({ length: 5 }, () => ({
          key: `pin:${m.user.id}`,
          at: Date.now() - 4_000,
          failed_at: null,
        })),
      )
      .execute();
    await expect(verifyPayPassword(db, m.user.id, '123456')).resolves.toBeUndefined();
  });

  it('a lock touches neither another session’s user nor another user', async () => {
    const locked = await api().merchant();
    const other = await api().merchant();
    await update(locked.token, { payPassword: '123456' });
    await update(other.token, { payPassword: '123456' });
    for (let i = 0; i < 5; i++)
      await update(locked.token, { oldPayPassword: '000000', payPassword: '654321' });
    // Another session of the locked user is locked too: the lock is the PIN's, not the device's.
    const second = await api().call(calls.login, { username: locked.username, password: locked.password });
    const again = await update(second.data.token, { oldPayPassword: '123456', payPassword: '654321' });
    expect(schemas.payPasswordRefusalData.parse(again.data).lockedUntil).not.toBeNull();
    expect((await update(other.token, { oldPayPassword: '123456', payPassword: '654321' })).code).toBe(200);
  });

  it('verifyPayPassword: 445 when unset, 446 with tries left when wrong, passes when right', async () => {
    const m = await api().merchant();
    const { db } = api().database;
    await expect(verifyPayPassword(db, m.user.id, '123456')).rejects.toMatchObject({ code: 445 });
    await update(m.token, { payPassword: '123456' });
    await expect(verifyPayPassword(db, m.user.id, '111111')).rejects.toMatchObject({
      code: 446,
      options: { data: { attemptsLeft: 4, lockedUntil: null } },
    });
    await expect(verifyPayPassword(db, m.user.id, '123456')).resolves.toBeUndefined();
    // A right PIN clears the failures.
    expect(await tries(m.user.id)).toBe(0);
  });
});
