import { calls, INVITATIONS_PER_DAY } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { countRows, describeApi, STRONG_PASSWORD, type TestApi, uniqueName } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { secondServer } from '../../test/second-server.ts';
import { inviteFriend } from '../../use-cases/invite-friend.ts';
import { setSetting } from '../settings/service.ts';

type Invitation = {
  id: number;
  code: string;
  username: string;
  state: string;
  friendId: number | null;
  joinedAt: string | null;
  used: boolean;
};

const invite = (api: TestApi, token: string, username: string, headers?: Record<string, string>) =>
  api.call(calls.inviteAdd, { username }, { token, headers });
const list = (api: TestApi, token: string, input: object = {}) =>
  api.call(calls.inviteList, input, { token });
const signUp = (api: TestApi, code: string, username: string) =>
  api.call(calls.inviteCode, { inviteCode: code, username, password: STRONG_PASSWORD });

describeApi('merchant invitations', (api) => {
  it('adds an invitation that waits; the friend signs up with its code and it shows as joined', async () => {
    const m = await api().merchant();
    const friend = uniqueName('friend');
    const added = await invite(api(), m.token, friend);
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ username: friend, state: 'waiting', friendId: null, used: false });
    expect(added.data.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const days = (Date.parse(added.data.expiresAt) - Date.parse(added.data.createdAt)) / 86_400_000;
    expect(days).toBe(7);

    let page = await list(api(), m.token);
    expect(page.data).toMatchObject({ remainingToday: INVITATIONS_PER_DAY - 1, perDay: 2, validDays: 7 });
    expect(page.data.items).toEqual([added.data]);

    const joined = await signUp(api(), added.data.code, friend);
    expect(joined.code).toBe(200);
    page = await list(api(), m.token);
    expect(page.data.items[0]).toMatchObject({
      id: added.data.id,
      state: 'joined',
      used: true,
      friendId: joined.data.user.id,
    });
    expect(page.data.items[0].joinedAt).not.toBeNull();
    const events = await api()
      .database.db.selectFrom('events')
      .select(['type', 'user_id', 'data'])
      .where('type', 'in', ['invite.created', 'invite.joined'])
      .where('user_id', '=', m.user.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['invite.created', 'invite.joined']);
    expect(JSON.parse(events[1]!.data)).toEqual({ inviteId: added.data.id, friendId: joined.data.user.id });

    // The operator sees who invited whom.
    const op = await signInOperator(api());
    const detail = await api().call(
      calls.consoleUsersDetail,
      { userId: joined.data.user.id },
      { token: op.token },
    );
    expect(detail.data.invitedBy).toEqual({ id: m.user.id, username: m.username });
    expect(
      (await api().call(calls.consoleUsersDetail, { userId: m.user.id }, { token: op.token })).data.invitedBy,
    ).toBeNull();
  });

  it('refuses the code to another username (438) and after it expired, when it lists as expired', async () => {
    const m = await api().merchant();
    const friend = uniqueName('friend');
    const added = await invite(api(), m.token, friend);
    const stranger = await signUp(api(), added.data.code, uniqueName('other'));
    expect(stranger.code).toBe(438);

    await api()
      .database.db.updateTable('invite_codes')
      .set({ expires_at: Date.now() - 1000 })
      .where('id', '=', added.data.id)
      .execute();
    const page = await list(api(), m.token);
    expect(page.data.items[0]).toMatchObject({ id: added.data.id, state: 'expired', friendId: null });
    const late = await signUp(api(), added.data.code, friend);
    expect(late.code).toBe(438);
    expect(late.data).toMatchObject({ reason: 'expired' });
  });

  it('allows two a day, then 454 writing nothing', async () => {
    const m = await api().merchant();
    for (let i = 0; i < INVITATIONS_PER_DAY; i++) {
      expect((await invite(api(), m.token, uniqueName('friend'))).code).toBe(200);
    }
    const before = await countRows(api().database, 'invite_codes');
    const third = await invite(api(), m.token, uniqueName('friend'));
    expect(third.code).toBe(454);
    expect(await countRows(api().database, 'invite_codes')).toBe(before);
    expect((await list(api(), m.token)).data.remainingToday).toBe(0);
  });

  it('gives exactly two of ten parallel adds', async () => {
    const m = await api().merchant();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => invite(api(), m.token, uniqueName('friend'))),
    );
    const codes = answers.map((a) => a.code).sort();
    expect(codes).toEqual([200, 200, ...Array(8).fill(454)]);
    expect((await list(api(), m.token)).data.items).toHaveLength(2);
  });

  it('holds the limit across two servers on one database', async () => {
    const m = await api().merchant();
    const { first, second, close } = secondServer(api());
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          inviteFriend(i % 2 ? first : second, {
            userId: m.user.id,
            input: { username: uniqueName('friend') },
            idempotencyKey: undefined,
          }).then(
            () => 200,
            (error: unknown) => (error instanceof AppError ? error.code : 500),
          ),
        ),
      );
      expect(outcomes.sort()).toEqual([200, 200, ...Array(8).fill(454)]);
    } finally {
      await close();
    }
  });

  it('answers a repeated Idempotency-Key with the same invitation and claims nothing more', async () => {
    const m = await api().merchant();
    const key = { 'idempotency-key': `inv-${m.username}` };
    const friend = uniqueName('friend');
    const first = await invite(api(), m.token, friend, key);
    const again = await invite(api(), m.token, friend, key);
    expect(again.code).toBe(200);
    expect(again.data).toEqual(first.data);
    const page = await list(api(), m.token);
    expect(page.data.items).toHaveLength(1);
    expect(page.data.remainingToday).toBe(INVITATIONS_PER_DAY - 1);
  });

  it('shows a merchant only their own invitations, newest first, in keyset pages', async () => {
    const m = await api().merchant();
    const other = await api().merchant();
    const a = await invite(api(), m.token, uniqueName('friend'));
    const b = await invite(api(), m.token, uniqueName('friend'));
    expect((await list(api(), other.token)).data.items).toEqual([]);
    const first = await list(api(), m.token, { limit: 1 });
    expect(first.data.items.map((i: Invitation) => i.id)).toEqual([b.data.id]);
    const second = await list(api(), m.token, { limit: 1, cursor: first.data.nextCursor });
    expect(second.data.items.map((i: Invitation) => i.id)).toEqual([a.data.id]);
    expect(second.data.nextCursor).toBeNull();
  });

  it('refuses a member’s username (417), your own (405) and an invalid one (405)', async () => {
    const m = await api().merchant();
    const member = await api().merchant();
    expect((await invite(api(), m.token, member.username.toUpperCase())).code).toBe(417);
    const self = await invite(api(), m.token, m.username);
    expect(self.code).toBe(405);
    expect(self.data).toMatchObject({ field: 'username' });
    expect((await invite(api(), m.token, 'no spaces!')).code).toBe(405);
    expect((await list(api(), m.token)).data.remainingToday).toBe(INVITATIONS_PER_DAY);
  });

  it('refuses while sign-up with invite codes is closed (439)', async () => {
    const m = await api().merchant();
    await setSetting(api().database.db, 'registrationOpen', false);
    try {
      expect((await invite(api(), m.token, uniqueName('friend'))).code).toBe(439);
    } finally {
      await setSetting(api().database.db, 'registrationOpen', true);
    }
    expect((await list(api(), m.token)).data.items).toEqual([]);
  });
});
