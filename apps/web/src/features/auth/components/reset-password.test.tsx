import { aSupportContact, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { renderRoutesWithRedirects } from '../../../testing/render-routes.tsx';

const SUPPORT = aSupportContact({ hours: '9–18' });

beforeEach(() => queryClient.clear());

const open = (path: string) => renderRoutesWithRedirects(routes, path);

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('password reset (/reset-password?token=…)', () => {
  it('sets the new password with the link’s token, then asks to sign in with it', async () => {
    const server = fakeServer({ resetPassword: { code: 200, data: null } });
    const { router } = open('/reset-password?token=one-time-abc');
    await screen.findByLabelText('New password');
    type('New password', 'Harbour-Lights-47');
    type('Confirm new password', 'Harbour-Lights-47');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.calls.map((call) => call.path)).toEqual(['/api/v1/user/reset_password']);
    expect(server.called('resetPassword')[0]!.input).toEqual({
      token: 'one-time-abc',
      newPassword: 'Harbour-Lights-47',
    });
    // Announced: the app's banner dock is a second, empty status region.
    const notice = await screen.findByText('Your password has been changed. Sign in with the new one.');
    expect(notice.getAttribute('role')).toBe('status');
  });

  it('checks the two entries match before sending', async () => {
    const server = fakeServer();
    open('/reset-password?token=one-time-abc');
    await screen.findByLabelText('New password');
    type('New password', 'Harbour-Lights-47');
    type('Confirm new password', 'Harbour-Lights-48');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('says an expired or used link is not valid (414), in place of the form', async () => {
    fakeServer({ resetPassword: { code: 414, msg: 'invalid' } });
    open('/reset-password?token=used-one');
    await screen.findByLabelText('New password');
    type('New password', 'Harbour-Lights-47');
    type('Confirm new password', 'Harbour-Lights-47');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    const message = await screen.findByText(/This link is not valid/);
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('says so at once when the link has no token', async () => {
    open('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toMatch(/This link is not valid/);
  });
});

describe('forgot password (/login)', () => {
  it('explains that an operator resets it and shows the support contact', async () => {
    fakeServer({ getSupportContact: { code: 200, data: SUPPORT } });
    open('/login');
    const toggle = await screen.findByRole('button', { name: 'Forgot password?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/passwords are reset by the platform’s staff/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'help@shop.example' })).getAttribute('href')).toBe(
      'mailto:help@shop.example',
    );
  });
});
