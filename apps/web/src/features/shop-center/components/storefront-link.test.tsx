import type { Me } from '@shopkeeper/contract';
import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { ME_QUERY_KEY } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { stubNavigator } from '../../../testing/browser-stubs.ts';
import { renderAt, renderRoutes } from '../../../testing/render-routes.tsx';
import { StorefrontLink } from './storefront-link.tsx';

// Toasts render into their own React root outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const LINK = `${window.location.origin}/s/mias-corner`;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});

async function open(profile = aProfile()) {
  fakeServer({ getMe: { code: 200, data: profile } });
  renderAt(<StorefrontLink />);
  return screen.findByRole('region', { name: 'My storefront' });
}

describe('my storefront link', () => {
  it('shows the link to the shop’s storefront, and opens it in a new tab', async () => {
    const card = await open();
    expect((within(card).getByRole('textbox', { name: 'Storefront link' }) as HTMLInputElement).value).toBe(
      LINK,
    );
    const openLink = within(card).getByRole('link', { name: 'Open' });
    expect(openLink.getAttribute('href')).toBe(LINK);
    expect(openLink.getAttribute('target')).toBe('_blank');
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('clipboard', { writeText });
    const card = await open();
    fireEvent.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('selects the link for copying by hand when the browser will not copy', async () => {
    stubNavigator('clipboard', { writeText: vi.fn(() => Promise.reject(new Error('denied'))) });
    const card = await open();
    const field = within(card).getByRole('textbox', { name: 'Storefront link' }) as HTMLInputElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('Copying is not available here. The link is selected: copy it yourself.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
  });

  it('does the same without any clipboard at all', async () => {
    const card = await open();
    fireEvent.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('Copying is not available here. The link is selected: copy it yourself.'),
    ).toBeTruthy();
  });

  it('offers "Share" only where the phone can share', async () => {
    const card = await open();
    expect(within(card).queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('shares the shop’s name and link through the phone’s share sheet', async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator('share', share);
    const card = await open();
    fireEvent.click(within(card).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Mia’s Corner',
        text: 'Have a look at Mia’s Corner',
        url: LINK,
      }),
    );
  });

  it('says nothing when the person closes the share sheet, and copies when sharing fails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('clipboard', { writeText });
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    stubNavigator('share', share);
    const card = await open();
    fireEvent.click(within(card).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copied')).toBeNull();

    share.mockImplementation(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    fireEvent.click(within(card).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('is not shown while the shop is being set up', async () => {
    fakeServer({ getMe: { code: 200, data: aProfile({ shop: null }) } });
    renderAt(<StorefrontLink />);
    await waitFor(() => expect(queryClient.getQueryData<Me>(ME_QUERY_KEY)?.shop).toBeNull());
    expect(screen.queryByRole('region', { name: 'My storefront' })).toBeNull();
  });
});

describe('the store centre', () => {
  it('leads with the storefront link', async () => {
    fakeServer({
      getMe: { code: 200, data: aProfile() },
      orderWarning: {
        code: 200,
        data: { lateOrders: 0, closesStorefrontAt: null, cancelsAt: null, storefrontClosedSince: null },
      },
    });
    renderRoutes(routes, '/shopCenter');
    const card = await screen.findByRole('region', { name: 'My storefront' });
    expect(within(card).getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });
});
