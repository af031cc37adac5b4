import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import type { IntakeKey } from '../api/intake-keys.ts';

// Dialogs and toasts render into their own React roots outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
});

const aKey = (id: number, overrides: Partial<IntakeKey> = {}): IntakeKey => ({
  id,
  label: `Store ${id}`,
  prefix: `sk_${id}abc`,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
  ...overrides,
});

function server(items: IntakeKey[], overrides: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile() },
    shopIntakeKeyList: { code: 200, data: { items, max: 5 } },
    ...overrides,
  });
}

const open = () => renderRoutes(routes, '/shopKeys');
const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const createButton = () => screen.getByRole('button', { name: 'Create key' });

describe('order-intake keys list', () => {
  it('shows each live key with its label, first characters, dates and the count', async () => {
    server([aKey(1), aKey(2, { lastUsedAt: '2026-11-20T08:30:00.000Z' })]);
    open();
    const first = await screen.findByTestId('intake-key-1');
    expect(within(first).getByText('Store 1')).toBeTruthy();
    expect(within(first).getByText('sk_1abc…')).toBeTruthy();
    expect(within(first).getByText(/^Created /)).toBeTruthy();
    expect(within(first).getByText('Never used')).toBeTruthy();
    const second = screen.getByTestId('intake-key-2');
    expect(within(second).getByText(/^Last used /)).toBeTruthy();
    expect(within(second).queryByText('Never used')).toBeNull();
    expect(screen.getByText('2 of 5 keys')).toBeTruthy();
  });

  it('explains what a key is for when there is none, with the call to make', async () => {
    server([]);
    open();
    expect(await screen.findByText('No keys yet')).toBeTruthy();
    expect(screen.getByText(/send orders to your shop/)).toBeTruthy();
    expect(screen.getByTestId('intake-example').textContent).toBe(
      'POST /api/intake/v1/order/create\nx-shop-key: <key>',
    );
    expect(screen.getByTestId('intake-docs').getAttribute('href')).toBe('/api/docs');
  });

  it('shows the skeleton, then a failure with a retry that loads the list', async () => {
    let tries = 0;
    server([], {
      shopIntakeKeyList: () => {
        if (++tries === 1) throw new TypeError('Failed to fetch');
        return { code: 200, data: { items: [aKey(3)], max: 5 } };
      },
    });
    open();
    expect(await screen.findByTestId('intake-keys-skeleton')).toBeTruthy();
    expect(await screen.findByText('Loading failed, please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('intake-key-3')).toBeTruthy();
  });

  it('is reached from the account screen', async () => {
    server([]);
    const { router } = renderRoutes(routes, '/account');
    fireEvent.click(await screen.findByTestId('shop-keys-cell'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopKeys'));
  });
});

describe('creating a key', () => {
  it('asks for a name of at most 40 characters before sending anything', async () => {
    const s = server([]);
    open();
    await screen.findByText('No keys yet');
    fireEvent.input(nameField(), { target: { value: '   ' } });
    fireEvent.click(createButton());
    expect(await screen.findByText('Please give the key a name')).toBeTruthy();
    fireEvent.input(nameField(), { target: { value: 'x'.repeat(41) } });
    expect(await screen.findByText('The name can be at most 40 characters')).toBeTruthy();
    expect(s.called('shopIntakeKeyCreate')).toHaveLength(0);
  });

  it('shows the new key once with a copy button, then refreshes the list', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let created = false;
    const s = server([], {
      shopIntakeKeyList: () => ({
        code: 200,
        data: { items: created ? [aKey(7, { label: 'My store', prefix: 'sk_live7' })] : [], max: 5 },
      }),
      shopIntakeKeyCreate: () => {
        created = true;
        return {
          code: 200,
          data: { ...aKey(7, { label: 'My store', prefix: 'sk_live7' }), key: 'sk_live7_SECRET_WHOLE_KEY' },
        };
      },
    });
    open();
    await screen.findByText('No keys yet');
    fireEvent.input(nameField(), { target: { value: '  My store ' } });
    fireEvent.click(createButton());
    const reveal = await screen.findByTestId('intake-reveal');
    expect(s.called('shopIntakeKeyCreate')[0]!.input).toEqual({ label: 'My store' });
    expect(within(reveal).getByTestId('intake-key-value').textContent).toBe('sk_live7_SECRET_WHOLE_KEY');
    expect(within(reveal).getByText(/You will not see it again/)).toBeTruthy();
    expect(await screen.findByTestId('intake-key-7')).toBeTruthy();
    expect(screen.getByTestId('intake-key-7').textContent).not.toContain('SECRET');

    fireEvent.click(within(reveal).getByTestId('copy-key'));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('sk_live7_SECRET_WHOLE_KEY');

    fireEvent.click(within(reveal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('intake-reveal')).toBeNull());
    expect(screen.queryByText('sk_live7_SECRET_WHOLE_KEY')).toBeNull();
  });

  it('says "Copy failed" when the browser refuses', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    server([], { shopIntakeKeyCreate: { code: 200, data: { ...aKey(8), key: 'sk_whole' } } });
    open();
    await screen.findByText('No keys yet');
    fireEvent.input(nameField(), { target: { value: 'Shop' } });
    fireEvent.click(createButton());
    fireEvent.click(await screen.findByTestId('copy-key'));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
  });

  it('shows the maximum on the form when the server answers 203 tooManyKeys', async () => {
    server([aKey(1)], {
      shopIntakeKeyCreate: { code: 203, data: { reason: 'tooManyKeys', max: 5 } },
    });
    open();
    await screen.findByTestId('intake-key-1');
    fireEvent.input(nameField(), { target: { value: 'Another' } });
    fireEvent.click(createButton());
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'A shop can have at most 5 keys. Revoke one to create another.',
    );
    expect(screen.queryByTestId('intake-reveal')).toBeNull();
  });

  it('disables "create" at the maximum and says why', async () => {
    server([1, 2, 3, 4, 5].map((id) => aKey(id)));
    open();
    await screen.findByTestId('intake-key-5');
    expect((createButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('intake-limit').textContent).toBe(
      'A shop can have at most 5 keys. Revoke one to create another.',
    );
  });
});

describe('revoking a key', () => {
  it('revokes only after a confirmation naming the key, then refreshes the list', async () => {
    let revoked = false;
    const s = server([], {
      shopIntakeKeyList: () => ({
        code: 200,
        data: { items: revoked ? [aKey(1)] : [aKey(1), aKey(2)], max: 5 },
      }),
      shopIntakeKeyRevoke: () => {
        revoked = true;
        return { code: 200, data: null };
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Store 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    expect(within(dialog).getByText(/Orders sent with “Store 2” will be refused/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revoke this key?' })).toBeNull());
    expect(s.called('shopIntakeKeyRevoke')).toHaveLength(0);
    expect(screen.getByTestId('intake-key-2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Store 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(s.called('shopIntakeKeyRevoke')).toHaveLength(1));
    expect(s.called('shopIntakeKeyRevoke')[0]!.input).toEqual({ id: 2 });
    await waitFor(() => expect(screen.queryByTestId('intake-key-2')).toBeNull());
    expect(screen.getByText('1 of 5 keys')).toBeTruthy();
  });
});
