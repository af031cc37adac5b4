import { aProfile, aStoreCentre, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import type { OrderWarning } from '../api/order-warning.ts';

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});

const noWarning: OrderWarning = {
  lateOrders: 0,
  closesStorefrontAt: null,
  cancelsAt: null,
  storefrontClosedSince: null,
};

function server(warning: OrderWarning | 'unreachable') {
  return fakeServer({
    getMe: { code: 200, data: aProfile() },
    storeInfo: { code: 200, data: aStoreCentre() },
    swipeAdList: { code: 200, data: { items: [] } },
    orderWarning: () => {
      if (warning === 'unreachable') throw new TypeError('Failed to fetch');
      return { code: 200, data: warning };
    },
    orderList: {
      code: 200,
      data: {
        items: [],
        nextCursor: null,
        counts: {
          pending_payment: 2,
          pending_shipment: 0,
          shipped: 0,
          pending_acceptance: 0,
          accepted: 0,
          pending_settlement: 0,
          completed: 0,
          cancelled: 0,
        },
      },
    },
  });
}

describe('the unpaid-orders banner on the store centre', () => {
  it('shows nothing when no order is late', async () => {
    const s = server(noWarning);
    renderRoutes(routes, '/shopCenter');
    await screen.findByTestId('shop-name');
    await waitFor(() => expect(s.called('orderWarning')).toHaveLength(1));
    expect(screen.queryByTestId('order-warning')).toBeNull();
  });

  it('shows nothing when the warning could not be read', async () => {
    const s = server('unreachable');
    renderRoutes(routes, '/shopCenter');
    await screen.findByTestId('shop-name');
    await waitFor(() => expect(s.called('orderWarning').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('order-warning')).toBeNull();
  });

  it('counts the late orders, says when the storefront closes and the oldest is cancelled, and leads to them', async () => {
    server({
      lateOrders: 2,
      closesStorefrontAt: '2026-11-23T10:00:00.000Z',
      cancelsAt: '2026-11-24T10:00:00.000Z',
      storefrontClosedSince: null,
    });
    const { router } = renderRoutes(routes, '/shopCenter');
    const banner = await screen.findByTestId('order-warning');
    expect(banner.textContent).toContain('Orders unpaid for more than 24 hours: 2.');
    expect(banner.textContent).toMatch(/Your storefront closes at .*2026.* if they stay unpaid\./);
    expect(banner.textContent).toMatch(/The oldest will be cancelled at .*2026.*\./);
    expect(banner.textContent).not.toContain('closed since');
    expect(banner.getAttribute('data-closed')).toBe('false');
    fireEvent.click(banner);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderList'));
    expect(router.state.location.search).toBe('?status=pending_payment');
  });

  it('says since when the storefront has been closed', async () => {
    server({
      lateOrders: 1,
      closesStorefrontAt: '2026-11-21T10:00:00.000Z',
      cancelsAt: '2026-11-22T10:00:00.000Z',
      storefrontClosedSince: '2026-11-21T10:00:00.000Z',
    });
    renderRoutes(routes, '/shopCenter');
    const banner = await screen.findByTestId('order-warning');
    expect(banner.textContent).toMatch(/Your storefront has been closed since .*2026.*\./);
    expect(banner.textContent).not.toContain('closes at');
    expect(banner.getAttribute('data-closed')).toBe('true');
  });
});
