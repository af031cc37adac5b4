import { aProfile, aStoreCentre, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import type { Banner } from '../api/store-centre.ts';
import { bannerTarget } from './banner-swiper.tsx';

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});

const noWarning = { lateOrders: 0, closesStorefrontAt: null, cancelsAt: null, storefrontClosedSince: null };
const emptyPage = { items: [], nextCursor: null };

function server(centre = aStoreCentre(), banners: Banner[] = []) {
  return fakeServer({
    getMe: { code: 200, data: aProfile() },
    storeInfo: { code: 200, data: centre },
    swipeAdList: { code: 200, data: { items: banners } },
    orderWarning: { code: 200, data: noWarning },
    topUpList: { code: 200, data: emptyPage },
    withdrawList: { code: 200, data: emptyPage },
  });
}

describe('the store centre', () => {
  it('shows the shop at a glance: name, tier, credit, stars, visitors, balance, frozen and listed goods', async () => {
    server();
    renderRoutes(routes, '/shopCenter');
    expect((await screen.findByTestId('shop-name')).textContent).toBe('Mia’s Corner');
    expect(screen.getByText('Merchant shop')).toBeTruthy();
    expect(screen.getByTestId('shop-credit').textContent).toBe('100');
    expect(screen.getByText('4.5')).toBeTruthy();
    expect(screen.getByText('321')).toBeTruthy();
    expect(screen.getByTestId('shop-balance').textContent).toBe('$1,234.50');
    expect(screen.getByText('$20.00')).toBeTruthy();
    expect(screen.getByTestId('shop-listed').textContent).toBe('12/50');
    // The placeholder notice is gone; the statistics have their place.
    expect(screen.queryByText(/will appear here soon/)).toBeNull();
    expect(screen.getByTestId('stats-slot')).toBeTruthy();
  });

  it('gives a new merchant the first steps, ticked as the server says, and nothing waiting', async () => {
    server(aStoreCentre({ gettingStarted: { pinSet: true } }));
    renderRoutes(routes, '/shopCenter');
    const steps = await screen.findByTestId('getting-started');
    expect(within(steps).getByText('1 of 4 done')).toBeTruthy();
    expect(screen.getByTestId('start-pinSet').getAttribute('data-done')).toBe('true');
    expect(screen.getByTestId('start-identityVerified').getAttribute('data-done')).toBe('false');
    expect(screen.getByTestId('start-goodsAdded').getAttribute('href')).toBe('/goodsList/warehouse');
    expect(screen.getByTestId('start-storefrontShared').getAttribute('href')).toBe('#storefront-link');
    // With nothing waiting, the first steps stand alone.
    expect(screen.queryByTestId('needs-you')).toBeNull();
  });

  it('hides the first steps once all are done', async () => {
    server(
      aStoreCentre({
        gettingStarted: { pinSet: true, identityVerified: true, goodsAdded: true, storefrontShared: true },
      }),
    );
    renderRoutes(routes, '/shopCenter');
    const needs = await screen.findByTestId('needs-you');
    expect(within(needs).getByText('Nothing needs you right now.')).toBeTruthy();
    expect(screen.queryByTestId('getting-started')).toBeNull();
  });

  it('puts what needs the merchant first, each count opening its filtered list', async () => {
    server(
      aStoreCentre({
        needsYou: {
          ordersToPay: {
            count: 3,
            pastWarning: 2,
            pastClosing: 1,
            firstCancelAt: '2026-11-24T10:00:00.000Z',
          },
          topUpsInReview: 2,
          withdrawalsInReview: 1,
          identityRejected: { reason: 'Photo is blurred' },
        },
      }),
    );
    const { router } = renderRoutes(routes, '/shopCenter');
    const orders = await screen.findByTestId('needs-ordersToPay');
    expect(orders.textContent).toContain('Orders to pay');
    expect(orders.textContent).toContain('2 unpaid for over 24 h · 1 for over 48 h · first cancelled');
    expect(orders.textContent).toContain('3');
    expect(screen.getByTestId('needs-topUps').getAttribute('href')).toBe('/wallet/topups?status=pending');
    expect(screen.getByTestId('needs-withdrawals').getAttribute('href')).toBe('/withdrawals?status=pending');
    expect(screen.getByTestId('needs-identity').textContent).toContain('Reason: Photo is blurred');
    fireEvent.click(orders);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderList'));
    expect(router.state.location.search).toBe('?status=pending_payment');
  });

  it('opens the top-ups in review, asking the server for those only, and offers them all', async () => {
    const s = server(aStoreCentre({ needsYou: { topUpsInReview: 1 } }));
    const { router } = renderRoutes(routes, '/shopCenter');
    fireEvent.click(await screen.findByTestId('needs-topUps'));
    await waitFor(() => expect(s.called('topUpList').at(-1)?.input).toMatchObject({ status: 'pending' }));
    expect(router.state.location.search).toBe('?status=pending');
  });

  it('says why and since when the storefront is closed', async () => {
    server(
      aStoreCentre({
        needsYou: { storefrontClosed: { reason: 'suspended', since: '2026-11-20T08:00:00.000Z' } },
      }),
    );
    renderRoutes(routes, '/shopCenter');
    const notice = await screen.findByTestId('closed-notice');
    expect(notice.textContent).toContain('Your storefront is closed');
    expect(notice.textContent).toMatch(/Since .*2026.*, while your account is disabled/);
  });

  it('shows the banners: an in-app link stays in the app, an outside one opens apart', async () => {
    server(aStoreCentre(), [
      { id: 1, title: 'Buy an ad', image: 'banner/a.webp', link: '/promotion', sortOrder: 1 },
      { id: 2, title: 'Our blog', image: 'banner/b.webp', link: 'https://blog.example/post', sortOrder: 2 },
    ]);
    renderRoutes(routes, '/shopCenter');
    const banners = await screen.findByTestId('banners');
    const inApp = within(banners).getAllByRole('link', { name: 'Buy an ad' })[0]!;
    expect(inApp.getAttribute('href')).toBe('/promotion');
    expect(inApp.getAttribute('target')).toBeNull();
    const outside = within(banners).getAllByRole('link', { name: 'Our blog' })[0]!;
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('follows only in-app paths and https addresses', () => {
    expect(bannerTarget('/promotion')).toEqual({ inApp: '/promotion' });
    expect(bannerTarget('https://shop.example/x')).toEqual({ external: 'https://shop.example/x' });
    for (const link of ['//evil.example', 'javascript:alert(1)', 'http://plain.example', null]) {
      expect(bannerTarget(link)).toBeNull();
    }
  });

  it('holds a skeleton of the same blocks until the figures, banners and warning have all answered', async () => {
    let answer: ((value: unknown) => void) | undefined;
    fakeServer({
      getMe: { code: 200, data: aProfile() },
      storeInfo: () => new Promise((resolve) => (answer = resolve)) as never,
      swipeAdList: { code: 200, data: { items: [] } },
      orderWarning: { code: 200, data: noWarning },
    });
    renderRoutes(routes, '/shopCenter');
    expect(await screen.findByTestId('shop-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('shop-name')).toBeNull();
    // The skeleton may be drawn before the screen has asked (effects run after the paint).
    await waitFor(() => expect(answer).toBeDefined());
    answer!({ code: 200, data: aStoreCentre() });
    expect(await screen.findByTestId('shop-name')).toBeTruthy();
    expect(screen.queryByTestId('shop-skeleton')).toBeNull();
  });
});
