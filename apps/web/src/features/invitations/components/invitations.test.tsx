import type { FakeRoutes } from '@shopkeeper/front-kit/testing';
import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { layOutLists, stubNavigator } from '../../../testing/browser-stubs.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import type { Invitation, InvitationPage } from '../api/invitations.ts';

// Toasts render into their own React root outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});

const anInvitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  id: 1,
  friendId: null,
  username: 'lena.k',
  code: 'K7Q2M9XA',
  state: 'waiting',
  used: false,
  createdAt: '2026-11-20T09:30:00.000Z',
  expiresAt: '2026-11-27T09:30:00.000Z',
  joinedAt: null,
  ...overrides,
});

const joined = anInvitation({
  id: 2,
  username: 'tom_b',
  code: 'P3R8W2ZD',
  state: 'joined',
  used: true,
  friendId: 4021,
  joinedAt: '2026-11-19T12:00:00.000Z',
  createdAt: '2026-11-18T08:00:00.000Z',
});
const expired = anInvitation({ id: 3, username: 'old.friend', code: 'Z9Z9Z9Z9', state: 'expired' });

const aPage = (items: Invitation[], overrides: Partial<InvitationPage> = {}): InvitationPage => ({
  items,
  nextCursor: null,
  remainingToday: 2,
  perDay: 2,
  validDays: 7,
  ...overrides,
});

function server(routes: FakeRoutes = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile() },
    inviteList: { code: 200, data: aPage([anInvitation(), joined, expired]) },
    ...routes,
  });
}

const usernameField = () => screen.getByRole('textbox', { name: 'Your friend’s username' });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create invite code' }));
const idempotencyKeys = (s: ReturnType<typeof fakeServer>) =>
  s.fetch.mock.calls
    .filter(([url]) => String(url).endsWith('/v1/user/invite/add'))
    .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));

describe('invitation screen', () => {
  it('states the rules with the server’s numbers and how many are left today', async () => {
    server({ inviteList: { code: 200, data: aPage([], { remainingToday: 1, perDay: 3, validDays: 5 }) } });
    renderRoutes(routes, '/invitation');
    expect((await screen.findByTestId('invitations-left')).textContent).toBe('1 of 3 left today');
    expect(
      screen.getByText(
        'New merchants can only sign up with an invite code from someone already selling here.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('You can invite 3 friends a day.')).toBeTruthy();
    expect(
      screen.getByText('Each invite code is valid for 5 days, and only for the username you enter.'),
    ).toBeTruthy();
  });

  it('lists each invitation: the username, the friend’s ID once joined, the code, when and its state', async () => {
    server();
    renderRoutes(routes, '/invitation');
    const waitingRow = await screen.findByTestId('invitation-1');
    expect(within(waitingRow).getByText('lena.k')).toBeTruthy();
    expect(within(waitingRow).getByText('Invite code: K7Q2M9XA')).toBeTruthy();
    expect(within(waitingRow).getByText(/^Invited /)).toBeTruthy();
    expect(within(waitingRow).getByText('Waiting')).toBeTruthy();
    expect(within(waitingRow).queryByText(/Friend ID/)).toBeNull();

    const joinedRow = screen.getByTestId('invitation-2');
    expect(within(joinedRow).getByText('Invite code: P3R8W2ZD · Friend ID 4021')).toBeTruthy();
    expect(within(joinedRow).getByText('Joined')).toBeTruthy();
    expect(within(screen.getByTestId('invitation-3')).getByText('Expired')).toBeTruthy();
  });

  it('invites a friend: sends the username once per attempt, then shows the new code on top and one fewer left', async () => {
    let items = [joined];
    let remainingToday = 2;
    const s = server({
      inviteList: () => ({ code: 200, data: aPage(items, { remainingToday }) }),
      inviteAdd: ({ input }) => {
        const made = anInvitation({ id: 9, username: input.username, code: 'NEWCODE1' });
        items = [made, ...items];
        remainingToday -= 1;
        return { code: 200, data: made };
      },
    });
    renderRoutes(routes, '/invitation');
    expect((await screen.findByTestId('invitations-left')).textContent).toBe('2 of 2 left today');
    fireEvent.input(usernameField(), { target: { value: ' amy.w ' } });
    create();

    expect(await screen.findByTestId('invitation-9')).toBeTruthy();
    expect(s.called('inviteAdd').map((call) => call.input)).toEqual([{ username: 'amy.w' }]);
    expect(idempotencyKeys(s)[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByTestId('invitations-left').textContent).toBe('1 of 2 left today');
    expect(await screen.findByText('Invite code created for amy.w')).toBeTruthy();
    expect((usernameField() as HTMLInputElement).value).toBe('');
    expect(s.called('inviteList').length).toBeGreaterThanOrEqual(2);
  });

  it('sends the same attempt again with the same key after a lost answer, a new attempt with a new key', async () => {
    let lose = true;
    const s = server({
      inviteAdd: () => {
        if (lose) {
          lose = false;
          return { code: 500, status: 500 };
        }
        return { code: 200, data: anInvitation({ id: 9 }) };
      },
    });
    renderRoutes(routes, '/invitation');
    await screen.findByTestId('invitations-left');
    fireEvent.input(usernameField(), { target: { value: 'amy.w' } });
    create();
    await waitFor(() => expect(s.called('inviteAdd')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create invite code' })).toBeTruthy());
    create();
    await waitFor(() => expect(s.called('inviteAdd')).toHaveLength(2));
    const [first, second] = idempotencyKeys(s);
    expect(second).toBe(first);
  });

  it.each([
    [454, undefined, 'You have used today’s invitations. Please try again tomorrow.'],
    [417, undefined, 'This username already has an account: no invitation needed.'],
    [439, undefined, 'Sign-up with invite codes is closed for now.'],
    [405, { field: 'username' }, 'A value is not valid.'],
  ] as const)('says a %i refusal on the username field', async (code, data, message) => {
    const s = server({ inviteAdd: { code, data, msg: 'refused' } });
    renderRoutes(routes, '/invitation');
    await screen.findByTestId('invitations-left');
    fireEvent.input(usernameField(), { target: { value: 'amy.w' } });
    create();
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(usernameField().getAttribute('aria-invalid')).toBe('true'));
    expect(usernameField().getAttribute('aria-describedby')).toContain('invitation_username-error');
    expect(s.called('inviteAdd')).toHaveLength(1);
  });

  it('reads the count again after a refusal: the day’s invitations may have gone on another phone', async () => {
    let remainingToday = 2;
    server({
      inviteList: () => ({ code: 200, data: aPage([], { remainingToday }) }),
      inviteAdd: () => {
        remainingToday = 0;
        return { code: 454, msg: 'limit' };
      },
    });
    renderRoutes(routes, '/invitation');
    expect((await screen.findByTestId('invitations-left')).textContent).toBe('2 of 2 left today');
    fireEvent.input(usernameField(), { target: { value: 'amy.w' } });
    create();
    await waitFor(() => expect(screen.getByTestId('invitations-left').textContent).toBe('0 of 2 left today'));
  });

  it('checks the username as the sign-up form does, before sending anything', async () => {
    const s = server();
    renderRoutes(routes, '/invitation');
    await screen.findByTestId('invitations-left');
    create();
    expect(await screen.findByText('Please enter your username.')).toBeTruthy();
    fireEvent.input(usernameField(), { target: { value: 'no spaces' } });
    create();
    expect(await screen.findByText(/letters, digits, dots, dashes or underscores/)).toBeTruthy();
    expect(s.called('inviteAdd')).toHaveLength(0);
  });

  it('offers no invitation once today’s are used', async () => {
    server({ inviteList: { code: 200, data: aPage([joined], { remainingToday: 0 }) } });
    renderRoutes(routes, '/invitation');
    expect((await screen.findByTestId('invitations-left')).textContent).toBe('0 of 2 left today');
    expect((screen.getByRole('button', { name: 'Create invite code' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      screen.getByText('You have used today’s invitations. You can invite again tomorrow.'),
    ).toBeTruthy();
  });

  it('shows grey rows while loading, then says there is no invitation yet', async () => {
    let answer: ((value: unknown) => void) | undefined;
    server({
      inviteList: () =>
        new Promise((resolve) => {
          answer = () => resolve({ code: 200, data: aPage([]) });
        }),
    });
    renderRoutes(routes, '/invitation');
    expect(await screen.findByTestId('invitations-skeleton')).toBeTruthy();
    // The skeleton may be drawn before the screen has asked (effects run after the paint).
    await waitFor(() => expect(answer).toBeDefined());
    answer!(undefined);
    expect(await screen.findByText('No invitations yet')).toBeTruthy();
    expect(screen.queryByTestId('invitations-skeleton')).toBeNull();
  });

  it('says the list failed to load and loads it again on retry', async () => {
    let tries = 0;
    server({
      inviteList: () => {
        if (++tries === 1) throw new TypeError('Failed to fetch');
        return { code: 200, data: aPage([anInvitation()]) };
      },
    });
    renderRoutes(routes, '/invitation');
    expect(await screen.findByText('Loading failed, please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('invitation-1')).toBeTruthy();
    expect(screen.getByTestId('invitations-left').textContent).toBe('2 of 2 left today');
  });

  it('fetches the next page after the cursor as the end of the list comes into view', async () => {
    layOutLists();
    const s = server({
      inviteList: ({ input }) =>
        input.cursor === 'after-2'
          ? { code: 200, data: aPage([expired]) }
          : { code: 200, data: aPage([anInvitation(), joined], { nextCursor: 'after-2' }) },
    });
    renderRoutes(routes, '/invitation');
    expect(await screen.findByTestId('invitation-3')).toBeTruthy();
    expect(s.called('inviteList').map((call) => call.input.cursor)).toEqual([undefined, 'after-2']);
    expect(await screen.findByText('That is all.')).toBeTruthy();
  });

  it('opens an invitation’s details from its row', async () => {
    server();
    const { router } = renderRoutes(routes, '/invitation');
    fireEvent.click(await screen.findByTestId('invitation-2'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=2'));
    expect(router.state.location.pathname).toBe('/invitationDetails');
    expect(await screen.findByText('Invitation for tom_b')).toBeTruthy();
  });
});

const LINK = `${window.location.origin}/invite?code=K7Q2M9XA`;

describe('invitation details', () => {
  it('says who it is for, its state and until when it is valid, with the code, the link and its QR code', async () => {
    server();
    renderRoutes(routes, '/invitationDetails?id=1');
    expect(await screen.findByText('Invitation for lena.k')).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(screen.getByText('Valid until')).toBeTruthy();
    expect(screen.getByTestId('invitation-valid-until').textContent).toMatch(/2026/);
    expect(screen.getByTestId('invitation-code').textContent).toBe('K7Q2M9XA');
    expect(screen.getByText('Only lena.k can sign up with it.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Sign-up link' }) as HTMLInputElement).value).toBe(LINK);
    const qr = (await screen.findByTestId('invitation-qr')) as HTMLImageElement;
    expect(qr.alt).toBe('QR code of the sign-up link for lena.k');
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);
  });

  it('builds the link on the server’s public origin when the profile names one', async () => {
    server({ getMe: { code: 200, data: aProfile({ publicOrigin: 'https://shop.example.com' }) } });
    renderRoutes(routes, '/invitationDetails?id=1');
    const field = (await screen.findByRole('textbox', { name: 'Sign-up link' })) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('https://shop.example.com/invite?code=K7Q2M9XA'));
  });

  it('shows a joined invitation’s friend and when they joined', async () => {
    server();
    renderRoutes(routes, '/invitationDetails?id=2');
    expect(await screen.findByText('Invitation for tom_b')).toBeTruthy();
    expect(screen.getByText('Friend ID')).toBeTruthy();
    expect(screen.getByText('4021')).toBeTruthy();
    expect(screen.queryByText('Valid until')).toBeNull();
  });

  it('copies the code and the link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('clipboard', { writeText });
    server();
    renderRoutes(routes, '/invitationDetails?id=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy invite code' }));
    expect(await screen.findByText('Invite code copied')).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith('K7Q2M9XA');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith(LINK);
  });

  it('shares the link through the phone’s share sheet', async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator('share', share);
    server();
    renderRoutes(routes, '/invitationDetails?id=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Join me as a merchant',
        text: 'Sign up with my invite code: K7Q2M9XA',
        url: LINK,
      }),
    );
  });

  it('finds an invitation on a later page', async () => {
    server({
      inviteList: ({ input }) =>
        input.cursor === 'after-1'
          ? { code: 200, data: aPage([expired]) }
          : { code: 200, data: aPage([anInvitation()], { nextCursor: 'after-1' }) },
    });
    renderRoutes(routes, '/invitationDetails?id=3');
    expect(await screen.findByText('Invitation for old.friend')).toBeTruthy();
    expect(screen.getByText('Expired on')).toBeTruthy();
  });

  it('says so when the invitation is not this merchant’s, and leads back to the list', async () => {
    server();
    const { router } = renderRoutes(routes, '/invitationDetails?id=77');
    expect(await screen.findByText('Invitation not found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to invitations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invitation'));
  });
});
